// The mega menu's title keyboard handler: arrows and Home/End move between titles, Escape closes and returns focus.
import type { Items } from './items.ts';

export function startKeys(root: HTMLElement, heading: HTMLElement, items: Items, signal: AbortSignal, toggle: HTMLElement | null = null): void {
  // Focus moving on from the open item (its title and content) closes it, as the original's Tab handling does: an
  // open panel never stays over the part of the page the keyboard user has moved to.
  root.addEventListener('focusout', (event) => {
    const open = items.current();
    const next = event.relatedTarget;
    if (!open || !(next instanceof Node)) return;
    if (open.title.contains(next) || open.content?.contains(next)) return;
    items.close();
  }, { signal });
  const focusables = () => [...heading.querySelectorAll<HTMLElement>('.e-n-menu-title .e-focus, .e-n-menu-title > a, .e-n-menu-dropdown-icon')]
    .filter((element, index, all) => all.indexOf(element) === index);
  root.addEventListener('keydown', (event) => {
    const target = event.target as HTMLElement;
    if (event.key === 'Escape') {
      const open = items.current();
      if (open) {
        items.close();
        (open.icon ?? open.title).focus();
        return event.preventDefault();
      }
      // Nothing open in the mobile dropdown: Escape closes the dropdown and returns to its toggle.
      if (toggle?.getAttribute('aria-expanded') !== 'true') return;
      toggle.click();
      toggle.focus();
      return event.preventDefault();
    }
    const list = focusables();
    const index = list.indexOf(target);
    if (index < 0) return;
    const vertical = root.querySelector('.e-n-menu')?.getAttribute('data-layout') === 'dropdown';
    const next = vertical ? 'ArrowDown' : 'ArrowRight';
    const previous = vertical ? 'ArrowUp' : 'ArrowLeft';
    const to = event.key === next ? index + 1 : event.key === previous ? index - 1 : event.key === 'Home' ? 0 : event.key === 'End' ? list.length - 1 : null;
    if (to === null) return;
    event.preventDefault();
    list[(to + list.length) % list.length]?.focus();
  }, { signal });
}
