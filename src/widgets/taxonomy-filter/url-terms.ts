// Reading a loop filter's terms from the page URL (`e-filter-{loopId}-{taxonomy}={terms}`), in every documented form:
// what the part loaded at idle needs to press the URL's buttons, without the rest of the URL code.
import type { LogicalJoin } from './filter-state.ts';

/** OR filters join terms with `~`, as the original writes them. */
export const OR_SEPARATOR = '~';
// Read: comma, or `+` (the original writes AND with a literal `+`, which reaches us decoded as a space, or as `%2B`).
const AND_SPLIT = /[\s,+]+/;
// Untrusted input: a URL cannot make us send or match more than this.
const MAX_TERMS = 50;
const MAX_TERM_LENGTH = 200;

export type UrlTerms = { terms: string[]; logicalJoin?: LogicalJoin };

export function toFilterParam(loopId: string, taxonomy: string): string {
  return `e-filter-${loopId}-${taxonomy}`;
}

/** This loop's terms for one taxonomy from a query string, or null when the URL does not name them. */
export function readFilterTerms(search: string, loopId: string, taxonomy: string): UrlTerms | null {
  const value = new URLSearchParams(search).get(toFilterParam(loopId, taxonomy));
  if (value === null) return null;
  const isOr = value.includes(OR_SEPARATOR);
  const parts = value.split(isOr ? OR_SEPARATOR : AND_SPLIT).map((term) => term.trim());
  const terms = [...new Set(parts.filter((term) => term !== '' && term.length <= MAX_TERM_LENGTH))].slice(0, MAX_TERMS);
  return isOr ? { terms, logicalJoin: 'OR' } : { terms };
}
