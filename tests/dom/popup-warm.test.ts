import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadDeps } from '../../src/core/chunk-deps.ts';
import { warmPopupActions } from '../../src/behaviours/popups/fetch-actions.ts';
import { isPopupOpener } from '../../src/behaviours/first-input.ts';

// Each fetch of the popup actions asks for their chunks first: the count of those calls is the count of fetches.
vi.mock('../../src/core/chunk-deps.ts', async (importOriginal) => ({ ...await importOriginal<object>(), preloadDeps: vi.fn() }));

const settings = btoa(JSON.stringify({ id: '1203' }));
const RAW = `#elementor-action:action=popup:open&settings=${settings}`;
const ENCODED = encodeURIComponent(RAW);

afterEach(() => {
  document.body.innerHTML = '';
});

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

describe('warming the popup actions', () => {
  it('fetches them once however many ask: the first input\'s wake-up, a drawn popup and action links', async () => {
    warmPopupActions();
    warmPopupActions();
    await vi.waitFor(() => expect(vi.mocked(preloadDeps)).toHaveBeenCalledWith('behaviours/popups/actions'));
    warmPopupActions();
    expect(vi.mocked(preloadDeps)).toHaveBeenCalledTimes(1);
  });
});
