// The original's slideshow markup, built and prepended to the element: classes, the `dir` quirk, Ken Burns and lazy parts.
import type { SlideshowSettings } from './settings.ts';

export const CLASS = {
  root: 'elementor-background-slideshow',
  slide: 'elementor-background-slideshow__slide',
  image: 'elementor-background-slideshow__slide__image',
  kenBurns: 'elementor-ken-burns',
  kenBurnsActive: 'elementor-ken-burns--active',
  lazy: 'swiper-lazy',
  lazyLoaded: 'swiper-lazy-loaded',
  preloader: 'swiper-lazy-preloader',
  active: 'swiper-slide-active',
} as const;

export type Slideshow = { root: HTMLElement; slides: HTMLElement[]; images: HTMLElement[] };

const div = (className: string) => {
  const element = document.createElement('div');
  element.className = className;
  return element;
};

/** Sets the image now; a URL object's href has its quotes and spaces escaped, so it cannot leave the CSS string. */
function showImage(image: HTMLElement, url: string): void {
  image.style.backgroundImage = `url("${url}")`;
}

/** Lazy images get theirs when they are about to be shown (see `loadAround`). */
export function buildSlideshow(settings: SlideshowSettings, kenBurns: boolean): Slideshow {
  const transition = settings.background_slideshow_slide_transition;
  const root = div(`${CLASS.root} swiper`);
  // The original's quirk: only `slide_left` runs left to right; every other transition, fade included, is `rtl`.
  root.dir = transition === 'slide_left' ? 'ltr' : 'rtl';
  const wrapper = div('swiper-wrapper');
  const slides: HTMLElement[] = [];
  const images: HTMLElement[] = [];
  for (const url of settings.background_slideshow_gallery) {
    const slide = div(`${CLASS.slide} swiper-slide`);
    const image = div(CLASS.image);
    if (kenBurns) image.classList.add(CLASS.kenBurns, `${CLASS.kenBurns}--${settings.background_slideshow_ken_burns_zoom_direction}`);
    if (settings.background_slideshow_lazyload) {
      image.classList.add(CLASS.lazy);
      image.dataset['background'] = url;
      image.append(div(CLASS.preloader));
    } else {
      showImage(image, url);
    }
    slide.append(image);
    slides.push(slide);
    images.push(image);
  }
  wrapper.append(...slides);
  root.append(wrapper);
  return { root, slides, images };
}

/** Loads the lazy image of a slide (the active one and its neighbours, as Swiper's `loadPrevNext`). */
export function loadImage(image: HTMLElement | undefined): void {
  const url = image?.dataset['background'];
  if (!image || !url || !image.classList.contains(CLASS.lazy)) return;
  showImage(image, url);
  image.classList.replace(CLASS.lazy, CLASS.lazyLoaded);
  image.querySelector(`.${CLASS.preloader}`)?.remove();
}
