import { describe, expect, it } from 'vitest';
import { toCarouselSettings, type CarouselSettings } from '../../src/families/carousel/settings.ts';
import { BASE, CORE, PRO } from '../../src/families/carousel/dialects.ts';
import { toShowPerDevice, toSteps, toSwiperBreakpoints } from '../../src/families/carousel/breakpoints.ts';
import { toEffect, toStepTable, toSwiperOptions } from '../../src/families/carousel/options.ts';
import { DEFAULT_BREAKPOINTS, type Breakpoint } from '../../src/shared/breakpoints.ts';

const settingsOf = (raw: Record<string, unknown>, dialect = CORE): CarouselSettings => {
  const result = toCarouselSettings(raw, dialect);
  if (!result.ok) throw new Error('parse failed');
  return result.settings;
};
const DEVICES = ['desktop', 'tablet', 'mobile'] as const;

describe('carousel settings', () => {
  it('shows 3 slides on desktop, 2 on tablet and 1 on mobile, scrolling 1, when nothing is set', () => {
    const settings = settingsOf({});
    expect(toShowPerDevice(settings, DEVICES)).toEqual({ desktop: 3, tablet: 2, mobile: 1 });
    const steps = toSteps(settings, DEFAULT_BREAKPOINTS, 6);
    expect(steps.desktop?.slidesPerGroup).toBe(1);
    expect(settings.speed).toBe(500);
    expect(settings.autoplayDelay).toBe(5000);
  });

  it('shows 1 slide on tablet when the desktop shows a single slide', () => {
    expect(toShowPerDevice(settingsOf({ slides_to_show: '1' }), DEVICES)).toEqual({ desktop: 1, tablet: 1, mobile: 1 });
  });

  it('keeps the values set per device and reads switchers as off when the server left them out', () => {
    const settings = settingsOf({ slides_to_show: '5', slides_to_show_tablet: '4', slides_to_show_mobile: '2', slides_to_scroll_mobile: '2' });
    expect(toShowPerDevice(settings, DEVICES)).toEqual({ desktop: 5, tablet: 4, mobile: 2 });
    expect(toSteps(settings, DEFAULT_BREAKPOINTS, 9).mobile?.slidesPerGroup).toBe(2);
    expect([settings.autoplay, settings.loop, settings.arrows, settings.pagination]).toEqual([false, false, false, 'none']);
  });

  it('moves each step one breakpoint down for Swiper, with the 1 px offset of the original', () => {
    const steps = toSteps(settingsOf({ slides_to_show: '4', image_spacing_custom: { size: 10 } }), DEFAULT_BREAKPOINTS, 8);
    const table = toSwiperBreakpoints(steps, DEFAULT_BREAKPOINTS);
    expect(Object.keys(table)).toEqual(['0', '767', '1024']);
    expect([table[0]?.slidesPerView, table[767]?.slidesPerView, table[1024]?.slidesPerView]).toEqual([1, 2, 4]);
    expect(table[767]?.spaceBetween).toBe(10);
  });

  it('places laptop and widescreen steps when those breakpoints are active', () => {
    const breakpoints: Breakpoint[] = [...DEFAULT_BREAKPOINTS, { name: 'laptop', value: 1366, direction: 'max' }, { name: 'widescreen', value: 2400, direction: 'min' }];
    const table = toSwiperBreakpoints(toSteps(settingsOf({ slides_to_show: '4', slides_to_show_laptop: '3', slides_to_show_widescreen: '6' }), breakpoints, 9), breakpoints);
    expect(Object.fromEntries(Object.entries(table).map(([key, step]) => [key, step.slidesPerView]))).toEqual({ 0: 1, 767: 2, 1024: 3, 1366: 4, 2400: 6 });
  });

  it('falls back field by field with one warning each for wrong values', () => {
    const result = toCarouselSettings({ slides_to_show: 'lots', autoplay: 7, speed: 'fast', navigation: 'sideways' }, CORE);
    if (!result.ok) throw new Error('parse failed');
    expect(result.warnings?.map((w) => w.key)).toEqual(['slides_to_show', 'speed', 'autoplay', 'navigation']);
    expect(result.settings.speed).toBe(500);
  });

  it('uses the Pro defaults per device and caps them at the slide count', () => {
    const steps = toSteps(settingsOf({ slides_per_view: '' }, PRO), DEFAULT_BREAKPOINTS, 2);
    expect([steps.desktop?.slidesPerView, steps.tablet?.slidesPerView, steps.mobile?.slidesPerView]).toEqual([2, 2, 1]);
  });

  it('hands Pro carousels their effect and shows one slide at a time under any but slide; others fade only with one per view', () => {
    const pro = (raw: Record<string, unknown>) => settingsOf({ slides_per_view: '3', slides_to_scroll: '2', ...raw }, PRO);
    for (const effect of ['fade', 'cube'] as const) {
      const { table, single } = toStepTable(pro({ effect }), DEFAULT_BREAKPOINTS, 6);
      expect(Object.values(table).map((step) => [step.slidesPerView, step.slidesPerGroup])).toEqual([[1, 1], [1, 1], [1, 1]]);
      expect(toEffect(pro({ effect }), single)).toBe(effect);
    }
    const coverflow = toStepTable(pro({ effect: 'coverflow' }), DEFAULT_BREAKPOINTS, 6);
    expect(Object.values(coverflow.table).map((step) => step.slidesPerView)).toEqual([1, 2, 3]);
    expect(toStepTable(pro({ effect: 'slide' }), DEFAULT_BREAKPOINTS, 6).table[1024]?.slidesPerGroup).toBe(2);
    // The core image carousel fades only when it shows one slide, as its original.
    const core = (raw: Record<string, unknown>) => settingsOf({ effect: 'fade', ...raw });
    expect(toEffect(core({ slides_to_show: '3' }), toStepTable(core({ slides_to_show: '3' }), DEFAULT_BREAKPOINTS, 6).single)).toBe('slide');
    expect(toEffect(core({ slides_to_show: '1' }), toStepTable(core({ slides_to_show: '1' }), DEFAULT_BREAKPOINTS, 6).single)).toBe('fade');
    // An effect the page builder does not offer falls back to slide, with one warning.
    const flip = toCarouselSettings({ effect: 'flip' }, PRO);
    expect(flip.ok && flip.settings.effect).toBe('slide');
    expect(flip.ok && flip.warnings?.map((warning) => warning.key)).toEqual(['effect']);
  });

  it('loops a fading carousel set to infinite, as the original (rewinds when it has too few slides), and neither when not infinite', () => {
    const options = (raw: Record<string, unknown>, count: number) => {
      const slides = Array.from({ length: count }, () => document.createElement('div'));
      const parts = { container: document.createElement('div'), wrapper: document.createElement('div'), slides, prev: null, next: null, pagination: null };
      const { loop, rewind, effect } = toSwiperOptions({ settings: settingsOf({ slides_to_show: '1', effect: 'fade', ...raw }), parts, breakpoints: DEFAULT_BREAKPOINTS, edit: false });
      return { loop, rewind, effect };
    };
    expect(options({ infinite: 'yes' }, 3)).toEqual({ loop: true, rewind: false, effect: 'fade' });
    expect(options({ infinite: 'yes' }, 1)).toEqual({ loop: false, rewind: true, effect: 'fade' });
    expect(options({}, 3)).toEqual({ loop: false, rewind: false, effect: 'fade' });
  });

  it('adds a thousandth of a slide on desktop when the next slides peek out on the right, as the original', () => {
    const offset = (side: string) => toSteps(settingsOf({ slides_to_show: '3', offset_sides: side }, BASE), DEFAULT_BREAKPOINTS, 7);
    for (const side of ['right', 'both']) expect([offset(side).desktop?.slidesPerView, offset(side).tablet?.slidesPerView]).toEqual([3.001, 2]);
    for (const side of ['left', 'none']) expect(offset(side).desktop?.slidesPerView).toBe(3);
    expect(settingsOf({ offset_sides: 'left' }, BASE).offset).toBe('left');
    // The core image carousel has no such setting.
    expect(settingsOf({ offset_sides: 'right' }).offset).toBe('none');
  });
});
