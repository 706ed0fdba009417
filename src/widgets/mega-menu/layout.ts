// Mega menu layout: horizontal or dropdown (from the toggle's visibility), the mobile toggle, full-width stretch, fitted content.
import type { MegaMenuSettings } from './settings.ts';
import type { MenuItem } from './items.ts';

export type LayoutParts = { menu: HTMLElement; wrapper: HTMLElement; toggle: HTMLElement | null };

export function isDropdownLayout(parts: LayoutParts): boolean {
  return parts.menu.getAttribute('data-layout') === 'dropdown';
}

/** The original's StretchedElement with CSS-variable output: the wrapper spans the window whatever its container. */
export function stretch({ wrapper }: LayoutParts): void {
  wrapper.style.setProperty('--stretch-width', `${document.documentElement.clientWidth}px`);
  wrapper.style.setProperty('--stretch-left', '0px');
  wrapper.style.setProperty('--stretch-left', `${-wrapper.getBoundingClientRect().left}px`);
}

/** `fit_to_content`: the content is placed by its title (centre, left or right), kept inside the body's width. */
export function placeContent(item: MenuItem, settings: MegaMenuSettings, parts: LayoutParts): void {
  const content = item.content;
  if (!content || settings.content_width !== 'fit_to_content' || isDropdownLayout(parts)) return;
  content.style.left = '';
  const title = item.title.getBoundingClientRect();
  const box = content.getBoundingClientRect();
  const parent = (content.offsetParent ?? document.body).getBoundingClientRect();
  const wanted = settings.content_horizontal_position === 'left' ? title.left
    : settings.content_horizontal_position === 'right' ? title.right - box.width
      : title.left + title.width / 2 - box.width / 2;
  const clamped = Math.max(0, Math.min(wanted, document.body.clientWidth - box.width));
  content.style.left = `${clamped - parent.left}px`;
}

/** `data-layout` follows the toggle: `dropdown` while the toggle is displayed, `horizontal` otherwise. */
export function watchLayout(parts: LayoutParts, onChange: () => void, signal: AbortSignal): void {
  const read = () => {
    const layout = parts.toggle && getComputedStyle(parts.toggle).display !== 'none' ? 'dropdown' : 'horizontal';
    if (parts.menu.getAttribute('data-layout') === layout) return;
    parts.menu.setAttribute('data-layout', layout);
    onChange();
  };
  read();
  addEventListener('resize', read, { signal });
  if (parts.toggle && typeof ResizeObserver === 'function') {
    const observer = new ResizeObserver(read);
    observer.observe(parts.toggle);
    signal.addEventListener('abort', () => observer.disconnect());
  }
}

export function startToggle(parts: LayoutParts, onOpen: () => void, signal: AbortSignal): void {
  const { toggle, menu } = parts;
  toggle?.addEventListener('click', () => {
    const open = toggle.getAttribute('aria-expanded') !== 'true';
    menu.setAttribute('data-layout', 'dropdown');
    toggle.setAttribute('aria-expanded', String(open));
    menu.style.setProperty('--n-menu-dropdown-content-box-height', 'auto');
    if (open) onOpen();
    dispatchEvent(new CustomEvent('elementor-pro/mega-menu/dropdown-open'));
  }, { signal });
}
