// Opening and closing one submenu the way SmartMenus does: ARIA, `highlighted`, width limits, position, fade or slide.
import { prefersReducedMotion, slideClosed, slideOpen } from '../../shared/motion.ts';

// 200 ms: SmartMenus' fade-out on desktop and slide in collapsible (mobile) menus.
export const ANIMATION_MS = 200;

export type Item = { li: HTMLLIElement; link: HTMLAnchorElement; sub: HTMLUListElement | null; level: number };

export type MenuShape = { collapsible: boolean; vertical: boolean };

const fading = new WeakMap<HTMLElement, Animation>();

export function isOpen(item: Item): boolean {
  return item.sub !== null && item.sub.getAttribute('aria-hidden') === 'false';
}

function writeState(item: Item, open: boolean): void {
  item.link.classList.toggle('highlighted', open);
  item.link.setAttribute('aria-expanded', String(open));
  item.sub?.setAttribute('aria-hidden', String(!open));
  item.sub?.setAttribute('aria-expanded', String(open));
}

/**
 * Where SmartMenus puts a submenu: under its parent item on the horizontal first level, beside it elsewhere; flipped
 * or shifted to stay inside the viewport.
 */
function position(item: Item, shape: MenuShape): void {
  const sub = item.sub;
  if (!sub) return;
  const below = !shape.vertical && item.level === 1;
  sub.style.top = below ? `${item.li.offsetHeight}px` : '0px';
  sub.style.left = below ? '0px' : `${item.li.offsetWidth}px`;
  const overflow = sub.getBoundingClientRect().right - document.documentElement.clientWidth;
  if (overflow <= 0) return;
  sub.style.left = below ? `${-overflow}px` : `${-sub.offsetWidth}px`;
}

export function openItem(item: Item, shape: MenuShape): void {
  const sub = item.sub;
  if (!sub || isOpen(item)) return;
  fading.get(sub)?.cancel();
  writeState(item, true);
  if (shape.collapsible) return slideOpen(sub, ANIMATION_MS);
  // The original's limits: at least 10em, and Elementor raises SmartMenus' 20em maximum to 1000px.
  sub.style.minWidth = '10em';
  sub.style.maxWidth = '1000px';
  sub.style.display = 'block';
  position(item, shape);
}

export function closeItem(item: Item, shape: MenuShape): void {
  const sub = item.sub;
  if (!sub || !isOpen(item)) return;
  writeState(item, false);
  if (shape.collapsible) return slideClosed(sub, ANIMATION_MS);
  const hide = () => { sub.style.display = 'none'; };
  if (prefersReducedMotion() || typeof sub.animate !== 'function') return hide();
  const fade = sub.animate([{ opacity: 1 }, { opacity: 0 }], { duration: ANIMATION_MS });
  fading.set(sub, fade);
  fade.finished.then(hide, () => {});
}
