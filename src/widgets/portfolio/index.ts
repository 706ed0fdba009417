// Portfolio (`portfolio.default`): a filter bar by term that shows the matching items, animated or as masonry.
import { STATE_CLASS } from '../../shared/names.ts';
import type { MountContext, WispModule } from '../../core/types.ts';
import { readCssRowGap, readGridAt, toGridSettings, type GridSettings } from '../../families/listings/grid-settings.ts';
import { clearFitImages, fitImages } from '../../families/listings/fit-images.ts';
import { clearMasonry, layoutMasonry, watchLayout } from '../../families/listings/masonry.ts';
import { prefersReducedMotion } from '../../shared/motion.ts';
import { animateFilter, applyAtOnce, show } from './animate.ts';

const CONTAINER = '.elementor-portfolio';
const FILTER = '.elementor-portfolio__filter[data-filter]';
const ITEM = 'elementor-portfolio-item';
const GHOST = 'elementor-portfolio-ghost-item';
const ALL = '__all';

type Parts = { container: HTMLElement; items: HTMLElement[]; filters: HTMLElement[] };

function readParts(ctx: MountContext): Parts | null {
  const container = ctx.own(CONTAINER)[0];
  if (!container) return null;
  const items = [...container.children].filter((child): child is HTMLElement =>
    child instanceof HTMLElement && child.classList.contains(ITEM) && !child.classList.contains(GHOST));
  return items.length > 0 ? { container, items, filters: ctx.own(FILTER) } : null;
}

/** The filter bar is a list of `<li>`s: made reachable and operable from the keyboard, as a toggle-button group. */
function writeFilters(filters: readonly HTMLElement[], current: string): void {
  for (const filter of filters) {
    const pressed = filter.dataset['filter'] === current;
    filter.classList.toggle(STATE_CLASS.active, pressed);
    filter.setAttribute('aria-pressed', String(pressed));
    if (filter.getAttribute('role') !== 'button' && filter.tagName !== 'BUTTON') filter.setAttribute('role', 'button');
    if (!filter.hasAttribute('tabindex') && filter.tagName !== 'BUTTON') filter.setAttribute('tabindex', '0');
  }
}

/** Click, Enter or Space on one of this portfolio's filters chooses it. */
function listenFilters(root: HTMLElement, filters: readonly HTMLElement[], choose: (filter: HTMLElement) => void, signal: AbortSignal): void {
  const filterOf = (event: Event) => {
    const filter = event.target instanceof Element ? event.target.closest<HTMLElement>(FILTER) : null;
    return filter && filters.includes(filter) ? filter : null;
  };
  root.addEventListener('click', (event) => {
    const filter = filterOf(event);
    if (filter) choose(filter);
  }, { signal });
  root.addEventListener('keydown', (event) => {
    const filter = filterOf(event);
    if (!filter || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    choose(filter);
  }, { signal });
}

function startPortfolio(root: HTMLElement, parts: Parts, settings: GridSettings, ctx: MountContext): () => void {
  const { container, items, filters } = parts;
  let current = ALL;
  let stop: (() => void) | null = null;
  const isActive = (item: HTMLElement) => current === ALL || item.classList.contains(`elementor-filter-${current}`);
  // As Pro's posts handler: masonry when on with two columns or more, else plain rows with fitted images (`item_ratio`).
  const layout = () => {
    const { columns, rowGap } = readGridAt(settings, '', ctx.device(), ctx.config.breakpoints);
    if (settings.masonry && columns >= 2) return layoutMasonry(container, items, { columns, rowGap: rowGap ?? readCssRowGap(container) });
    clearMasonry(container, items);
    fitImages(root, container, items);
  };
  const apply = (animate: boolean) => {
    stop?.();
    stop = null;
    for (const item of items) item.classList.toggle(STATE_CLASS.active, isActive(item));
    const still = !animate || settings.masonry || prefersReducedMotion() || typeof container.animate !== 'function';
    if (still) applyAtOnce({ items, isActive });
    else stop = animateFilter({ items, isActive });
    layout();
  };
  const choose = (filter: HTMLElement) => {
    const value = filter.dataset['filter'] ?? '';
    if (value === current || !ctx.emit('before-filter-change', { filter: value }, true)) return;
    current = value;
    writeFilters(filters, current);
    apply(true);
    ctx.emit('filter-change', { filter: value });
  };
  listenFilters(root, filters, choose, ctx.signal);
  if (filters.length > 0) writeFilters(filters, current);
  apply(false);
  // Window resizes and image loads change the frames (fit) or the items' heights (masonry).
  watchLayout(root, layout, ctx.signal);
  return () => {
    stop?.();
    for (const item of items) show(item);
    clearMasonry(container, items);
    clearFitImages(container, items);
  };
}

const portfolio: WispModule<GridSettings> = {
  parse: (raw) => ({ ok: true, ...toGridSettings(raw) }),
  mount: (root, settings, ctx) => {
    const parts = readParts(ctx);
    if (!parts) {
      ctx.warn('markup', `no ${CONTAINER} with .${ITEM} items inside the widget; left as it is`);
      return false;
    }
    return startPortfolio(root, parts, settings, ctx);
  },
};

export default portfolio;
