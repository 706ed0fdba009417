import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $, boot } from './helpers.ts';
import { ON_FIRST_INPUT } from '../../src/behaviours/first-input.ts';
import type { WispApi } from '../../src/core/api.ts';

beforeEach(() => history.replaceState(null, '', '/services/'));
afterEach(async () => {
  (window as unknown as { wisp?: { destroy(): void } }).wisp?.destroy();
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
  // happy-dom fires hashchange a task after replaceState drops a hash (a test's anchor left one): it must not reach the
  // next test's page, whose page-wide behaviours arm as it starts and would take it for a first input.
  await new Promise((done) => setTimeout(done, 20));
});

const PAGE = `
  <a id="to-faq" href="#faq">FAQ</a>
  <a id="other-page" href="/about/">About</a>
  <div data-elementor-type="wp-page" data-elementor-id="719" class="elementor elementor-719">
    <div class="elementor-element elementor-element-ac0d1e0 e-con" data-id="ac0d1e0" data-element_type="container" id="faq"><p>FAQ</p></div>
  </div>`;

/** Boots and waits until the page-wide behaviours are armed (anchors waiting for the first input: `loading`), with no input yet. */
async function armed(): Promise<WispApi> {
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: query.includes('reduce'), media: query, addEventListener: () => {} } as unknown as MediaQueryList));
  const api = await boot(PAGE);
  await vi.waitFor(() => expect(api.report().some((row) => row.module === 'anchors' && row.status === 'loading')).toBe(true), { timeout: 3000 });
  return api;
}

/**
 * A visitor's click: whether something took it. A held click stops there; one that reaches the window is stopped there
 * (happy-dom would otherwise navigate), after reading whether wisp took it.
 */
function click(element: Element, init: MouseEventInit = {}): boolean {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  let taken: boolean | null = null;
  const record = (seen: Event) => {
    taken = seen.defaultPrevented;
    seen.preventDefault();
  };
  window.addEventListener('click', record, { once: true });
  element.dispatchEvent(event);
  window.removeEventListener('click', record);
  return taken ?? event.defaultPrevented;
}

describe('behaviours that wait for the first input', () => {
  it('hold an in-page link clicked as the very first input, then scroll to its target once anchors has loaded', async () => {
    await armed();
    expect(click($('#to-faq'))).toBe(true);
    // Held: the hash is not set by the browser, nor yet by anchors.
    expect(location.hash).toBe('');
    await vi.waitFor(() => expect(location.hash).toBe('#faq'), { timeout: 3000 });
    await vi.waitFor(() => expect(document.activeElement).toBe($('#faq')), { timeout: 3000 });
  });

  it('let a link to another page and a modified click through at once', async () => {
    await armed();
    expect(click($('#other-page'))).toBe(false);
    expect(click($('#to-faq'), { ctrlKey: true })).toBe(false);
  });

  it('take only clicks that one of them may act on, each its own', () => {
    document.body.innerHTML = `<a id="a" href="#x">a</a><a id="b" href="/photo.JPG?size=2">b</a><a id="c" href="/about/">c</a>
      <div id="d" data-elementor-lightbox='{}'><span id="e">play</span></div><a id="f" href="#elementor-action%3Aaction%3Dpopup">f</a><a id="g" href="#">g</a>
      <a id="h" href="%23elementor-action%3Aaction%3Dpopup%3Aopen"><span id="i">h</span></a><a id="j" href="/services/#faq">j</a>`;
    const taken = (name: string) => ['a', 'b', 'c', 'e', 'f', 'g', 'i', 'j'].filter((id) => ON_FIRST_INPUT.get(name)?.($(`#${id}`)));
    expect(taken('action-links')).toEqual(['f', 'i']);
    expect(taken('anchors')).toEqual(['a', 'j']);
    expect(taken('lightbox')).toEqual(['b', 'e']);
  });
});

describe('the report of behaviours that wait for the first input', () => {
  it('says loading until the first input has loaded them, then mounted', async () => {
    // The stand-ins reported `mounted` as soon as they were armed, before their module had loaded: wisp.report() and
    // ?wisp-debug told of behaviours running that had not even been fetched.
    const api = await armed();
    const statuses = () => ['action-links', 'anchors', 'lightbox'].map((name) => api.report().find((row) => row.module === name)?.status);
    expect(statuses()).toEqual(['loading', 'loading', 'loading']);
    document.body.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await vi.waitFor(() => expect(statuses()).toEqual(['mounted', 'mounted', 'mounted']), { timeout: 3000 });
  });
});
