// The slideshow skin's thumbnail strip: a second Swiper under the main one; each follows the other slide for slide.
import { isYes } from '../../shared/fields.ts';
import type { Swiper } from 'swiper';
import type { MountContext } from '../../core/types.ts';
import { toCarouselSettings } from '../../families/carousel/settings.ts';
import { toStepTable } from '../../families/carousel/options.ts';
import { MODULES, Swiper as SwiperClass } from '../../families/carousel/swiper.ts';

/**
 * Links by slide index, not Swiper's Controller: the controller maps progress, and a strip of 4 thumbnails has fewer
 * stops than the main slider's 6 slides, so a click on the 4th thumbnail landed on the 6th slide.
 */
function link(main: Swiper, thumbs: Swiper): void {
  thumbs.on('click', () => {
    const index = thumbs.clickedIndex;
    if (typeof index !== 'number' || index < 0 || index === main.realIndex) return;
    if (main.params.loop) main.slideToLoop(index);
    else main.slideTo(index);
  });
  main.on('slideChange', () => {
    if (!thumbs.destroyed) thumbs.slideTo(main.realIndex);
  });
  thumbs.slideTo(main.realIndex, 0);
}

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
  // The carousel family's structural rules (slides that never shrink) for the strip too: on a page without Swiper's
  // CSS its slides shrank to fit the row once Swiper had sized them, a layout shift after the first paint.
  container.setAttribute('data-wisp-carousel', '');
  const thumbs = new SwiperClass(container, {
    modules: MODULES,
    slidesPerView: desktop.slidesPerView,
    spaceBetween: desktop.spaceBetween,
    breakpoints: table,
    centeredSlides: isYes(raw['centered_slides']),
    speed: parsed.settings.speed,
    a11y: { enabled: true, scrollOnFocus: false },
  });
  link(main, thumbs);
  return () => {
    thumbs.destroy(true, true);
    container.removeAttribute('data-wisp-carousel');
  };
}
