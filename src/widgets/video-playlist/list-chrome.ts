// Around the video list: the phone layout's show/hide caret, and the top/bottom shadows that say the list scrolls.
import type { Markup } from './items.ts';
import { slideClosed, slideOpen } from '../../shared/motion.ts';

/** 600 ms: jQuery's `slow`, which the original's slideToggle uses. */
const SLIDE_MS = 600;

function startToggle(toggle: HTMLElement, wrapper: HTMLElement, label: string, signal: AbortSignal): void {
  // The caret is an aria-hidden icon in the original, reachable by mouse only; it becomes a labelled button.
  toggle.removeAttribute('aria-hidden');
  toggle.setAttribute('role', 'button');
  toggle.setAttribute('aria-label', label);
  if (!toggle.hasAttribute('tabindex')) toggle.tabIndex = 0;
  let open = getComputedStyle(wrapper).display !== 'none';
  toggle.setAttribute('aria-expanded', String(open));
  const flip = () => {
    open = !open;
    toggle.classList.toggle('rotate-up', !toggle.classList.contains('rotate-up'));
    toggle.classList.toggle('rotate-down', !toggle.classList.contains('rotate-down'));
    toggle.setAttribute('aria-expanded', String(open));
    if (open) slideOpen(wrapper, SLIDE_MS);
    else slideClosed(wrapper, SLIDE_MS);
  };
  toggle.addEventListener('click', flip, { signal });
  toggle.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    flip();
  }, { signal });
}

function startShadows(list: HTMLElement, wrapper: HTMLElement, signal: AbortSignal): void {
  if (list.offsetHeight < list.scrollHeight) wrapper.classList.add('bottom-shadow');
  list.addEventListener('scroll', () => {
    wrapper.classList.toggle('top-shadow', list.scrollTop > 0);
    wrapper.classList.toggle('bottom-shadow', list.offsetHeight + list.scrollTop < list.scrollHeight);
  }, { signal, passive: true });
}

export function startListChrome(markup: Markup, label: string, signal: AbortSignal): void {
  if (!markup.wrapper) return;
  startShadows(markup.list, markup.wrapper, signal);
  if (markup.toggle) startToggle(markup.toggle, markup.wrapper, label, signal);
}
