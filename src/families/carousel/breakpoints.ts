// Slides per view, per group and gaps for each device, and their conversion to Swiper's min-width breakpoints.
import { toDevicesLargeToSmall, type Breakpoint, type Device } from '../../shared/breakpoints.ts';
import type { CarouselSettings, PerDevice } from './settings.ts';

export type Step = { slidesPerView: number; slidesPerGroup: number; spaceBetween: number };
export type Steps = Partial<Record<Device, Step>>;

/** Pro carousels' defaults per device when `slides_per_view` is empty. */
const PRO_SHOW: Record<Device, number> = {
  widescreen: 3, desktop: 3, laptop: 3, tablet_extra: 3, tablet: 2, mobile_extra: 2, mobile: 1,
};

/** The media carousel's thumbnail strip. */
const THUMBS_SHOW: Record<Device, number> = {
  widescreen: 5, desktop: 5, laptop: 5, tablet_extra: 5, tablet: 4, mobile_extra: 4, mobile: 3,
};

/** 0 or unset means "use the default", as the original's `+value || default`. */
const positive = (value: number | undefined): number | undefined => (value && value > 0 ? Math.floor(value) : undefined);

/**
 * Slides per view per device, largest first. Core: desktop 3, mobile 1, tablet 2 (1 when desktop shows 1), any other
 * device the value of the next larger one. Pro: a fixed table. One: always 1 unless set.
 */
export function toShowPerDevice(settings: CarouselSettings, devices: readonly Device[]): PerDevice {
  const out: PerDevice = {};
  const desktop = positive(settings.show.desktop) ?? (settings.rule === 'one' ? 1 : settings.showDefault);
  let previous = desktop;
  for (const device of devices) {
    const own = positive(settings.show[device]);
    let value: number;
    if (device === 'desktop') value = desktop;
    else if (own !== undefined) value = own;
    else if (settings.rule === 'one') value = 1;
    else if (settings.rule === 'pro') value = PRO_SHOW[device];
    else if (settings.rule === 'thumbs') value = THUMBS_SHOW[device];
    else if (device === 'mobile') value = 1;
    else if (device === 'tablet') value = desktop === 1 ? 1 : 2;
    else value = device === 'widescreen' ? desktop : previous;
    out[device] = value;
    previous = value;
  }
  return out;
}

/** A responsive value inherited from the next larger device, down from desktop (widescreen from desktop). */
function inherit(values: PerDevice, devices: readonly Device[], fallback: number): PerDevice {
  const out: PerDevice = {};
  let previous = values.desktop ?? fallback;
  for (const device of devices) {
    const value = device === 'widescreen' ? values.widescreen ?? values.desktop ?? fallback : values[device] ?? previous;
    out[device] = value;
    if (device !== 'widescreen') previous = value;
  }
  return out;
}

/**
 * Pro's media carousel shows one slide at a time, whatever slides per view and to scroll say, under any effect but
 * `slide` (and the coverflow skin's): fade and cube turn one slide into the next.
 */
export function oneAtATime(settings: CarouselSettings): boolean {
  return settings.effects === 'pro' && settings.effect !== 'slide' && settings.effect !== 'coverflow';
}

/** One step per active device: what Swiper should use there. */
export function toSteps(settings: CarouselSettings, breakpoints: readonly Breakpoint[], slideCount: number): Steps {
  const devices = toDevicesLargeToSmall(breakpoints);
  const show = toShowPerDevice(settings, devices);
  const gap = inherit(settings.gap, devices, 0);
  const steps: Steps = {};
  const one = oneAtATime(settings);
  for (const device of devices) {
    // Pro caps slides per view at the slide count; core lets Swiper leave the space empty.
    const perView = settings.rule === 'pro' ? Math.min(show[device] ?? 1, Math.max(slideCount, 1)) : show[device] ?? 1;
    steps[device] = one
      ? { slidesPerView: 1, slidesPerGroup: 1, spaceBetween: gap[device] ?? 0 }
      : { slidesPerView: perView, slidesPerGroup: positive(settings.scroll[device]) ?? 1, spaceBetween: gap[device] ?? 0 };
  }
  // With the next slides peeking out on the right, desktop shows a thousandth of a slide more, as the original: Swiper
  // then still moves when the last slide is in view, so the sliver beside it is reachable (desktop only, as there).
  const desktop = steps.desktop;
  if (desktop && (settings.offset === 'right' || settings.offset === 'both')) desktop.slidesPerView += 0.001;
  return steps;
}

/**
 * The page builder's breakpoints are max-widths, Swiper's min-widths: each device's step moves to the value of the next
 * smaller breakpoint (mobile to 0), widescreen stays, and the largest max-width gets the desktop step. With the defaults
 * that is {0: mobile, 767: tablet, 1024: desktop}: at exactly 767 px Swiper already shows the tablet step, as the original.
 */
export function toSwiperBreakpoints(steps: Steps, breakpoints: readonly Breakpoint[]): Record<number, Step> {
  const desktop = steps.desktop ?? { slidesPerView: 1, slidesPerGroup: 1, spaceBetween: 0 };
  const maxes = breakpoints.filter((b) => b.direction === 'max').sort((a, b) => a.value - b.value);
  const out: Record<number, Step> = {};
  maxes.forEach((breakpoint, index) => {
    const key = index === 0 ? 0 : maxes[index - 1]?.value ?? 0;
    out[key] = steps[breakpoint.name] ?? desktop;
  });
  const largest = maxes[maxes.length - 1];
  out[largest ? largest.value : 0] = desktop;
  const wide = breakpoints.find((b) => b.direction === 'min');
  if (wide && steps[wide.name]) out[wide.value] = steps[wide.name] ?? desktop;
  return out;
}

/** The step Swiper will pick for a window width: the largest key not above it. */
export function toCurrentStep(table: Record<number, Step>, width: number): Step | undefined {
  const keys = Object.keys(table).map(Number).filter((key) => key <= width).sort((a, b) => b - a);
  return keys[0] === undefined ? undefined : table[keys[0]];
}
