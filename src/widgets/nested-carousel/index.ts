// Nested carousel (`nested-carousel.default`): CarouselBase on `.e-n-carousel`, whose slides hold containers.
import type { WispModule } from '../../core/types.ts';
import { toCarouselSettings, type CarouselSettings } from '../../families/carousel/settings.ts';
import { BASE } from '../../families/carousel/dialects.ts';
import { mountCarousel } from '../../families/carousel/mount.ts';

const nestedCarousel: WispModule<CarouselSettings> = {
  parse: (raw) => toCarouselSettings(raw, BASE),
  mount: (root, settings, ctx) => mountCarousel(root, settings, ctx, { container: '.e-n-carousel' }),
};

export default nestedCarousel;
