// Loop carousel (`loop-carousel.{skin}`): Pro's CarouselBase over the loop items of `.elementor-loop-container`.
import { BASE } from '../../families/carousel/dialects.ts';
import { toCarouselModule } from '../../families/carousel/mount.ts';

export default toCarouselModule(BASE, { container: '.elementor-loop-container' });
