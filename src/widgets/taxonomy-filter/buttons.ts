// A filter's buttons, read and written by both parts: the part loaded at idle presses what the URL names at once, the
// filter keeps them in step with the loop's selection.
import type { LogicalJoin } from './filter-state.ts';
import { readFilterTerms } from './url-terms.ts';

/** The "all" button's `data-filter`: choosing it clears the filter. */
export const ALL = '__all';

/** What the buttons of one filter widget choose from. */
export type ButtonSet = {
  loopId: string;
  taxonomy: string;
  /** Set with multiple selection only: how the chosen terms combine. */
  join: LogicalJoin | undefined;
  buttons: HTMLElement[];
  /** The terms this filter has buttons for: the only ones a URL may choose. */
  known: Set<string>;
};

export const valueOf = (button: HTMLElement): string => button.dataset['filter'] ?? '';

export const toKnown = (buttons: readonly HTMLElement[]): Set<string> => new Set(buttons.map(valueOf).filter((value) => value !== ALL && value !== ''));

/** The terms the buttons show pressed (known terms only). */
export const readPressed = (set: ButtonSet): string[] => set.buttons.filter((b) => b.getAttribute('aria-pressed') === 'true').map(valueOf).filter((v) => set.known.has(v));

/** The URL's terms for this filter, limited to its buttons (one term without multiple selection); null when unnamed. */
export function readUrlTerms(set: ButtonSet): string[] | null {
  const read = readFilterTerms(location.search, set.loopId, set.taxonomy);
  if (!read) return null;
  const terms = read.terms.filter((term) => set.known.has(term));
  return set.join ? terms : terms.slice(0, 1);
}

export function writeButtons(set: ButtonSet, terms: readonly string[]): void {
  for (const button of set.buttons) {
    const value = valueOf(button);
    const pressed = String(value === ALL ? terms.length === 0 : terms.includes(value));
    if (button.getAttribute('aria-pressed') !== pressed) button.setAttribute('aria-pressed', pressed);
  }
}
