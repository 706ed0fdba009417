// The settings keys of each carousel family, as their widgets print them in `data-settings`.
import type { CarouselDialect } from './settings.ts';

/** Core image carousel: `navigation` both / arrows / dots / none. */
export const CORE: Readonly<CarouselDialect> = {
  show: 'slides_to_show', scroll: 'slides_to_scroll', gap: 'image_spacing_custom', loop: 'infinite', speed: 'speed',
  effect: 'effect', navigation: 'navigation', rule: 'core', showDefault: 3,
};

/** CarouselBase widgets (loop carousel, nested carousel): an `arrows` switcher and a `pagination` type. */
export const BASE: Readonly<CarouselDialect> = { ...CORE, navigation: undefined, arrows: 'arrows', pagination: 'pagination', offset: 'offset_sides' };

/** Pro's media, testimonial and reviews carousels. */
export const PRO: Readonly<CarouselDialect> = {
  show: 'slides_per_view', scroll: 'slides_to_scroll', gap: 'space_between', loop: 'loop', speed: 'speed',
  effect: 'effect', arrows: 'show_arrows', pagination: 'pagination', rule: 'pro', showDefault: 3, effects: 'pro',
};

/** The custom skin's slider (Ele Custom Skin Pro): the core keys, its space between slides in `slide_gap.size`. */
export const CUSTOM_SKIN: Readonly<CarouselDialect> = { ...CORE, gap: 'slide_gap' };
