// Testimonial carousel and reviews (`testimonial-carousel.{skin}`, `reviews.{skin}`): Pro's carousel, one slide per view unless set, always sliding.
import { PRO } from '../../families/carousel/dialects.ts';
import { toCarouselModule } from '../../families/carousel/mount.ts';

// The original forces the slide effect for testimonials and reviews.
export default toCarouselModule({ ...PRO, rule: 'one' }, { container: '.elementor-main-swiper', extra: { grabCursor: true } }, { effect: 'slide' });
