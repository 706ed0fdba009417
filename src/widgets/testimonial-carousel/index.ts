// Testimonial carousel and reviews (`testimonial-carousel.{skin}`, `reviews.{skin}`): Pro's carousel, one slide per view unless set, always sliding.
import type { WispModule } from '../../core/types.ts';
import { toCarouselSettings, type CarouselSettings } from '../../families/carousel/settings.ts';
import { PRO } from '../../families/carousel/dialects.ts';
import { mountCarousel } from '../../families/carousel/mount.ts';

const testimonialCarousel: WispModule<CarouselSettings> = {
  parse: (raw) => {
    const result = toCarouselSettings(raw, { ...PRO, rule: 'one' });
    // The original forces the slide effect for testimonials and reviews.
    return result.ok ? { ...result, settings: { ...result.settings, effect: 'slide' } } : result;
  },
  mount: (root, settings, ctx) => mountCarousel(root, settings, ctx, { container: '.elementor-main-swiper', extra: { grabCursor: true } }),
};

export default testimonialCarousel;
