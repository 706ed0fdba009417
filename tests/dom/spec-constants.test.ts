// The page builder's constants that wisp reproduces (../shared/reference/), each written out here as a literal so that
// changing one in the code fails a test. Where a behaviour shows the number cheaply, the behaviour is checked.
import { describe, expect, it } from 'vitest';
import { SCROLL_MS } from '../../src/behaviours/anchors/scroll.ts';
import { PERIODS } from '../../src/behaviours/popups/impressions.ts';
import { RESIZE_TOGGLE_MS } from '../../src/elements/motion-effects/index.ts';
import { RESIZE_RECHECK_MS } from '../../src/elements/sticky/index.ts';
import { DEFAULT_BREAKPOINTS, toActiveBreakpoints } from '../../src/shared/breakpoints.ts';
import { toCarouselLabels } from '../../src/families/carousel/a11y.ts';
import { CORE } from '../../src/families/carousel/dialects.ts';
import { toSwiperOptions } from '../../src/families/carousel/options.ts';
import { toCarouselSettings } from '../../src/families/carousel/settings.ts';
import { API_POLL_MS } from '../../src/families/video/api.ts';
import { ANIMATION_MS } from '../../src/widgets/nav-menu/submenu-state.ts';

describe('the original\'s timings', () => {
  it('scrolls to an anchor in 500 ms (the legacy jQuery animation)', () => expect(SCROLL_MS).toBe(500));
  it('polls a video provider\'s API every 350 ms', () => expect(API_POLL_MS).toBe(350));
  it('checks sticky elements again 300 ms after a resize', () => expect(RESIZE_RECHECK_MS).toBe(300));
  it('toggles motion effects per device 200 ms after a resize', () => expect(RESIZE_TOGGLE_MS).toBe(200));
  it('fades (desktop) and slides (dropdown) nav-menu submenus in 200 ms', () => expect(ANIMATION_MS).toBe(200));
  it('counts popup periods as a day of 86400 s, a week of 604800 s and a month of 2628288 s', () => {
    expect(PERIODS).toEqual({ day: 86400, week: 604800, month: 2628288 });
  });
});

describe('carousel defaults', () => {
  it('say "This is the first slide" and "This is the last slide" when the page has no translation', () => {
    const labels = toCarouselLabels({});
    expect([labels.first, labels.last]).toEqual(['This is the first slide', 'This is the last slide']);
    expect(toCarouselLabels({ a11yCarouselFirstSlideMessage: 'Erste Folie' }).first).toBe('Erste Folie');
  });

  it('never autoplay in edit mode, and do on the published page', () => {
    const parsed = toCarouselSettings({ autoplay: 'yes', autoplay_speed: 4000 }, CORE);
    if (!parsed.ok) throw new Error('parse failed');
    const slides = Array.from({ length: 6 }, () => document.createElement('div'));
    const parts = { container: document.createElement('div'), wrapper: document.createElement('div'), slides, prev: null, next: null, pagination: null };
    const options = (edit: boolean) => toSwiperOptions({ settings: parsed.settings, parts, breakpoints: DEFAULT_BREAKPOINTS, edit });
    expect(options(true).autoplay).toBeUndefined();
    expect(options(false).autoplay).toMatchObject({ delay: 4000 });
  });
});

describe('breakpoints', () => {
  it('enable only mobile 767 and tablet 1024 by default', () => {
    expect(DEFAULT_BREAKPOINTS.map(({ name, value }) => [name, value])).toEqual([['mobile', 767], ['tablet', 1024]]);
  });

  it('give the disabled ones their defaults when a kit enables them without a value: 880, 1200, 1366 and 2400', () => {
    const enabled = { is_enabled: true };
    const active = toActiveBreakpoints({ breakpoints: { mobile_extra: enabled, tablet_extra: enabled, laptop: enabled, widescreen: enabled } });
    expect(active?.map(({ name, value, direction }) => [name, value, direction])).toEqual([
      ['mobile_extra', 880, 'max'], ['tablet_extra', 1200, 'max'], ['laptop', 1366, 'max'], ['widescreen', 2400, 'min'],
    ]);
    expect(toActiveBreakpoints({ breakpoints: { laptop: { is_enabled: false, value: 1366 } } })).toEqual([]);
  });
});
