// Carousel accessibility: the spoken labels, off-screen slides taken out of reach, roving bullets, arrow keys.
import type { Swiper } from 'swiper';

export type CarouselLabels = { prev: string; next: string; first: string; last: string; bullet: string };

const DEFAULT_LABELS: CarouselLabels = {
  prev: 'Previous slide',
  next: 'Next slide',
  first: 'This is the first slide',
  last: 'This is the last slide',
  bullet: 'Go to slide',
};

const I18N_KEYS: Record<keyof CarouselLabels, string> = {
  prev: 'a11yCarouselPrevSlideMessage',
  next: 'a11yCarouselNextSlideMessage',
  first: 'a11yCarouselFirstSlideMessage',
  last: 'a11yCarouselLastSlideMessage',
  bullet: 'a11yCarouselPaginationBulletMessage',
};

/** The page's translated labels (`config.i18n`), each falling back to the English default. */
export function toCarouselLabels(i18n: Record<string, string>): CarouselLabels {
  const out = { ...DEFAULT_LABELS };
  for (const key of Object.keys(I18N_KEYS) as Array<keyof CarouselLabels>) {
    const text = i18n[I18N_KEYS[key]];
    if (text && text.trim() !== '') out[key] = text;
  }
  return out;
}

/** Swiper's a11y options; `{{index}}` is Swiper's own placeholder, filled with text, never parsed as HTML. */
export function toA11yOptions(labels: CarouselLabels, slidesHaveLabels: boolean) {
  return {
    enabled: true,
    prevSlideMessage: labels.prev,
    nextSlideMessage: labels.next,
    firstSlideMessage: labels.first,
    lastSlideMessage: labels.last,
    paginationBulletMessage: `${labels.bullet} {{index}}`,
    // The server already printed "1 of 4" labels in the page's language: keep them.
    slideLabelMessage: slidesHaveLabels ? '' : '{{index}} / {{slidesLength}}',
    // The original scrolls nothing on focus; Swiper would jump to a focused off-screen slide.
    scrollOnFocus: false,
  };
}

/** Slides outside the view get `aria-hidden` + `inert` so Tab never lands on them; visible ones lose both. */
export function syncSlideVisibility(swiper: Swiper, fade: boolean): void {
  const perView = typeof swiper.params.slidesPerView === 'number' ? Math.ceil(swiper.params.slidesPerView) : 1;
  const first = swiper.activeIndex;
  const last = fade ? first : first + perView - 1;
  swiper.slides.forEach((slide, index) => {
    const visible = index >= first && index <= last;
    if (visible) {
      slide.removeAttribute('aria-hidden');
      slide.removeAttribute('inert');
    } else {
      slide.setAttribute('aria-hidden', 'true');
      slide.setAttribute('inert', '');
    }
  });
}

/** Only the active bullet stays in the tab order, as the original: the others are reached with the arrow keys. */
export function syncBullets(swiper: Swiper): void {
  const bullets = swiper.pagination?.bullets ?? [];
  for (const bullet of bullets) {
    if (bullet.classList.contains('swiper-pagination-bullet-active')) bullet.setAttribute('tabindex', '0');
    else bullet.removeAttribute('tabindex');
  }
}

/** ArrowLeft / ArrowRight on an arrow, a bullet or a slide move the carousel; swapped in RTL, as the original. */
export function listenArrowKeys(container: HTMLElement, scope: HTMLElement, swiper: Swiper, rtl: boolean, signal: AbortSignal): void {
  scope.addEventListener('keydown', (event) => {
    if (event.code !== 'ArrowLeft' && event.code !== 'ArrowRight') return;
    const target = event.target instanceof Element ? event.target : null;
    if (!target?.closest('.elementor-swiper-button, .swiper-pagination-bullet, .swiper-slide')) return;
    if (target.closest('.swiper-slide') && !container.contains(target)) return;
    // A field or slider in a slide (a loop or nested carousel) keeps its own arrow keys: caret and value.
    if (target.closest('input,textarea,select,[contenteditable],[role=slider]')) return;
    event.preventDefault();
    const forward = (event.code === 'ArrowRight') !== rtl;
    if (forward) swiper.slideNext();
    else swiper.slidePrev();
    // From a dot, focus follows to the new active dot, as the original: the dot that had it has left the tab order.
    if (target.closest('.swiper-pagination-bullet')) {
      syncBullets(swiper);
      swiper.pagination?.el?.querySelector<HTMLElement>('.swiper-pagination-bullet-active')?.focus();
    }
  }, { signal });
}
