import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WispApi } from '../../src/core/api.ts';
import { $, $$, boot, DEFAULT_CONFIG, touch } from './helpers.ts';
import { documentOf, fakeFetch, filterWidget, jsonResponse, loopContent, loopItem, loopWidget, settle, toAttribute } from './loop-markup.ts';
import { tabsWidget } from './markup.ts';

afterEach(() => {
  vi.useRealTimers();
  (window as unknown as { wisp?: { destroy(): void } }).wisp?.destroy();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

const FILTER = 'f11a001';
const LOOP = '1a00b01';
const pageWith = (...widgets: string[]) => documentOf(930, widgets.join(''));

/**
 * Boots the page at `url`, moves the pointer over each filter and waits until every one has mounted (its URL-following
 * part loads near the viewport, which happy-dom never reports, on a touch, or at idle when the URL has a query), then
 * moves the pointer over each again and waits for the whole filter, which loads on a touch once the first part is there.
 */
async function bootPage(html: string, url = '/resources/', config: unknown = DEFAULT_CONFIG): Promise<WispApi> {
  history.replaceState(null, '', url);
  const api = await boot(html, config);
  for (const filter of $$('.elementor-widget-taxonomy-filter')) await touch(api, filter);
  await vi.waitFor(() => {
    for (const filter of $$('.elementor-widget-taxonomy-filter')) expect(filter.hasAttribute('data-wisp-ready')).toBe(true);
  }, { timeout: 5000 });
  for (const filter of $$('.elementor-widget-taxonomy-filter')) await touch(api, filter);
  await vi.waitFor(() => {
    for (const filter of $$('.elementor-widget-taxonomy-filter')) expect(filter.getAttribute('data-wisp-filter')).toBe('loaded');
  }, { timeout: 5000 });
  return api;
}

const button = (term: string, filter = FILTER) => $(`[data-id="${filter}"] [data-filter="${term}"]`);
const pressed = (filter = FILTER) => $$(`[data-id="${filter}"] .e-filter-item`).filter((b) => b.getAttribute('aria-pressed') === 'true').map((b) => b.dataset['filter']);
const shownPosts = (loop = LOOP) => $$(`[data-id="${loop}"] .e-loop-item`).map((item) => item.className.match(/e-loop-item-(\d+)/)?.[1]);
const bodyOf = (call: { init: RequestInit }) => JSON.parse(String(call.init.body)) as Record<string, unknown>;
const answer = (...posts: number[]) => jsonResponse({ data: loopContent(posts.map((post) => loopItem(post)).join('')) });

describe('taxonomy filter: the request', () => {
  it('posts the consolidated filters as JSON to the refresh-loop route of the REST base', async () => {
    const calls = fakeFetch();
    await bootPage(pageWith(filterWidget({ id: FILTER, loop: LOOP, baseUrl: '/resources/?paged=3&view=list' }), loopWidget(LOOP)));
    button('guides').click();
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe('/wp-json/elementor-pro/v1/refresh-loop');
    expect(call?.init.method).toBe('POST');
    expect(call?.init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(bodyOf(call!)).toEqual({
      post_id: '930',
      widget_filters: { taxonomy: { category: { terms: ['guides'] } } },
      widget_id: LOOP,
      pagination_base_url: `${location.origin}/resources/?view=list`,
    });
  });

  it('sends the post of the page config when the loop sits in no page-builder document', async () => {
    const calls = fakeFetch();
    await bootPage(filterWidget({ id: FILTER, loop: LOOP }) + loopWidget(LOOP));
    button('guides').click();
    expect(bodyOf(calls[0]!)['post_id']).toBe(719);
  });

  it('merges terms with multiple selection and records the logical join', async () => {
    const calls = fakeFetch();
    await bootPage(pageWith(filterWidget({ id: FILTER, loop: LOOP, multiple: 'OR' }), loopWidget(LOOP)));
    button('guides').click();
    button('templates').click();
    expect(pressed()).toEqual(['guides', 'templates']);
    expect(bodyOf(calls[1]!)['widget_filters']).toEqual({ taxonomy: { category: { terms: ['guides', 'templates'], logicalJoin: 'OR' } } });
  });

  it('consolidates two filters of one loop by taxonomy into a single request', async () => {
    const calls = fakeFetch();
    await bootPage(pageWith(
      filterWidget({ id: FILTER, loop: LOOP }),
      filterWidget({ id: 'f11a003', loop: LOOP, taxonomy: 'post_tag', terms: ['patching', 'malware'], multiple: 'AND' }),
      loopWidget(LOOP),
    ));
    button('guides').click();
    calls[0]!.resolve(answer(952));
    await settle();
    button('malware', 'f11a003').click();
    expect(bodyOf(calls[1]!)['widget_filters']).toEqual({
      taxonomy: { category: { terms: ['guides'] }, post_tag: { terms: ['malware'], logicalJoin: 'AND' } },
    });
  });

  it('replaces the term in single selection, returns to All when the pressed term is clicked, and ignores a pressed All', async () => {
    const calls = fakeFetch();
    await bootPage(pageWith(filterWidget({ id: FILTER, loop: LOOP }), loopWidget(LOOP)));
    button('__all').click();
    expect(calls).toHaveLength(0);
    button('guides').click();
    button('checklists').click();
    expect(pressed()).toEqual(['checklists']);
    button('checklists').click();
    expect(pressed()).toEqual(['__all']);
    expect(bodyOf(calls[2]!)['widget_filters']).toEqual({});
  });
});

describe('taxonomy filter: edit mode and other targets', () => {
  it('sends the widget model, the edit flag and the loop-filter nonce in edit mode', async () => {
    const calls = fakeFetch();
    vi.stubGlobal('elementorPro', { config: { loopFilter: { nonce: 'e6d1t0' } } });
    const config = { ...DEFAULT_CONFIG, environmentMode: { edit: true, wpPreview: false, isScriptDebug: false } };
    const loopSettings = toAttribute({ template_id: '850', columns: 3 });
    await bootPage(pageWith(filterWidget({ id: FILTER, loop: LOOP }), loopWidget(LOOP, undefined, loopSettings)), '/resources/', config);
    button('guides').click();
    expect(calls[0]?.init.headers).toEqual({ 'Content-Type': 'application/json', 'X-WP-Nonce': 'e6d1t0' });
    expect(bodyOf(calls[0]!)).toMatchObject({
      is_edit_mode: true,
      widget_model: { id: LOOP, elType: 'widget', widgetType: 'loop-grid', settings: { template_id: '850', columns: 3 } },
    });
  });

  it('refreshes a loop carousel the same way and tells it with wisp:loop-refresh', async () => {
    const calls = fakeFetch();
    const carousel = loopWidget(LOOP).replace('loop-grid.post', 'loop-carousel.post');
    await bootPage(pageWith(filterWidget({ id: FILTER, loop: LOOP }), carousel));
    const refreshed = vi.fn();
    $(`[data-id="${LOOP}"]`).addEventListener('wisp:loop-refresh', refreshed);
    button('templates').click();
    calls[0]!.resolve(answer(951, 954));
    await settle();
    expect(shownPosts()).toEqual(['951', '954']);
    expect(refreshed).toHaveBeenCalledTimes(1);
  });

  it('starts a finished load-more listing over when a filter is chosen', async () => {
    fakeFetch();
    await bootPage(pageWith(filterWidget({ id: FILTER, loop: LOOP }), loopWidget(LOOP)));
    $(`[data-id="${LOOP}"]`).classList.add('e-load-more-pagination-end');
    button('guides').click();
    expect($(`[data-id="${LOOP}"]`).classList.contains('e-load-more-pagination-end')).toBe(false);
  });
});

describe('taxonomy filter: the answer', () => {
  it('replaces the loop content, keeps the chosen button pressed and pushes the filter URL', async () => {
    const calls = fakeFetch();
    await bootPage(pageWith(filterWidget({ id: FILTER, loop: LOOP }), loopWidget(LOOP)), '/resources/?utm=a%2Bb&e-page-1a00b01=2');
    const before = history.length;
    button('guides').click();
    expect($(`[data-id="${LOOP}"]`).classList.contains('e-loading-overlay')).toBe(true);
    expect($(`[data-id="${LOOP}"]`).getAttribute('aria-busy')).toBe('true');
    calls[0]!.resolve(answer(952, 955));
    await settle();
    expect(shownPosts()).toEqual(['952', '955']);
    expect($(`[data-id="${LOOP}"]`).classList.contains('e-loading-overlay')).toBe(false);
    expect($(`[data-id="${LOOP}"]`).hasAttribute('aria-busy')).toBe(false);
    expect(pressed()).toEqual(['guides']);
    expect(location.pathname + location.search).toBe('/resources/?utm=a%2Bb&e-filter-1a00b01-category=guides');
    expect(history.length).toBe(before + 1);
  });

  it.each([
    ['a 500 status', () => jsonResponse({ code: 'x' }, 500)],
    ['a 404 status', () => jsonResponse({ data: '<p>not found</p>' }, 404)],
    ['an answer that is not JSON', () => new Response('<p>oops</p>', { status: 200 })],
    ['JSON without a data string', () => jsonResponse({ data: 42 })],
  ])('leaves the loop byte-identical on %s, removes the overlay, restores the buttons and announces it', async (_name, response) => {
    const calls = fakeFetch();
    await bootPage(pageWith(filterWidget({ id: FILTER, loop: LOOP }), loopWidget(LOOP)));
    const loop = $(`[data-id="${LOOP}"]`);
    const markup = loop.outerHTML;
    button('guides').click();
    calls[0]!.resolve(response());
    await settle();
    expect(loop.outerHTML).toBe(markup);
    expect(pressed()).toEqual(['__all']);
    expect(location.search).toBe('');
    expect($('[data-wisp-live]').getAttribute('aria-live')).toBe('polite');
    expect($('[data-wisp-live]').textContent).toMatch(/could not be loaded/);
  });

  it('leaves the loop unchanged on a network failure, and a new click then succeeds', async () => {
    const calls = fakeFetch();
    await bootPage(pageWith(filterWidget({ id: FILTER, loop: LOOP }), loopWidget(LOOP)));
    const markup = $(`[data-id="${LOOP}"]`).outerHTML;
    button('guides').click();
    calls[0]!.reject(new TypeError('Failed to fetch'));
    await settle();
    expect($(`[data-id="${LOOP}"]`).outerHTML).toBe(markup);
    button('guides').click();
    calls[1]!.resolve(answer(952));
    await settle();
    expect(shownPosts()).toEqual(['952']);
  });

  it('gives up on a refresh with no answer for 20 s: loop unchanged, buttons back, announced, and a retry works', async () => {
    // No listing request had a client-side time limit: a server that kept the connection open left the overlay
    // and the busy buttons for as long as it liked.
    const calls = fakeFetch();
    await bootPage(pageWith(filterWidget({ id: FILTER, loop: LOOP }), loopWidget(LOOP)));
    const markup = $(`[data-id="${LOOP}"]`).outerHTML;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    button('guides').click();
    vi.advanceTimersByTime(20_000);
    vi.useRealTimers();
    await settle();
    expect($(`[data-id="${LOOP}"]`).outerHTML).toBe(markup);
    expect(pressed()).toEqual(['__all']);
    expect($('[data-wisp-live]').textContent).toMatch(/could not be loaded/);
    button('guides').click();
    calls[1]!.resolve(answer(952));
    await settle();
    expect(shownPosts()).toEqual(['952']);
  });

  it('cleans a large refresh answer in slices, yielding to the browser between them', async () => {
    // The answer was parsed, cleaned and swapped in one task, however large. The clock here moves 1 ms per reading,
    // so every 8 readings close a slice; the yields are counted, not timed.
    const calls = fakeFetch();
    await bootPage(pageWith(filterWidget({ id: FILTER, loop: LOOP }), loopWidget(LOOP)));
    const yields = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yields });
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 1));
    button('guides').click();
    const posts = Array.from({ length: 1500 }, (_, index) => 1000 + index);
    calls[0]!.resolve(answer(...posts));
    await settle();
    await vi.waitFor(() => expect(shownPosts()).toHaveLength(1500));
    expect(yields).toHaveBeenCalled();
  });

  it('aborts an older request when a newer click comes, and ignores its late answer', async () => {
    const calls = fakeFetch({ honourAbort: false });
    await bootPage(pageWith(filterWidget({ id: FILTER, loop: LOOP }), loopWidget(LOOP)));
    button('guides').click();
    button('templates').click();
    expect((calls[0]!.init.signal as AbortSignal).aborted).toBe(true);
    calls[1]!.resolve(answer(951, 954));
    await settle();
    calls[0]!.resolve(answer(952, 955));
    await settle();
    expect(shownPosts()).toEqual(['951', '954']);
    expect(pressed()).toEqual(['templates']);
    expect(location.search).toBe('?e-filter-1a00b01-category=templates');
  });

  it('keeps the overlay while the newer request runs, though the aborted one has ended', async () => {
    const calls = fakeFetch();
    await bootPage(pageWith(filterWidget({ id: FILTER, loop: LOOP }), loopWidget(LOOP)));
    button('guides').click();
    button('templates').click();
    await settle();
    expect($(`[data-id="${LOOP}"]`).classList.contains('e-loading-overlay')).toBe(true);
    expect($$('[data-wisp-live]').map((live) => live.textContent)).not.toContain(expect.stringMatching(/could not/));
    calls[1]!.resolve(answer(951));
    await settle();
    expect($(`[data-id="${LOOP}"]`).classList.contains('e-loading-overlay')).toBe(false);
  });

  it('strips scripts and inline handlers from the server HTML before it enters the page', async () => {
    const calls = fakeFetch();
    await bootPage(pageWith(filterWidget({ id: FILTER, loop: LOOP }), loopWidget(LOOP)));
    button('guides').click();
    const hostile = loopContent(`${loopItem(952)}<script>window.hacked = true</script><img src="x.png" onerror="window.hacked = true"><a href=" javascript:alert(1)">x</a>`);
    calls[0]!.resolve(jsonResponse({ data: hostile }));
    await settle();
    const loop = $(`[data-id="${LOOP}"]`);
    expect(loop.querySelector('script')).toBeNull();
    expect(loop.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(loop.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(shownPosts()).toEqual(['952']);
  });

  it('mounts the widgets of the new markup once and tears down the replaced ones', async () => {
    const calls = fakeFetch();
    const api = await bootPage(pageWith(filterWidget({ id: FILTER, loop: LOOP }), loopWidget(LOOP, loopItem(950, tabsWidget('a0a0a01')))));
    await touch(api, $('[data-id="a0a0a01"]'));
    const old = $('[data-id="a0a0a01"]');
    const unmounted = vi.fn();
    old.addEventListener('wisp:unmount', unmounted);
    button('guides').click();
    calls[0]!.resolve(jsonResponse({ data: loopContent(loopItem(952, tabsWidget('b0b0b01'))) }));
    await settle();
    await api.idle();
    await touch(api, $('[data-id="b0b0b01"]'));
    await touch(api, $('[data-id="b0b0b01"]'));
    expect(unmounted).toHaveBeenCalledTimes(1);
    expect(api.report().filter((row) => row.id === 'a0a0a01')).toEqual([]);
    expect(api.report().filter((row) => row.id === 'b0b0b01').map((row) => row.status)).toEqual(['mounted']);
    expect(api.report().filter((row) => row.id === LOOP).map((row) => row.status)).toHaveLength(1);
  });

  it('lets a listener cancel a filter change before anything is sent', async () => {
    const calls = fakeFetch();
    await bootPage(pageWith(filterWidget({ id: FILTER, loop: LOOP }), loopWidget(LOOP)));
    $(`[data-id="${FILTER}"]`).addEventListener('wisp:before-filter-change', (event) => event.preventDefault());
    button('guides').click();
    expect(calls).toHaveLength(0);
    expect(pressed()).toEqual(['__all']);
  });
});

describe('taxonomy filter: URL state', () => {
  it('presses the URL terms and refreshes when the server printed the unfiltered grid', async () => {
    const calls = fakeFetch();
    await bootPage(pageWith(filterWidget({ id: FILTER, loop: LOOP, multiple: 'AND' }), loopWidget(LOOP)), '/resources/?e-filter-1a00b01-category=guides+templates+unknown');
    expect(pressed()).toEqual(['guides', 'templates']);
    await settle();
    expect(calls).toHaveLength(1);
    expect(bodyOf(calls[0]!)['widget_filters']).toEqual({ taxonomy: { category: { terms: ['guides', 'templates'], logicalJoin: 'AND' } } });
    calls[0]!.resolve(answer(952));
    await settle();
    expect(location.search).toBe('?e-filter-1a00b01-category=guides+templates+unknown');
  });

  it('sends nothing when the pressed buttons already match the URL', async () => {
    const calls = fakeFetch();
    await bootPage(pageWith(filterWidget({ id: FILTER, loop: LOOP, pressed: ['guides'] }), loopWidget(LOOP)), '/resources/?e-filter-1a00b01-category=guides');
    await settle();
    expect(calls).toHaveLength(0);
    expect(pressed()).toEqual(['guides']);
  });

  it('keeps one term of a URL that names several when the filter is single-select', async () => {
    fakeFetch();
    await bootPage(pageWith(filterWidget({ id: FILTER, loop: LOOP }), loopWidget(LOOP)), '/resources/?e-filter-1a00b01-category=templates,guides');
    expect(pressed()).toEqual(['templates']);
  });

  it('restores the filtered state on back and forward', async () => {
    const calls = fakeFetch();
    await bootPage(pageWith(filterWidget({ id: FILTER, loop: LOOP }), loopWidget(LOOP)));
    button('guides').click();
    calls[0]!.resolve(answer(952));
    await settle();
    history.replaceState(null, '', '/resources/');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await settle();
    expect(pressed()).toEqual(['__all']);
    expect(bodyOf(calls[1]!)['widget_filters']).toEqual({});
    calls[1]!.resolve(answer(950, 951, 952));
    await settle();
    expect(shownPosts()).toEqual(['950', '951', '952']);
    history.replaceState(null, '', '/resources/?e-filter-1a00b01-category=guides');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await settle();
    expect(pressed()).toEqual(['guides']);
    expect(calls).toHaveLength(3);
  });

  it('sends nothing on a popstate that leaves the filters as they are', async () => {
    const calls = fakeFetch();
    await bootPage(pageWith(filterWidget({ id: FILTER, loop: LOOP }), loopWidget(LOOP)), '/resources/?other=1');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await settle();
    expect(calls).toHaveLength(0);
  });
});

describe('taxonomy filter: several loops', () => {
  it('keeps two loops independent: a click refreshes its own loop and leaves the other and its URL param alone', async () => {
    const calls = fakeFetch();
    await bootPage(pageWith(
      filterWidget({ id: FILTER, loop: LOOP }), loopWidget(LOOP),
      filterWidget({ id: 'f11a002', loop: '1a00b02', taxonomy: 'audience', terms: ['schools', 'charities'] }), loopWidget('1a00b02'),
    ), '/resources/?e-filter-1a00b02-audience=schools');
    await settle();
    calls[0]!.resolve(answer(953));
    await settle();
    const other = $('[data-id="1a00b02"]').outerHTML;
    button('guides').click();
    expect(calls).toHaveLength(2);
    expect(bodyOf(calls[1]!)['widget_id']).toBe(LOOP);
    calls[1]!.resolve(answer(952));
    await settle();
    expect($('[data-id="1a00b02"]').outerHTML).toBe(other);
    expect(pressed('f11a002')).toEqual(['schools']);
    expect(location.search).toBe('?e-filter-1a00b02-audience=schools&e-filter-1a00b01-category=guides');
  });
});

describe('taxonomy filter: bad input', () => {
  it.each([
    ['settings without a loop id', toAttribute({ taxonomy: 'category' }), 'selected_element'],
    ['a loop id that is not 7 alphanumerics', toAttribute({ selected_element: '../x', taxonomy: 'category' }), 'selected_element'],
    ['a taxonomy with a quote', toAttribute({ selected_element: LOOP, taxonomy: 'cat"egory' }), 'taxonomy'],
    ['data-settings that is not JSON', '{not json', 'not valid JSON'],
  ])('leaves a filter with %s byte-identical with one warning', async (_name, settings, words) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    history.replaceState(null, '', '/resources/');
    const api = await boot(pageWith(filterWidget({ id: FILTER, loop: LOOP, settings }), loopWidget(LOOP)));
    const markup = $(`[data-id="${FILTER}"]`).outerHTML;
    // A touch loads it (near view, its other trigger, never fires in happy-dom).
    await touch(api, $(`[data-id="${FILTER}"]`));
    await new Promise((done) => setTimeout(done, 300));
    await api.idle();
    expect($(`[data-id="${FILTER}"]`).outerHTML).toBe(markup);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain(words);
  });

  it.each([
    ['no buttons', filterWidget({ id: FILTER, loop: LOOP, buttons: false }), 'buttons'],
    ['no loop widget with its id on the page', filterWidget({ id: FILTER, loop: '0000000' }), '0000000'],
  ])('leaves a filter with %s byte-identical with one warning', async (_name, html, words) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    history.replaceState(null, '', '/resources/');
    const api = await boot(pageWith(html, loopWidget(LOOP)));
    const markup = $(`[data-id="${FILTER}"]`).outerHTML;
    // A touch loads it (near view, its other trigger, never fires in happy-dom).
    await touch(api, $(`[data-id="${FILTER}"]`));
    await new Promise((done) => setTimeout(done, 300));
    await api.idle();
    expect($(`[data-id="${FILTER}"]`).outerHTML).toBe(markup);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.join(' ')).toContain(words);
  });

  it('falls back to single selection with one warning for an unknown multiple_selection', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const calls = fakeFetch();
    const settings = toAttribute({ selected_element: LOOP, taxonomy: 'category', multiple_selection: 'sometimes' });
    await bootPage(pageWith(filterWidget({ id: FILTER, loop: LOOP, settings }), loopWidget(LOOP)));
    button('guides').click();
    button('templates').click();
    expect(pressed()).toEqual(['templates']);
    expect(bodyOf(calls[1]!)['widget_filters']).toEqual({ taxonomy: { category: { terms: ['templates'] } } });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('stops listening after teardown: a click sends nothing', async () => {
    const calls = fakeFetch();
    const api = await bootPage(pageWith(filterWidget({ id: FILTER, loop: LOOP }), loopWidget(LOOP)));
    api.destroy();
    button('guides').click();
    window.dispatchEvent(new PopStateEvent('popstate'));
    await settle();
    expect(calls).toHaveLength(0);
    expect($(`[data-id="${FILTER}"]`).hasAttribute('data-wisp-ready')).toBe(false);
  });
});

