// Pro gallery (`gallery.default`): grid / justified / masonry layout, filter bar, lazy pictures, slideshow per filter.
import type { MountContext, WispModule } from '../../core/types.ts';
import { prefersReducedMotion } from '../../shared/motion.ts';
import { arrange, resetLayout, watchWidth, type Item } from './arrange.ts';
import { isShownFor, markActive, startFilterBar } from './filter.ts';
import { startPictures } from './lazy.ts';
import { parse, type GallerySettings } from './settings.ts';

const SLIDESHOW = 'data-elementor-lightbox-slideshow';

function toItem(element: HTMLElement): Item {
  const image = element.querySelector<HTMLElement>('.e-gallery-image');
  const width = Number(image?.dataset['width']);
  const height = Number(image?.dataset['height']);
  return { element, image, ratio: width > 0 && height > 0 ? width / height : 0 };
}

/** Items coming into view fade and grow in, as EGallery's filter animation; none with reduced motion. */
function reveal(items: readonly Item[], durationMs: number): void {
  if (durationMs <= 0 || prefersReducedMotion()) return;
  for (const { element } of items) {
    if (typeof element.animate === 'function') element.animate([{ opacity: 0, transform: 'scale(0.8)' }, { opacity: 1, transform: 'none' }], { duration: durationMs, easing: 'ease' });
  }
}

type Filter = { shown: readonly Item[]; layout(): void };

/** Returns the filter's state and the function a title calls: show its items, group them for the lightbox, lay out. */
function makeFilter(container: HTMLElement, items: readonly Item[], titles: readonly HTMLElement[], settings: GallerySettings, ctx: MountContext) {
  const rtl = ctx.config.isRtl || getComputedStyle(container).direction === 'rtl';
  const state: Filter = { shown: items, layout: () => arrange(container, items, state.shown, settings, ctx.device(), ctx.config.breakpoints, rtl) };
  const choose = (title: HTMLElement) => {
    const index = title.dataset['galleryIndex'] || 'all';
    if (!ctx.emit('before-gallery-filter', { index }, true)) return;
    markActive(titles, title);
    const before = new Set(state.shown);
    state.shown = items.filter((item) => isShownFor(item.element, index));
    for (const item of items) item.element.style.display = state.shown.includes(item) ? '' : 'none';
    // Only the shown items share this filter's slideshow group, so the lightbox steps through them alone.
    for (const item of state.shown) item.element.setAttribute(SLIDESHOW, `${index}_${ctx.id}`);
    state.layout();
    reveal(state.shown.filter((item) => !before.has(item)), settings.content_animation_duration);
    ctx.emit('gallery-filter', { index, shown: state.shown.length });
  };
  return { state, choose };
}

const gallery: WispModule<GallerySettings> = {
  parse,
  mount(root, settings, ctx) {
    const container = ctx.own('.elementor-gallery__container')[0];
    const items = ctx.own('.e-gallery-item').map(toItem);
    if (!container || items.length === 0) {
      ctx.warn('markup', container ? 'the gallery has no .e-gallery-item' : 'no .elementor-gallery__container in the gallery');
      return false;
    }
    const titles = ctx.own('.elementor-gallery-title');
    const { state, choose } = makeFilter(container, items, titles, settings, ctx);
    root.setAttribute('data-wisp-gallery', settings.gallery_layout);
    const refused = startPictures(items.flatMap((item) => (item.image ? [item.image] : [])), settings.lazyload === 'yes', ctx.signal);
    if (refused > 0) ctx.warn('unsafe-url', `${refused} picture URL(s) are not http(s) and were left out`);
    startFilterBar(titles, choose, ctx.signal);
    // As the original, the first title is chosen on init (its `all` group replaces the widget-wide one).
    const first = titles[0];
    if (first) choose(first);
    else state.layout();
    watchWidth(container, state.layout, ctx.signal);
    return () => resetLayout(container, items);
  },
};

export default gallery;
