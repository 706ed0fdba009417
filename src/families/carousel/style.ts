// The few Swiper rules a carousel cannot work without, injected once as a constructed stylesheet.
// Sites ship Swiper's CSS with the page builder (`e-swiper`); these rules repeat its structural part only, scoped to
// roots wisp mounted, so a page without it still gets a working carousel and a page with it sees no change.
// Before init, slides take their width from `--wisp-slides` and `--wisp-gap`, which match what Swiper then sets:
// no layout shift when it initialises. The wrapper's and slides' defaults are in `:where()`, so they weigh what Swiper's
// own `.swiper-wrapper` and `.swiper-slide` rules weigh: the site's rules (a slide height set in the widget) still win.
import { adoptStyles } from '../../ui/styles.ts';

const RULES = `
[data-wisp-carousel]{position:relative;overflow:hidden;list-style:none;padding:0;z-index:1;display:block}
:where([data-wisp-carousel])>.swiper-wrapper{position:relative;width:100%;height:100%;z-index:1;display:flex;box-sizing:content-box;transition-property:transform}
:where([data-wisp-carousel]>.swiper-wrapper)>.swiper-slide{flex-shrink:0;width:100%;height:100%;position:relative;display:block}
[data-wisp-carousel]:not(.swiper-initialized)>.swiper-wrapper>.swiper-slide{width:calc((100% - (var(--wisp-slides,1) - 1) * var(--wisp-gap,0px)) / var(--wisp-slides,1));margin-inline-end:var(--wisp-gap,0px)}
[data-wisp-carousel].swiper-fade>.swiper-wrapper>.swiper-slide{pointer-events:none;transition-property:opacity}
[data-wisp-carousel].swiper-fade>.swiper-wrapper>.swiper-slide-active{pointer-events:auto}
[data-wisp-carousel] .swiper-pagination-lock,[data-wisp-carousel] .swiper-button-lock{display:none}
[data-wisp-carousel] .swiper-slide[inert]{pointer-events:none}
[data-wisp-carousel].swiper-3d{perspective:1200px}
[data-wisp-carousel].swiper-3d>.swiper-wrapper,[data-wisp-carousel].swiper-3d>.swiper-wrapper>.swiper-slide{transform-style:preserve-3d}
[data-wisp-carousel].swiper-cube{overflow:visible}
[data-wisp-carousel].swiper-cube>.swiper-wrapper>.swiper-slide{pointer-events:none;backface-visibility:hidden;z-index:1;visibility:hidden;transform-origin:0 0;width:100%;height:100%}
[data-wisp-carousel].swiper-cube>.swiper-wrapper>:is(.swiper-slide-active,.swiper-slide-next,.swiper-slide-prev){visibility:visible}
[data-wisp-carousel].swiper-cube>.swiper-wrapper>.swiper-slide-active{pointer-events:auto}
`;

/** Adopts the rules once per document (the shared installer falls back to a `<style>` element in older browsers). */
export function injectCarouselStyle(): void {
  adoptStyles(RULES);
}
