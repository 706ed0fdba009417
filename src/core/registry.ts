// The only list of what wisp can handle: widget kinds by `data-widget_type` base (with their aliases), page-wide
// behaviours and element features, each with its trigger and module. Adding a widget = one folder + one line here.
import { CLASS } from './schema.ts';
import type { BehaviourEntry, FeatureEntry, Trigger } from './types.ts';
import { beforeFirstScroll, type Need } from './before-scroll.ts';
import { readSettings } from './settings.ts';
import { pageConfig } from '../shared/config.ts';
import { currentDevice } from '../shared/device.ts';

/** The carousel kinds, all on Swiper. */
export const CAROUSELS = ['image-carousel', 'testimonial-carousel', 'reviews', 'media-carousel', 'slides', 'loop-carousel', 'nested-carousel'];

/**
 * Widget kinds by `data-widget_type` base. The module of kind K is `src/widgets/K/index.ts`, or its alias's (ALIASES):
 * core/activate.ts imports it by that convention, so the loader carries names, not imports (a test checks no kind is
 * listed twice).
 */
// Near view: loads 256px before the element scrolls into view, or on the first pointer, focus or key inside it.
// Tabs, accordion and toggle: their panels are hidden until the script shows them, and the margin makes that happen
// before they are seen.
// Marked pure, as WIDGETS is: the spread of CAROUSELS kept the list in the activate chunk, which does not read it.
export const NEAR_VIEW: string[] = /* @__PURE__ */ (() => [
  'tabs',
  'accordion',
  'toggle',
  'loop-grid',
  'portfolio',
  // The skin after the dot picks the handler (Pro's posts handler or the custom skin's paging); archive-posts reuses it.
  'posts',
  'archive-posts',
  'share-buttons',
  'nested-accordion',
  // Counter and progress start on their own observer (no margin) once mounted; alert and drop cap before being seen (the
  // text editor's module only where a drop cap is asked for: its stand-in, widgets/stand-ins.ts, is in the activate chunk).
  'counter',
  'progress',
  'alert',
  'text-editor',
  // Carousels: slides are sized before init (no layout shift), so mounting near the viewport is soon enough; their
  // chunks (Swiper's is about 32 KB gzip) are fetched a screen ahead by the activate chunk (core/prefetch.ts).
  ...CAROUSELS,
  // Visible (256px margin): a header menu is in view at boot, so it mounts before the first hover can reach it.
  'nav-menu',
  'mega-menu',
  'search-form',
  // Visible includes the touch trigger: a form loads near the viewport or on the first focus, key or pointer in it, so it
  // is mounted before a visitor can submit; one in view at boot mounts at once, its later steps hidden before being seen.
  'form',
  'subscribe',
  'animated-headline',
  'code-highlight',
  'progress-tracker',
  // Media: laid out / fetched just before being seen.
  'gallery',
  'hotspot',
  'text-path',
  'lottie',
  'video',
  'video-playlist',
  // Visible: mounted before the button can be reached, as a native submit of the Stripe form would reload the page.
  'paypal-button',
  'stripe-button',
  // Visible: the Facebook SDK is fetched only once an embed comes near the viewport.
  'facebook-button',
  'facebook-comments',
  'facebook-embed',
  'facebook-page',
  // The purchase summary's boxes are measured just before being seen.
  'woocommerce-purchase-summary',
  // The floating chat button: fixed on screen, so in view at load; its box opens on a click.
  'contact-buttons',
])();

// At idle (2 s at most): kinds that must act while off screen.
export const AT_IDLE = [
  // An evergreen start is stored, and a due timer hides or redirects, even while the countdown is off screen.
  'countdown',
  // Heading anchors must exist for deep links and the highlight before the table itself is seen.
  'table-of-contents',
  // The cart count must follow the store's events even while the header is scrolled away.
  'woocommerce-menu-cart',
  // An action link anywhere on the page may open the panel: it must listen before a visitor can click.
  'off-canvas',
  // Notices move and referer inputs are set before the visitor acts.
  'woocommerce-notices',
  'woocommerce-cart',
  'woocommerce-checkout-page',
  'woocommerce-my-account',
  'woocommerce-product-add-to-cart',
];

/** Kinds that do nothing on a click (the text editor only sets a drop cap): a click in one is never held. */
export const CLICK_FREE = ['text-editor', 'counter', 'progress', 'animated-headline', 'countdown'];

/**
 * Near view, or at idle when the URL has a hash or a query, or once the hash changes: kinds that follow the URL even
 * while off screen. A filter reads its terms from the query: only its small URL part loads then; the filter itself
 * loads on the first touch in it or when the URL names a filter (widgets/taxonomy-filter/index.ts). A deep link to a
 * later tab must select it although the hidden panel kept the browser from scrolling there.
 */
export const FOLLOW_URL = ['taxonomy-filter', 'nested-tabs'];

/** Now: the floating bar moves to the start of the page or pads it, which must happen before the page is read. */
export const AT_ONCE = ['floating-bars-var-1'];

// Marked pure: only the loader reads it (it lends it to the activate chunk through the host), and without the mark
// esbuild kept the lists in the activate chunk too.
export const WIDGETS: ReadonlyMap<string, Trigger> = /* @__PURE__ */ (() => new Map([
  ...AT_ONCE.map((kind) => [kind, 'now'] as const),
  ...FOLLOW_URL.map((kind) => [kind, 'url'] as const),
  ...NEAR_VIEW.map((kind) => [kind, 'visible'] as const),
  ...AT_IDLE.map((kind) => [kind, 'idle'] as const),
]))();

