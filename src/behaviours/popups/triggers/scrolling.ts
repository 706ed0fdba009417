// `scrolling`: shows the popup on scrolling up, or on scrolling down past `scrolling_offset` percent of the page.
import { toFiniteNumber, toText } from '../../../shared/guards.ts';
import type { StartTrigger } from './types.ts';

/** How far down the page is scrolled, in percent of what can be scrolled. */
function scrolledPercent(): number {
  const range = document.documentElement.scrollHeight - window.innerHeight;
  return range > 0 ? (window.scrollY / range) * 100 : 0;
}

export const scrolling: StartTrigger = ({ settings, fire, signal }) => {
  const wanted = toText(settings['scrolling_direction'], 'down') === 'up' ? 'up' : 'down';
  const offset = toFiniteNumber(settings['scrolling_offset'], 50);
  let last = window.scrollY;
  window.addEventListener('scroll', () => {
    // Not moving counts as up, as in the original.
    const direction = window.scrollY > last ? 'down' : 'up';
    last = window.scrollY;
    if (direction !== wanted) return;
    if (wanted === 'up' || scrolledPercent() >= offset) fire();
  }, { signal, passive: true });
};
