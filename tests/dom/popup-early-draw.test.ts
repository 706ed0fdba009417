// A popup link clicked before the popup's showing code (modal, focus, events: the popup actions chunk) has arrived.
// Root cause of the slow first tap: the click was held until action links and that chunk had both arrived and run,
// which on a phone at 4x CPU came after the click's own frame (110–160 ms from the touch here, a round trip more on a
// phone's network). The popups behaviour, started at load, now draws the popup in the click's task, and the showing
// code takes the drawing over when it comes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { disableKey } from '../../src/behaviours/popups/storage-keys.ts';
import { writeEntry } from '../../src/shared/storage.ts';
import { isOpen, modal, startPopupsAlone, stopPopupsAlone } from './behaviour-helpers.ts';
import { popupDocument } from './popup-markup.ts';

// Each fetch of the popup actions (the showing code) asks for their chunks first: those calls tell whether it was fetched.
vi.mock('../../src/core/chunk-deps.ts', async (importOriginal) => ({ ...await importOriginal<object>(), preloadDeps: vi.fn() }));

/** A `popup:open` action link as the page builder prints it: the whole hash percent-encoded, settings in base64. */
const popupLink = (settings: Record<string, unknown>, form: 'encoded' | 'raw' = 'encoded') => {
  const hash = `#elementor-action:action=popup:open&settings=${btoa(JSON.stringify(settings))}`;
  return `<a id="open" href="${form === 'encoded' ? encodeURIComponent(hash) : hash}">Open</a>`;
};

const link = () => document.getElementById('open') as HTMLElement;

/**
 * Each test gets fresh modules: once a test has loaded the showing code, the next would open popups with it at once
 * and never draw early. The popups behaviour (startPopupsAlone) and this answer come from the same fresh registry.
 */
beforeEach(() => vi.resetModules());
afterEach(stopPopupsAlone);

/** The click's answer (action links' or the first input's): the popup drawn when answered. */
const answered = async (target: Element) => (await import('../../src/behaviours/popups/fetch-actions.ts')).answeredPopupLink(target, true);
/** The reach's question (core/first-input.ts, before waking action links): whether it would be answered, nothing done. */
const wouldAnswer = async (target: Element) => (await import('../../src/behaviours/popups/fetch-actions.ts')).answeredPopupLink(target);

