import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $, $$, boot, press, touch } from './helpers.ts';
import { ecsItems, ecsListing } from './listing-markup.ts';
import type { WispApi } from '../../src/core/api.ts';
import { holdFetch } from './hold-fetch.ts';


const scope = window as unknown as Record<string, unknown>;
const QUERY = '{"page":0,"pagename":"insights","posts_per_page":3}';

async function start(html: string): Promise<WispApi> {
  const api = await boot(html);
  for (const root of $$('[data-widget_type^="posts."]')) await touch(api, root);
  return api;
}

/** Lets the fetch promise chain (response, text, insertion) run to its end. */
async function settle(api: WispApi): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((done) => setTimeout(done, 0));
  await api.idle();
}

const articles = (id = 'ec0a001') => $$(`[data-id="${id}"] .ecs-posts > article`).map((item) => item.id);
const liveText = () => document.querySelector('[data-wisp-live]')?.textContent ?? '';
const html = (body: string, status = 200) => new Response(body, { status, headers: { 'content-type': 'text/html' } });

beforeEach(() => {
  scope['ecs_ajax_params'] = { ajaxurl: '/wp-admin/admin-ajax.php', posts: QUERY };
});

afterEach(() => {
  vi.useRealTimers();
  (scope['wisp'] as WispApi | undefined)?.destroy();
  delete scope['ecs_ajax_params'];
  delete scope['ECS_do_action'];
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

describe('custom skin load more (ecsload)', () => {
  it('sends the original request: a form-encoded POST of action, query and the listing settings to ecs_ajax_params.ajaxurl', async () => {
    const calls = holdFetch();
    await start(ecsListing());
    const settings = $('.ecs-posts').getAttribute('data-settings');
    $('.ecs-load-more-button .elementor-button').click();
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(new URL(call!.url).pathname).toBe('/wp-admin/admin-ajax.php');
    expect(call!.init?.method).toBe('POST');
    const body = call!.init?.body;
    expect(body).toBeInstanceOf(URLSearchParams);
    expect([...(body as URLSearchParams).entries()]).toEqual([['action', 'ecsload'], ['query', QUERY], ['ecs_ajax_settings', settings]]);
    expect(String(body)).toContain('action=ecsload&query=');
  });

  it('shows the loading label while the request runs, then appends the items, restores the label and stores the next page back', async () => {
    const calls = holdFetch();
    const api = await start(ecsListing());
    const button = $('.ecs-load-more-button .elementor-button');
    button.click();
    expect(button.textContent).toBe('Loading…');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect($('.ecs-posts').getAttribute('aria-busy')).toBe('true');
    calls[0]!.resolve(html(ecsItems([4, 5, 6])));
    await settle(api);
    expect(articles()).toEqual(['post-1', 'post-2', 'post-3', 'post-4', 'post-5', 'post-6']);
    expect(button.textContent).toBe('Load more');
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    expect($('.ecs-posts').hasAttribute('aria-busy')).toBe(false);
    const stored = JSON.parse($('.ecs-posts').getAttribute('data-settings') ?? '{}') as Record<string, unknown>;
    expect(stored).toMatchObject({ current_page: 2, max_num_pages: 3, widget_id: 'ec0a001', post_id: 719, theme_id: 719 });
  });

  it('sends the stored settings with the next request, so the server renders the page after the last one shown', async () => {
    const calls = holdFetch();
    const api = await start(ecsListing());
    $('.ecs-load-more-button .elementor-button').click();
    calls[0]!.resolve(html(ecsItems([4])));
    await settle(api);
    $('.ecs-load-more-button .elementor-button').click();
    const sent = (calls[1]!.init?.body as URLSearchParams).get('ecs_ajax_settings') ?? '{}';
    expect(JSON.parse(sent)).toMatchObject({ current_page: 2 });
  });

  it('ignores a second click, and Space, while a request is in flight', async () => {
    const calls = holdFetch();
    const api = await start(ecsListing());
    const button = $('.ecs-load-more-button .elementor-button');
    button.click();
    button.click();
    press(button, ' ');
    expect(calls).toHaveLength(1);
    calls[0]!.resolve(html(ecsItems([4])));
    await settle(api);
    expect(press(button, ' ').defaultPrevented).toBe(true);
    expect(calls).toHaveLength(2);
  });

  it('removes the button after the last page and moves focus to the first new item', async () => {
    const calls = holdFetch();
    const api = await start(ecsListing({ current: 2, max: 3 }));
    const button = $('.ecs-load-more-button .elementor-button');
    button.focus();
    button.click();
    calls[0]!.resolve(html(ecsItems([7, 8, 9])));
    await settle(api);
    expect(document.querySelector('.ecs-load-more-button')).toBeNull();
    expect(document.activeElement).toBe($('#post-7 a'));
    await vi.waitFor(() => expect(liveText()).toBe('3 more articles loaded. No more articles to load.'));
  });

  it('removes the button on an empty answer, says so, and never requests again', async () => {
    const calls = holdFetch();
    const api = await start(ecsListing());
    $('.ecs-load-more-button .elementor-button').click();
    calls[0]!.resolve(html('  \n'));
    await settle(api);
    expect(document.querySelector('.ecs-load-more-button')).toBeNull();
    expect(articles()).toHaveLength(3);
    $('.ecs-posts').click();
    expect(calls).toHaveLength(1);
    await vi.waitFor(() => expect(liveText()).toBe('No more articles to load.'));
  });

  it('treats WordPress\u2019s `0` answer (no handler past the last page) as the end, not as content', async () => {
    const calls = holdFetch();
    const api = await start(ecsListing());
    const before = $('.ecs-posts').innerHTML;
    $('.ecs-load-more-button .elementor-button').click();
    calls[0]!.resolve(html('0', 400));
    await settle(api);
    expect(document.querySelector('.ecs-load-more-button')).toBeNull();
    expect($('.ecs-posts').innerHTML).toBe(before);
  });

  it('on a failed request brings the label back, keeps the button, announces the failure, and a retry loads the page once', async () => {
    const calls = holdFetch();
    const api = await start(ecsListing());
    const button = $('.ecs-load-more-button .elementor-button');
    button.click();
    calls[0]!.resolve(html('Internal error', 500));
    await settle(api);
    expect(button.textContent).toBe('Load more');
    expect(button.isConnected).toBe(true);
    expect(articles()).toHaveLength(3);
    expect(JSON.parse($('.ecs-posts').getAttribute('data-settings') ?? '{}')).toMatchObject({ current_page: 1 });
    await vi.waitFor(() => expect(liveText()).toBe('Could not load more articles. Please try again.'));
    expect(document.querySelector('[data-wisp-live]')?.getAttribute('aria-live')).toBe('polite');
    button.click();
    expect(calls).toHaveLength(2);
    calls[1]!.resolve(html(ecsItems([4, 5, 6])));
    await settle(api);
    expect(articles()).toEqual(['post-1', 'post-2', 'post-3', 'post-4', 'post-5', 'post-6']);
  });

  it('gives the button back, announces it, and lets the visitor retry when the server sends nothing for 20 s', async () => {
    // No listing request had a client-side time limit: a server that kept the connection open left "Loading…" on
    // the button for as long as it liked.
    const calls = holdFetch();
    const api = await start(ecsListing());
    const button = $('.ecs-load-more-button .elementor-button');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    button.click();
    expect(button.textContent).not.toBe('Load more');
    vi.advanceTimersByTime(19_900);
    expect((calls[0]!.init?.signal as AbortSignal).aborted).toBe(false);
    vi.advanceTimersByTime(100);
    expect((calls[0]!.init?.signal as AbortSignal).aborted).toBe(true);
    vi.useRealTimers();
    await settle(api);
    expect(button.textContent).toBe('Load more');
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    await vi.waitFor(() => expect(liveText()).toBe('Could not load more articles. Please try again.'));
    button.click();
    expect(calls).toHaveLength(2);
    calls[1]!.resolve(html(ecsItems([4])));
    await settle(api);
    expect(articles()).toEqual(['post-1', 'post-2', 'post-3', 'post-4']);
  });

  it('inserts a large answer over several tasks, not in one', async () => {
    // A 10 MB answer was cleaned and appended in one go: a 1.2 s main-thread task during which the page could not
    // answer input. The clock here moves 1 ms per reading, so every 8 readings close a slice (no wall-clock timing).
    const calls = holdFetch();
    const api = await start(ecsListing({ max: 9 }));
    const container = $('.ecs-posts');
    const batches: number[] = [];
    new MutationObserver((records) => batches.push(records.reduce((sum, record) => sum + record.addedNodes.length, 0))).observe(container, { childList: true });
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 1));
    const ids = Array.from({ length: 400 }, (_, index) => index + 4);
    $('.ecs-load-more-button .elementor-button').click();
    calls[0]!.resolve(html(ecsItems(ids)));
    await settle(api);
    await vi.waitFor(() => expect(articles()).toHaveLength(403));
    expect(batches.length).toBeGreaterThan(1);
    expect(articles().slice(-2)).toEqual(['post-402', 'post-403']);
  });

  it('recovers from a network failure the same way', async () => {
    const calls = holdFetch();
    const api = await start(ecsListing());
    const button = $('.ecs-load-more-button .elementor-button');
    button.click();
    calls[0]!.reject(new TypeError('Failed to fetch'));
    await settle(api);
    expect(button.textContent).toBe('Load more');
    button.click();
    expect(calls).toHaveLength(2);
  });

  it('never runs scripts or inline handlers from the server HTML', async () => {
    const calls = holdFetch();
    const api = await start(ecsListing());
    $('.ecs-load-more-button .elementor-button').click();
    calls[0]!.resolve(html('<article id="post-4" onclick="window.__ran=1"><img src="x" onerror="window.__ran=1"><a href="javascript:window.__ran=1">x</a><script>window.__ran=1</script></article>'));
    await settle(api);
    const item = $('#post-4');
    expect(item.hasAttribute('onclick')).toBe(false);
    expect(item.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(item.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(item.querySelector('script')).toBeNull();
    expect(scope['__ran']).toBeUndefined();
  });

  it('rewrites the address with a history entry holding urlPath when change_url is on, and keeps it when off', async () => {
    history.replaceState(null, '', '/insights/page/4/?utm=x#list');
    const calls = holdFetch();
    const api = await start(ecsListing({ changeUrl: 'yes' }) + ecsListing({ id: 'ec0a002' }));
    const push = vi.spyOn(history, 'pushState');
    $('[data-id="ec0a001"] .elementor-button').click();
    calls[0]!.resolve(html(ecsItems([4])));
    await settle(api);
    expect(push).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledWith({ urlPath: '/insights/page/2/' }, '', '/insights/page/2/?utm=x#list');
    expect(location.pathname).toBe('/insights/page/2/');
    $('[data-id="ec0a002"] .elementor-button').click();
    calls[1]!.resolve(html(ecsItems([5])));
    await settle(api);
    expect(push).toHaveBeenCalledTimes(1);
  });

  it('pages two listings independently: one in flight never blocks the other', async () => {
    const calls = holdFetch();
    const api = await start(ecsListing() + ecsListing({ id: 'ec0a002' }));
    $('[data-id="ec0a001"] .elementor-button').click();
    $('[data-id="ec0a002"] .elementor-button').click();
    expect(calls).toHaveLength(2);
    calls[1]!.resolve(html(ecsItems([9001])));
    calls[0]!.resolve(html(ecsItems([8001])));
    await settle(api);
    expect(articles('ec0a001')).toContain('post-8001');
    expect(articles('ec0a002')).toContain('post-9001');
    expect(articles('ec0a001')).not.toContain('post-9001');
  });

  it('mounts the widgets inside new items, whatever reinit_js says', async () => {
    const calls = holdFetch();
    const api = await start(ecsListing());
    $('.ecs-load-more-button .elementor-button').click();
    calls[0]!.resolve(html('<article id="post-4"><div class="elementor-element" data-id="7ab0c01" data-element_type="widget" data-widget_type="tabs.default"><div class="elementor-tabs"><div class="elementor-tabs-wrapper"><div class="elementor-tab-title elementor-tab-desktop-title" data-tab="1">One</div></div><div class="elementor-tabs-content-wrapper"><div class="elementor-tab-content" data-tab="1">Panel</div></div></div></div></article>'));
    await settle(api);
    await new Promise((done) => requestAnimationFrame(() => done(undefined)));
    await touch(api, $('[data-id="7ab0c01"]'));
    expect($('[data-id="7ab0c01"]').hasAttribute('data-wisp-ready')).toBe(true);
  });

  it('calls the skin\u2019s `ajax` hook when site code still has the hook bus', async () => {
    const calls = holdFetch();
    const hook = vi.fn();
    scope['ECS_do_action'] = hook;
    const api = await start(ecsListing());
    $('.ecs-load-more-button .elementor-button').click();
    calls[0]!.resolve(html(ecsItems([4])));
    await settle(api);
    expect(hook).toHaveBeenCalledWith('ajax', expect.objectContaining({ current_page: 2, widget_id: 'ec0a001' }));
  });

  it('sends nothing when a listener cancels wisp:before-load-more', async () => {
    const calls = holdFetch();
    await start(ecsListing());
    document.addEventListener('wisp:before-load-more', (event) => event.preventDefault(), { once: true });
    $('.ecs-load-more-button .elementor-button').click();
    expect(calls).toHaveLength(0);
  });

  it('stops listening on teardown: a click afterwards sends nothing', async () => {
    const calls = holdFetch();
    const api = await start(ecsListing());
    api.destroy();
    $('.ecs-load-more-button .elementor-button').click();
    expect(calls).toHaveLength(0);
  });
});

describe('custom skin: bad input', () => {
  const cases: Array<[string, string, string]> = [
    ['listing settings that are not JSON', ecsListing({ rawSettings: '{"current_page":1,' }), 'not a JSON object'],
    ['settings naming another widget', ecsListing({ rawSettings: JSON.stringify({ current_page: 1, max_num_pages: 3, load_method: 'loadmore', widget_id: 'ec0ffee' }) }), 'names widget "ec0ffee"'],
    ['no .ecs-posts container', '<div class="elementor-element" data-id="ec0a009" data-element_type="widget" data-widget_type="posts.custom"><p>none</p></div>', '.ecs-posts container is missing'],
    ['a load-more listing without its button', ecsListing({ withButton: false }), 'load-more nav'],
    ['a lazy-load listing without its nav', ecsListing({ method: 'lazyload', withLazyNav: false }), '.ecs-lazyload nav is missing'],
  ];
  for (const [name, markup, message] of cases) {
    it(`leaves ${name} byte-identical with exactly one warning`, async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      holdFetch();
      const api = await boot(markup);
      const root = $('[data-widget_type="posts.custom"]');
      const before = root.outerHTML;
      await touch(api, root);
      expect(root.outerHTML).toBe(before);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain(message);
    });
  }

  it('leaves the listing alone, with one warning, when ecs_ajax_params is missing', async () => {
    delete scope['ecs_ajax_params'];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = await boot(ecsListing());
    const root = $('[data-id="ec0a001"]');
    const before = root.outerHTML;
    await touch(api, root);
    expect(root.outerHTML).toBe(before);
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual(['[wisp] posts: ecs_ajax_params is missing, so the next page cannot be requested; left as it is']);
  });

  it('takes the default for a wrong field and says so once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    holdFetch();
    await start(ecsListing({ rawSettings: JSON.stringify({ current_page: 'two', max_num_pages: 3, load_method: 'loadmore', widget_id: 'ec0a001' }) }));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('current_page');
    expect($('[data-id="ec0a001"]').hasAttribute('data-wisp-ready')).toBe(true);
  });
});

