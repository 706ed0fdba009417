// Lazy slide images (Swiper 8's removed lazy module): `img.swiper-lazy[data-src]` loads when its slide comes near.
import type { Swiper } from 'swiper';

function loadImage(image: HTMLImageElement): void {
  const src = image.dataset['src'];
  const srcset = image.dataset['srcset'];
  image.classList.remove('swiper-lazy');
  image.classList.add('swiper-lazy-loading');
  image.addEventListener('load', () => {
    image.classList.replace('swiper-lazy-loading', 'swiper-lazy-loaded');
    image.parentElement?.querySelector(':scope > .swiper-lazy-preloader')?.remove();
  }, { once: true });
  // An image URL cannot run script, so the server's value is used as it is.
  if (srcset) image.srcset = srcset;
  if (src) image.src = src;
}

/** Loads the images of the visible slides and one slide either side, so the next move shows a loaded image. */
export function loadNearSlides(swiper: Swiper): void {
  const perView = typeof swiper.params.slidesPerView === 'number' ? Math.ceil(swiper.params.slidesPerView) : 1;
  const from = swiper.activeIndex - 1;
  const to = swiper.activeIndex + perView;
  swiper.slides.forEach((slide, index) => {
    const near = (index >= from && index <= to) || (swiper.params.loop && (index === 0 || index === swiper.slides.length - 1));
    if (!near) return;
    for (const image of slide.querySelectorAll<HTMLImageElement>('img.swiper-lazy')) loadImage(image);
  });
}