describe('a popup link clicked before the popup code has arrived', () => {
  it('has its popup drawn in the click, and the showing code takes that drawing over', async () => {
    const { controller, shown: shows } = await startPopupsAlone(popupLink({ id: '1203', toggle: false }) + popupDocument('1203', { a11y_navigation: 'yes', timing: [] }));
    let asked = 0;
    document.addEventListener('wisp:before-popup-open', () => (asked += 1), { signal: controller.signal });
    expect(await answered(link())).toBe(true);
    const drawn = modal('1203');
    expect(drawn?.isConnected).toBe(true);
    expect(drawn?.querySelector('.dialog-message > [data-elementor-id="1203"]')).not.toBeNull();
    // The showing code has not run yet: no show event, no name, no scroll lock.
    expect(shows).toEqual([]);
    await vi.waitFor(() => expect(shows).toEqual([1203]), { timeout: 3000, interval: 10 });
    expect(modal('1203')).toBe(drawn);
    expect(document.querySelectorAll('.elementor-popup-modal')).toHaveLength(1);
    expect(drawn?.getAttribute('aria-label')).toBe('Free readiness check');
    // Asked once, as it was drawn; the takeover does not ask again.
    expect(asked).toBe(1);
    // Taken over: its close control works, and a later click opens it again at once.
    drawn?.querySelector<HTMLElement>('.dialog-close-button')?.click();
    await vi.waitFor(() => expect(isOpen('1203')).toBe(false), { timeout: 3000, interval: 10 });
    expect(await answered(link())).toBe(true);
    expect(isOpen('1203')).toBe(true);
    expect(shows).toEqual([1203, 1203]);
  });

  it('keeps a press on the close control made before the takeover and answers it then, and replays no other click', async () => {
    const { shown: shows } = await startPopupsAlone(popupLink({ id: '1203' }) + popupDocument('1203', { timing: [] }, '<button id="inside">Inside</button>'));
    let inside = 0;
    let onClose = 0;
    document.addEventListener('click', (event) => {
      const target = event.target as Element;
      if (target.id === 'inside') inside += 1;
      if (target.closest('.dialog-close-button')) onClose += 1;
    });
    expect(await answered(link())).toBe(true);
    document.querySelector<HTMLElement>('#elementor-popup-modal-1203 #inside')?.click();
    modal('1203')?.querySelector<HTMLElement>('.dialog-close-button')?.click();
    expect(isOpen('1203')).toBe(true);
    await vi.waitFor(() => expect(shows).toEqual([1203]), { timeout: 3000, interval: 10 });
    await vi.waitFor(() => expect(isOpen('1203')).toBe(false), { timeout: 3000, interval: 10 });
    // The page's own listeners saw each press once: the close control's was answered, not clicked again.
    expect([inside, onClose]).toEqual([1, 1]);
  });

  it('keeps Escape pressed before the takeover, and answers it then by the popup settings', async () => {
    const { shown: shows } = await startPopupsAlone(popupLink({ id: '1203' }) + popupDocument('1203', { timing: [] }) + popupDocument('1204', { prevent_close_on_esc_key: 'yes', timing: [] }));
    let escapes = 0;
    document.addEventListener('keydown', (event) => void (event.key === 'Escape' && (escapes += 1)));
    expect(await answered(link())).toBe(true);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await vi.waitFor(() => expect(shows).toEqual([1203]), { timeout: 3000, interval: 10 });
    await vi.waitFor(() => expect(isOpen('1203')).toBe(false), { timeout: 3000, interval: 10 });
    // Answered, not pressed again: the page's own listener saw Escape once.
    expect(escapes).toBe(1);
  });

  it('keeps a click on the overlay and answers it by the popup settings', async () => {
    const { shown: shows } = await startPopupsAlone(popupLink({ id: '1203' }) + popupDocument('1203', { timing: [] }));
    expect(await answered(link())).toBe(true);
    modal('1203')?.click();
    await vi.waitFor(() => expect(shows).toEqual([1203]), { timeout: 3000, interval: 10 });
    await vi.waitFor(() => expect(isOpen('1203')).toBe(false), { timeout: 3000, interval: 10 });
  });

  it('leaves open a popup whose overlay click its settings ignore', async () => {
    const { shown: shows } = await startPopupsAlone(popupLink({ id: '1203' }) + popupDocument('1203', { prevent_close_on_background_click: 'yes', timing: [] }));
    expect(await answered(link())).toBe(true);
    modal('1203')?.click();
    await vi.waitFor(() => expect(shows).toEqual([1203]), { timeout: 3000, interval: 10 });
    await new Promise((done) => setTimeout(done, 50));
    expect(isOpen('1203')).toBe(true);
  });

  it('leaves open a popup whose early Escape the page cancelled, as its listener would', async () => {
    const { shown: shows } = await startPopupsAlone(popupLink({ id: '1203' }) + popupDocument('1203', { timing: [] }));
    document.addEventListener('keydown', (event) => event.preventDefault());
    expect(await answered(link())).toBe(true);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(shows).toEqual([1203]), { timeout: 3000, interval: 10 });
    await new Promise((done) => setTimeout(done, 50));
    expect(isOpen('1203')).toBe(true);
  });

  it('keeps Escape for a popup that Escape does not close, which then stays open', async () => {
    const { shown: shows } = await startPopupsAlone(popupLink({ id: '1204' }) + popupDocument('1204', { prevent_close_on_esc_key: 'yes', timing: [] }));
    expect(await answered(link())).toBe(true);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await vi.waitFor(() => expect(shows).toEqual([1204]), { timeout: 3000, interval: 10 });
    await new Promise((done) => setTimeout(done, 50));
    expect(isOpen('1204')).toBe(true);
  });

  it('asks before-popup-open as it draws: a listener that cancels it keeps the popup from being drawn or opened', async () => {
    const { controller, shown: shows } = await startPopupsAlone(popupLink({ id: '1203' }, 'raw') + popupDocument('1203'));
    const asked: unknown[] = [];
    document.addEventListener('wisp:before-popup-open', (event) => {
      asked.push((event as CustomEvent<{ id: number }>).detail.id);
      event.preventDefault();
    }, { signal: controller.signal });
    expect(await answered(link())).toBe(true);
    expect(modal('1203')).toBeNull();
    // The showing code has come and answered the same click: asked again (nothing was drawn), and cancelled again.
    await import('../../src/behaviours/popups/actions.ts');
    await new Promise((done) => setTimeout(done, 50));
    expect(asked).toEqual([1203, 1203]);
    expect(modal('1203')).toBeNull();
    expect(shows).toEqual([]);
  });

  it('draws nothing for a popup the visitor asked never to see again', async () => {
    writeEntry(disableKey('1203'), true);
    const { controller, shown: shows } = await startPopupsAlone(popupLink({ id: '1203' }) + popupDocument('1203'));
    expect(await answered(link())).toBe(true);
    expect(modal('1203')).toBeNull();
    await import('../../src/behaviours/popups/actions.ts');
    await new Promise((done) => setTimeout(done, 50));
    expect(modal('1203')).toBeNull();
    expect(shows).toEqual([]);
  });

  it('tells a reach for the link that it answers it, and draws nothing, asks nothing and fetches nothing until the click', async () => {
    const { controller, shown: shows } = await startPopupsAlone(popupLink({ id: '1203' }) + popupDocument('1203', { timing: [] }));
    let asked = 0;
    document.addEventListener('wisp:before-popup-open', () => (asked += 1), { signal: controller.signal });
    const { preloadDeps } = await import('../../src/core/chunk-deps.ts');
    vi.mocked(preloadDeps).mockClear();
    expect(await wouldAnswer(link())).toBe(true);
    expect(modal('1203')).toBeNull();
    await new Promise((done) => setTimeout(done, 50));
    expect([asked, shows.length, modal('1203')]).toEqual([0, 0, null]);
    expect(preloadDeps).not.toHaveBeenCalledWith('behaviours/popups/actions');
    expect(await answered(link())).toBe(true);
    expect(modal('1203')?.isConnected).toBe(true);
    expect(asked).toBe(1);
    // Drawn in the click; its code is asked for once that frame has started, and takes the drawing over.
    expect(preloadDeps).not.toHaveBeenCalledWith('behaviours/popups/actions');
    await vi.waitFor(() => expect(shows).toEqual([1203]), { timeout: 3000, interval: 10 });
    expect(preloadDeps).toHaveBeenCalledWith('behaviours/popups/actions');
  });

  it('in a hidden page (a script\'s click), where no frame comes, asks for the code at once and takes the drawing over', async () => {
    const { shown: shows } = await startPopupsAlone(popupLink({ id: '1203' }) + popupDocument('1203', { timing: [] }));
    const frames = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    try {
      expect(await answered(link())).toBe(true);
      expect(modal('1203')?.isConnected).toBe(true);
      await vi.waitFor(() => expect(shows).toEqual([1203]), { timeout: 3000, interval: 10 });
    } finally {
      frames.mockRestore();
      hidden.mockRestore();
    }
  });

  it('leaves to action links every link it does not answer exactly as they would', async () => {
    await startPopupsAlone(popupDocument('1203'));
    const answeredFor = async (html: string) => {
      document.body.insertAdjacentHTML('afterbegin', html);
      const answer = [await wouldAnswer(link()), await answered(link())];
      link().remove();
      return answer.some(Boolean);
    };
    // A popup not on the page (action links warn), another action, no settings, and settings in URL-safe base64.
    expect(await answeredFor(popupLink({ id: '1999' }))).toBe(false);
    expect(await answeredFor(popupLink({ id: '1203' }).replace('popup%3Aopen', 'popup%3Aclose'))).toBe(false);
    expect(await answeredFor('<a id="open" href="#elementor-action:action=popup:open">Open</a>')).toBe(false);
    expect(await answeredFor(`<a id="open" href="#elementor-action:action=popup:open&settings=${btoa('{"id":"1203","x":"??>"}').replace(/\+/g, '-').replace(/\//g, '_')}">Open</a>`)).toBe(false);
    expect(modal('1203')).toBeNull();
  });
});

describe('before the popups behaviour has started, or once it has stopped', () => {
  it('answers no click, so action links take it', async () => {
    document.body.innerHTML = popupLink({ id: '1203' }) + popupDocument('1203');
    expect(await answered(link())).toBe(false);
    const { controller } = await startPopupsAlone(popupLink({ id: '1203' }) + popupDocument('1203'));
    controller.abort();
    expect(await answered(link())).toBe(false);
    expect(modal('1203')).toBeNull();
  });
});
