import { afterEach, describe, expect, it, vi } from 'vitest';
import { $, $$, boot, press, touch } from './helpers.ts';
import { proListing, proPage } from './listing-markup.ts';
import type { WispApi } from '../../src/core/api.ts';
import { holdFetch } from './hold-fetch.ts';


const scope = window as unknown as Record<string, unknown>;
const page = (body: string, status = 200) => new Response(body, { status, headers: { 'content-type': 'text/html' } });
const posts = () => $$('.elementor-posts-container > article').map((item) => [...item.classList].find((name) => /^post-\d+$/.test(name)));

async function start(html: string): Promise<WispApi> {
  const api = await boot(html);
  await touch(api, $('[data-widget_type^="posts."]'));
  return api;
}

async function settle(api: WispApi): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((done) => setTimeout(done, 0));
  await api.idle();
}

afterEach(() => {
  vi.useRealTimers();
  (scope['wisp'] as WispApi | undefined)?.destroy();
  delete scope['__ran'];
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Pro posts load more', () => {
  it('fetches the anchor\u2019s next page, appends this widget\u2019s articles and takes the next URL from the fetched anchor', async () => {
    const calls = holdFetch();
    const api = await start(proListing([1, 2, 3]));
    const root = $('[data-id="9c0a001"]');
    const button = $('.elementor-button', root);
    button.click();
    expect(new URL(calls[0]!.url).pathname).toBe('/blog/page/2/');
    expect(calls[0]!.init?.method ?? 'GET').toBe('GET');
    expect(root.classList.contains('e-load-more-pagination-loading')).toBe(true);
    calls[0]!.resolve(page(`<div data-id="other01"><div class="elementor-posts-container"><article class="elementor-post post-999"></article></div></div>${proPage([4, 5, 6], { page: 2, next: '/blog/page/3/' })}`));
    await settle(api);
    expect(posts()).toEqual(['post-1', 'post-2', 'post-3', 'post-4', 'post-5', 'post-6']);
    const anchor = $('.e-load-more-anchor');
    expect(anchor.getAttribute('data-page')).toBe('2');
    expect(anchor.getAttribute('data-next-page')).toBe('/blog/page/3/');
    expect(root.classList.contains('e-load-more-pagination-loading')).toBe(false);
    expect(root.classList.contains('e-load-more-pagination-end')).toBe(false);
    expect(scope['__ran']).toBeUndefined();
  });

  it('ends at the last page: the end class, no more requests, focus on the first new post', async () => {
    const calls = holdFetch();
    const api = await start(proListing([4, 5, 6], { page: 2, next: '/blog/page/3/' }));
    const button = $('.elementor-button');
    button.focus();
    button.click();
    calls[0]!.resolve(page(proPage([7, 8], { page: 3, next: '/blog/page/4/' })));
    await settle(api);
    expect($('[data-id="9c0a001"]').classList.contains('e-load-more-pagination-end')).toBe(true);
    expect(document.activeElement).toBe($('.post-7 .elementor-post__title a'));
    button.click();
    expect(calls).toHaveLength(1);
  });

  it('sends one request for a double click, and answers Space as the button it now says it is', async () => {
    const calls = holdFetch();
    const api = await start(proListing([1, 2, 3]));
    const button = $('.elementor-button');
    expect(button.getAttribute('role')).toBe('button');
    button.click();
    button.click();
    expect(calls).toHaveLength(1);
    calls[0]!.resolve(page(proPage([4], { page: 2 })));
    await settle(api);
    press(button, ' ');
    expect(calls).toHaveLength(2);
  });

  it('moves the spinner into the button, and spins it only while loading', async () => {
    const calls = holdFetch();
    const api = await start(proListing([1]));
    const spinner = $('.e-load-more-spinner');
    expect(spinner.parentElement).toBe($('.elementor-button'));
    $('.elementor-button').click();
    expect(spinner.classList.contains('eicon-animation-spin')).toBe(true);
    calls[0]!.resolve(page(proPage([2], { page: 2 })));
    await settle(api);
    expect(spinner.classList.contains('eicon-animation-spin')).toBe(false);
  });

  it('on an error status keeps the button and the posts, announces it, and a retry works', async () => {
    const calls = holdFetch();
    const api = await start(proListing([1, 2, 3]));
    $('.elementor-button').click();
    calls[0]!.resolve(page('Not found', 404));
    await settle(api);
    expect(posts()).toHaveLength(3);
    expect($('.e-load-more-anchor').getAttribute('data-page')).toBe('1');
    expect($('[data-id="9c0a001"]').classList.contains('e-load-more-pagination-loading')).toBe(false);
    await vi.waitFor(() => expect(document.querySelector('[data-wisp-live]')?.textContent).toBe('Could not load more articles. Please try again.'));
    $('.elementor-button').click();
    calls[1]!.resolve(page(proPage([4], { page: 2 })));
    await settle(api);
    expect(posts()).toEqual(['post-1', 'post-2', 'post-3', 'post-4']);
  });

  it('gives the button back and announces it when the next page sends nothing for 20 s, and a retry works', async () => {
    // No listing request had a client-side time limit: a server that kept the connection open left the button
    // loading for as long as it liked.
    const calls = holdFetch();
    const api = await start(proListing([1, 2, 3]));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    $('.elementor-button').click();
    expect($('[data-id="9c0a001"]').classList.contains('e-load-more-pagination-loading')).toBe(true);
    vi.advanceTimersByTime(20_000);
    vi.useRealTimers();
    await settle(api);
    expect($('[data-id="9c0a001"]').classList.contains('e-load-more-pagination-loading')).toBe(false);
    expect($('.elementor-button').hasAttribute('aria-disabled')).toBe(false);
    await vi.waitFor(() => expect(document.querySelector('[data-wisp-live]')?.textContent).toBe('Could not load more articles. Please try again.'));
    $('.elementor-button').click();
    calls[1]!.resolve(page(proPage([4], { page: 2 })));
    await settle(api);
    expect(posts()).toEqual(['post-1', 'post-2', 'post-3', 'post-4']);
  });

  it('inserts a large next page over several tasks, not in one', async () => {
    // A large page was cleaned and appended in one go: one long main-thread task. The clock moves 1 ms per
    // reading, so every 8 readings close a slice (no wall-clock timing).
    const calls = holdFetch();
    const api = await start(proListing([1, 2, 3]));
    const container = $('.elementor-posts-container');
    const batches: number[] = [];
    new MutationObserver((records) => batches.push(records.length)).observe(container, { childList: true });
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 1));
    $('.elementor-button').click();
    calls[0]!.resolve(page(proPage(Array.from({ length: 300 }, (_, index) => index + 4), { page: 2 })));
    await settle(api);
    await vi.waitFor(() => expect(posts()).toHaveLength(303));
    expect(batches.length).toBeGreaterThan(1);
  });

  it('refuses a next page on another site', async () => {
    const calls = holdFetch();
    const api = await start(proListing([1], { next: 'https://elsewhere.example/page/2/' }));
    $('.elementor-button').click();
    await settle(api);
    expect(calls).toHaveLength(0);
    expect($('.elementor-button').isConnected).toBe(true);
  });

  it('numbered pagination stays plain links: nothing is fetched', async () => {
    const calls = holdFetch();
    const api = await start(proListing([1], { type: 'numbers_and_prev_next', withButton: false }));
    expect($('[data-id="9c0a001"]').hasAttribute('data-wisp-ready')).toBe(true);
    await settle(api);
    expect(calls).toHaveLength(0);
  });

  it('leaves a load-more widget without its button byte-identical with one warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = await boot(proListing([1], { withButton: false }));
    const root = $('[data-id="9c0a001"]');
    const before = root.outerHTML;
    await touch(api, root);
    expect(root.outerHTML).toBe(before);
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual(['[wisp] posts: the load-more button is missing; left as it is']);
  });

  it('takes the default for a wrong pagination_type and says so once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    holdFetch();
    await start(proListing([1], { type: 42 as unknown as string }));
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual(['[wisp] posts: setting "pagination_type" has an unexpected value 42; using ""']);
  });
});

