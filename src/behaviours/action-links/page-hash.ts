// An action hash in the page URL runs only when an element on the page carries that same hash: forged links open nothing.
import { decodeHash, extractActionHash, isActionHref } from './hash.ts';

const DECODED_PREFIX = '#elementor-action:';

/** True when a full `href` points at this very page, so its action hash is one this page offers. */
function isThisPage(href: string): boolean {
  try {
    const url = new URL(href, location.href);
    return url.origin === location.origin && url.pathname === location.pathname;
  } catch {
    return false;
  }
}

/** The page builder's own documents (page, header, popup…): their links were placed by the site, not a visitor. */
const BUILDER_DOCUMENT = '.elementor';
/** Visitor-written text that can sit inside such a document (the post comments widget, a theme's comment list). */
const VISITOR_TEXT = '.elementor-widget-post-comments, #comments, .comment-content, .comment-body';

/**
 * The element's own action hash: `data-e-action-hash`, else the action part of its `href` when that link sits in one
 * of the page builder's documents and is to this page. A link elsewhere (a visitor's comment keeps a percent-encoded
 * action hash through WordPress's filter) or to another page vouches for nothing here; the original accepted any link.
 */
function hashOf(element: Element): string | null {
  if (element.closest(VISITOR_TEXT)) return null;
  const attribute = element.getAttribute('data-e-action-hash');
  if (attribute !== null) return attribute;
  const href = element.getAttribute('href');
  if (href === null || !element.closest(BUILDER_DOCUMENT)) return null;
  return isActionHref(href) || isThisPage(href) ? extractActionHash(href) : null;
}

/**
 * The page's own action hash equal (once decoded) to `hash`, or null. Compared as strings, never turned into a
 * selector, so nothing in the URL can shape the query.
 */
export function findPageActionHash(hash: string): string | null {
  const wanted = decodeHash(hash);
  if (wanted === null || !wanted.startsWith(DECODED_PREFIX)) return null;
  for (const element of document.querySelectorAll('[data-e-action-hash], a[href*="elementor-action"]')) {
    const own = hashOf(element);
    if (own !== null && decodeHash(own) === wanted) return own;
  }
  return null;
}

/** True when `hash` looks like an action hash at all (so a plain anchor is not reported as forged). */
export function looksLikeActionHash(hash: string): boolean {
  return decodeHash(hash)?.startsWith(DECODED_PREFIX) ?? hash.includes('elementor-action');
}
