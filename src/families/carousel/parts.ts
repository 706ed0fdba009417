// Finds a carousel's parts inside its widget, in both markup generations (`.swiper-container` and `.swiper`).
import type { MountContext } from '../../core/types.ts';

export type CarouselParts = {
  /** The Swiper element; older pages print `swiper-container`, newer ones `swiper`. */
  container: HTMLElement;
  wrapper: HTMLElement;
  slides: HTMLElement[];
  prev: HTMLElement | null;
  next: HTMLElement | null;
  pagination: HTMLElement | null;
};

/** The parts, or null after one warning when the container or its wrapper is missing (nothing written). */
export function findCarouselParts(ctx: MountContext, containerSelector: string): CarouselParts | null {
  const container = ctx.own(containerSelector)[0];
  const wrapper = container?.querySelector<HTMLElement>(':scope > .swiper-wrapper');
  if (!container || !wrapper) {
    ctx.warn('markup', `no ${containerSelector} with a .swiper-wrapper inside; the carousel is left as it is`);
    return null;
  }
  const slides = [...wrapper.children].filter((child): child is HTMLElement => child instanceof HTMLElement && child.classList.contains('swiper-slide'));
  // Arrows and dots sit inside the container (core) or beside it (Pro): either way they belong to this widget.
  const [prev] = ctx.own('.elementor-swiper-button-prev');
  const [next] = ctx.own('.elementor-swiper-button-next');
  const [pagination] = ctx.own('.swiper-pagination');
  return { container, wrapper, slides, prev: prev ?? null, next: next ?? null, pagination: pagination ?? null };
}
