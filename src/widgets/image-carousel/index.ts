// Image carousel (`image-carousel.default`): core's Swiper carousel of images, with arrows, dots and autoplay.
import type { WispModule } from '../../core/types.ts';
import { toCarouselSettings, type CarouselSettings } from '../../families/carousel/settings.ts';
import { CORE } from '../../families/carousel/dialects.ts';
import { mountCarousel } from '../../families/carousel/mount.ts';

const imageCarousel: WispModule<CarouselSettings> = {
  parse: (raw) => toCarouselSettings(raw, CORE),
  mount: (root, settings, ctx) => mountCarousel(root, settings, ctx, { container: '.elementor-image-carousel-wrapper' }),
};

export default imageCarousel;
