import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parse } from '../../src/widgets/video-playlist/settings.ts';
import { toLinkedItem } from '../../src/widgets/video-playlist/url-params.ts';
import { readWatched, toWatchedKey } from '../../src/widgets/video-playlist/watched.ts';
import { toHostedSource } from '../../src/widgets/video-playlist/hosted-source.ts';
import { $, $$, press, touch } from './helpers.ts';
import { fixture, mountWidget } from './pro-fixture.ts';

const BASIC = 'video-playlist/basic.html';
const ID = 'a7b1c01';

type FakeYouTube = { videoId: string; calls: string[]; fire(state: number): void };

/** Fake YouTube and Vimeo APIs on window, so no script is inserted and every player command is recorded. */
function installFakeApis(): { youtube: FakeYouTube[]; vimeo: Array<{ id: unknown; calls: string[] }> } {
  const youtube: FakeYouTube[] = [];
  const vimeo: Array<{ id: unknown; calls: string[] }> = [];
  const scope = window as unknown as Record<string, unknown>;
  scope['YT'] = {
    loaded: 1,
    PlayerState: { ENDED: 0, PLAYING: 1, UNSTARTED: -1 },
    Player: function Player(element: HTMLElement, options: { videoId: string; events: Record<string, (event: unknown) => void> }) {
      const calls: string[] = [];
      const frame = document.createElement('div');
      element.replaceWith(frame);
      const player = {
        playVideo: () => calls.push('play'), pauseVideo: () => calls.push('pause'), mute: () => calls.push('mute'),
        seekTo: () => calls.push('seek'), stopVideo: () => calls.push('stop'), destroy: () => calls.push('destroy'),
        getIframe: () => frame, getCurrentTime: () => 7,
      };
      youtube.push({ videoId: options.videoId, calls, fire: (data) => options.events['onStateChange']?.({ target: player, data }) });
      queueMicrotask(() => options.events['onReady']?.({ target: player, data: null }));
      return player;
    },
  };
  scope['Vimeo'] = {
    Player: function Player(_element: HTMLElement, options: { id: unknown }) {
      const calls: string[] = [];
      vimeo.push({ id: options.id, calls });
      const done = (call: string) => () => { calls.push(call); return Promise.resolve(); };
      return { on: () => {}, ready: () => Promise.resolve(), play: done('play'), pause: done('pause'), setMuted: done('mute'), destroy: done('destroy'), getCurrentTime: () => Promise.resolve(3) };
    },
  };
  return { youtube, vimeo };
}

const tick = () => new Promise((done) => setTimeout(done, 0));
const titles = (root: HTMLElement) => $$('.e-tab-title', root);
const selected = (root: HTMLElement) => $$('.e-tab-title[aria-selected="true"]', root).map((tab) => tab.dataset['tab']);

let apis: ReturnType<typeof installFakeApis>;
beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, '', '/');
  apis = installFakeApis();
});
afterEach(() => {
  (window as unknown as { wisp?: { destroy(): void } }).wisp?.destroy();
  vi.restoreAllMocks();
});

describe('video playlist settings', () => {
  it('falls back to the defaults when the page printed nothing', () => {
    expect(parse({})).toEqual({
      ok: true,
      warnings: [],
      settings: {
        playlist_title: 'Playlist', tabs: [], lazy_load: false, autoplay_on_load: false, autoplay_next: false,
        show_watched_indication: false, inner_tab_is_content_collapsible: false, inner_tab_collapsible_height: 54,
      },
    });
  });

  it('reads the repeater ids, switches and height, and warns once per wrong field', () => {
    const result = parse({
      tabs: [{ _id: 'a1b2c3d' }, { _id: '"><img>' }, 'junk', { _id: 'e4f5a6b' }],
      autoplay_next: 'yes', lazy_load: '', inner_tab_is_content_collapsible: 'collapsible', inner_tab_collapsible_height: { unit: 'px', size: '80' },
    });
    expect(result.ok && result.settings).toMatchObject({
      tabs: ['a1b2c3d', null, null, 'e4f5a6b'], autoplay_next: true, lazy_load: false, inner_tab_is_content_collapsible: true, inner_tab_collapsible_height: 80,
    });
    const bad = parse({ tabs: 'oops', autoplay_next: 5, inner_tab_collapsible_height: { size: 'tall' } });
    expect(bad.ok && bad.warnings?.map((w) => w.key)).toEqual(['tabs', 'autoplay_next', 'inner_tab_collapsible_height']);
    expect(bad.ok && bad.settings).toMatchObject({ tabs: [], autoplay_next: false, inner_tab_collapsible_height: 54 });
  });

  it('accepts only http(s) hosted video URLs and names the type after the extension', () => {
    expect(toHostedSource('/media/clip.MP4', 'https://site.example/page/')).toEqual({ src: 'https://site.example/media/clip.MP4', type: 'video/mp4' });
    expect(toHostedSource('javascript:alert(1)//.mp4', 'https://site.example/')).toBeNull();
    expect(toHostedSource('https://cdn.example/stream', 'https://site.example/')).toEqual({ src: 'https://cdn.example/stream', type: null });
  });
});

