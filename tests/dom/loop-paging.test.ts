import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $, $$, boot, touch } from './helpers.ts';
import { fakeFetch } from './loop-markup.ts';
import { htmlPage, loadMoreLoop, numberedLoop, pagedItem } from './loop-paging-markup.ts';
import { toPageKey, toPushedUrl } from '../../src/widgets/loop-grid/page-url.ts';
import type { WispApi } from '../../src/core/api.ts';

const scope = window as unknown as Record<string, unknown>;
const html = (body: string, status = 200) => new Response(body, { status, headers: { 'content-type': 'text/html' } });
const posts = () => $$('.elementor-loop-container > .e-loop-item').map((item) => [...item.classList].find((name) => /^post-\d+$/.test(name)));
const withoutReady = (markup: string) => markup.replace(/ data-wisp-ready=""/g, '');

async function start(markup: string, id: string): Promise<{ api: WispApi; root: HTMLElement }> {
  // The grid's paging is a lazy part: in the module cache first, so the mount's import of it resolves at once.
  await import('../../src/widgets/loop-grid/paging.ts');
  const api = await boot(markup);
  const root = $(`[data-id="${id}"]`);
  await touch(api, root);
  await new Promise((done) => setTimeout(done, 0));
  return { api, root };
}

/** Lets the fetch chain, the insertion and the observer's frame run to their end. */
async function settle(api: WispApi): Promise<void> {
  for (let i = 0; i < 6; i++) await new Promise((done) => setTimeout(done, 0));
  await api.idle();
}

beforeEach(() => history.replaceState(null, '', '/resources/'));

afterEach(() => {
  vi.useRealTimers();
  (scope['wisp'] as WispApi | undefined)?.destroy();
  delete scope['__ran'];
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('loop grid load more', () => {
  it('requests once while loading, appends this grid\u2019s items, moves its dynamic styles and dispatches both events', async () => {
    const calls = fakeFetch();
    const { api, root } = await start(loadMoreLoop([1, 2, 3]), '1a00c01');
    const lazy = vi.fn();
    const inserted = vi.fn();
    document.addEventListener('elementor/lazyload/observe', lazy);
    window.addEventListener('elementor-pro/loop-builder/after-insert-posts', inserted);
    const button = $('.e-loop__load-more .elementor-button', root);
    button.click();
    button.click();
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]!.url).pathname).toBe('/resources/page/2/');
    expect(root.classList.contains('e-load-more-pagination-loading')).toBe(true);
    const style = '<style id="loop-dynamic-850-4">.post-4{color:red}</style>';
    const other = loadMoreLoop([99], { id: '1a00c09', styles: '<style id="loop-dynamic-850-99">.x{}</style>' });
    calls[0]!.resolve(html(htmlPage(other + loadMoreLoop([4, 5], { page: 2, next: '/resources/page/3/', styles: style }).replace(pagedItem(4), pagedItem(4, true)))));
    await settle(api);
    expect(posts()).toEqual(['post-1', 'post-2', 'post-3', 'post-4', 'post-5']);
    expect($$('style[id^="loop-dynamic"]', root).map((el) => el.id)).toEqual(['loop-dynamic-850-4']);
    expect($('.e-load-more-anchor', root).getAttribute('data-next-page')).toBe('/resources/page/3/');
    expect(lazy).toHaveBeenCalledTimes(1);
    expect(inserted).toHaveBeenCalledTimes(1);
    expect(root.classList.contains('e-load-more-pagination-loading')).toBe(false);
    expect(scope['__ran']).toBeUndefined();
    // The new item's toggle is mounted exactly once: a second mount would toggle it back on the same click.
    const toggle = $('[data-id="7e00004"]');
    await touch(api, toggle);
    expect(toggle.hasAttribute('data-wisp-ready')).toBe(true);
    $('.elementor-tab-title', toggle).click();
    expect($('.elementor-tab-title', toggle).getAttribute('aria-expanded')).toBe('true');
    document.removeEventListener('elementor/lazyload/observe', lazy);
    window.removeEventListener('elementor-pro/loop-builder/after-insert-posts', inserted);
  });

  it('leaves the items as they were when the next page fails, and can try again', async () => {
    const calls = fakeFetch();
    const { api, root } = await start(loadMoreLoop([1, 2, 3]), '1a00c01');
    $('.e-loop__load-more .elementor-button', root).click();
    calls[0]!.resolve(html('gone', 500));
    await settle(api);
    expect(posts()).toEqual(['post-1', 'post-2', 'post-3']);
    expect(root.classList.contains('e-load-more-pagination-loading')).toBe(false);
    expect($('.e-load-more-anchor', root).getAttribute('data-page')).toBe('1');
    $('.e-loop__load-more .elementor-button', root).click();
    expect(calls).toHaveLength(2);
  });

  it('starts again on the new anchor after a filter replaced the grid', async () => {
    const calls = fakeFetch();
    const { api, root } = await start(loadMoreLoop([1, 2, 3]), '1a00c01');
    const fresh = document.createElement('template');
    fresh.innerHTML = loadMoreLoop([7, 8], { next: '/resources/?e-filter-1a00c01-category=guides&page=2' });
    $('.elementor-widget-container', root).replaceWith($('.elementor-widget-container', fresh.content));
    // As a filter's refresh does once the content is in: the loop's shared `shown` state takes a new value.
    const { toLoopState } = await import('../../src/widgets/taxonomy-filter/loops.ts');
    toLoopState('1a00c01').shown.value = new Map();
    $('.e-loop__load-more .elementor-button', root).click();
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]!.url).search).toBe('?e-filter-1a00c01-category=guides&page=2');
    calls[0]!.resolve(html(htmlPage(loadMoreLoop([9], { page: 2 }))));
    await settle(api);
    expect(posts()).toEqual(['post-7', 'post-8', 'post-9']);
  });

  it('leaves an on-click grid without its button byte-identical, with one warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const markup = loadMoreLoop([1, 2], { button: false });
    const { root } = await start(markup, '1a00c01');
    expect(withoutReady(root.outerHTML)).toBe(withoutReady($('div', Object.assign(document.createElement('div'), { innerHTML: markup })).outerHTML));
    expect(warn.mock.calls.filter(([text]) => String(text).includes('load-more button'))).toHaveLength(1);
  });
});

