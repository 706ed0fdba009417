// The taxonomy filter itself, loaded on first touch: term buttons that refresh a loop grid, the choice kept in the URL.
import { effect } from '@preact/signals';
import type { MountContext } from '../../core/types.ts';
import type { FilterParts } from './index.ts';
import { ALL, readUrlTerms, valueOf, writeButtons, type ButtonSet } from './buttons.ts';
import { addTerm, putTerms, removeTerm, termsOf, type Filters, type TermChange } from './filter-state.ts';
import type { FilterBar } from './filter-url.ts';
import { findLoopRoot, refreshLoop, scheduleRefresh, toLoopState, type LoopState, type RefreshOptions } from './loops.ts';

const BUTTON = '.e-filter-item[data-filter]';
/** Load more marks a finished listing with this class; a new filter starts it over, as the original does. */
const PAGINATION_END = 'e-load-more-pagination-end';

type Filter = ButtonSet & { id: string; bar: FilterBar };

function toBar(bar: HTMLElement): FilterBar {
  const pageNum = Number.parseInt(bar.dataset['pageNum'] ?? '', 10);
  return { baseUrl: bar.dataset['baseUrl'] ?? '', pageNum: Number.isFinite(pageNum) ? pageNum : 1 };
}

/** Applies a click on `value` to `filters` as the original decides it; false when the click changes nothing. */
function applyClick(filters: Filters, filter: Filter, value: string): boolean {
  const terms = termsOf(filters, filter.id);
  const change: TermChange = { filterType: 'taxonomy', filterData: { selectedTaxonomy: filter.taxonomy, term: value } };
  if (value === ALL && terms.length === 0) return false;
  if (terms.includes(value)) removeTerm(filters, filter.id, change);
  else addTerm(filters, filter.id, change, filter.join);
  return true;
}

/** A copy of `filters` with this filter's terms set: the selection signal changes by a new value, never in place. */
function withTerms(filters: Filters, filter: Filter, terms: readonly string[]): Filters {
  const next: Filters = new Map(filters);
  putTerms(next, filter.id, filter.taxonomy, terms, filter.join);
  return next;
}

/**
 * Takes the server-rendered state (the buttons pressed as printed) and the URL's; refreshes when they differ (a cached page). After a
 * back or forward that came before the filter loaded (`popstate`), a URL without this filter means "all".
 */
function startState(state: LoopState, filter: Filter, pressed: readonly string[], options: (push: boolean) => RefreshOptions, popstate: boolean): void {
  const fromUrl = readUrlTerms(filter) ?? (popstate ? [] : null);
  // What the server printed: the markup has not changed, so the grid is not told (in place, without a new value).
  putTerms(state.shown.peek(), filter.id, filter.taxonomy, pressed, filter.join);
  state.selection.value = withTerms(state.selection.peek(), filter, fromUrl ?? pressed);
  const differs = fromUrl !== null && (fromUrl.length !== pressed.length || fromUrl.some((term) => !pressed.includes(term)));
  if (differs) scheduleRefresh(state, options(false));
}

function listen(root: HTMLElement, state: LoopState, filter: Filter, ctx: MountContext): void {
  const options = (push: boolean): RefreshOptions => ({ bar: filter.bar, config: ctx.config, push });
  const { signal } = ctx;
  root.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>(BUTTON) : null;
    if (!button || !filter.buttons.includes(button)) return;
    event.preventDefault();
    const next: Filters = new Map(state.selection.peek());
    if (!applyClick(next, filter, valueOf(button))) return;
    const detail = { loopId: filter.loopId, taxonomy: filter.taxonomy, terms: termsOf(next, filter.id) };
    if (!ctx.emit('before-filter-change', detail, true)) return;
    state.selection.value = next;
    ctx.emit('filter-change', detail);
    findLoopRoot(filter.loopId)?.classList.remove(PAGINATION_END);
    void refreshLoop(state, options(true));
  }, { signal });
  // Back and forward: every filter of the loop reads its terms, then the loop refreshes once if that changed anything.
  window.addEventListener('popstate', () => {
    state.selection.value = withTerms(state.selection.peek(), filter, readUrlTerms(filter) ?? []);
    scheduleRefresh(state, options(false));
  }, { signal });
}

/**
 * Mounts the filter on markup the idle part has checked (`parts`); `popstate` tells that a back or forward made it load.
 * Its buttons follow the loop's selection signal until the widget's signal aborts.
 */
export function mountFilter(root: HTMLElement, ctx: MountContext, parts: FilterParts, popstate: boolean): void {
  const filter: Filter = { ...parts.set, id: ctx.id, bar: toBar(parts.bar) };
  const state = toLoopState(filter.loopId);
  startState(state, filter, parts.printed, (push) => ({ bar: filter.bar, config: ctx.config, push }), popstate);
  const dispose = effect(() => writeButtons(filter, termsOf(state.selection.value, filter.id)));
  ctx.signal.addEventListener('abort', dispose, { once: true });
  listen(root, state, filter, ctx);
}
