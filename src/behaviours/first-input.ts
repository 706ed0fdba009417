// Which page-wide behaviours wait for the first input (core/first-input.ts), and which clicks each may take meanwhile.

/**
 * Action links, anchors and the lightbox act on a click, never on their own, unless the URL asks at load: 5.6 KB gzip
 * that a page need not fetch before the visitor reaches for it.
 */
export const ON_FIRST_INPUT: ReadonlySet<string> = new Set(['action-links', 'anchors', 'lightbox']);

/** An image file, as the lightbox tests a link's href (behaviours/lightbox/qualify.ts), query string allowed. */
const IMAGE_HREF = /\.(?:png|jpe?g|gif|svg|webp|avif)(?:[?#]|$)/i;

/**
 * A click one of them may take: an in-page or action link (`#` in it), an image link, or a lightbox or video overlay.
 * Any other link leaves at once, as it would without wisp.
 */
export function isFirstInputClick(target: Element): boolean {
  if (target.closest('[data-elementor-open-lightbox], [data-elementor-lightbox]')) return true;
  const href = target.closest('a[href]')?.getAttribute('href') ?? '';
  return href.includes('#') || IMAGE_HREF.test(href);
}

/** The URL asks for them at load: any hash (an anchor, an action hash) or a template to scroll to. */
export const isAskedByUrl = (): boolean => location.hash !== '' || /[?&]theme_template_id=/.test(location.search);
