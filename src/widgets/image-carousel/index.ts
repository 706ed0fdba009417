// Image carousel (`image-carousel.default`): core's Swiper carousel of images, with arrows, dots and autoplay.
import { CORE } from '../../families/carousel/dialects.ts';
import { toCarouselModule } from '../../families/carousel/mount.ts';

export default toCarouselModule(CORE, { container: '.elementor-image-carousel-wrapper' });
