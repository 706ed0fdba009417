// Entrance and exit animations of the dialog content: the page builder's animation classes, timed by the popup's duration.
import { readResponsive } from '../../shared/breakpoints.ts';
import { pageConfig } from '../../shared/config.ts';
import { currentDevice } from '../../shared/device.ts';
import { prefersReducedMotion } from '../../shared/motion.ts';
import type { PopupSettings } from './settings.ts';

/** A CSS class name from settings: letters, digits, dashes; anything else is not an animation we can apply. */
const ANIMATION_NAME = /^[A-Za-z][\w-]*$/;
/** The animate.css-style class that plays an animation backwards: the original's exit effect. */
const REVERSE = 'reverse';

/** The animation class for the current device, or null for none (also with reduced motion). */
export function toAnimation(settings: PopupSettings, key: 'entrance_animation' | 'exit_animation'): string | null {
  if (settings.animationMs <= 0 || prefersReducedMotion()) return null;
  const { breakpoints } = pageConfig();
  const name = readResponsive(settings.raw, key, currentDevice(breakpoints), breakpoints);
  return typeof name === 'string' && name !== 'none' && ANIMATION_NAME.test(name) ? name : null;
}

/** Plays `name` (backwards when `reverse`) on `content`, then calls `done`; returns a stop that skips to the end. */
export function playAnimation(content: HTMLElement, name: string | null, durationMs: number, reverse: boolean, done: () => void): () => void {
  if (!name) {
    done();
    return () => {};
  }
  const classes = reverse ? [name, REVERSE] : [name];
  content.style.animationDuration = `${durationMs}ms`;
  content.classList.add(...classes);
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    clearTimeout(timer);
    // Done first: an exit detaches the dialog before its last frame can flash back to full opacity.
    done();
    content.classList.remove(...classes);
    content.style.removeProperty('animation-duration');
  };
  // A timer rather than animationend: the original removes the class after the configured time, and a
  // stylesheet without the keyframes must not leave the popup stuck.
  const timer = setTimeout(finish, durationMs);
  return finish;
}
