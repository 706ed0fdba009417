// Which page-wide behaviours wait for the first input (core/first-input.ts), and which clicks each may take meanwhile.

/**
 * Action links, anchors and the lightbox act on a click, never on their own, unless the URL asks at load: 5.6 KB gzip
 * that a page need not fetch before the visitor reaches for it.
 */
export const ON_FIRST_INPUT: ReadonlySet<string> = new Set(['action-links', 'anchors', 'lightbox']);

/** An image file, as the lightbox tests a link's href (behaviours/lightbox/qualify.ts), query string allowed. */
const IMAGE_HREF = /\.(?:png|jpe?g|gif|svg|webp|avif)(?:[?#]|$)/i;

/** A fragment with something in it: a bare `#` (a button drawn as a link) names no target, and anchors leaves it. */
const NAMED_FRAGMENT = /#./;

/**
 * A click one of them may take: an in-page or action link (a named fragment), an image link, or a lightbox or video
 * overlay. Any other link, and a `#` link that a widget uses as a button, is not held.
 */
export function isFirstInputClick(target: Element): boolean {
  if (target.closest('[data-elementor-open-lightbox], [data-elementor-lightbox]')) return true;
  const href = target.closest('a[href]')?.getAttribute('href') ?? '';
  return NAMED_FRAGMENT.test(href) || IMAGE_HREF.test(href);
}

/** The URL asks for them at load: any hash (an anchor, an action hash) or a template to scroll to. */
export const isAskedByUrl = (): boolean => location.hash !== '' || /[?&]theme_template_id=/.test(location.search);
