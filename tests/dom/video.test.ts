import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse as parseVideo } from '../../src/widgets/video/settings.ts';
import { toPlayerVars } from '../../src/widgets/video/youtube.ts';
import { toIframeSrc } from '../../src/widgets/video/embed-url.ts';
import { toDailymotionId, toVideoPressId, toVimeoId, toYouTubeId } from '../../src/families/video/ids.ts';
import { boot, touch, $ } from './helpers.ts';

afterEach(() => {
  (window as unknown as { wisp?: { destroy(): void } }).wisp?.destroy();
  vi.restoreAllMocks();
});

const settingsOf = (raw: Record<string, unknown>) => {
  const result = parseVideo(raw);
  if (!result.ok) throw new Error('parse failed');
  return result;
};

describe('video settings', () => {
  it('defaults to an inline YouTube video with every switch off when the page printed nothing', () => {
    expect(settingsOf({}).settings).toEqual({
      video_type: 'youtube', youtube_url: '', start: 0, end: 0, autoplay: false, play_on_mobile: false, mute: false, loop: false,
      controls: false, rel: false, cc_load_policy: false, yt_privacy: false, lazy_load: false, lightbox: false,
    });
  });

  it('reads switches, numeric strings and providers, and falls back with one warning per wrong field', () => {
    const { settings, warnings } = settingsOf({ video_type: 'vimeo', start: '12', end: 30, autoplay: 'yes', controls: 7, lightbox: 'yes' });
    expect(settings).toMatchObject({ video_type: 'vimeo', start: 12, end: 30, autoplay: true, controls: false, lightbox: true });
    expect(warnings?.map((w) => w.key)).toEqual(['controls']);
    expect(settingsOf({ video_type: 'flash', start: 'soon' }).warnings?.map((w) => w.key)).toEqual(['video_type', 'start']);
  });

  it('turns the settings into the original YouTube playerVars, start and end only when set', () => {
    const { settings } = settingsOf({ controls: 'yes', play_on_mobile: 'yes', start: 4 });
    expect(toPlayerVars(settings, true)).toEqual({ controls: 1, rel: 0, playsinline: 1, cc_load_policy: 0, autoplay: 1, start: 4 });
  });
});

describe('video ids', () => {
  it('finds YouTube ids in every URL form the original accepts, and none in look-alikes', () => {
    for (const url of ['https://youtu.be/XHOmBV4js_E', 'https://www.youtube.com/watch?v=XHOmBV4js_E&t=1s', 'https://m.youtube.com/watch?vi=XHOmBV4js_E',
      'https://www.youtube.com/embed/XHOmBV4js_E?rel=0', 'https://youtube.com/shorts/XHOmBV4js_E', 'https://www.youtube-nocookie.com/embed/XHOmBV4js_E']) {
      expect(toYouTubeId(url)).toBe('XHOmBV4js_E');
    }
    expect(toYouTubeId('https://evil.example/watch?v=XHOmBV4js_E')).toBeNull();
    expect(toYouTubeId('javascript:alert(1)//youtube.com/watch?v=XHOmBV4js_E')).toBeNull();
    expect(toYouTubeId('https://youtu.be/"><script>')).toBeNull();
  });

  it('finds Vimeo, Dailymotion and VideoPress ids', () => {
    expect(toVimeoId('https://vimeo.com/235215203')).toBe('235215203');
    expect(toVimeoId('https://player.vimeo.com/video/235215203?h=abc')).toBe('235215203');
    expect(toDailymotionId('https://www.dailymotion.com/video/x6tqhqb_some-title')).toBe('x6tqhqb');
    expect(toDailymotionId('https://dai.ly/x6tqhqb')).toBe('x6tqhqb');
    expect(toVideoPressId('https://videopress.com/v/ZCAOzTNk')).toBe('ZCAOzTNk');
    expect(toVimeoId('https://vimeo.evil.example/235215203')).toBeNull();
  });

  it('rebuilds iframe URLs from the id, keeping only known parameters and a well-formed Vimeo start fragment', () => {
    expect(toIframeSrc('vimeo', 'https://player.vimeo.com/video/42?loop=1&utm=x&color=%22%3E#t=1m5s', true))
      .toBe('https://player.vimeo.com/video/42?loop=1&autoplay=1&playsinline=1#t=1m5s');
    expect(toIframeSrc('dailymotion', 'https://dailymotion.com/embed/video/x6tqhqb?mute=1&start=5', false))
      .toBe('https://www.dailymotion.com/embed/video/x6tqhqb?mute=1&start=5');
    expect(toIframeSrc('vimeo', 'javascript:alert(1)', false)).toBeNull();
    expect(toIframeSrc('videopress', 'https://videopress.com/embed/ZCAOzTNk#<b>', false)).toBe('https://videopress.com/embed/ZCAOzTNk');
  });
});

describe('video widget mount', () => {
  it('warns and leaves the markup byte-identical when the wrapper is missing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = `<div class="elementor elementor-1" data-elementor-type="wp-page" data-elementor-id="1"><div class="elementor-element elementor-element-a0d0901 elementor-widget elementor-widget-video" data-id="a0d0901" data-element_type="widget" data-settings='{"video_type":"hosted"}' data-widget_type="video.default"><div class="elementor-widget-container"><p>no wrapper</p></div></div></div>`;
    const api = await boot(html);
    const root = $('[data-id="a0d0901"]');
    const before = root.innerHTML;
    await touch(api, root);
    expect(root.innerHTML).toBe(before);
    expect(warn.mock.calls.flat().join(' ')).toMatch(/no \.elementor-wrapper element/);
  });
});
