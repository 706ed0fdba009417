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

/** The style's text: plain CSS with no `<`, so it can be printed inside `<style>` as it is. */
export const PREPAINT_CSS = toFirstOpenRules();

/** The id lets `wisp inject` see a page that has the style already. */
export const PREPAINT_ID = 'wisp-prepaint';

/** The element `wisp inject` prints: the shared rules, then the page's own (`extraCss`, already checked). */
export const toPrepaintTag = (extraCss = ''): string => `<style id="${PREPAINT_ID}">${PREPAINT_CSS}${extraCss}</style>`;
