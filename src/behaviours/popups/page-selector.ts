// Selectors from popup settings (`open_selector`, `scrolling_to_selector`): the original runs them through jQuery, so
// owners write its extensions (`:contains()`, `:first`, `:eq(n)`, `:visible`, …). Evaluated here without jQuery, with
// bounded work, as the selector comes from page markup.
import { isValidSelector as parses } from '../../shared/dom.ts';
import { FILTERS, REWRITES, type Budget } from './jquery-filters.ts';

export type PageSelector = {
  /** Every match, in document order. */
  select(): Element[];
  /** `target` or its nearest ancestor that matches, as `Element.closest`. */
  closest(target: Element): Element | null;
};
type Step = { native: string } | { filter: string; arg: string };

// 2,000,000: elements touched plus characters `:contains()` reads in one evaluation; beyond it nothing matches.
const WORK = 2_000_000;
/** At most this many jQuery filters in one selector. */
const MAX_FILTERS = 16;
/** Longer selectors are refused: settings are untrusted and the scan is quadratic at worst. */
const MAX_LENGTH = 1000;
const JQUERY_ONLY = /^(?:[^"']|(["'])(?:\\.|(?!\1)[^\\])*\1)*?(?<!:):(?:first|last|eq|gt|lt|even|odd|visible|hidden|contains)(?![\w-])/i;
const QUOTED_OR_PSEUDO = /(["'])(?:\\.|(?!\1)[^\\])*\1|(?<!:):([a-z]+)(?![\w(-])/gi;

/** Calls `visit` for each character outside quotes, brackets and parentheses; `false` stops. */
function eachTopLevel(text: string, visit: (index: number, char: string) => boolean | void): void {
  let depth = 0;
  let quote = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    if (quote) {
      if (char === '\\') index += 1;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (depth === 0 && visit(index, char) === false) return;
  }
}

function splitTopLevel(text: string, at: (char: string) => boolean, first = false): string[] {
  const parts: string[] = [];
  let start = 0;
  eachTopLevel(text, (index, char) => {
    if (!at(char)) return;
    parts.push(text.slice(start, index));
    start = index + (first ? 0 : 1);
    return !first;
  });
  return [...parts, text.slice(start)];
}

/** Index of the parenthesis closing the one at `open` (quotes respected), or -1. */
function closingParen(text: string, open: number): number {
  let depth = 0;
  let quote = '';
  for (let index = open; index < text.length; index += 1) {
    const char = text.charAt(index);
    if (quote) {
      if (char === '\\') index += 1;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')' && --depth === 0) return index;
  }
  return -1;
}

function toSteps(group: string): Step[] | null {
  const steps: Step[] = [];
  let start = 0;
  let broken = false;
  eachTopLevel(group, (index, char) => {
    if (char !== ':' || group[index + 1] === ':' || group[index - 1] === ':') return;
    const name = /^[a-z-]+/i.exec(group.slice(index + 1))?.[0] ?? '';
    if (!Object.hasOwn(FILTERS, name)) return;
    let end = index + 1 + name.length;
    let arg = '';
    if (group[end] === '(') {
      const close = closingParen(group, end);
      if (close < 0) return !(broken = true);
      arg = group.slice(end + 1, close);
      end = close + 1;
    }
    steps.push({ native: group.slice(start, index) }, { filter: name, arg });
    start = end;
  });
  steps.push({ native: group.slice(start) });
  return broken || steps.length > MAX_FILTERS * 2 + 1 ? null : steps;
}

function inOrder(elements: Iterable<Element>): Element[] {
  return [...new Set(elements)].sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}

/** A native part after a jQuery filter: the rest of the compound narrows the set, a combinator moves from it. */
function narrow(set: Element[], text: string, budget: Budget): Element[] | null {
  const [compound = '', rest = ''] = splitTopLevel(text, (char) => /[\s>+~]/.test(char), true);
  if (compound && !parses(compound)) return null;
  const kept = compound ? set.filter((element) => element.matches(compound)) : set;
  const relative = rest.trim();
  if (!relative) return kept;
  // Sibling combinators after a jQuery filter are not supported (jQuery's own are rare in settings).
  const scoped = `:scope ${relative}`;
  if (/^[+~]/.test(relative) || !parses(scoped)) return null;
  budget.left -= kept.length;
  return inOrder(kept.flatMap((element) => [...element.querySelectorAll(scoped)]));
}

function run(steps: Step[], budget: Budget): Element[] | null {
  let set: Element[] | null = null;
  for (const step of steps) {
    if ('native' in step) {
      if (!step.native.trim()) continue;
      if (set === null && !parses(step.native)) return null;
      set = set === null ? [...document.querySelectorAll(step.native)] : narrow(set, step.native, budget);
    } else {
      set = (FILTERS[step.filter] ?? (() => null))(set ?? [...document.querySelectorAll('*')], step.arg, budget);
    }
    if (set === null) return null;
    budget.left -= set.length;
    if (budget.left <= 0) return [];
  }
  return set ?? [];
}

/** Rewrites extensions that have a native form (`:header`, `:checkbox`, …), leaving quoted text alone. */
const rewrite = (selector: string) => selector.replace(QUOTED_OR_PSEUDO, (match, _quote, name?: string) => (name && Object.hasOwn(REWRITES, name) ? (REWRITES[name] as string) : match));

/**
 * A selector from settings, native or with jQuery's extensions; null when it is neither (the caller warns once).
 * `onTooMuch` is called when an evaluation stopped at the work limit and matched nothing.
 */
export function toPageSelector(selector: string, onTooMuch: () => void): PageSelector | null {
  if (selector.length > MAX_LENGTH) return null;
  const native = rewrite(selector);
  // :has() is the browser's own where it parses; the other filters never are (a browser may not reject them all).
  if (!JQUERY_ONLY.test(native) && parses(native)) return { select: () => [...document.querySelectorAll(native)], closest: (target) => target.closest(native) };
  const groups = splitTopLevel(native, (char) => char === ',').map(toSteps);
  if (groups.some((steps) => steps === null) || groups.length === 0) return null;
  const plans = groups as Step[][];
  // One evaluation now finds what only fails once run (an unusable :eq() argument, a native part that does not parse).
  if (plans.some((steps) => run(steps, { left: WORK }) === null)) return null;
  const select = () => {
    const budget = { left: WORK };
    const found = inOrder(plans.flatMap((steps) => run(steps, budget) ?? []));
    if (budget.left <= 0) onTooMuch();
    return found;
  };
  return {
    select,
    closest: (target) => {
      const matches = new Set(select());
      for (let node: Element | null = target; node; node = node.parentElement) if (matches.has(node)) return node;
      return null;
    },
  };
}

/**
 * A popup's selector setting (`key`, such as `open_selector`) read with toPageSelector; null with one warning when it is
 * neither CSS nor a jQuery selector, and one when an evaluation needs too much work, each saying what the popup does
 * then (`outcomes`: refused, and too much work when that differs). Here, in the chunk both settings fetch, so the
 * arming chunk carries none of these words.
 */
export function toSettingSelector(id: string, key: string, text: string, outcomes: [refused: string, tooMuch?: string], warn: (key: string, message: string) => void): PageSelector | null {
  const [refused, tooMuch = refused] = outcomes;
  const shown = `popup ${id}: ${key} "${text.slice(0, 80)}"`;
  const selector = toPageSelector(text, () => warn(`${id}:${key}-work`, `${shown} needs too much work on this page; ${tooMuch}`));
  if (!selector) warn(`${id}:${key}`, `${shown} is neither CSS nor a jQuery selector wisp supports; ${refused}`);
  return selector;
}
