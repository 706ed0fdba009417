// A small slideshow engine: cross-fade or slide between stacked slides on a timer, without Swiper.
import { CLASS, loadImage, type Slideshow } from './markup.ts';
import type { SlideshowSettings, Transition } from './settings.ts';

/** Where the incoming slide enters from, as a translate; fade has none. */
const ENTRY: Record<Transition, string | null> = {
  fade: null,
  slide_left: 'translateX(100%)',
  slide_right: 'translateX(-100%)',
  slide_up: 'translateY(100%)',
  slide_down: 'translateY(-100%)',
};
const EXIT: Record<Transition, string | null> = {
  fade: null,
  slide_left: 'translateX(-100%)',
  slide_right: 'translateX(100%)',
  slide_up: 'translateY(-100%)',
  slide_down: 'translateY(100%)',
};

/** Stacks the slides: the active one shows, the others wait invisible underneath. */
export function stack(show: Slideshow): void {
  show.slides.forEach((slide, index) => {
    Object.assign(slide.style, { position: 'absolute', inset: '0', opacity: index === 0 ? '1' : '0', zIndex: index === 0 ? '1' : '0' });
  });
}

/** Marks slide `index` active: Swiper's class, the Ken Burns zoom, and lazy images around it. */
export function markActive(show: Slideshow, index: number): void {
  show.slides.forEach((slide, i) => slide.classList.toggle(CLASS.active, i === index));
  show.images.forEach((image, i) => image.classList.toggle(CLASS.kenBurnsActive, i === index && image.classList.contains(CLASS.kenBurns)));
  const count = show.images.length;
  for (const offset of [0, 1, -1]) loadImage(show.images[(index + offset + count) % count]);
}

function animateSlides(from: HTMLElement, to: HTMLElement, transition: Transition, duration: number): void {
  to.style.zIndex = '2';
  from.style.zIndex = '1';
  to.style.opacity = '1';
  const timing = { duration, easing: 'ease' };
  const entry = ENTRY[transition];
  const exit = EXIT[transition];
  const incoming = entry ? to.animate([{ transform: entry }, { transform: 'none' }], timing) : to.animate([{ opacity: 0 }, { opacity: 1 }], timing);
  if (exit) from.animate([{ transform: 'none' }, { transform: exit }], timing);
  incoming.finished.then(() => {
    from.style.opacity = '0';
    from.style.zIndex = '0';
    to.style.zIndex = '1';
  }, () => {});
}

/** Advances every slide duration (after each transition, as Swiper's autoplay); stops at the end unless looping. */
export function autoplay(show: Slideshow, settings: SlideshowSettings, signal: AbortSignal): void {
  const transition = settings.background_slideshow_slide_transition;
  const duration = settings.background_slideshow_transition_duration;
  // `slide_down` runs backwards, as the original's reversed autoplay.
  const step = transition === 'slide_down' ? -1 : 1;
  const count = show.slides.length;
  let current = 0;
  let timer = 0;
  const next = () => {
    const target = current + step;
    const wrapped = (target + count) % count;
    if (wrapped !== target && !settings.background_slideshow_loop) return;
    const from = show.slides[current];
    const to = show.slides[wrapped];
    if (!from || !to) return;
    animateSlides(from, to, transition, duration);
    current = wrapped;
    markActive(show, current);
    timer = window.setTimeout(next, duration + settings.background_slideshow_slide_duration);
  };
  timer = window.setTimeout(next, settings.background_slideshow_slide_duration);
  signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
}
