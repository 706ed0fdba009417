// Finds the items of one nested accordion: direct children only, so a nested accordion's items are never taken.
import type { Item } from './animate.ts';

function childWith(parent: Element | null | undefined, className: string): HTMLElement | null {
  if (!parent) return null;
  for (const child of parent.children) if (child.classList.contains(className)) return child as HTMLElement;
  return null;
}

/** `.e-n-accordion` right under the root, or under `.elementor-widget-container` (markup before Optimized Markup). */
function findAccordion(root: HTMLElement): HTMLElement | null {
  return childWith(root, 'e-n-accordion') ?? childWith(childWith(root, 'elementor-widget-container'), 'e-n-accordion');
}

function toItem(details: HTMLDetailsElement): Item | null {
  const summary = childWith(details, 'e-n-accordion-item-title');
  if (!summary || summary.tagName !== 'SUMMARY') return null;
  return { details, summary, content: childWith(details, 'e-con') };
}

/** The accordion's items, or a message saying what is missing. */
export function findItems(root: HTMLElement): Item[] | string {
  const accordion = findAccordion(root);
  if (!accordion) return 'no .e-n-accordion; left as it is';
  const items = [...accordion.children]
    .filter((child): child is HTMLDetailsElement => child instanceof HTMLDetailsElement && child.classList.contains('e-n-accordion-item'))
    .map(toItem)
    .filter((item): item is Item => item !== null);
  return items.length > 0 ? items : 'no details.e-n-accordion-item with a summary.e-n-accordion-item-title; left as it is';
}

/** The item whose details holds `node` (its title, its content, or something nested in the content). */
export function itemHolding(items: readonly Item[], node: Node | null): Item | undefined {
  return node ? items.find((item) => item.details.contains(node)) : undefined;
}
