// The playlist's tab list: which item is selected (classes, ARIA, panels) and the arrow/Home/End focus moves.
import type { Item } from './items.ts';

const ACTIVE = 'e-active';

function showPanel(panel: HTMLElement | null, open: boolean): void {
  if (!panel) return;
  panel.classList.toggle(ACTIVE, open);
  // The original shows and hides with jQuery, which writes inline display as well as the hidden attribute.
  panel.style.display = open ? '' : 'none';
  panel.toggleAttribute('hidden', !open);
}

/** Marks `chosen` selected and every other item not, panels and inner panels included. */
export function showItem(items: Item[], chosen: Item): void {
  for (const item of items) {
    const open = item === chosen;
    item.tab.classList.toggle(ACTIVE, open);
    item.tab.setAttribute('aria-selected', String(open));
    item.tab.tabIndex = open ? 0 : -1;
    showPanel(item.panel, open);
    showPanel(item.inner, open);
  }
}

/** ARIA the server leaves out: the list's orientation, and the title links taken out of the tab order (roving tabindex). */
export function prepareTabs(list: HTMLElement, items: Item[]): void {
  list.setAttribute('aria-orientation', 'vertical');
  for (const item of items) {
    if (!item.tab.hasAttribute('role')) item.tab.setAttribute('role', 'tab');
    for (const link of item.tab.querySelectorAll<HTMLElement>('a[tabindex]')) link.tabIndex = -1;
  }
}

/**
 * Moves focus for arrow, Home and End keys (wrapping at the ends); true when it handled the key. Up/Down follow
 * the vertical list; Left/Right do too (mirrored in RTL), as the original only listened for those.
 */
export function moveFocus(event: KeyboardEvent, items: Item[], from: Item, rtl: boolean): boolean {
  const at = items.indexOf(from);
  const last = items.length - 1;
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  let target: number;
  if (event.key === 'Home') target = 0;
  else if (event.key === 'End') target = last;
  else if (event.key === 'ArrowDown' || event.key === forward) target = at === last ? 0 : at + 1;
  else if (event.key === 'ArrowUp' || event.key === back) target = at === 0 ? last : at - 1;
  else return false;
  items[target]?.tab.focus();
  return true;
}
