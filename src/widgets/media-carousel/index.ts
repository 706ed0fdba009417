// Media carousel (`media-carousel.{skin}`): Pro's carousel of images and videos; the slideshow skin adds thumbnails.
// Slides that open the lightbox are plain lightbox links: the page-wide lightbox behaviour handles their clicks.
import type { WispModule } from '../../core/types.ts';
import { toCarouselSettings, type CarouselSettings } from '../../families/carousel/settings.ts';
import { PRO } from '../../families/carousel/dialects.ts';
import { mountCarousel } from '../../families/carousel/mount.ts';
import { startThumbnails } from './thumbnails.ts';

/** The skin: the `skin` setting, as the original reads it, else the one the widget type names (`media-carousel.slideshow`). */
function skinOf(raw: Record<string, unknown>, root: HTMLElement): string {
  return typeof raw['skin'] === 'string' ? raw['skin'] : (root.dataset['widget_type'] ?? '').split('.')[1] ?? '';
}

type MediaSettings = { carousel: CarouselSettings; raw: Record<string, unknown> };

const mediaCarousel: WispModule<MediaSettings> = {
  parse: (raw, root) => {
    const skin = skinOf(raw, root);
    const slideshow = skin === 'slideshow';
    const result = toCarouselSettings(raw, slideshow ? { ...PRO, show: null, rule: 'one' } : PRO);
    if (!result.ok) return result;
    // The slideshow shows one large slide; its pagination is the thumbnail strip. The coverflow skin runs Swiper's
    // coverflow effect whatever the effect setting says, with the slides per view of the settings.
    let carousel = slideshow ? { ...result.settings, pagination: 'none' as const } : result.settings;
    if (skin === 'coverflow') carousel = { ...carousel, effect: 'coverflow' };
    return { ok: true, settings: { carousel, raw }, warnings: result.warnings };
  },
  mount: (root, settings, ctx) => {
    let stopThumbs: (() => void) | null = null;
    const cleanup = mountCarousel(root, settings.carousel, ctx, {
      container: '.elementor-main-swiper',
      extra: { grabCursor: true },
      after: (swiper) => { stopThumbs = startThumbnails(swiper, settings.raw, ctx); },
    });
    if (!cleanup) return cleanup;
    return () => {
      stopThumbs?.();
      cleanup();
    };
  },
};

export default mediaCarousel;
