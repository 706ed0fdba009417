// Loop grid load more: Pro's shared load more with the loop's own steps after each insert, started again whenever
// the grid's content is replaced (a filter refresh or an AJAX page), as the original re-runs its handlers then.
import { BUILDER_EVENT } from '../../shared/names.ts';
import type { MountContext } from '../../core/types.ts';
import { holdClicks } from '../../shared/held-clicks.ts';
import { loadPart } from '../../shared/lazy-part.ts';
import { collectProLoadMore, type ProLoadMoreOptions, type ProLoadMoreParts, type ProLoadMoreType } from '../../families/listings/load-more-parts.ts';
import type { NextPage } from '../../families/listings/pro-next-page.ts';

const CONTAINER = '.elementor-loop-container';
const TYPES: readonly string[] = ['load_more_on_click', 'load_more_infinite_scroll'] satisfies ProLoadMoreType[];
const LOADING = 'e-load-more-pagination-loading';

type PagingPart = typeof import('./paging.ts');

/** `start` wires the markup found at mount; `restart` drops the running load more and wires the markup as it is now. */
export type LoopLoadMore = { ok: true; start(): void; restart(): void } | { ok: false; key: string; message: string };

/** The per-item CSS the server prints for dynamic tags: copied over as plain text, so nothing but CSS comes along. */
function moveDynamicStyles(doc: Document, widgetId: string, target: HTMLElement): void {
  const widget = doc.querySelector(`[data-id="${CSS.escape(widgetId)}"]`);
  for (const style of widget?.querySelectorAll('style[id^="loop-dynamic"]') ?? []) {
    const text = style.textContent ?? '';
    const same = target.querySelector(`style[id="${CSS.escape(style.id)}"]`);
    if (same && same.textContent === text) continue;
    const copy = document.createElement('style');
    copy.id = style.id;
    copy.textContent = text;
    target.append(copy);
  }
}

function toOptions(type: string, ctx: MountContext): ProLoadMoreOptions | null {
  if (!TYPES.includes(type)) return null;
  const afterInsert = (_items: HTMLElement[], page: NextPage) => {
    document.dispatchEvent(new Event(BUILDER_EVENT.lazyloadObserve));
    const container = ctx.own(CONTAINER)[0];
    if (container) moveDynamicStyles(page.doc, ctx.id, container);
    // The new items' widgets are mounted by wisp's document observer; the masonry listens for this event.
    window.dispatchEvent(new Event(BUILDER_EVENT.loopAfterInsert));
  };
  return { type: type as ProLoadMoreType, container: CONTAINER, item: '.e-loop-item', button: '.e-loop__load-more .elementor-button', afterInsert };
}

/** Checks the load-more markup before any write; null when this grid does not load more. */
export function prepareLoadMore(root: HTMLElement, type: string, ctx: MountContext): LoopLoadMore | null {
  const options = toOptions(type, ctx);
  if (!options) return null;
  const first = collectProLoadMore(ctx, options);
  if (!first.ok) return first;
  let run = new AbortController();
  ctx.signal.addEventListener('abort', () => run.abort(), { once: true });
  // The code that loads pages, once it is in: a restart (the grid replaced) then starts at once.
  let paging: PagingPart | null = null;
  const start = (parts: ProLoadMoreParts | null) => {
    if (!parts) return;
    const { signal } = run;
    const runCtx = { ...ctx, signal };
    if (paging) return paging.startProLoadMore(root, runCtx, parts, options);
    // It comes only to a grid with a next page. Until it is in, a click on the button is held (kept from the page and
    // the browser: the button is a link to `#`) and replayed once it can load.
    let loading = true;
    const held = parts.button ? holdClicks(parts.button, () => loading, signal) : null;
    void loadPart(() => import('./paging.ts'), runCtx, 'loop-grid/paging', 'the load more; the grid keeps its first page', (loaded) => {
      paging = loaded;
      loaded.startProLoadMore(root, runCtx, parts, options);
    }).finally(() => {
      loading = false;
      held?.release();
    });
  };
  const restart = () => {
    run.abort();
    // An aborted load never finishes: its loading class would stay.
    root.classList.remove(LOADING);
    run = new AbortController();
    if (ctx.signal.aborted) return;
    const fresh = collectProLoadMore(ctx, options);
    if (fresh.ok) return start(fresh.parts);
    ctx.warn(fresh.key, `${fresh.message} (after the grid was replaced)`);
  };
  return { ok: true, start: () => start(first.parts), restart };
}
