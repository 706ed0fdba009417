// The only list of what wisp can handle: widget kinds by `data-widget_type` base, and element-level features.
import type { BehaviourEntry, Trigger } from './types.ts';
import { hasEntranceAnimation } from '../elements/entrance-animation/wants.ts';
import { hasSticky } from '../elements/sticky/wants.ts';
import { hasMotionEffects } from '../elements/motion-effects/wants.ts';
import { needsShapeSvg } from '../elements/shape-dividers/wants.ts';
import { hasBackgroundVideo } from '../elements/background-video/wants.ts';
import { hasSlideshow } from '../elements/background-slideshow/wants.ts';

/** An element feature; its module is `src/elements/{name}/index.ts`, imported by the activate chunk like widgets. */
export type FeatureEntry = {
  name: string;
  trigger: Trigger;
  /** Decides from the element and its settings, without loading the chunk, whether the feature applies. */
  wants(element: HTMLElement, settings: Record<string, unknown>): boolean;
};

/** Builds a lookup, throwing on a duplicate kind: a programmer error that tests must catch. */
export function toRegistry(entries: ReadonlyArray<readonly [string, Trigger]>): ReadonlyMap<string, Trigger> {
  const registry = new Map<string, Trigger>();
  for (const [kind, entry] of entries) {
    if (registry.has(kind)) throw new Error(`[wisp] registry: duplicate widget kind "${kind}"`);
    registry.set(kind, entry);
  }
  return registry;
}

/**
 * Widget kinds by `data-widget_type` base, with the trigger that loads each. The module of kind K is always
 * `src/widgets/K/index.ts`: core/activate.ts imports it by that convention, so the loader carries names, not imports.
 */
// Tabs, accordion and toggle load near the viewport: their panels are hidden until the script shows them,
// and 256px of margin makes that happen before they are seen.
export const WIDGETS = toRegistry([
  ['tabs', 'visible'],
  ['accordion', 'visible'],
  ['toggle', 'visible'],
  // Idle: a filter must read the URL (and follow back/forward) even while it is off screen.
  ['taxonomy-filter', 'idle'],
  ['loop-grid', 'visible'],
  ['portfolio', 'visible'],
  // The skin after the dot picks the handler (Pro's posts handler or the custom skin's paging); archive-posts reuses it.
  ['posts', 'visible'],
  ['archive-posts', 'visible'],
  ['share-buttons', 'visible'],
  // Idle: a deep link to a later tab must select it although the hidden panel kept the browser from scrolling there.
  ['nested-tabs', 'idle'],
  ['nested-accordion', 'visible'],
  // Counter and progress start on their own observer (no margin) once mounted; alert and drop cap before being seen.
  ['counter', 'visible'],
  ['progress', 'visible'],
  ['alert', 'visible'],
  ['text-editor', 'visible'],
  // Carousels: slides are sized before init (no layout shift), so mounting near the viewport is soon enough.
  ['image-carousel', 'visible'],
  ['testimonial-carousel', 'visible'],
  ['reviews', 'visible'],
  ['media-carousel', 'visible'],
  ['slides', 'visible'],
  ['loop-carousel', 'visible'],
  ['nested-carousel', 'visible'],
  // Visible (256px margin): a header menu is in view at boot, so it mounts before the first hover can reach it.
  ['nav-menu', 'visible'],
  ['mega-menu', 'visible'],
  ['search-form', 'visible'],
  // Visible includes the touch trigger: a form loads near the viewport or on the first focus, key or pointer in it, so it
  // is mounted before a visitor can submit; one in view at boot mounts at once, its later steps hidden before being seen.
  ['form', 'visible'],
  ['subscribe', 'visible'],
  ['animated-headline', 'visible'],
  // Idle: an evergreen start is stored, and a due timer hides or redirects, even while the countdown is off screen.
  ['countdown', 'idle'],
  // Idle: heading anchors must exist for deep links and the highlight before the table itself is seen.
  ['table-of-contents', 'idle'],
  ['code-highlight', 'visible'],
  ['progress-tracker', 'visible'],
  // Media: laid out / fetched just before being seen.
  ['gallery', 'visible'],
  ['hotspot', 'visible'],
  ['text-path', 'visible'],
  ['lottie', 'visible'],
  ['video', 'visible'],
  ['video-playlist', 'visible'],
  // Idle: the cart count must follow the store's events even while the header is scrolled away.
  ['woocommerce-menu-cart', 'idle'],
  // Visible: mounted before the button can be reached, as a native submit of the Stripe form would reload the page.
  ['paypal-button', 'visible'],
  ['stripe-button', 'visible'],
  // Visible: the Facebook SDK is fetched only once an embed comes near the viewport.
  ['facebook-button', 'visible'],
  ['facebook-comments', 'visible'],
  ['facebook-embed', 'visible'],
  ['facebook-page', 'visible'],
  // Idle: notices move and referer inputs are set before the visitor acts; the summary's boxes are measured near view.
  ['woocommerce-notices', 'idle'],
  ['woocommerce-cart', 'idle'],
  ['woocommerce-checkout-page', 'idle'],
  ['woocommerce-my-account', 'idle'],
  ['woocommerce-product-add-to-cart', 'idle'],
  ['woocommerce-purchase-summary', 'visible'],
]);

export const FEATURES: readonly FeatureEntry[] = [
  // Now: the element is invisible until its module runs, so waiting longer would hide content.
  { name: 'entrance-animation', trigger: 'now', wants: hasEntranceAnimation },
  // Now: a bottom sticky far down the page sticks at once, and a header must be stuck before the first scroll.
  { name: 'sticky', trigger: 'now', wants: hasSticky },
  // Visible: the first transform is written before the element is seen (256px margin).
  { name: 'motion-effects', trigger: 'visible', wants: hasMotionEffects },
  { name: 'shape-dividers', trigger: 'visible', wants: needsShapeSvg },
  { name: 'background-video', trigger: 'visible', wants: hasBackgroundVideo },
  { name: 'background-slideshow', trigger: 'visible', wants: hasSlideshow },
];

/** Page-wide behaviours; each `wants` is a cheap check run once at boot. The module is `src/behaviours/{name}/index.ts`. */
export const BEHAVIOURS: readonly BehaviourEntry[] = [
  // Themes style by `body[data-elementor-device-mode]`; idle is soon enough, as no module needs it before mounting.
  { name: 'device-mode', trigger: 'idle', wants: () => true },
  // Always: action links and anchors also arrive with content added later (load more, popups).
  { name: 'action-links', trigger: 'idle', wants: () => true },
  { name: 'anchors', trigger: 'idle', wants: () => true },
  // Always: any link may be an image link, and links arrive later too; its one listener is delegated on the document.
  { name: 'lightbox', trigger: 'idle', wants: () => true },
  // Dynamic Conditions' markers are plain divs, not page-builder elements; now: column widths must settle before they are seen.
  { name: 'column-redistribution', trigger: 'now', wants: () => document.querySelector('.dc-hidden-column, .dc-hide-wrapper, .dc-hide-others') !== null },
  { name: 'popups', trigger: 'idle', wants: () => document.querySelector('[data-elementor-type="popup"]') !== null },
];
