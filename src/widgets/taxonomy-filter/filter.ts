// The taxonomy filter itself, loaded on first touch: term buttons that refresh a loop grid, the choice kept in the URL.
import { effect } from '@preact/signals';
import type { MountContext } from '../../core/types.ts';
import type { FilterParts } from './index.ts';
import { ALL, addTerm, putTerms, removeTerm, termsOf, type Filters, type LogicalJoin, type TermChange } from './filter-state.ts';
import { readFilterTerms, type FilterBar } from './filter-url.ts';
import { findLoopRoot, refreshLoop, scheduleRefresh, toLoopState, type LoopState, type RefreshOptions } from './loops.ts';
import type { TaxonomyFilterSettings } from './settings.ts';

const BUTTON = '.e-filter-item[data-filter]';
/** Load more marks a finished listing with this class; a new filter starts it over, as the original does. */
const PAGINATION_END = 'e-load-more-pagination-end';

type Filter = {
  id: string;
  loopId: string;
  taxonomy: string;
  /** Set with multiple selection only: how the chosen terms combine. */
  join: LogicalJoin | undefined;
  buttons: HTMLElement[];
  /** The terms this filter has buttons for: the only ones a URL may choose. */
  known: Set<string>;
  bar: FilterBar;
};

const valueOf = (button: HTMLElement): string => button.dataset['filter'] ?? '';

function toBar(bar: HTMLElement): FilterBar {
  const pageNum = Number.parseInt(bar.dataset['pageNum'] ?? '', 10);
  return { baseUrl: bar.dataset['baseUrl'] ?? '', pageNum: Number.isFinite(pageNum) ? pageNum : 1 };
}

/** The URL's terms for this filter, limited to its buttons (one term without multiple selection); null when unnamed. */
function readUrlTerms(filter: Filter): string[] | null {
  const read = readFilterTerms(location.search, filter.loopId, filter.taxonomy);
  if (!read) return null;
  const terms = read.terms.filter((term) => filter.known.has(term));
  return filter.join ? terms : terms.slice(0, 1);
}

function writeButtons(filter: Filter, terms: readonly string[]): void {
  for (const button of filter.buttons) {
    const value = valueOf(button);
    const pressed = String(value === ALL ? terms.length === 0 : terms.includes(value));
    if (button.getAttribute('aria-pressed') !== pressed) button.setAttribute('aria-pressed', pressed);
  }
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
 * Takes the server-rendered state (pressed buttons) and the URL's; refreshes when they differ (a cached page). After a
 * back or forward that came before the filter loaded (`popstate`), a URL without this filter means "all".
 */
function startState(state: LoopState, filter: Filter, options: (push: boolean) => RefreshOptions, popstate: boolean): void {
  const pressed = filter.buttons.filter((b) => b.getAttribute('aria-pressed') === 'true').map(valueOf).filter((v) => filter.known.has(v));
  const fromUrl = readUrlTerms(filter) ?? (popstate ? [] : null);
  putTerms(state.shown, filter.id, filter.taxonomy, pressed, filter.join);
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
export function mountFilter(root: HTMLElement, settings: TaxonomyFilterSettings, ctx: MountContext, parts: FilterParts, popstate: boolean): void {
  const { bar, buttons } = parts;
  const loopId = settings.selected_element;
  const join = settings.multiple_selection === 'yes' ? settings.logical_combination : undefined;
  const known = new Set(buttons.map(valueOf).filter((value) => value !== ALL && value !== ''));
  const filter: Filter = { id: ctx.id, loopId, taxonomy: settings.taxonomy, join, buttons, known, bar: toBar(bar) };
  const state = toLoopState(loopId);
  startState(state, filter, (push) => ({ bar: filter.bar, config: ctx.config, push }), popstate);
  const dispose = effect(() => writeButtons(filter, termsOf(state.selection.value, filter.id)));
  ctx.signal.addEventListener('abort', dispose, { once: true });
  listen(root, state, filter, ctx);
}