describe('Pro posts infinite scroll', () => {
  it('loads when the anchor enters the viewport, once at a time, and looks again after each page', async () => {
    const seen: Element[] = [];
    let fire: ((entries: Array<{ target: Element; isIntersecting: boolean }>) => void) | null = null;
    vi.stubGlobal('IntersectionObserver', class {
      constructor(callback: (entries: Array<{ target: Element; isIntersecting: boolean }>) => void) { fire = callback; }
      observe(target: Element) { seen.push(target); }
      unobserve() {}
      disconnect() {}
    });
    const calls = holdFetch();
    const api = await start(proListing([1], { type: 'load_more_infinite_scroll', skin: 'cards' }));
    const anchor = $('.e-load-more-anchor');
    expect(seen).toContain(anchor);
    expect($('.e-load-more-spinner').previousElementSibling).toBe(anchor);
    fire!([{ target: anchor, isIntersecting: true }]);
    fire!([{ target: anchor, isIntersecting: true }]);
    expect(calls).toHaveLength(1);
    const observedBefore = seen.length;
    calls[0]!.resolve(page(proPage([2], { page: 2, skin: 'cards', type: 'load_more_infinite_scroll' })));
    await settle(api);
    expect(posts()).toEqual(['post-1', 'post-2']);
    expect(seen.length).toBeGreaterThan(observedBefore);
    expect(document.activeElement).toBe(document.body);
  });
});
