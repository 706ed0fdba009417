// The style wisp's hosts (`wisp inject`, the WordPress plugin) print in the head: what a widget's module will show once
// mounted, shown from the first paint, so nothing moves when the module arrives after it.

/** Widget roots whose first item the page builder opens on load: classic tabs and accordion (never toggle). */
const FIRST_OPEN = [
  ['elementor-widget-tabs', '.elementor-tabs > .elementor-tabs-content-wrapper'],
  ['elementor-widget-accordion', '.elementor-accordion > .elementor-accordion-item'],
] as const;

/**
 * Child combinators all the way down, so a widget nested in another's panel answers only to its own root; with and
 * without the inner wrapper the optimized markup drops. Until the root is mounted (`data-wisp-ready`), the module's
 * inline styles decide afterwards. `display: block` is what the original's `show()` writes; it also beats the
 * `hidden` attribute the server prints on the first panel.
 */
function toFirstOpenRules(): string {
  const selectors = FIRST_OPEN.flatMap(([root, items]) =>
    ['> .elementor-widget-container > ', '> '].map((inner) => `.${root}:not([data-wisp-ready]) ${inner}${items} > .elementor-tab-content[data-tab="1"]`),
  );
  return `${selectors.join(',')}{display:block}`;
}

/**
 * Stretched sections at the window's width from the first paint, where elements/stretched-section would stretch them
 * once its chunk has arrived (after the first paint: on a phone the section and everything in it moved sideways then, a
 * shift the original's synchronous scripts make before it). `inset-inline-start` is `left`, or `right` on a
 * right-to-left page. Exact only where scrollbars take no room, so that `100vw` is the client width the module measures:
 * touch screens, hence the media query. Off once anything measures the section: wisp marks it `data-wisp-stretched`
 * before it measures, and the original (served instead when the WordPress plugin stands aside) puts an `e--ua-*` class
 * on the body before its handlers run, `e--ua-isTouchDevice` on every touch screen; wisp adds those classes in Safari
 * only, with `html[data-wisp-ua]`. Only sections whose settings stretch them, as the original's handler checks. Left
 * out (`PREPAINT_STRETCH_CSS` removed) when the kit fits stretched sections to a container rather than the window.
 */
const STRETCHED = `.elementor-section-stretched[data-settings*='"section-stretched"']:not([data-wisp-stretched])`;
export const PREPAINT_STRETCH_CSS = `@media (hover:none) and (pointer:coarse){body:not([class*="e--ua-"]) ${STRETCHED},html[data-wisp-ua] ${STRETCHED}{width:100vw;inset-inline-start:calc(50% - 50vw)}}`;

/**
 * Shape dividers out of the flow from the first paint. From 3.24 on the page builder prints their stylesheet in the
 * footer (it is enqueued as a section with one renders), after the content. The original's blocking scripts mostly held
 * the first paint until it had arrived; without them the browser may paint the divider in the flow first, then move the
 * section's content up by the divider's height when the stylesheet lands (CLS 0.14 on a phone on a captured page). The
 * layout that stylesheet gives, inside `:where()`: no specificity, so any rule of the page or the builder wins over it,
 * and nothing changes when theirs arrives.
 */
const SHAPE_DIVIDER_CSS = ':where(.elementor-shape){position:absolute;left:0;width:100%;overflow:hidden;line-height:0;direction:ltr}'
  + ':where(.elementor-shape-top){top:-1px}:where(.elementor-shape-bottom){bottom:-1px}'
  + ':where(.elementor-shape-top[data-negative=true],.elementor-shape-bottom[data-negative=false]){transform:rotate(180deg)}'
  + ':where(.elementor-shape-top:not([data-negative=false]),.elementor-shape-bottom:not([data-negative=true])) svg{z-index:-1}'
  + ':where(.elementor-shape svg){display:block;position:relative;left:50%;width:calc(100% + 1.3px);transform:translateX(-50%)}'
  + ':where(.elementor-shape-fill){fill:#fff}';

/** The style's text: plain CSS with no `<`, so it can be printed inside `<style>` as it is. */
export const PREPAINT_CSS = toFirstOpenRules() + SHAPE_DIVIDER_CSS + PREPAINT_STRETCH_CSS;

/**
 * Whether the page's config fits stretched sections to a container (the kit's `stretched_section_container`, printed
 * in `elementorFrontendConfig` when set): the prepaint rule knows only the window's width.
 */
export const fitsStretchedToContainer = (html: string): boolean => /"stretched_section_container"\s*:\s*"[^"]/.test(html);

/** The id lets `wisp inject` see a page that has the style already. */
export const PREPAINT_ID = 'wisp-prepaint';

/** The element `wisp inject` prints: the shared rules (`stretch`: with the stretched sections'), then the page's own (`extraCss`, already checked). */
export const toPrepaintTag = (extraCss = '', stretch = true): string =>
  `<style id="${PREPAINT_ID}">${stretch ? PREPAINT_CSS : PREPAINT_CSS.replace(PREPAINT_STRETCH_CSS, '')}${extraCss}</style>`;
