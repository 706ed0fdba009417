// Which `data-widget_type` kinds belong to the page builder and its plugins (in scope) and which to third-party add-ons.

export type KindOrigin = 'core' | 'pro' | 'theme-builder' | 'woocommerce' | 'third-party' | 'unknown';
export type KindClass = { base: string; origin: KindOrigin; vendor: string | null; inScope: boolean };

const CORE = [
  'heading', 'image', 'text-editor', 'video', 'button', 'divider', 'spacer', 'image-box', 'google_maps', 'icon', 'icon-box',
  'star-rating', 'rating', 'image-carousel', 'image-gallery', 'icon-list', 'counter', 'progress', 'testimonial', 'tabs',
  'accordion', 'toggle', 'social-icons', 'alert', 'audio', 'shortcode', 'html', 'menu-anchor', 'sidebar', 'read-more',
  'text-path', 'nested-tabs', 'nested-accordion', 'contact-buttons', 'link-in-bio', 'common', 'inner-section',
];
// Elementor 4 atomic elements and components are all `e-` prefixed (e-heading, e-component, ...).
const CORE_PREFIXES = ['wp-widget-', 'e-', 'contact-buttons-var-', 'floating-bars-var-', 'floating-buttons', 'link-in-bio-var-'];
const PRO = [
  'posts', 'archive-posts', 'portfolio', 'gallery', 'form', 'login', 'slides', 'nav-menu', 'mega-menu', 'animated-headline',
  'price-list', 'price-table', 'flip-box', 'call-to-action', 'media-carousel', 'testimonial-carousel', 'reviews',
  'table-of-contents', 'countdown', 'share-buttons', 'blockquote', 'facebook-button', 'facebook-comments', 'facebook-embed',
  'facebook-page', 'template', 'global', 'search-form', 'search', 'author-box', 'post-navigation', 'post-info', 'post-comments',
  'sitemap', 'breadcrumbs', 'lottie', 'hotspot', 'paypal-button', 'stripe-button', 'code-highlight', 'video-playlist',
  'progress-tracker', 'loop-grid', 'loop-carousel', 'taxonomy-filter', 'nested-carousel', 'off-canvas', 'n-menu', 'login-form',
];
const THEME_PREFIXES = ['theme-'];
const THEME = ['archive-title', 'site-logo', 'site-title', 'page-title', 'post-title', 'post-excerpt', 'post-content'];
const WOO_PREFIXES = ['woocommerce-', 'wc-'];

// Third-party add-ons, matched by prefix; the name is what the report shows.
const VENDORS: Array<[string, string]> = [
  ['ekit-', 'ElementsKit'], ['elementskit-', 'ElementsKit'], ['eael-', 'Essential Addons'], ['uael-', 'Ultimate Addons (UAE)'],
  ['jet-', 'JetPlugins'], ['premium-', 'Premium Addons'], ['anwp-', 'AnWP'], ['geo-', 'custom (geo.ca)'], ['bdt-', 'Element Pack'],
  ['ha-', 'Happy Addons'], ['pp-', 'PowerPack'], ['the7-', 'The7'], ['ae-', 'AnyWhere Elementor'], ['acf_', 'ACF add-on'],
  ['betterdocs-', 'BetterDocs'], ['xstart-', 'theme add-on'], ['netzon-', 'theme add-on (Netzon)'], ['ue-', 'Unlimited Elements'],
  ['astra-', 'Astra'], ['ooohboi-', 'OoohBoi'], ['qodef-', 'Qode'], ['tp-', 'The Plus Addons'], ['wpr-', 'Royal Addons'],
];

/** Classifies a `data-widget_type` (with or without `.skin`). */
export function classifyKind(kind: string): KindClass {
  const base = kind.split('.')[0] ?? kind;
  const vendor = VENDORS.find(([prefix]) => base.startsWith(prefix));
  if (vendor) return { base, origin: 'third-party', vendor: vendor[1], inScope: false };
  if (CORE.includes(base) || CORE_PREFIXES.some((prefix) => base.startsWith(prefix))) return { base, origin: 'core', vendor: null, inScope: true };
  if (PRO.includes(base)) return { base, origin: 'pro', vendor: null, inScope: true };
  if (THEME.includes(base) || THEME_PREFIXES.some((prefix) => base.startsWith(prefix))) return { base, origin: 'theme-builder', vendor: null, inScope: true };
  if (WOO_PREFIXES.some((prefix) => base.startsWith(prefix))) return { base, origin: 'woocommerce', vendor: null, inScope: true };
  return { base, origin: 'unknown', vendor: null, inScope: false };
}

/** Element-level rows (`section`, `column`, `container`, `widget`) are always the builder's own. */
export function isElementKind(kind: string): boolean {
  return ['section', 'column', 'container', 'widget'].includes(kind);
}
