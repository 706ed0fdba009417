// Which link clicks are in-page anchors wisp scrolls for, and the element each one targets.
import { isActionHref } from '../action-links/hash.ts';

/**
 * Page-builder elements and menu anchors only, as in the original: other targets (a theme's skip link, a third-party
 * accordion's `#collapse-1`) belong to the browser or to their own scripts.
 */
const TARGET_SELECTOR = '.elementor-element, .elementor-menu-anchor';

/** The element `#fragment` names, by id and never through a selector; null when it is empty or undecodable. */
function findHashTarget(hash: string): HTMLElement | null {
  if (hash.length < 2 || !hash.startsWith('#')) return null;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
  return document.getElementById(id);
}

function isPlainClick(event: MouseEvent, link: HTMLAnchorElement): boolean {
  const opensElsewhere = (link.target !== '' && link.target !== '_self') || link.hasAttribute('download');
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !opensElsewhere;
}

/** The element a click should scroll to, or null to leave the click to the browser and other scripts. */
export function toAnchorTarget(event: MouseEvent): { link: HTMLAnchorElement; target: HTMLElement } | null {
  if (event.defaultPrevented || !(event.target instanceof Element)) return null;
  const link = event.target.closest<HTMLAnchorElement>('a[href*="#"]');
  if (!link || !isPlainClick(event, link) || isActionHref(link.getAttribute('href'))) return null;
  let url: URL;
  try {
    url = new URL(link.href, location.href);
  } catch {
    return null;
  }
  // Host and path, as in the original: a campaign query string on the current URL must not turn a menu link into a reload.
  if (url.host !== location.host || url.pathname !== location.pathname) return null;
  const target = findHashTarget(url.hash);
  return target && target.matches(TARGET_SELECTOR) ? { link, target } : null;
}