/** Kinds handled by another kind's module: `kind → the widget folder whose module runs it`. Only the activate chunk reads it. */
export const ALIASES: Readonly<Record<string, string>> = {
  // The same handlers as posts; the skin after the dot picks one.
  'archive-posts': 'posts',
  // The same Pro carousel as the testimonial carousel (one slide per view, always sliding).
  reviews: 'testimonial-carousel',
  // The same Pro form handlers (steps, sending, redirect) on the same form markup.
  subscribe: 'form',
  // The four Facebook embeds share one module: load the SDK once per page, then parse this widget.
  'facebook-button': 'facebook-embed',
  'facebook-comments': 'facebook-embed',
  'facebook-page': 'facebook-embed',
};

/** The widget folder whose module runs `kind`. */
export const moduleOf = (kind: string): string => ALIASES[kind] ?? kind;

/** Page-wide behaviours; the module is `src/behaviours/{name}/index.ts`. */
// At idle on every page: themes style by `body[data-elementor-device-mode]` (no module needs it before mounting);
// action links, anchors and image links also arrive with content added later (load more, popups), and the lightbox's
// one listener is delegated on the document.
// Popups and the debug panel are armed on every page too, but decided by their late checks in the activate chunk
// (behaviours/late-checks.ts: too large for the loader), so a page without them fetches nothing more; a page of a site
// with popups that prints none runs only the visitor counters, inside the activate chunk.
const EVERY_PAGE = ['device-mode', 'action-links', 'anchors', 'lightbox', 'popups', 'visitor-counters', 'debug-panel'];

/**
 * Behaviours, armed on every page; whether a page needs one is decided by its late check in the activate chunk
 * (behaviours/late-checks.ts), before its own chunk is fetched, so the loader carries no check. Marked pure: the loader
 * imports this file for its widget lists and never reads this one, and esbuild, which cannot tell that `.map` has no
 * side effect, kept it there (0.1 KB gzip).
 */
export const BEHAVIOURS: readonly BehaviourEntry[] = /* @__PURE__ */ [...EVERY_PAGE, 'column-redistribution', 'addon-compat']
  // Now: column widths must settle before they are seen (Dynamic Conditions' markers); add-on handlers ran at DOM ready.
  .map((name, index) => ({ name, trigger: index < EVERY_PAGE.length ? 'idle' : 'now' }));

/**
 * A sticky element active on this device (`sticky_on`, every device when unset) sticks as soon as it is seen when it is
 * at the bottom, or at the top within the first screen; else it acts when the page first moves. On a phone, a header
 * sticky on desktop only has nothing to do: it loads after the first input, when the page is next idle.
 */
function stickyNeed(element: Element): Need {
  const read = readSettings(element);
  const settings = read.ok ? read.value : {};
  const devices = settings['sticky_on'];
  if (Array.isArray(devices) && !devices.includes(currentDevice(pageConfig().breakpoints))) return 'later';
  return settings['sticky'] === 'bottom' || element.getBoundingClientRect().top < innerHeight ? 'load' : 'scroll';
}

/** `animation` on sections, columns and containers, `_animation` on widgets, with optional device suffixes. */
const ANIMATION_KEY = /^_?animation(?:_(?:mobile|mobile_extra|tablet|tablet_extra|laptop|widescreen))?$/;
const MOTION_EFFECT_KEY = /motion_fx_\w+_effect$/;

/**
 * Element features (sections, columns, containers, widgets); the module is `src/elements/{name}/index.ts`. Each `wants`
 * decides from the element and its settings, without loading the chunk, whether the feature applies. Features are
 * decided in the activate chunk, which every page loads anyway, so the loader carries neither names nor checks.
 */
export const FEATURES: readonly FeatureEntry[] = [
  // Now: the element is invisible until its module runs, so waiting longer would hide content. Any device's animation
  // setting counts, as does the server-rendered invisible class.
  {
    name: 'entrance-animation',
    trigger: 'now',
    wants: (element, settings) => element.classList.contains(CLASS.invisible)
      || Object.entries(settings).some(([key, value]) => ANIMATION_KEY.test(key) && typeof value === 'string' && value !== ''),
  },
  // Now: a stretched section is laid out at the theme's column width until its module runs; the sooner it runs, the
  // less there is to see move.
  {
    name: 'stretched-section',
    trigger: 'now',
    wants: (_, settings) => settings['stretch_section'] === 'section-stretched',
  },
  // Before the first scroll (sticky elements act when the page moves), or now: a bottom sticky sticks at load, and so
  // does a top one in the first screen (a header at the top of the page, as the original sticks it at once).
  { name: 'sticky', trigger: /* @__PURE__ */ beforeFirstScroll(stickyNeed), wants: (_, settings) => settings['sticky'] === 'top' || settings['sticky'] === 'bottom' },
  // Visible: the first transform is written before the element is seen (256px margin). Element or background effect.
  {
    name: 'motion-effects',
    trigger: 'visible',
    wants: (_, settings) => Object.entries(settings).some(([key, value]) => value === 'yes' && MOTION_EFFECT_KEY.test(key)),
  },
  // Only when the editor printed a divider's container empty: published pages print the SVG inline.
  {
    name: 'shape-dividers',
    trigger: 'visible',
    wants: (element, settings) =>
      Boolean(settings['shape_divider_top'] || settings['shape_divider_bottom']) && !element.querySelector('.elementor-shape svg'),
  },
  {
    name: 'background-video',
    trigger: 'visible',
    wants: (_, settings) => settings['background_background'] === 'video' && Boolean(settings['background_video_link']),
  },
  {
    name: 'background-slideshow',
    trigger: 'visible',
    wants: (_, settings) =>
      settings['background_background'] === 'slideshow' && Array.isArray(settings['background_slideshow_gallery']),
  },
];