describe('taxonomy filter: the part loaded at idle', () => {
  const isLoaded = (filter = FILTER) => $(`[data-id="${filter}"]`).getAttribute('data-wisp-filter') === 'loaded';

  /** Boots without touching any filter: only the URL-following part has mounted. */
  /**
   * Boots and waits for the URL parts only: at idle when the URL has a query, else each loaded by a first touch on its
   * filter (in a browser, near the viewport too).
   */
  async function bootIdle(html: string, url = '/resources/'): Promise<WispApi> {
    history.replaceState(null, '', url);
    const api = await boot(html);
    if (!location.search) for (const filter of $$('.elementor-widget-taxonomy-filter')) await touch(api, filter);
    await vi.waitFor(() => expect($(`[data-id="${FILTER}"]`).hasAttribute('data-wisp-ready')).toBe(true), { timeout: 5000 });
    return api;
  }

  it('waits for the first touch before loading the whole filter when the URL names none', async () => {
    fakeFetch();
    const api = await bootIdle(pageWith(filterWidget({ id: FILTER, loop: LOOP }), loopWidget(LOOP)), '/resources/?other=1');
    await settle();
    expect(isLoaded()).toBe(false);
    await touch(api, button('guides'));
    await vi.waitFor(() => expect(isLoaded()).toBe(true));
  });

  it('loads the whole filter at once when the URL names a filter of its loop, and applies it', async () => {
    const calls = fakeFetch();
    await bootIdle(pageWith(filterWidget({ id: FILTER, loop: LOOP }), loopWidget(LOOP)), '/resources/?e-filter-1a00b01-category=guides');
    await vi.waitFor(() => expect(isLoaded()).toBe(true));
    expect(pressed()).toEqual(['guides']);
    await settle();
    expect(bodyOf(calls[0]!)['widget_filters']).toEqual({ taxonomy: { category: { terms: ['guides'] } } });
  });

  it('presses the buttons the URL names as soon as it mounts, while the filter itself is still on its way', async () => {
    // A filter chunk that never arrives: what the visitor sees must not wait for it.
    vi.doMock('../../src/widgets/taxonomy-filter/filter.ts', () => new Promise(() => {}));
    try {
      fakeFetch();
      await bootIdle(pageWith(filterWidget({ id: FILTER, loop: LOOP, multiple: 'OR' }), loopWidget(LOOP)), '/resources/?e-filter-1a00b01-category=templates~guides~nope');
      expect(pressed()).toEqual(['guides', 'templates']);
      expect(isLoaded()).toBe(false);
    } finally {
      vi.doUnmock('../../src/widgets/taxonomy-filter/filter.ts');
    }
  });

  it('leaves the buttons as printed when the filter cannot load, with one cancelable wisp:error and one console error', async () => {
    vi.doMock('../../src/widgets/taxonomy-filter/filter.ts', () => {
      throw new Error('offline');
    });
    try {
      const failure = vi.spyOn(console, 'error').mockImplementation(() => {});
      const calls = fakeFetch();
      await bootIdle(pageWith(filterWidget({ id: FILTER, loop: LOOP }), loopWidget(LOOP)));
      const errors: unknown[] = [];
      $(`[data-id="${FILTER}"]`).addEventListener('wisp:error', (event) => errors.push((event as CustomEvent<{ module: string }>).detail.module));
      const markup = $(`[data-id="${FILTER}"]`).outerHTML;
      button('guides').click();
      await vi.waitFor(() => expect(failure).toHaveBeenCalledTimes(1));
      await settle();
      expect(errors).toEqual(['taxonomy-filter/filter']);
      expect(calls).toHaveLength(0);
      expect($(`[data-id="${FILTER}"]`).outerHTML).toBe(markup);
    } finally {
      vi.doUnmock('../../src/widgets/taxonomy-filter/filter.ts');
    }
  });

  it('holds a click made before the filter has loaded and replays it once it has', async () => {
    const calls = fakeFetch();
    await bootIdle(pageWith(filterWidget({ id: FILTER, loop: LOOP }), loopWidget(LOOP)));
    button('guides').click();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(pressed()).toEqual(['guides']);
    expect(bodyOf(calls[0]!)['widget_filters']).toEqual({ taxonomy: { category: { terms: ['guides'] } } });
  });

  // Root cause: the filter's idle part kept only the last click made while the filter loaded, so a second term clicked in
  // a multiple-selection filter before it arrived replaced the first instead of adding to it.
  it('replays every click made before the filter has loaded, in order: two terms of a multiple selection are both chosen', async () => {
    const calls = fakeFetch();
    await bootIdle(pageWith(filterWidget({ id: FILTER, loop: LOOP, multiple: 'OR' }), loopWidget(LOOP)));
    button('guides').click();
    button('templates').click();
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(pressed()).toEqual(['guides', 'templates']);
    expect(bodyOf(calls[1]!)['widget_filters']).toEqual({ taxonomy: { category: { terms: ['guides', 'templates'], logicalJoin: 'OR' } } });
  });

  it('applies a back or forward that comes before the filter has loaded', async () => {
    const calls = fakeFetch();
    await bootIdle(pageWith(filterWidget({ id: FILTER, loop: LOOP }), loopWidget(LOOP)));
    history.replaceState(null, '', '/resources/?e-filter-1a00b01-category=templates');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(pressed()).toEqual(['templates']);
  });

  it('returns a filter the server printed pressed to All on a back to a URL without it', async () => {
    const calls = fakeFetch();
    await bootIdle(pageWith(filterWidget({ id: FILTER, loop: LOOP, pressed: ['guides'] }), loopWidget(LOOP)));
    window.dispatchEvent(new PopStateEvent('popstate'));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(pressed()).toEqual(['__all']);
    expect(bodyOf(calls[0]!)['widget_filters']).toEqual({});
  });

  it('loads every filter of a loop on a touch of one, so one request carries the terms of all', async () => {
    const calls = fakeFetch();
    const api = await bootIdle(pageWith(
      filterWidget({ id: FILTER, loop: LOOP }),
      filterWidget({ id: 'f11a003', loop: LOOP, taxonomy: 'post_tag', terms: ['patching'], pressed: ['patching'] }),
      filterWidget({ id: 'f11a004', loop: '1a00b02', taxonomy: 'audience', terms: ['schools'] }), loopWidget(LOOP), loopWidget('1a00b02'),
    ));
    await touch(api, button('guides'));
    await vi.waitFor(() => expect(isLoaded('f11a003')).toBe(true));
    expect(isLoaded('f11a004')).toBe(false);
    button('guides').click();
    expect(bodyOf(calls[0]!)['widget_filters']).toEqual({ taxonomy: { category: { terms: ['guides'] }, post_tag: { terms: ['patching'] } } });
  });

  it('keeps every filter of a loop on the same selection: a failed refresh restores the buttons of each', async () => {
    const calls = fakeFetch();
    await bootPage(pageWith(
      filterWidget({ id: FILTER, loop: LOOP, pressed: ['guides'] }),
      filterWidget({ id: 'f11a003', loop: LOOP, taxonomy: 'post_tag', terms: ['patching', 'malware'] }), loopWidget(LOOP),
    ));
    button('malware', 'f11a003').click();
    button('templates').click();
    expect([pressed(), pressed('f11a003')]).toEqual([['templates'], ['malware']]);
    calls[1]!.resolve(jsonResponse({}, 500));
    await settle();
    expect([pressed(), pressed('f11a003')]).toEqual([['guides'], ['__all']]);
  });
});
