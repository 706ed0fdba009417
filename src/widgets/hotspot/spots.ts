// Hotspot parts: the button / tooltip pairs, their open state, the staggered entrance and the tooltip's direction class.
import { prefersReducedMotion } from '../../shared/motion.ts';

const ACTIVE = 'e-hotspot--active';
const DIRECTION_CLASSES = ['e-hotspot--fade-direction', 'e-hotspot--slide-direction'];
const FROM_PREFIX = 'e-hotspot--tooltip-animation-from-';
const POSITIONS = ['top', 'bottom', 'left', 'right'];

export type Spot = { element: HTMLElement; button: HTMLElement; tooltip: HTMLElement };

export function toSpot(element: HTMLElement): Spot | null {
  const button = element.querySelector<HTMLElement>('.e-hotspot__button');
  const tooltip = element.querySelector<HTMLElement>('.e-hotspot__tooltip');
  return button && tooltip ? { element, button, tooltip } : null;
}

export const isOpen = (spot: Spot): boolean => spot.element.classList.contains(ACTIVE);

export function setOpen(spots: readonly Spot[], chosen: Spot | null): void {
  for (const spot of spots) {
    const open = spot === chosen;
    spot.element.classList.toggle(ACTIVE, open);
    spot.button.setAttribute('aria-expanded', String(open));
  }
}

/** Direction animations slide in from the tooltip's side: the original's `…-animation-from-{position}` class. */
export function markDirection(spot: Spot, position: unknown): void {
  for (const element of [spot.element, spot.tooltip]) {
    if (!DIRECTION_CLASSES.some((name) => element.classList.contains(name))) continue;
    for (const side of POSITIONS) element.classList.remove(`${FROM_PREFIX}${side}`);
    if (typeof position === 'string' && POSITIONS.includes(position)) element.classList.add(`${FROM_PREFIX}${position}`);
  }
}

/** Hotspot i waits i × (duration / count) ms once the widget is seen (the original's sequenced animation). */
export function startSequence(root: HTMLElement, elements: readonly HTMLElement[], durationMs: number, signal: AbortSignal): void {
  if (typeof IntersectionObserver !== 'function' || prefersReducedMotion()) return;
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    elements.forEach((element, i) => {
      if (i > 0) element.style.animationDelay = `${Math.round(i * (durationMs / elements.length))}ms`;
    });
  });
  observer.observe(root);
  signal.addEventListener('abort', () => observer.disconnect());
}
