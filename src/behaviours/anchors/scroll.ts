// Scrolls to a target in 500 ms below whatever covers the top of the viewport (or to mid-viewport), then gives it focus.
import { prefersReducedMotion } from '../../shared/motion.ts';
import { measureTopOffset } from './offset.ts';

/** 500 ms: the anchor scroll duration of the original (linear, like its jQuery animation). */
export const SCROLL_MS = 500;
/** Scrolling by hand stops our animation, so we never fight the visitor. */
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/** Where the target lands: `top` just below the admin bar and sticky header; `middle` with its top at mid-viewport. */
export type Landing = 'top' | 'middle';

/** The scroll position that puts `target` where `landing` says. */
export function toDestination(target: Element, landing: Landing = 'top'): number {
  const top = target.getBoundingClientRect().top + scrollY - (landing === 'middle' ? innerHeight / 2 : measureTopOffset());
  const max = document.documentElement.scrollHeight - innerHeight;
  return Math.max(0, Math.min(Math.round(top), Math.max(0, max)));
}

/** `behavior: 'instant'` so a page-wide `scroll-behavior: smooth` does not turn each frame into its own smooth scroll. */
function jumpTo(y: number): void {
  window.scrollTo({ top: y, left: scrollX, behavior: 'instant' });
}

/** Animates the window to `target` (re-measured each frame, as lazy images and sticky headers move it); resolves when done. */
export function scrollToTarget(target: HTMLElement, signal: AbortSignal, landing: Landing = 'top'): Promise<void> {
  return new Promise((done) => {
    if (prefersReducedMotion()) {
      jumpTo(toDestination(target, landing));
      return done();
    }
    const stop = new AbortController();
    const end = () => {
      stop.abort();
      done();
    };
    signal.addEventListener('abort', end, { signal: stop.signal });
    for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, end, { passive: true, signal: stop.signal });
    const from = scrollY;
    const started = performance.now();
    const step = (now: number) => {
      if (stop.signal.aborted) return;
      const progress = Math.min(1, Math.max(0, now - started) / SCROLL_MS);
      jumpTo(from + (toDestination(target, landing) - from) * progress);
      if (progress < 1) requestAnimationFrame(step);
      else end();
    };
    requestAnimationFrame(step);
  });
}