describe('video playlist deep links', () => {
  const items = [{ id: 'a1b2c3d' }, { id: null }, { id: 'e4f5a6b' }];

  it('finds the item a URL names only when the playlist id is this widget, and never trusts an unknown video id', () => {
    expect(toLinkedItem('?playlist=a7b1c01&video=e4f5a6b', ID, items)).toEqual({ item: items[2], linked: true });
    expect(toLinkedItem('?playlist=a7b1c01&video=%22%5D%2C*', ID, items)).toEqual({ item: items[0], linked: true });
    expect(toLinkedItem('?playlist=other&video=e4f5a6b', ID, items)).toEqual({ item: undefined, linked: false });
    expect(toLinkedItem('?playlist=a7b1c01&video=', ID, items).item).toBe(items[0]);
  });

  it('opens the linked video on load and writes the link with replaceState when a visitor picks another', async () => {
    history.replaceState(null, '', '/?utm=1&playlist=a7b1c01&video=b9c8d7e#top');
    const replace = vi.spyOn(history, 'replaceState');
    const { root } = await mountWidget(fixture(BASIC), ID);
    expect(selected(root)).toEqual(['4']);
    expect(replace).not.toHaveBeenCalled();
    titles(root)[3]?.click();
    expect(location.search).toBe('?utm=1&playlist=a7b1c01&video=c7d8e9f');
    expect(location.hash).toBe('#top');
  });
});

