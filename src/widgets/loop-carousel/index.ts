// Loop carousel (`loop-carousel.{skin}`): Pro's CarouselBase over the loop items of `.elementor-loop-container`.
import type { WispModule } from '../../core/types.ts';
import { toCarouselSettings, type CarouselSettings } from '../../families/carousel/settings.ts';
import { BASE } from '../../families/carousel/dialects.ts';
import { mountCarousel } from '../../families/carousel/mount.ts';

const loopCarousel: WispModule<CarouselSettings> = {
  parse: (raw) => toCarouselSettings(raw, BASE),
  mount: (root, settings, ctx) => mountCarousel(root, settings, ctx, { container: '.elementor-loop-container' }),
};

export default loopCarousel;
