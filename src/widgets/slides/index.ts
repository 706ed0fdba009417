// Slides (`slides.default`): Pro's full-width slider, one slide per view, Ken Burns backgrounds and content animation.
import type { WispModule } from '../../core/types.ts';
import { toCarouselSettings, type CarouselSettings } from '../../families/carousel/settings.ts';
import { mountCarousel } from '../../families/carousel/mount.ts';
import { startSlideEffects } from './effects.ts';

const slides: WispModule<CarouselSettings> = {
  parse: (raw) => toCarouselSettings(raw, {
    show: null, scroll: null, gap: 'slides_gap', loop: 'infinite', speed: 'transition_speed', effect: 'transition',
    navigation: 'navigation', rule: 'one', showDefault: 1,
  }),
  mount: (root, settings, ctx) => mountCarousel(root, settings, ctx, {
    container: '.elementor-slides-wrapper',
    extra: { grabCursor: true },
    after: (swiper, parts) => startSlideEffects(swiper, parts.container),
  }),
};

export default slides;
