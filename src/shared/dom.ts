// Nesting-safe DOM queries: a widget only sees the parts that belong to it, never those of a nested widget.
import { BUILDER } from './names.ts';

/** The page-builder element a node belongs to: its nearest `.elementor-element` ancestor, not itself. */
export function ownerOf(node: Element): Element | null {
  return node.parentElement?.closest(BUILDER.element) ?? null;
}

/** Matches of `selector` under `root` whose nearest page-builder element is `root` itself. */
export function queryOwn<E extends Element = HTMLElement>(root: Element, selector: string): E[] {
  return [...root.querySelectorAll<E>(selector)].filter((match) => ownerOf(match) === root);
}

/** Whether a selector from markup or settings parses; such selectors are untrusted and may be malformed. */
export function isValidSelector(selector: string): boolean {
  try {
    document.createDocumentFragment().querySelector(selector);
    return true;
  } catch {
    return false;
  }
}
