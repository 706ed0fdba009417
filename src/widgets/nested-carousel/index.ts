// Nested carousel (`nested-carousel.default`): CarouselBase on `.e-n-carousel`, whose slides hold containers.
import { BASE } from '../../families/carousel/dialects.ts';
import { toCarouselModule } from '../../families/carousel/mount.ts';

export default toCarouselModule(BASE, { container: '.e-n-carousel' });
