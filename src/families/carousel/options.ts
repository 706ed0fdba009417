// Carousel settings → Swiper options: steps per breakpoint, loop, effect, autoplay, navigation and pagination.
import type { SwiperOptions } from 'swiper/types';
import type { Breakpoint } from '../../shared/breakpoints.ts';
import type { CarouselSettings } from './settings.ts';
import type { CarouselParts } from './parts.ts';
import { toSteps, toSwiperBreakpoints, type Step } from './breakpoints.ts';

export type OptionsInput = {
  settings: CarouselSettings;
  parts: CarouselParts;
  breakpoints: readonly Breakpoint[];
  edit: boolean;
};

/** Swiper ≥9 no longer clones slides for loop mode: with too few slides it only warns, so rewind stands in. */
function hasRoomToLoop(table: Record<number, Step>, count: number): boolean {
  return Object.values(table).every((step) => count >= Math.ceil(step.slidesPerView) + step.slidesPerGroup);
}

/** The step table and whether the carousel shows one slide on desktop (then fade may apply, and no groups). */
export function toStepTable(settings: CarouselSettings, breakpoints: readonly Breakpoint[], count: number) {
  const steps = toSteps(settings, breakpoints, count);
  const table = toSwiperBreakpoints(steps, breakpoints);
  const desktop = steps.desktop ?? { slidesPerView: 1, slidesPerGroup: 1, spaceBetween: 0 };
  return { table, desktop, single: desktop.slidesPerView === 1 };
}

export function toSwiperOptions({ settings, parts, breakpoints, edit }: OptionsInput): SwiperOptions {
  const { table, desktop, single } = toStepTable(settings, breakpoints, parts.slides.length);
  const fade = single && settings.effect === 'fade';
  const loop = settings.loop && !edit && !fade && hasRoomToLoop(table, parts.slides.length);
  const options: SwiperOptions = {
    init: false,
    slidesPerView: desktop.slidesPerView,
    slidesPerGroup: single ? 1 : desktop.slidesPerGroup,
    spaceBetween: desktop.spaceBetween,
    breakpoints: fade ? {} : table,
    loop,
    rewind: settings.loop && !loop && !fade,
    speed: settings.speed,
    effect: fade ? 'fade' : 'slide',
    fadeEffect: { crossFade: true },
    watchOverflow: true,
  };
  if (settings.autoplay && !edit) {
    options.autoplay = { delay: settings.autoplayDelay, disableOnInteraction: settings.pauseOnInteraction };
  }
  if (settings.arrows && parts.prev && parts.next) options.navigation = { prevEl: parts.prev, nextEl: parts.next };
  if (settings.pagination !== 'none' && parts.pagination) {
    options.pagination = { el: parts.pagination, type: settings.pagination, clickable: true, bulletElement: 'span' };
  }
  return options;
}