describe('video playlist selection', () => {
  it('mounts with the first video selected, the list vertical and the title links out of the tab order', async () => {
    const { root } = await mountWidget(fixture(BASIC), ID);
    expect(root.hasAttribute('data-wisp-ready')).toBe(true);
    expect($('.e-tabs-items', root).getAttribute('aria-orientation')).toBe('vertical');
    expect(selected(root)).toEqual(['1']);
    expect($$('.e-tab-title a', root).every((link) => link.tabIndex === -1)).toBe(true);
    await tick();
    expect(apis.youtube.map((player) => player.videoId)).toEqual(['XHOmBV4js_E']);
    expect(apis.youtube[0]?.calls).not.toContain('play');
  });

  it('moves focus with the arrow keys, Home and End, and selects with Enter and Space', async () => {
    const { root } = await mountWidget(fixture(BASIC), ID);
    const [first, vimeo, hosted, last] = titles(root);
    first?.focus();
    expect(press(first as HTMLElement, 'ArrowDown').defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(vimeo);
    press(vimeo as HTMLElement, 'End');
    expect(document.activeElement).toBe(last);
    press(last as HTMLElement, 'ArrowDown');
    expect(document.activeElement).toBe(first);
    press(first as HTMLElement, 'ArrowUp');
    expect(document.activeElement).toBe(last);
    expect(selected(root)).toEqual(['1']);
    expect(press(vimeo as HTMLElement, 'Enter').defaultPrevented).toBe(true);
    expect(selected(root)).toEqual(['3']);
    expect(vimeo?.tabIndex).toBe(0);
    expect(first?.tabIndex).toBe(-1);
    expect($('#e-tab-content-1753', root).hidden).toBe(false);
    expect($('#e-tab-content-1751', root).hidden).toBe(true);
    expect(press(hosted as HTMLElement, ' ').defaultPrevented).toBe(true);
    expect(selected(root)).toEqual(['4']);
    // The hosted item's <video> is a lazily imported component: the same module, imported here, is ready when the player's is.
    await import('../../src/widgets/video-playlist/hosted-video.tsx');
    await tick();
    expect(apis.vimeo.map((player) => player.id)).toEqual([235215203]);
    expect($('#e-tab-content-1754 video source', root).getAttribute('src')).toMatch(/\/assets\/missing-clip\.mp4$/);
  });
});

describe('video playlist watched state and events', () => {
  it('marks an ended video watched, stores it in the original format and plays the next video', async () => {
    const { root } = await mountWidget(fixture(BASIC), ID);
    const events: Array<{ event: { type: string; trigger: string; time: number; watchCount: number }; playlist: unknown; video: unknown }> = [];
    root.addEventListener('wisp:video-playlist', (event) => events.push((event as CustomEvent).detail));
    await tick();
    apis.youtube[0]?.fire(0);
    await tick();
    expect(titles(root)[0]?.classList.contains('watched-video')).toBe(true);
    const stored = JSON.parse(localStorage.getItem('elementor') ?? '{}') as Record<string, unknown>;
    expect(stored[toWatchedKey(ID)]).toBe('["a1b2c3d"]');
    expect(readWatched(ID)).toEqual(['a1b2c3d']);
    expect(events[0]).toMatchObject({
      event: { type: 'videoEnded', trigger: 'click', time: 7, watchCount: 1 },
      playlist: { name: 'Security basics', currentItem: 1, amount: 4 },
      video: { provider: 'youtube', url: 'https://www.youtube.com/watch?v=XHOmBV4js_E', title: 'Phishing basics', duration: '0:16' },
    });
    // Next up skips the section title and plays the Vimeo video.
    expect(selected(root)).toEqual(['3']);
    expect(apis.vimeo[0]?.calls).toContain('play');
  });

  it('restores watched marks from storage on load and ignores a corrupt entry', async () => {
    localStorage.setItem('elementor', JSON.stringify({ [toWatchedKey(ID)]: '["e4f5a6b","unknown"]' }));
    const { root } = await mountWidget(fixture(BASIC), ID);
    expect(titles(root).map((tab) => tab.classList.contains('watched-video'))).toEqual([false, true, false, false]);
    localStorage.setItem('elementor', JSON.stringify({ [toWatchedKey(ID)]: '[oops' }));
    expect(readWatched(ID)).toEqual([]);
  });

  it('switches inner tabs by click or Enter and reports them with the payload and the page builder event', async () => {
    const { root } = await mountWidget(fixture(BASIC), ID);
    const builder = vi.fn();
    document.body.addEventListener('elementor-video-playList', (event) => builder((event as CustomEvent).detail));
    const [description, transcript] = $$('.e-inner-tabs-wrapper a', root);
    expect(transcript?.getAttribute('role')).toBe('tab');
    press(transcript as HTMLElement, 'Enter');
    const contents = $$('.e-inner-tab-content', root);
    expect(contents.map((content) => content.hidden)).toEqual([true, false]);
    expect(transcript?.getAttribute('aria-selected')).toBe('true');
    await tick();
    expect(builder).toHaveBeenCalledWith(expect.objectContaining({ event: expect.objectContaining({ type: 'tabOpened' }), tab: { name: 'Transcript', index: 2 } }));
    description?.click();
    expect(contents.map((content) => content.hidden)).toEqual([false, true]);
  });
});

describe('video playlist nesting', () => {
  it('keeps a playlist nested in an inner tab (a template shortcode) apart from its host', async () => {
    const page = fixture(BASIC);
    const start = page.indexOf('<div class="elementor-element elementor-element-a7b1c01 ');
    const widget = page.slice(start, page.indexOf('\n    </div>\n  </div>\n</main>', start));
    const nested = widget.replaceAll('a7b1c01', 'a7b1c02').replaceAll('e-tab-title-175', 'e-tab-title-999').replaceAll('e-tab-content-175', 'e-tab-content-999');
    const html = page.replace('Line four.</p>', `Line four.</p>${nested}`);
    const { api, root } = await mountWidget(html, ID);
    const inner = $('[data-id="a7b1c02"]');
    await touch(api, inner);
    await vi.waitFor(() => { if (!api.report().some((row) => row.element === inner && row.status === 'mounted')) throw new Error('nested not mounted'); });
    const outerContents = $$('.e-inner-tab-content', root).filter((content) => !inner.contains(content));
    const innerContents = $$('.e-inner-tab-content', inner);
    $$('.e-inner-tabs-wrapper a', inner)[1]?.click();
    expect(innerContents.map((content) => content.hidden)).toEqual([true, false]);
    expect(outerContents.map((content) => content.hidden)).toEqual([false, true]);
    $$('.e-inner-tabs-wrapper a', root)[1]?.click();
    expect(outerContents.map((content) => content.hidden)).toEqual([true, false]);
    expect(innerContents.map((content) => content.hidden)).toEqual([true, false]);
    $$('.e-tab-title', inner)[1]?.click();
    expect(selected(inner)).toEqual(['3']);
    expect($$('.e-tab-title', root).filter((tab) => !inner.contains(tab) && tab.getAttribute('aria-selected') === 'true').map((tab) => tab.dataset['tab'])).toEqual(['1']);
  });
});

describe('video playlist bad input', () => {
  it('mounts with defaults and one warning per wrong setting', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { root } = await mountWidget(fixture('video-playlist/bad-settings.html'), 'e5f6a07');
    expect(root.hasAttribute('data-wisp-ready')).toBe(true);
    expect(warn.mock.calls.filter((call) => String(call[0]).includes('video-playlist')).map((call) => String(call[0]))).toHaveLength(3);
  });

  for (const [id, reason] of [['c3d4e05', /no \.e-tabs-main-area with an \.e-tabs-items list/], ['d4e5f06', /no video panel/]] as const) {
    it(`leaves playlist ${id} with missing markup byte-identical, with exactly one warning`, async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const html = fixture('video-playlist/bad-settings.html');
      const before = new DOMParser().parseFromString(html, 'text/html').querySelector(`[data-id="${id}"]`)?.outerHTML;
      const { root } = await mountWidget(html, id);
      expect(root.outerHTML).toBe(before);
      const mine = warn.mock.calls.filter((call) => call[1] === root);
      expect(mine).toHaveLength(1);
      expect(String(mine[0]?.[0])).toMatch(reason);
    });
  }

  it('stops reacting once torn down', async () => {
    const { root } = await mountWidget(fixture(BASIC), ID);
    (window as unknown as { wisp: { destroy(): void } }).wisp.destroy();
    titles(root)[1]?.click();
    expect(selected(root)).toEqual(['1']);
  });
});