describe('custom skin lazy load', () => {
  type Observed = { callback: IntersectionObserverCallback; targets: Set<Element> };
  let observers: Observed[] = [];

  beforeEach(() => {
    observers = [];
    vi.stubGlobal('IntersectionObserver', class {
      private readonly entry: Observed;
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, targets: new Set() };
        observers.push(this.entry);
      }
      observe(target: Element) { this.entry.targets.add(target); }
      unobserve(target: Element) { this.entry.targets.delete(target); }
      disconnect() { this.entry.targets.clear(); }
    });
  });

  /** Tells every observer watching `target` that it is (or is no longer) in the viewport. */
  function scrollTo(target: Element, isIntersecting: boolean): void {
    for (const observer of observers) {
      if (!observer.targets.has(target)) continue;
      observer.callback([{ target, isIntersecting } as IntersectionObserverEntry], observer as unknown as IntersectionObserver);
    }
  }

  it('starts with the animation hidden and the fallback link not displayed', async () => {
    holdFetch();
    await start(ecsListing({ method: 'lazyload' }));
    const nav = $('.ecs-lazyload');
    expect(nav.classList.contains('animation-hidden')).toBe(true);
    expect($('a', nav).style.display).toBe('none');
  });

  it('loads the next page when the nav enters the viewport, showing the animation only meanwhile, and never twice at once', async () => {
    const calls = holdFetch();
    const api = await start(ecsListing({ method: 'lazyload' }));
    const nav = $('.ecs-lazyload');
    scrollTo(nav, true);
    scrollTo(nav, true);
    expect(calls).toHaveLength(1);
    expect(nav.classList.contains('animation-hidden')).toBe(false);
    calls[0]!.resolve(html(ecsItems([4, 5, 6])));
    await settle(api);
    expect(articles()).toHaveLength(6);
    expect(nav.classList.contains('animation-hidden')).toBe(true);
    expect(document.activeElement).toBe(document.body);
  });

  it('removes the nav after the last page', async () => {
    const calls = holdFetch();
    const api = await start(ecsListing({ method: 'lazyload', current: 2, max: 3 }));
    scrollTo($('.ecs-lazyload'), true);
    calls[0]!.resolve(html(ecsItems([7])));
    await settle(api);
    expect(document.querySelector('.ecs-lazyload')).toBeNull();
  });

  it('after a failure shows the fallback link, waits for the nav to leave and come back, and the link retries', async () => {
    const calls = holdFetch();
    const api = await start(ecsListing({ method: 'lazyload' }));
    const nav = $('.ecs-lazyload');
    scrollTo(nav, true);
    calls[0]!.resolve(html('', 503));
    await settle(api);
    expect($('a', nav).style.display).toBe('');
    scrollTo(nav, true);
    expect(calls).toHaveLength(1);
    scrollTo(nav, false);
    scrollTo(nav, true);
    expect(calls).toHaveLength(2);
    calls[1]!.reject(new TypeError('offline'));
    await settle(api);
    $('a', nav).click();
    expect(calls).toHaveLength(3);
    expect($('a', nav).style.display).toBe('none');
  });
});
