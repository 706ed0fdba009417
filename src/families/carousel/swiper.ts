// The one place that imports Swiper: its core and only the modules wisp uses, so every carousel shares one library chunk.
import Swiper from 'swiper';
import { A11y, Autoplay, EffectFade, Navigation, Pagination } from 'swiper/modules';

export const MODULES = [Navigation, Pagination, Autoplay, A11y, EffectFade];
export { Swiper };
