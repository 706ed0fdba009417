// A click held for one behaviour that waits for the first input is replayed once that behaviour has started, whatever
// the others do: here the lightbox's module never arrives.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { $, boot } from './helpers.ts';
import { HOLD_MS } from '../../src/shared/replay.ts';

vi.mock('../../src/behaviours/lightbox/index.ts', () => new Promise(() => undefined));

beforeEach(() => history.replaceState(null, '', '/services/'));
afterEach(() => {
  (window as unknown as { wisp?: { destroy(): void } }).wisp?.destroy();
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

it('replays an in-page link\'s held click once anchors has started, with the lightbox still on its way', async () => {
  // Root cause: the held clicks were replayed once every behaviour woken with them had started, so an in-page link's
  // click waited for the lightbox's chunks, or, when those stalled, for the hold's time limit.
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: query.includes('reduce'), media: query, addEventListener: () => {} } as unknown as MediaQueryList));
  const api = await boot(`
    <a id="to-faq" href="#faq">FAQ</a>
    <div data-elementor-type="wp-page" data-elementor-id="719" class="elementor elementor-719">
      <div class="elementor-element elementor-element-ac0d1e0 e-con" data-id="ac0d1e0" data-element_type="container" id="faq"><p>FAQ</p></div>
    </div>`);
  const status = (name: string) => api.report().find((row) => row.module === name)?.status;
  await vi.waitFor(() => expect(status('anchors')).toBe('loading'), { timeout: 3000 });
  // The hold's time limit never comes, so only a release can let the click go.
  const setTimer = globalThis.setTimeout;
  vi.spyOn(globalThis, 'setTimeout').mockImplementation(((work: () => void, ms?: number) => (ms === HOLD_MS ? 0 : setTimer(work, ms))) as typeof setTimeout);
  // Wakes all three at once (a hash change), then the click, held meanwhile.
  window.dispatchEvent(new HashChangeEvent('hashchange'));
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  $('#to-faq').dispatchEvent(click);
  expect(click.defaultPrevented).toBe(true);
  await vi.waitFor(() => expect(location.hash).toBe('#faq'), { timeout: 3000 });
  expect(status('anchors')).toBe('mounted');
  expect(status('lightbox')).toBe('loading');
});
