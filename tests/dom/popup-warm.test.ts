import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadDeps } from '../../src/core/chunk-deps.ts';
import { warmPopupActions } from '../../src/behaviours/popups/fetch-actions.ts';
import { isPopupOpener, warmOnIntent } from '../../src/behaviours/popups/warm.ts';

// Each fetch of the popup actions asks for their chunks first: the count of those calls is the count of fetches.
vi.mock('../../src/core/chunk-deps.ts', async (importOriginal) => ({ ...await importOriginal<object>(), preloadDeps: vi.fn() }));

const settings = btoa(JSON.stringify({ id: '1203' }));
const RAW = `#elementor-action:action=popup:open&settings=${settings}`;
const ENCODED = encodeURIComponent(RAW);

afterEach(() => {
  document.body.innerHTML = '';
});

function page(): { opener: HTMLElement; icon: Element; other: HTMLElement } {
  document.body.innerHTML = `<a id="opener" href="${ENCODED}"><svg><path d="M0 0"/></svg> Book a call</a><a id="other" href="#contact">Contact</a>`;
  return { opener: document.getElementById('opener') as HTMLElement, icon: document.querySelector('path') as Element, other: document.getElementById('other') as HTMLElement };
}

describe('recognising what opens a popup', () => {
  it('takes popup:open action hashes, printed raw or percent-encoded, on links and on data-e-action-hash', () => {
    document.body.innerHTML = `<a id="raw" href="${RAW}">a</a><a id="enc" href="/page/${ENCODED}">b</a><div id="data" data-e-action-hash="${RAW}"><span>c</span></div>`;
    expect(isPopupOpener(document.getElementById('raw') as Element)).toBe(true);
    expect(isPopupOpener(document.getElementById('enc') as Element)).toBe(true);
    expect(isPopupOpener(document.querySelector('#data span') as Element)).toBe(true);
  });

  it('leaves other actions, in-page anchors and plain links alone', () => {
    const close = `#elementor-action:action=popup:close&settings=${settings}`;
    const lightbox = `#elementor-action:action=lightbox&settings=${settings}`;
    document.body.innerHTML = `<a id="close" href="${close}">a</a><a id="lightbox" href="${lightbox}">b</a><a id="anchor" href="#top">c</a><button id="button">d</button>`;
    for (const id of ['close', 'lightbox', 'anchor', 'button']) expect(isPopupOpener(document.getElementById(id) as Element)).toBe(false);
  });
});

describe('fetching the popup code on intent', () => {
  it('warms once, on a pointer pressed on the opener\'s icon, and never again', () => {
    const { icon, opener } = page();
    const warm = vi.fn();
    warmOnIntent(warm, new AbortController().signal);
    icon.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' }));
    opener.dispatchEvent(new Event('focusin', { bubbles: true }));
    opener.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    expect(warm).toHaveBeenCalledTimes(1);
  });

  it('warms on a pointer resting on the opener, and on keyboard focus', () => {
    const { opener } = page();
    const hover = vi.fn();
    warmOnIntent(hover, new AbortController().signal);
    opener.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    expect(hover).toHaveBeenCalledTimes(1);

    const focus = vi.fn();
    warmOnIntent(focus, new AbortController().signal);
    opener.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(focus).toHaveBeenCalledTimes(1);
  });

  it('ignores intent towards anything else, and everything once its signal has aborted', () => {
    const { opener, other } = page();
    const warm = vi.fn();
    const controller = new AbortController();
    warmOnIntent(warm, controller.signal);
    other.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(warm).not.toHaveBeenCalled();
    controller.abort();
    opener.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(warm).not.toHaveBeenCalled();
  });
});

describe('warming the popup actions', () => {
  it('fetches them once for every warm-up of the same reach: the first input and the popups behaviour both see it', async () => {
    warmPopupActions();
    warmPopupActions();
    await vi.waitFor(() => expect(vi.mocked(preloadDeps)).toHaveBeenCalledWith('behaviours/popups/actions'));
    warmPopupActions();
    expect(vi.mocked(preloadDeps)).toHaveBeenCalledTimes(1);
  });
});
