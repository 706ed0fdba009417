// `click`: shows the popup on the visitor's `click_times`-th click anywhere on the page.
import { toFiniteNumber } from '../../../shared/guards.ts';
import type { StartTrigger } from './types.ts';

export const click: StartTrigger = ({ settings, fire, signal }) => {
  const wanted = Math.trunc(toFiniteNumber(settings['click_times'], 1));
  let count = 0;
  document.body.addEventListener('click', () => {
    count += 1;
    // Equal, not at least, as in the original: one chance, on exactly that click.
    if (count === wanted) fire();
  }, { signal });
};
