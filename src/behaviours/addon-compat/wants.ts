// Whether a page needs the add-on compatibility module: decided in the activate chunk, so the loader stays small.
import { API_REFERENCE } from './api-reference.ts';
import { yieldToBrowser } from '../../shared/slices.ts';

/** The widget kinds wisp has a module for (core/registry.ts's WIDGETS), passed in: the activate chunk gets the loader's. */
export type KnownKinds = { has(kind: string): boolean };

/**
 * The page builder's kinds (its Pro edition and WooCommerce included) that wisp has no module for; the others are in the
 * registry. A kind in neither (and outside the prefixes below) is a third-party add-on's.
 */
const STATIC_KINDS = new Set(
  ('audio button divider google_maps heading html icon icon-box icon-list image image-box image-gallery ' +
    'inner-section menu-anchor rating read-more shortcode sidebar social-icons spacer star-rating testimonial ' +
    'link-in-bio global template login price-list price-table flip-box call-to-action ' +
    'blockquote sitemap breadcrumbs author-box post-info post-navigation post-comments search ' +
    'e-heading e-image e-paragraph e-svg e-button a-heading a-image').split(' '),
);

/** Families of builder kinds named by prefix (WordPress widgets, shop widgets, link-in-bio and floating variants). */
const BUILDER_PREFIX = /^(?:wp-widget-|woocommerce-|wc-|theme-|contact-buttons-|floating-bars-|link-in-bio-)/;

const EXECUTABLE_TYPE = /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;

export function isThirdPartyKind(widgetType: string, known: KnownKinds): boolean {
  const base = widgetType.split('.')[0] ?? '';
  return base !== '' && !known.has(base) && !STATIC_KINDS.has(base) && !BUILDER_PREFIX.test(base);
}

/** True when the page builder's own frontend still runs here (wisp added without removing it): leave it to it. */
export function isBuilderFrontendPresent(): boolean {
  const frontend = (window as unknown as Record<string, unknown>)['elementorFrontend'];
  return typeof frontend === 'object' && frontend !== null && !('wispCompat' in frontend);
}

function hasJqueryInitListener(): boolean {
  const jquery = (window as unknown as Record<string, unknown>)['jQuery'] as { _data?: (target: unknown, key: string) => unknown } | undefined;
  const events = typeof jquery?._data === 'function' ? jquery._data(window, 'events') : undefined;
  return typeof events === 'object' && events !== null && 'elementor/frontend/init' in events;
}

/** Widgets looked at per task: on a 10,000-widget page without add-ons, looking at all of them was a 55 ms task at 4x. */
const PER_TASK = 1000;

/**
 * An executable inline script names the API, a jQuery listener waits for `elementor/frontend/init`, the early
 * script made the globals, or a widget of a kind the page builder does not have is on the page. The widgets are looked
 * at a thousand per task, each kind once.
 */
export async function needsAddonCompat(known: KnownKinds): Promise<boolean> {
  if (isBuilderFrontendPresent()) return false;
  if ('elementorModules' in window) return true;
  for (const script of document.scripts) {
    if (!script.src && EXECUTABLE_TYPE.test(script.type.trim()) && API_REFERENCE.test(script.text)) return true;
  }
  if (hasJqueryInitListener()) return true;
  const seen = new Set<string | null>();
  let count = 0;
  for (const element of document.querySelectorAll('[data-element_type="widget"][data-widget_type]')) {
    if (++count % PER_TASK === 0) await yieldToBrowser();
    const type = element.getAttribute('data-widget_type');
    if (seen.has(type)) continue;
    seen.add(type);
    if (isThirdPartyKind(type ?? '', known)) return true;
  }
  return false;
}
