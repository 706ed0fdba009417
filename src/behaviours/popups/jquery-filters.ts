// The jQuery selector extensions owners put in popup settings, without jQuery: native rewrites and set filters.
import { isValidSelector as parses } from '../../shared/dom.ts';

/** Extensions with a native equivalent, rewritten before the browser parses the selector. */
export const REWRITES: Readonly<Record<string, string>> = {
  header: ':is(h1,h2,h3,h4,h5,h6)',
  input: ':is(input,textarea,select,button)',
  button: ':is(button,input[type="button"])',
  text: ':is(input[type="text"],input:not([type]))',
  checkbox: '[type="checkbox"]',
  radio: '[type="radio"]',
  submit: '[type="submit"]',
  image: '[type="image"]',
  reset: '[type="reset"]',
  password: '[type="password"]',
  file: '[type="file"]',
  selected: ':checked',
  parent: ':not(:empty)',
};

/** What a filter may still spend: elements touched plus characters of text read. */
export type Budget = { left: number };
/** Narrows the set matched so far (jQuery's positional and content filters); null when `arg` is unusable. */
type Filter = (set: Element[], arg: string, budget: Budget) => Element[] | null;

const toIndex = (arg: string): number | null => (/^\s*-?\d{1,6}\s*$/.test(arg) ? Number(arg) : null);
const unquote = (arg: string) => arg.trim().replace(/^(["'])(.*)\1$/s, '$2');
// jQuery's :visible: the element takes up room in the layout.
const isShown = (element: Element) => element.getClientRects().length > 0;

function nth(set: Element[], arg: string): Element[] | null {
  const index = toIndex(arg);
  if (index === null) return null;
  // jQuery 3: a negative index counts from the end.
  const element = set[index < 0 ? set.length + index : index];
  return element ? [element] : [];
}

function slice(set: Element[], arg: string, after: boolean): Element[] | null {
  const index = toIndex(arg);
  if (index === null) return null;
  const from = index < 0 ? set.length + index : index;
  return after ? set.slice(from + 1) : set.slice(0, Math.max(0, from));
}

function containing(set: Element[], arg: string, budget: Budget): Element[] {
  const text = unquote(arg);
  return set.filter((element) => {
    if (budget.left <= 0) return false;
    const content = element.textContent ?? '';
    budget.left -= content.length;
    return content.includes(text);
  });
}

function having(set: Element[], arg: string): Element[] | null {
  const scoped = `:scope ${arg.trim()}`;
  return parses(scoped) ? set.filter((element) => element.querySelector(scoped) !== null) : null;
}

export const FILTERS: Readonly<Record<string, Filter>> = {
  first: (set) => set.slice(0, 1),
  last: (set) => set.slice(-1),
  eq: nth,
  gt: (set, arg) => slice(set, arg, true),
  lt: (set, arg) => slice(set, arg, false),
  even: (set) => set.filter((_, index) => index % 2 === 0),
  odd: (set) => set.filter((_, index) => index % 2 === 1),
  visible: (set) => set.filter(isShown),
  hidden: (set) => set.filter((element) => !isShown(element)),
  contains: containing,
  // Older engines have no native :has(); the browser's own is used when the whole selector parses.
  has: having,
};
