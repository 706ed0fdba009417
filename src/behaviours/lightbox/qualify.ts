// Which clicks the lightbox takes (the original's link rules) and which URLs it may ever open.

/** An image file, before an optional query string, as the original tests it on the link's resolved href. */
const IMAGE_HREF = /^[^?]+\.(?:png|jpe?g|gif|svg|webp|avif)(?:\?.*)?$/i;

/** The page builder's lightbox-related attributes. */
export const LIGHTBOX_ATTR = {
  open: 'data-elementor-open-lightbox',
  options: 'data-elementor-lightbox',
  video: 'data-elementor-lightbox-video',
  slideshow: 'data-elementor-lightbox-slideshow',
  index: 'data-elementor-lightbox-index',
  title: 'data-elementor-lightbox-title',
  description: 'data-elementor-lightbox-description',
  hash: 'data-e-action-hash',
} as const;

/** Every element that may open the lightbox: any link, and video overlays carrying options. */
export const CANDIDATE = `a, [${LIGHTBOX_ATTR.options}]`;

/** The lightbox candidate a click landed on, if any. */
export function toCandidate(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(CANDIDATE) : null;
}

/** A link's href resolved against the page; an SVG link's `href` is an SVGAnimatedString, so its `baseVal` is read. */
function toResolvedHref(link: Element): string {
  const href: unknown = (link as { href?: unknown }).href;
  if (typeof href === 'string') return href;
  const baseVal: unknown = typeof href === 'object' && href !== null ? (href as { baseVal?: unknown }).baseVal : undefined;
  const raw = typeof baseVal === 'string' ? baseVal : (link.getAttribute('href') ?? link.getAttribute('xlink:href') ?? '');
  try {
    return new URL(raw, document.baseURI).href;
  } catch {
    return '';
  }
}

/**
 * The original's rule: a link without `download` whose href is an image (or that carries a lightbox video) opens when
 * it says `yes`, or when the kit's global lightbox is on and it does not say `no`. Option-carrying elements skip the
 * href test.
 */
export function isLightboxLink(element: Element, globalLightbox: boolean): boolean {
  // Every `a`, SVG's and MathML's included: skipping the test for them let any SVG link open a broken lightbox.
  if (element.localName === 'a' && !element.hasAttribute(LIGHTBOX_ATTR.video)) {
    if (element.hasAttribute('download') || !IMAGE_HREF.test(toResolvedHref(element))) return false;
  }
  const choice = element.getAttribute(LIGHTBOX_ATTR.open);
  return choice === 'yes' || (globalLightbox && choice !== 'no');
}

/**
 * The URL resolved against the page when it is http(s) or on this page's origin; null for `javascript:`, `data:`,
 * `vbscript:`, `file:`, unparsable text and anything else.
 */
export function toSafeUrl(raw: unknown): URL | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(raw, location.href);
  } catch {
    return null;
  }
  if (url.protocol === 'http:' || url.protocol === 'https:') return url;
  return url.origin !== 'null' && url.origin === location.origin ? url : null;
}

/** The scheme of a refused URL for the warning, without echoing the rest of an attacker's string. */
export function describeRefused(raw: unknown): string {
  const scheme = typeof raw === 'string' ? /^\s*([a-z][a-z0-9+.-]*):/i.exec(raw)?.[1] : undefined;
  return scheme ? `a ${scheme.toLowerCase()}: URL` : 'a URL that is not http(s)';
}
