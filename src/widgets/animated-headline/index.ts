// Animated headline (`animated-headline.default`): draws the highlight shape or rotates the texts once the headline is seen.
import type { MountContext, WispModule } from '../../core/types.ts';
import { prefersReducedMotion } from '../../shared/motion.ts';
import { CLASS, splitLetters } from './letters.ts';
import { startRotation, type Rotation } from './rotate.ts';
import { parse, type AnimatedHeadlineSettings } from './settings.ts';

type Parts = { headline: HTMLElement; wrapper: HTMLElement; words: HTMLElement[] };

/** The original's highlight classes and the time the hidden shape takes to fade before it is drawn again (ms). */
const HIGHLIGHT = { on: 'e-animated', off: 'e-hide-highlight' } as const;
const HIDE_HIGHLIGHT_MS = 500;

function laterFor(signal: AbortSignal): Rotation['later'] {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  signal.addEventListener('abort', () => timers.forEach(clearTimeout), { once: true });
  return (run, ms) => {
    if (signal.aborted) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };
}

/**
 * Screen readers get the headline once, whole: the animated words are hidden from them and a visually hidden copy of
 * the first text takes their place, unless the markup already carries a screen-reader copy.
 */
function keepReadable(parts: Parts): void {
  if (parts.headline.querySelector('.elementor-screen-only')) return;
  const copy = document.createElement('span');
  copy.className = 'elementor-screen-only';
  copy.textContent = (parts.words[0]?.textContent ?? '').trim();
  parts.wrapper.setAttribute('aria-hidden', 'true');
  parts.wrapper.before(copy);
}

function highlight(parts: Parts, settings: AnimatedHeadlineSettings, later: Rotation['later']): void {
  const { headline } = parts;
  const draw = () => {
    headline.classList.remove(HIGHLIGHT.off);
    headline.classList.add(HIGHLIGHT.on);
    if (settings.loop && !prefersReducedMotion()) later(erase, settings.highlight_animation_duration + settings.highlight_iteration_delay);
  };
  const erase = () => {
    headline.classList.remove(HIGHLIGHT.on);
    headline.classList.add(HIGHLIGHT.off);
    later(draw, HIDE_HIGHLIGHT_MS);
  };
  draw();
}

function rotate(parts: Parts, settings: AnimatedHeadlineSettings, later: Rotation['later']): void {
  const usesLetters = parts.headline.classList.contains(CLASS.letters);
  if (!parts.words.some((word) => word.classList.contains(CLASS.active))) parts.words[0]?.classList.add(CLASS.active);
  if (usesLetters) parts.words.forEach(splitLetters);
  // Reduced motion: the first text stays, nothing rotates.
  if (prefersReducedMotion()) return;
  startRotation({
    wrapper: parts.wrapper, words: parts.words, type: settings.animation_type, usesLetters,
    delayMs: settings.rotate_iteration_delay, loop: settings.loop, later,
  });
}

function startWhenSeen(root: HTMLElement, ctx: MountContext, start: () => void): void {
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    start();
  }, { threshold: 0 });
  observer.observe(root);
  ctx.signal.addEventListener('abort', () => observer.disconnect());
}

const animatedHeadline: WispModule<AnimatedHeadlineSettings> = {
  parse,
  mount: (root, settings, ctx) => {
    const headline = ctx.own('.elementor-headline')[0];
    const wrapper = headline?.querySelector<HTMLElement>('.elementor-headline-dynamic-wrapper');
    if (!headline || !wrapper) {
      ctx.warn('markup', 'no .elementor-headline with an .elementor-headline-dynamic-wrapper; left as it is');
      return false;
    }
    const words = [...wrapper.querySelectorAll<HTMLElement>('.elementor-headline-dynamic-text')];
    if (settings.headline_style === 'rotate' && words.length === 0) {
      ctx.warn('markup', 'a rotating headline without .elementor-headline-dynamic-text; left as it is');
      return false;
    }
    const parts = { headline, wrapper, words };
    const later = laterFor(ctx.signal);
    if (settings.headline_style === 'rotate') {
      keepReadable(parts);
      startWhenSeen(root, ctx, () => rotate(parts, settings, later));
    } else {
      wrapper.querySelector('svg')?.setAttribute('aria-hidden', 'true');
      startWhenSeen(root, ctx, () => highlight(parts, settings, later));
    }
  },
};

export default animatedHeadline;
