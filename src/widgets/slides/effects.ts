// Slides' per-slide effects: Ken Burns on the active background, and the content animation replayed after each move.
import type { Swiper } from 'swiper';
import { prefersReducedMotion } from '../../shared/motion.ts';

const KEN_BURNS = 'elementor-ken-burns--active';

function activateKenBurns(swiper: Swiper): void {
  swiper.slides.forEach((slide, index) => {
    slide.querySelector('.swiper-slide-bg')?.classList.toggle(KEN_BURNS, index === swiper.activeIndex);
  });
}

/** `data-animation` names an animate.css class the site ships; it replays on each slide's contents after a move. */
function replayAnimation(swiper: Swiper, animation: string): void {
  const contents = swiper.slides[swiper.activeIndex]?.querySelector<HTMLElement>('.swiper-slide-contents');
  if (!contents) return;
  contents.classList.remove('animated', animation);
  void contents.offsetWidth;
  contents.classList.add('animated', animation);
}

export function startSlideEffects(swiper: Swiper, container: HTMLElement): void {
  const hasKenBurns = container.querySelector('.elementor-ken-burns') !== null;
  // Only a plain class name: the value becomes a class, never a selector or markup.
  const animation = /^[\w-]+$/.test(container.dataset['animation'] ?? '') ? container.dataset['animation'] ?? '' : '';
  if (hasKenBurns) activateKenBurns(swiper);
  if (animation && !prefersReducedMotion()) replayAnimation(swiper, animation);
  swiper.on('slideChangeTransitionEnd', () => {
    if (hasKenBurns) activateKenBurns(swiper);
    if (animation && !prefersReducedMotion()) replayAnimation(swiper, animation);
  });
}
