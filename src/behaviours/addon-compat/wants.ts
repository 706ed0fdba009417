// Whether a page needs the add-on compatibility module: decided in the activate chunk, so the loader stays small.

/**
 * Every widget kind the page builder, its Pro edition and WooCommerce print, with or without a wisp module. A kind
 * outside this list (and outside the prefixes below) is a third-party add-on's.
 */
export const BUILDER_KINDS = new Set(
  ('accordion alert audio button counter divider google_maps heading html icon icon-box icon-list image image-box ' +
    'image-carousel image-gallery inner-section menu-anchor progress rating read-more shortcode sidebar social-icons ' +
    'spacer star-rating tabs testimonial text-editor toggle video nested-tabs nested-accordion text-path contact-buttons ' +
    'link-in-bio floating-bars global template posts portfolio archive-posts gallery form login slides nav-menu ' +
    'mega-menu animated-headline price-list price-table flip-box call-to-action media-carousel testimonial-carousel ' +
    'reviews table-of-contents countdown share-buttons blockquote sitemap breadcrumbs author-box post-info ' +
    'post-navigation post-comments search-form search lottie hotspot paypal-button stripe-button code-highlight ' +
    'video-playlist progress-tracker loop-grid loop-carousel nested-carousel taxonomy-filter off-canvas subscribe ' +
    'facebook-button facebook-comments facebook-embed facebook-page theme-site-logo theme-site-title theme-page-title ' +
    'theme-post-title theme-post-excerpt theme-post-featured-image theme-post-content theme-archive-title ' +
    'e-heading e-image e-paragraph e-svg e-button a-heading a-image').split(' '),
);

/** Families of builder kinds named by prefix (WordPress widgets, shop widgets, link-in-bio and floating variants). */
const BUILDER_PREFIX = /^(?:wp-widget-|woocommerce-|wc-|theme-|contact-buttons-|floating-bars-|link-in-bio-)/;

/** The page builder's frontend API, named in an add-on's code. */
export const API_REFERENCE = /\belementorFrontend\b|\belementorModules\b|elementor\/frontend\/init/;

const EXECUTABLE_TYPE = /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;

export function isThirdPartyKind(widgetType: string): boolean {
  const base = widgetType.split('.')[0] ?? '';
  return base !== '' && !BUILDER_KINDS.has(base) && !BUILDER_PREFIX.test(base);
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

/**
 * An executable inline script names the API, a jQuery listener waits for `elementor/frontend/init`, the early
 * script made the globals, or a widget of a kind the page builder does not have is on the page.
 */
export function needsAddonCompat(): boolean {
  if (isBuilderFrontendPresent()) return false;
  if ('elementorModules' in window) return true;
  for (const script of document.scripts) {
    if (!script.src && EXECUTABLE_TYPE.test(script.type.trim()) && API_REFERENCE.test(script.text)) return true;
  }
  if (hasJqueryInitListener()) return true;
  for (const element of document.querySelectorAll('[data-element_type="widget"][data-widget_type]')) {
    if (isThirdPartyKind(element.getAttribute('data-widget_type') ?? '')) return true;
  }
  return false;
}
