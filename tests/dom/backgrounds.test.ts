import { describe, expect, it } from 'vitest';
import { parse as parseVideo, toProvider } from '../../src/elements/background-video/settings.ts';
import { toCoverSize } from '../../src/elements/background-video/cover.ts';
import { parse as parseSlideshow } from '../../src/elements/background-slideshow/settings.ts';
import { buildSlideshow } from '../../src/elements/background-slideshow/markup.ts';
import { FEATURES } from '../../src/core/registry.ts';

const wantsOf = (name: string) => FEATURES.find((feature) => feature.name === name)?.wants ?? (() => false);
const hasBackgroundVideo = wantsOf('background-video');
const hasSlideshow = wantsOf('background-slideshow');

const GALLERY = [{ id: 1, url: 'https://example.com/a.jpg' }, { id: 2, url: 'javascript:alert(1)' }, { url: 'https://example.com/b".jpg' }];

describe('background video settings', () => {
  it('defaults start, end and switches, and refuses an empty link', () => {
    const result = parseVideo({ background_video_link: 'https://youtu.be/XHOmBV4js_E' });
    expect(result).toEqual({ ok: true, warnings: [], settings: {
      background_video_link: 'https://youtu.be/XHOmBV4js_E', background_video_start: 0, background_video_end: 0,
      background_play_once: false, background_play_on_mobile: false, background_privacy_mode: false,
    } });
    expect(parseVideo({ background_video_link: ' ' }).ok).toBe(false);
    const bad = parseVideo({ background_video_link: 'x.mp4', background_video_start: 'later' });
    expect(bad.ok && bad.warnings?.map((w) => w.key)).toEqual(['background_video_start']);
  });

  it('picks the provider from the link as the original does', () => {
    expect(toProvider('https://vimeo.com/1')).toBe('vimeo');
    expect(toProvider('youtu.be/XHOmBV4js_E')).toBe('youtube');
    expect(toProvider('https://m.youtube.com/watch?v=XHOmBV4js_E')).toBe('youtube');
    expect(toProvider('/wp-content/uploads/clip.mp4')).toBe('hosted');
  });

  it('covers a wide container by its width and a tall one by its height', () => {
    expect(toCoverSize({ width: 1600, height: 400 }, 16 / 9)).toEqual({ width: 1600, height: 900 });
    expect(toCoverSize({ width: 400, height: 900 }, 16 / 9)).toEqual({ width: 1600, height: 900 });
  });

  it('is wanted only for a video background with a link, and a slideshow only with a gallery', () => {
    const element = document.createElement('section');
    expect(hasBackgroundVideo(element, { background_background: 'video', background_video_link: 'x' })).toBe(true);
    expect(hasBackgroundVideo(element, { background_background: 'classic', background_video_link: 'x' })).toBe(false);
    expect(hasSlideshow(element, { background_background: 'slideshow', background_slideshow_gallery: [] })).toBe(true);
    expect(hasSlideshow(element, { background_background: 'slideshow' })).toBe(false);
  });
});

describe('background slideshow', () => {
  it('keeps only http(s) images and defaults to a 5 s fade of 500 ms without loop', () => {
    const result = parseSlideshow({ background_slideshow_gallery: GALLERY, background_slideshow_slide_transition: 'spin' });
    if (!result.ok) throw new Error('parse failed');
    expect(result.settings).toMatchObject({
      background_slideshow_gallery: ['https://example.com/a.jpg', 'https://example.com/b%22.jpg'],
      background_slideshow_loop: false, background_slideshow_slide_duration: 5000, background_slideshow_slide_transition: 'fade',
      background_slideshow_transition_duration: 500, background_slideshow_ken_burns_zoom_direction: 'in',
    });
    expect(result.warnings?.map((w) => w.key)).toEqual(['background_slideshow_slide_transition']);
    expect(parseSlideshow({ background_slideshow_gallery: [{ url: 'data:image/png;base64,AA' }] }).ok).toBe(false);
  });

  it('builds the original markup: dir quirk, Ken Burns classes and lazy parts', () => {
    const result = parseSlideshow({ background_slideshow_gallery: GALLERY, background_slideshow_slide_transition: 'slide_left', background_slideshow_lazyload: 'yes', background_slideshow_ken_burns_zoom_direction: 'out' });
    if (!result.ok) throw new Error('parse failed');
    const show = buildSlideshow(result.settings, true);
    expect(show.root.dir).toBe('ltr');
    expect(show.root.className).toBe('elementor-background-slideshow swiper');
    const image = show.images[0];
    expect(image?.className).toBe('elementor-background-slideshow__slide__image elementor-ken-burns elementor-ken-burns--out swiper-lazy');
    expect(image?.dataset['background']).toBe('https://example.com/a.jpg');
    expect(image?.querySelector('.swiper-lazy-preloader')).not.toBeNull();
    const fade = parseSlideshow({ background_slideshow_gallery: GALLERY });
    if (!fade.ok) throw new Error('parse failed');
    const plain = buildSlideshow(fade.settings, false);
    expect(plain.root.dir).toBe('rtl');
    expect(plain.images[1]?.getAttribute('style')).toContain('b%22.jpg');
    expect(plain.images[1]?.className).toBe('elementor-background-slideshow__slide__image');
  });
});
