// One `ul.elementor-nav-menu` with SmartMenus' behaviour: 250 ms show and 500 ms hide delays, touch, outside click.
import { closeItem, isOpen, openItem, type Item, type MenuShape } from './submenu-state.ts';
import { handleMenuKey } from './submenu-keys.ts';
import { toIndicator } from './indicator.ts';

// SmartMenus' defaults, which Elementor keeps.
const SHOW_DELAY_MS = 250;
const HIDE_DELAY_MS = 500;

export type Menu = {
  items: Item[];
  shape: MenuShape;
  closeAll(): void;
  itemOf(node: Node | null): Item | undefined;
  /** Moves focus without the focus opening the link's submenu (after Escape or a step back out of a submenu). */
  focusQuietly(link: HTMLAnchorElement): void;
};

function collectItems(menu: HTMLUListElement): Item[] {
  const items: Item[] = [];
  for (const li of menu.querySelectorAll<HTMLLIElement>('li')) {
    const link = li.querySelector<HTMLAnchorElement>(':scope > a');
    if (!link) continue;
    const sub = li.querySelector<HTMLUListElement>(':scope > ul');
    let level = 1;
    for (let up = li.parentElement; up && up !== menu; up = up.parentElement) if (up.localName === 'ul') level += 1;
    items.push({ li, link, sub, level });
  }
  return items;
}

/** Writes what SmartMenus writes on init: ids, `has-submenu`, popup ARIA, the indicator, `data-smartmenus-id`. */
function prepare(menu: HTMLUListElement, items: Item[], prefix: string, icon: string): void {
  menu.setAttribute('data-smartmenus-id', prefix);
  items.forEach((item, index) => {
    if (!item.sub) return;
    item.link.id ||= `sm-${prefix}-${index * 2 + 1}`;
    item.sub.id ||= `sm-${prefix}-${index * 2 + 2}`;
    item.link.classList.add('has-submenu');
    item.link.setAttribute('aria-haspopup', 'true');
    item.link.setAttribute('aria-controls', item.sub.id);
    item.link.setAttribute('aria-expanded', 'false');
    item.sub.setAttribute('role', 'group');
    item.sub.setAttribute('aria-hidden', 'true');
    item.sub.setAttribute('aria-labelledby', item.link.id);
    item.sub.setAttribute('aria-expanded', 'false');
    const arrow = toIndicator(icon);
    if (arrow) item.link.append(arrow);
  });
}

/** Opens `item` and closes every other open submenu that is not one of its ancestors. */
function activate(menu: Menu, item: Item): void {
  for (const other of menu.items) {
    if (other !== item && isOpen(other) && !other.li.contains(item.li)) closeItem(other, menu.shape);
  }
  openItem(item, menu.shape);
}

export function startMenu(list: HTMLUListElement, shape: MenuShape, prefix: string, icon: string, signal: AbortSignal): Menu {
  const items = collectItems(list);
  prepare(list, items, prefix, icon);
  let quiet: HTMLAnchorElement | null = null;
  const menu: Menu = {
    items, shape,
    focusQuietly: (link) => { quiet = link; link.focus(); quiet = null; },
    closeAll: () => { for (const item of [...items].reverse()) closeItem(item, shape); },
    itemOf: (node) => items.find((item) => item.link === node || item.li === node) ?? items.find((item) => node !== null && item.li.contains(node) && !item.sub?.contains(node)),
  };
  bindPointer(list, menu, signal);
  bindFocus(list, menu, () => quiet, signal);
  return menu;
}

function bindPointer(list: HTMLUListElement, menu: Menu, signal: AbortSignal): void {
  let timer = 0;
  const later = (ms: number, run: () => void) => { clearTimeout(timer); timer = window.setTimeout(run, ms); };
  signal.addEventListener('abort', () => clearTimeout(timer));
  list.addEventListener('pointerover', (event) => {
    if (event.pointerType !== 'mouse' || menu.shape.collapsible) return;
    const item = menu.itemOf(event.target as Node);
    if (item) later(SHOW_DELAY_MS, () => activate(menu, item));
    else clearTimeout(timer);
  }, { signal });
  list.addEventListener('pointerleave', (event) => {
    if (event.pointerType === 'mouse' && !menu.shape.collapsible) later(HIDE_DELAY_MS, menu.closeAll);
  }, { signal });
  let touched = false;
  list.addEventListener('pointerdown', (event) => { touched = event.pointerType !== 'mouse'; }, { signal });
  // First tap (or, in the collapsible dropdown, first click) on a parent opens its submenu; the second follows the link.
  list.addEventListener('click', (event) => {
    const item = menu.items.find((candidate) => candidate.link.contains(event.target as Node));
    if (!item?.sub || isOpen(item) || !(touched || menu.shape.collapsible)) return;
    event.preventDefault();
    clearTimeout(timer);
    activate(menu, item);
  }, { signal });
  document.addEventListener('click', (event) => {
    if (!list.contains(event.target as Node)) menu.closeAll();
  }, { signal });
}

function bindFocus(list: HTMLUListElement, menu: Menu, quiet: () => HTMLAnchorElement | null, signal: AbortSignal): void {
  let pointing = false;
  list.addEventListener('pointerdown', () => { pointing = true; }, { signal });
  // Keyboard focus opens a parent's submenu at once (and closes its siblings'); a click's focus leaves it to the pointer.
  list.addEventListener('focusin', (event) => {
    const item = menu.items.find((candidate) => candidate.link === event.target);
    const skip = pointing || !item || menu.shape.collapsible || quiet() === item.link;
    pointing = false;
    if (!skip) activate(menu, item);
  }, { signal });
  list.addEventListener('focusout', (event) => {
    if (!list.contains(event.relatedTarget as Node | null) && event.relatedTarget !== null) menu.closeAll();
  }, { signal });
  list.addEventListener('keydown', (event) => handleMenuKey(event, menu, (item) => activate(menu, item)), { signal });
}
