// The one place that imports Swiper: its core and only the modules wisp uses, so every carousel shares one library chunk.
// Cube and coverflow are Pro's (the media carousel's cube effect and coverflow skin): each does nothing unless a carousel
// asks for it. Measured: +1.4 KB gzip on the library chunk, where a chunk of their own split Swiper's shared helpers out
// of it, one more request on every page with a carousel.
import Swiper from 'swiper';
import { A11y, Autoplay, EffectCoverflow, EffectCube, EffectFade, Navigation, Pagination } from 'swiper/modules';

export const MODULES = [Navigation, Pagination, Autoplay, A11y, EffectFade, EffectCube, EffectCoverflow];
export { Swiper };
