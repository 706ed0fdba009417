// How the mega menu's items open: on hover (with the gap between title and content forgiven) or on click.
import type { Items, MenuItem } from './items.ts';

export type OpenMode = 'hover' | 'click';

function isInside(rect: DOMRect, x: number, y: number): boolean {
  return x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom;
}

/** The pointer is between the title and its content (the original keeps the item open there). */
function isInGap(item: MenuItem, x: number, y: number): boolean {
  if (!item.content) return false;
  const title = item.title.getBoundingClientRect();
  const content = item.content.getBoundingClientRect();
  const gap = new DOMRect(Math.min(title.left, content.left), title.bottom - 1,
    Math.max(title.right, content.right) - Math.min(title.left, content.left), Math.max(0, content.top - title.bottom) + 2);
  return isInside(gap, x, y);
}

export function startHover(items: Items, mode: () => OpenMode, signal: AbortSignal): void {
  for (const item of items.list) {
    const li = item.title.parentElement ?? item.title;
    item.title.addEventListener('mouseenter', () => {
      if (mode() === 'hover' && items.current() !== item) items.activate(item);
    }, { signal });
    li.addEventListener('mouseleave', (event) => {
      if (mode() !== 'hover' || items.current() !== item) return;
      if (!isInGap(item, event.clientX, event.clientY)) return items.close();
      // In the gap: close once the pointer leaves it without reaching the item.
      const watch = new AbortController();
      signal.addEventListener('abort', () => watch.abort(), { signal: watch.signal });
      document.addEventListener('mousemove', (move) => {
        const inItem = li.contains(move.target as Node);
        if (inItem || !isInGap(item, move.clientX, move.clientY)) watch.abort();
        if (!inItem && items.current() === item && !isInGap(item, move.clientX, move.clientY)) items.close();
      }, { signal: watch.signal });
    }, { signal });
  }
}

/**
 * Clicks: in click mode the dropdown icon (or a title without a link) toggles its item. In hover mode a mouse click
 * is ignored, but a keyboard "click" (detail 0) still toggles, so the menu works without a pointer.
 */
export function startClicks(root: HTMLElement, items: Items, mode: () => OpenMode, signal: AbortSignal): void {
  root.addEventListener('click', (event) => {
    const target = event.target as Element;
    const item = items.list.find((candidate) => candidate.title.contains(target));
    if (item) {
      const onIcon = item.icon?.contains(target) === true;
      const opener = onIcon || item.title.classList.contains('e-click');
      if (!opener || (mode() === 'hover' && event.detail !== 0)) return;
      event.preventDefault();
      return items.activate(item);
    }
    // A click on the content's backdrop (the wrapper itself, not its inner container) closes.
    if (target.classList.contains('e-n-menu-content')) items.close();
  }, { signal });
  document.addEventListener('click', (event) => {
    if (mode() === 'click' && !root.contains(event.target as Node)) items.close();
  }, { signal });
}
