// When autoplay runs: paused while hovered (when set), stopped for good once focus enters, held with reduced motion.
import type { Swiper } from 'swiper';
import { prefersReducedMotion } from '../../shared/motion.ts';

export type AutoplayPolicy = { enabled: boolean; pauseOnHover: boolean };

/**
 * Starts autoplay unless the visitor asked for reduced motion. Hover stops and restarts it (the original's own
 * mouseenter/mouseleave, not Swiper's option); any focus inside stops it for good, so a keyboard user is never
 * moved on under their feet.
 */
export function controlAutoplay(scope: HTMLElement, swiper: Swiper, policy: AutoplayPolicy, signal: AbortSignal): void {
  if (!policy.enabled || !swiper.autoplay) return;
  let stoppedForGood = prefersReducedMotion();
  if (stoppedForGood) swiper.autoplay.stop();
  else swiper.autoplay.start();
  if (policy.pauseOnHover) {
    scope.addEventListener('mouseenter', () => swiper.autoplay.stop(), { signal });
    scope.addEventListener('mouseleave', () => {
      if (!stoppedForGood && !swiper.destroyed) swiper.autoplay.start();
    }, { signal });
  }
  scope.addEventListener('focusin', () => {
    stoppedForGood = true;
    swiper.autoplay.stop();
  }, { signal });
}
