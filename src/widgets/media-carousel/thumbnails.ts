// The slideshow skin's thumbnail strip: a second Swiper under the main one, each steering the other.
import type { Swiper } from 'swiper';
import type { MountContext } from '../../core/types.ts';
import { toCarouselSettings } from '../../shared/carousel/settings.ts';
import { toStepTable } from '../../shared/carousel/options.ts';
import { MODULES, Swiper as SwiperClass } from '../../shared/carousel/swiper.ts';

/** Starts the strip when the skin printed one; returns its destroy, or null when there is none. */
export function startThumbnails(main: Swiper, raw: Record<string, unknown>, ctx: MountContext): (() => void) | null {
  const container = ctx.own('.elementor-thumbnails-swiper')[0];
  const slides = container?.querySelectorAll(':scope > .swiper-wrapper > .swiper-slide').length ?? 0;
  if (!container || slides < 2) return null;
  const parsed = toCarouselSettings(raw, {
    show: 'slideshow_slides_per_view', scroll: null, gap: 'space_between', loop: 'loop', speed: 'speed', effect: 'effect', rule: 'thumbs', showDefault: 5,
  });
  if (!parsed.ok) return null;
  const { table, desktop } = toStepTable(parsed.settings, ctx.config.breakpoints, slides);
  const thumbs = new SwiperClass(container, {
    modules: MODULES,
    slidesPerView: desktop.slidesPerView,
    spaceBetween: desktop.spaceBetween,
    breakpoints: table,
    centeredSlides: raw['centered_slides'] === 'yes',
    slideToClickedSlide: true,
    rewind: true,
    a11y: { enabled: true, scrollOnFocus: false },
  });
  main.controller.control = thumbs;
  thumbs.controller.control = main;
  return () => thumbs.destroy(true, true);
}