describe('loop grid AJAX pagination', () => {
  const id = '1a00c02';

  it('requests a page once while it loads, then swaps the content, writes e-page-{id} and removes the overlay', async () => {
    const calls = fakeFetch();
    const { api, root } = await start(numberedLoop([1, 2, 3]), id);
    const link = $('a.page-numbers[href$="=2"]', root);
    link.click();
    link.click();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(`${location.origin}/resources/?e-page-${id}=2`);
    expect(root.classList.contains('e-loading-overlay')).toBe(true);
    expect(location.search).toBe('');
    calls[0]!.resolve(html(htmlPage(numberedLoop([4, 5, 6], { current: 2 }))));
    await settle(api);
    expect(posts()).toEqual(['post-4', 'post-5', 'post-6']);
    expect($('.page-numbers.current', root).textContent).toBe('2');
    expect(location.search).toBe(`?e-page-${id}=2`);
    expect(root.classList.contains('e-loading-overlay')).toBe(false);
    expect(scope['__ran']).toBeUndefined();
  });

  it('leaves the widget unchanged and announces it when the page fails to load', async () => {
    const calls = fakeFetch();
    const { api, root } = await start(numberedLoop([1, 2, 3]), id);
    const before = root.innerHTML;
    $('a.page-numbers[href$="=3"]', root).click();
    calls[0]!.resolve(html('<p>Server error</p>', 503));
    await settle(api);
    expect(root.innerHTML).toBe(before);
    expect(root.classList.contains('e-loading-overlay')).toBe(false);
    expect(location.search).toBe('');
    await new Promise((done) => requestAnimationFrame(done));
    expect($('[data-wisp-live]').textContent).toMatch(/could not be loaded/);
  });

  it('gives up on a page with no answer for 20 s: widget unchanged, overlay gone, announced', async () => {
    // No listing request had a client-side time limit: a server that kept the connection open left the loading
    // overlay on the grid for as long as it liked.
    const calls = fakeFetch();
    const { api, root } = await start(numberedLoop([1, 2, 3]), id);
    const before = root.innerHTML;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    $('a.page-numbers[href$="=3"]', root).click();
    expect(root.classList.contains('e-loading-overlay')).toBe(true);
    vi.advanceTimersByTime(20_000);
    vi.useRealTimers();
    await settle(api);
    expect(calls).toHaveLength(1);
    expect(root.innerHTML).toBe(before);
    expect(root.classList.contains('e-loading-overlay')).toBe(false);
    await new Promise((done) => requestAnimationFrame(done));
    expect($('[data-wisp-live]').textContent).toMatch(/could not be loaded/);
  });

  it('ignores a stale answer when a newer page was asked for', async () => {
    const calls = fakeFetch({ honourAbort: false });
    const { api, root } = await start(numberedLoop([1, 2, 3]), id);
    $('a.page-numbers[href$="=2"]', root).click();
    $('a.page-numbers[href$="=3"]', root).click();
    expect(calls).toHaveLength(2);
    expect(calls[0]!.init.signal?.aborted).toBe(true);
    calls[1]!.resolve(html(htmlPage(numberedLoop([7, 8], { current: 3 }))));
    await settle(api);
    calls[0]!.resolve(html(htmlPage(numberedLoop([4, 5], { current: 2 }))));
    await settle(api);
    expect(posts()).toEqual(['post-7', 'post-8']);
    expect(location.search).toBe(`?e-page-${id}=3`);
  });

  it('drops e-page-{id} for page 1 and fetches the address again on back', async () => {
    history.replaceState(null, '', `/resources/?utm=x&e-page-${id}=2`);
    const calls = fakeFetch();
    const { api, root } = await start(numberedLoop([4, 5], { current: 2 }), id);
    $('a.page-numbers[href="/resources/"]', root).click();
    calls[0]!.resolve(html(htmlPage(numberedLoop([1, 2], { current: 1 }))));
    await settle(api);
    expect(location.search).toBe('?utm=x');
    // happy-dom's history.back() fires no popstate: the browser's part is played here (the e2e test does it for real).
    history.replaceState(null, '', `/resources/?utm=x&e-page-${id}=2`);
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(calls).toHaveLength(2);
    expect(calls[1]!.url).toBe(`${location.origin}/resources/?utm=x&e-page-${id}=2`);
    calls[1]!.resolve(html(htmlPage(numberedLoop([4, 5], { current: 2 }))));
    await settle(api);
    expect(posts()).toEqual(['post-4', 'post-5']);
  });

  it('leaves page links to the browser when the grid does not load pages with AJAX', async () => {
    const calls = fakeFetch();
    const { root } = await start(numberedLoop([1, 2], { loadType: '' }), id);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    $('a.page-numbers[href$="=2"]', root).dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(calls).toHaveLength(0);
  });
});

describe('loop page addresses', () => {
  it('merges the link\u2019s params over the current ones and keys the page by path and e-page-{id}', () => {
    const here = new URL('https://a.test/r/?e-filter-abc1234-category=guides&e-page-abc1234=3&e-page-zzz9999=2');
    expect(toPushedUrl(here, new URL('https://a.test/r/?e-page-abc1234=4'), 'abc1234')).toBe('/r/?e-filter-abc1234-category=guides&e-page-abc1234=4&e-page-zzz9999=2');
    expect(toPushedUrl(here, new URL('https://a.test/r/'), 'abc1234')).toBe('/r/?e-filter-abc1234-category=guides&e-page-zzz9999=2');
    expect(toPushedUrl(new URL('https://a.test/r/?e-page-abc1234=2'), new URL('https://a.test/r/'), 'abc1234')).toBe('/r/');
    expect(toPageKey(new URL('https://a.test/r/?e-page-abc1234=1&x=1'), 'abc1234')).toBe(toPageKey(new URL('https://a.test/r/'), 'abc1234'));
  });
});
