// Which nested accordion items are open: toggling with the one-open rule, the events around each change.
import type { MountContext } from '../../core/types.ts';
import { closeItem, isOpening, openItem, type Item } from './animate.ts';
import type { NestedAccordionSettings } from './settings.ts';

export type AccordionControl = {
  items: Item[];
  /** Opens a closed (or closing) item, closes an open one; with `one`, the others close first. */
  toggle(item: Item): void;
  /** Opens `item` at once, without animation (deep links); with `one`, the others close at once too. */
  reveal(item: Item): void;
};

export function startControl(items: Item[], settings: NestedAccordionSettings, ctx: MountContext): AccordionControl {
  const indexOf = (item: Item) => items.indexOf(item) + 1;
  const close = (item: Item, durationMs: number) => {
    closeItem(item, durationMs);
    ctx.emit('item-close', { index: indexOf(item) });
  };
  const closeOthers = (item: Item, durationMs: number) => {
    if (settings.max_items_expended !== 'one') return;
    for (const other of items) if (other !== item && isOpening(other)) close(other, durationMs);
  };
  const open = (item: Item, durationMs: number) => {
    if (!ctx.emit('before-item-open', { index: indexOf(item) }, true)) return;
    closeOthers(item, durationMs);
    openItem(item, durationMs);
    ctx.emit('item-open', { index: indexOf(item), panel: item.content });
  };
  return {
    items,
    toggle: (item) => {
      if (isOpening(item)) close(item, settings.durationMs);
      else open(item, settings.durationMs);
    },
    reveal: (item) => {
      // The browser may have opened it already (it expands details holding a fragment's target).
      if (isOpening(item)) closeOthers(item, 0);
      else open(item, 0);
    },
  };
}
