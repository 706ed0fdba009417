// `scrolling_to`: shows the popup when the first match of `scrolling_to_selector` scrolls into view.
import { toText } from '../../../shared/guards.ts';
import type { StartTrigger } from './types.ts';

function firstMatch(selector: string): Element | null | 'invalid' {
  try {
    return document.querySelector(selector);
  } catch {
    return 'invalid';
  }
}

export const scrollingTo: StartTrigger = ({ settings, fire, signal, warn, id }) => {
  const selector = toText(settings['scrolling_to_selector']).trim();
  const target = selector ? firstMatch(selector) : null;
  if (target === 'invalid') {
    warn(`${id}:scrolling_to_selector`, `popup ${id}: scrolling_to_selector "${selector.slice(0, 80)}" is not a valid selector; that trigger is ignored`);
    return;
  }
  if (!target || typeof IntersectionObserver !== 'function') return;
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) fire();
  });
  observer.observe(target);
  signal.addEventListener('abort', () => observer.disconnect());
};
