// Keyboard operation of a menu: arrows move and open, Home/End jump, Escape closes and returns to the parent link.
import { closeItem, isOpen, type Item } from './submenu-state.ts';
import type { Menu } from './submenus.ts';

function siblingsOf(menu: Menu, item: Item): Item[] {
  return menu.items.filter((other) => other.li.parentElement === item.li.parentElement);
}

function parentOf(menu: Menu, item: Item): Item | undefined {
  return menu.items.find((other) => other.sub !== null && other.sub === item.li.parentElement);
}

function step(list: Item[], item: Item, by: number): Item | undefined {
  const index = list.indexOf(item);
  return list[(index + by + list.length) % list.length];
}

function enter(menu: Menu, item: Item, activate: (item: Item) => void, last: boolean): boolean {
  if (!item.sub) return false;
  activate(item);
  const children = menu.items.filter((child) => child.li.parentElement === item.sub);
  (last ? children.at(-1) : children[0])?.link.focus();
  return true;
}

function leave(menu: Menu, item: Item): boolean {
  const parent = parentOf(menu, item);
  if (!parent) return false;
  closeItem(parent, menu.shape);
  menu.focusQuietly(parent.link);
  return true;
}

/** The target of a key on `item`, or false when the key is not ours (so its default action stays). */
function toAction(event: KeyboardEvent, menu: Menu, item: Item, activate: (item: Item) => void): boolean {
  const siblings = siblingsOf(menu, item);
  const across = item.level === 1 && !menu.shape.vertical && !menu.shape.collapsible;
  const move = (target: Item | undefined) => { target?.link.focus(); return target !== undefined; };
  switch (event.key) {
    case across ? 'ArrowRight' : 'ArrowDown': return move(step(siblings, item, 1));
    case across ? 'ArrowLeft' : 'ArrowUp': return move(step(siblings, item, -1));
    case across ? 'ArrowDown' : 'ArrowRight': return enter(menu, item, activate, false);
    case across ? 'ArrowUp' : 'ArrowLeft': return across ? enter(menu, item, activate, true) : leave(menu, item);
    case 'Home': return move(siblings[0]);
    case 'End': return move(siblings.at(-1));
    case 'Escape':
      if (isOpen(item)) return closeItem(item, menu.shape), true;
      return leave(menu, item);
    default: return false;
  }
}

export function handleMenuKey(event: KeyboardEvent, menu: Menu, activate: (item: Item) => void): void {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const item = menu.items.find((candidate) => candidate.link === event.target);
  if (item && toAction(event, menu, item, activate)) event.preventDefault();
}
