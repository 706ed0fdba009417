// Loop grid (`loop-grid.{skin}`): masonry per device, load more (click or scroll) and AJAX numbered pages; laid out
// again on resize, image loads, and whenever items are added or the content is replaced.
import { BUILDER_EVENT } from '../../shared/names.ts';
import type { MountContext, WispModule } from '../../core/types.ts';
import { readCssRowGap, readGridAt } from '../../families/listings/grid-settings.ts';
import { registerGridReaction } from '../../families/listings/loop-grids.ts';
import { clearMasonry, layoutMasonry, watchLayout } from '../../families/listings/masonry.ts';
import { loadPart } from '../../shared/lazy-part.ts';
import { prepareLoadMore } from './load-more.ts';
import { parse, type LoopGridSettings } from './settings.ts';

const CONTAINER = '.elementor-loop-container';
const ITEM = 'e-loop-item';

/** The container and its items as they are now: a filter refresh or an AJAX page replaces both. */
function readGrid(ctx: MountContext): { container: HTMLElement; items: HTMLElement[] } | null {
  const container = ctx.own(CONTAINER)[0];
  if (!container) return null;
  const items = [...container.children].filter((child): child is HTMLElement => child instanceof HTMLElement && child.classList.contains(ITEM));
  return { container, items };
}

function layout(settings: LoopGridSettings, ctx: MountContext): void {
  const grid = readGrid(ctx);
  if (!grid) return;
  const { columns, rowGap } = readGridAt(settings, '', ctx.device(), ctx.config.breakpoints);
  layoutMasonry(grid.container, grid.items, { columns, rowGap: rowGap ?? readCssRowGap(grid.container) });
}

/** Masonry's scheduler, or nothing to do without masonry (the grid is pure CSS then). */
function startMasonry(root: HTMLElement, settings: LoopGridSettings, ctx: MountContext): () => void {
  if (!settings.masonry) return () => undefined;
  layout(settings, ctx);
  const schedule = watchLayout(root, () => layout(settings, ctx), ctx.signal);
  // Load more appends items and announces it with the page builder's own window event.
  window.addEventListener(BUILDER_EVENT.loopAfterInsert, schedule, { signal: ctx.signal });
  return schedule;
}

const loopGrid: WispModule<LoopGridSettings> = {
  parse,
  mount: (root, settings, ctx) => {
    if (!readGrid(ctx)) {
      ctx.warn('markup', `no ${CONTAINER} inside the widget; left as it is`);
      return false;
    }
    const loadMore = prepareLoadMore(root, settings.pagination_type, ctx);
    if (loadMore && !loadMore.ok) {
      ctx.warn(loadMore.key, loadMore.message);
      return false;
    }
    const schedule = startMasonry(root, settings, ctx);
    loadMore?.start();
    const replaced = () => {
      schedule();
      loadMore?.restart();
    };
    // Numbered pages swapped in place: their code comes only to a grid that uses them. Until it is in, a page link
    // works as printed (it loads that page).
    let paging: { forget(): void } | null = null;
    if (settings.pagination_load_type === 'ajax') {
      void loadPart(() => import('./paging.ts'), ctx, 'loop-grid/paging', 'the page links; they load their page', ({ startAjaxPagination }) => {
        paging = startAjaxPagination(root, ctx, { autoScroll: settings.auto_scroll === 'yes', onReplaced: replaced });
      });
    }
    // A filter's refresh reaches the grid through the loop's shared state (follow-loop.ts), once a filter has loaded.
    registerGridReaction(root, () => {
      paging?.forget();
      replaced();
    }, ctx.signal);
    return () => {
      const grid = readGrid(ctx);
      if (grid && settings.masonry) clearMasonry(grid.container, grid.items);
    };
  },
};

export default loopGrid;
