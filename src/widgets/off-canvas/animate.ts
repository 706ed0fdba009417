// The off-canvas panel's entrance and exit animations: the page builder's animation classes, per device.
import type { MountContext } from '../../core/types.ts';
import { readResponsive } from '../../shared/breakpoints.ts';
import { prefersReducedMotion } from '../../shared/motion.ts';
import type { OffCanvasSettings } from './settings.ts';

/** A CSS class name from settings; anything else is no animation. */
const ANIMATION_NAME = /^[A-Za-z][\w-]*$/;
// 3000 ms: longer than any of the page builder's animation speeds; a stylesheet without the keyframes sends no
// animationend, and the classes must not stay.
const FALLBACK_MS = 3000;
const REVERSE_WRAPPER = 'animated-reverse-wrapper';
const NO_SCROLL_ANIMATION = 'e-off-canvas__no-scroll-animation';

function toAnimation(settings: OffCanvasSettings, ctx: MountContext, key: string): string | null {
  if (prefersReducedMotion()) return null;
  const name = readResponsive(settings.raw, key, ctx.device(), ctx.config.breakpoints);
  return typeof name === 'string' && name !== 'none' && ANIMATION_NAME.test(name) ? name : null;
}

/** Plays the entrance (`open`) or exit (`close`) animation on the panel, then removes its classes. */
export function playPanel({ wrapper, main }: { wrapper: HTMLElement; main: HTMLElement }, settings: OffCanvasSettings, ctx: MountContext, phase: 'open' | 'close'): void {
  const name = toAnimation(settings, ctx, phase === 'open' ? 'entrance_animation' : 'exit_animation');
  wrapper.classList.toggle('no-animation', name === null);
  wrapper.classList.toggle(REVERSE_WRAPPER, phase === 'close' && name !== null);
  if (!name) return;
  const classes = phase === 'open' ? ['animated', name] : ['animated', 'reverse', name];
  main.classList.add(...classes);
  if (phase === 'close') document.body.classList.add(NO_SCROLL_ANIMATION);
  const done = new AbortController();
  const finish = () => {
    done.abort();
    clearTimeout(timer);
    main.classList.remove(...classes);
    wrapper.classList.remove(REVERSE_WRAPPER);
    document.body.classList.remove(NO_SCROLL_ANIMATION);
  };
  const timer = setTimeout(finish, FALLBACK_MS);
  const onEnd = (event: Event) => {
    // Animations of the widgets inside bubble up too: only the panel's own ends it.
    if (event.target === main) finish();
  };
  for (const type of ['animationend', 'animationcancel']) main.addEventListener(type, onEnd, { signal: done.signal });
  ctx.signal.addEventListener('abort', finish, { signal: done.signal });
}
