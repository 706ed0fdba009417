// Carousel settings → Swiper options: steps per breakpoint, loop, effect, autoplay, navigation and pagination.
import type { SwiperOptions } from 'swiper/types';
import type { Breakpoint } from '../../shared/breakpoints.ts';
import type { CarouselSettings, Effect } from './settings.ts';
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
  return { table, desktop, single: Math.floor(desktop.slidesPerView) === 1 };
}

/**
 * The effect Swiper runs: Pro's carousels hand Swiper theirs as printed; the others fade only with one slide per view
 * and slide otherwise, as their originals do.
 */
export function toEffect(settings: CarouselSettings, single: boolean): Effect {
  if (settings.effects === 'pro') return settings.effect;
  return single && settings.effect === 'fade' ? 'fade' : 'slide';
}

export function toSwiperOptions({ settings, parts, breakpoints, edit }: OptionsInput): SwiperOptions {
  const { table, desktop, single } = toStepTable(settings, breakpoints, parts.slides.length);
  const effect = toEffect(settings, single);
  const fade = effect === 'fade';
  // A fading carousel loops too, as the original's (its previous arrow on the first slide shows the last): one slide a
  // step, so any second slide is room enough.
  const loop = settings.loop && !edit && (fade ? parts.slides.length > 1 : hasRoomToLoop(table, parts.slides.length));
  const options: SwiperOptions = {
    init: false,
    slidesPerView: desktop.slidesPerView,
    slidesPerGroup: single ? 1 : desktop.slidesPerGroup,
    spaceBetween: desktop.spaceBetween,
    // A cube has no per-device steps in the original (it shows one face on every device).
    breakpoints: fade || effect === 'cube' ? {} : table,
    loop,
    rewind: settings.loop && !loop,
    speed: settings.speed,
    effect,
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
