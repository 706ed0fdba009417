// Taxonomy filter (`taxonomy-filter.default`): term buttons that refresh a loop grid, with the choice kept in the URL.
import type { MountContext, WispModule } from '../../core/types.ts';
import { ALL, addTerm, putTerms, removeTerm, termsOf, type Filters, type LogicalJoin, type TermChange } from './filter-state.ts';
import { readFilterTerms, type FilterBar } from './filter-url.ts';
import { findLoopRoot, refreshLoop, scheduleRefresh, syncButtons, toLoopState, type LoopState, type RefreshOptions } from './loops.ts';
import { parse, type TaxonomyFilterSettings } from './settings.ts';

const BAR = '.e-filter';
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

/** Takes the server-rendered state (pressed buttons) and the URL's; refreshes when they differ (a cached page). */
function startState(state: LoopState, filter: Filter, options: (push: boolean) => RefreshOptions): void {
  const pressed = filter.buttons.filter((b) => b.getAttribute('aria-pressed') === 'true').map(valueOf).filter((v) => filter.known.has(v));
  const fromUrl = readUrlTerms(filter);
  putTerms(state.shown, filter.id, filter.taxonomy, pressed, filter.join);
  putTerms(state.filters, filter.id, filter.taxonomy, fromUrl ?? pressed, filter.join);
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
    const next: Filters = new Map(state.filters);
    if (!applyClick(next, filter, valueOf(button))) return;
    const detail = { loopId: filter.loopId, taxonomy: filter.taxonomy, terms: termsOf(next, filter.id) };
    if (!ctx.emit('before-filter-change', detail, true)) return;
    state.filters = next;
    syncButtons(state);
    ctx.emit('filter-change', detail);
    findLoopRoot(filter.loopId)?.classList.remove(PAGINATION_END);
    void refreshLoop(state, options(true));
  }, { signal });
  // Back and forward: every filter of the loop reads its terms, then the loop refreshes once if that changed anything.
  window.addEventListener('popstate', () => {
    putTerms(state.filters, filter.id, filter.taxonomy, readUrlTerms(filter) ?? [], filter.join);
    scheduleRefresh(state, options(false));
  }, { signal });
}

const taxonomyFilter: WispModule<TaxonomyFilterSettings> = {
  parse,
  mount: (root, settings, ctx) => {
    const bar = ctx.own(BAR)[0];
    const buttons = ctx.own(BUTTON);
    if (!bar || buttons.length === 0) {
      ctx.warn('markup', `no ${BAR} bar with ${BUTTON} buttons; left as it is`);
      return false;
    }
    const loopId = settings.selected_element;
    if (!findLoopRoot(loopId)) {
      ctx.warn('target', `no loop widget .elementor-element-${loopId} on the page; left as it is`);
      return false;
    }
    const join = settings.multiple_selection === 'yes' ? settings.logical_combination : undefined;
    const known = new Set(buttons.map(valueOf).filter((value) => value !== ALL && value !== ''));
    const filter: Filter = { id: ctx.id, loopId, taxonomy: settings.taxonomy, join, buttons, known, bar: toBar(bar) };
    const state = toLoopState(loopId);
    startState(state, filter, (push) => ({ bar: filter.bar, config: ctx.config, push }));
    const sync = () => writeButtons(filter, termsOf(state.filters, filter.id));
    state.syncs.add(sync);
    sync();
    listen(root, state, filter, ctx);
    return () => void state.syncs.delete(sync);
  },
};

export default taxonomyFilter;
