// Every filtered loop on the page: the filters chosen and shown, the buttons kept in step, one refresh at a time.
import { signal, type Signal } from '@preact/signals';
import { BUILDER_EVENT, STATE_CLASS, WIDGET_EVENT } from '../../shared/names.ts';
import type { PageConfig } from '../../shared/config.ts';
import { queryOwn } from '../../shared/dom.ts';
import { toSafeFragmentInSlices } from '../../shared/safe-html.ts';
import { followShown } from '../../families/listings/follow-loop.ts';
// Static, not through shared/announce.ts: the filter loads the UI chunk anyway (its selection is a signal).
import { showNews } from '../../ui/live-region.tsx';
import { consolidate, isSameConsolidated, type Consolidated, type Filters } from './filter-state.ts';
import { toFilterUrl, toPaginationBaseUrl, type FilterBar } from './filter-url.ts';
import { readCallPage, sendRefresh, toRefreshCall } from './request.ts';

export type RefreshOptions = { bar: FilterBar; config: PageConfig; push: boolean };

export type LoopState = {
  id: string;
  /** What the visitor chose: the filters' buttons follow it, a refresh sends it, back and forward set it from the URL. */
  selection: Signal<Filters>;
  /** What the loop's markup shows: the grid follows it (families/listings/follow-loop.ts), a failure returns to it. */
  shown: Signal<Filters>;
  request: AbortController | null;
  scheduled: RefreshOptions | null;
};

export const FAILURE_MESSAGE = 'The filtered list could not be loaded, so it has not changed. Please try again.';
/** The class the original removes from the loop once a refresh has been applied. */
const LOADING_CLASS = 'e-loading';
const CONTAINER = '.elementor-widget-container';

const loops = new Map<string, LoopState>();

export function toLoopState(id: string): LoopState {
  let state = loops.get(id);
  if (!state) {
    state = { id, selection: signal<Filters>(new Map()), shown: signal<Filters>(new Map()), request: null, scheduled: null };
    loops.set(id, state);
    followShown(() => findLoopRoot(id), state.shown);
  }
  return state;
}

/** The loop widget, found as the original finds it (`.elementor-element-{id}`); the id was checked to be alphanumeric. */
export function findLoopRoot(id: string): HTMLElement | null {
  const found = document.getElementsByClassName(`elementor-element-${id}`)[0];
  return found instanceof HTMLElement ? found : null;
}

/** Swaps the widget's content container for the answer's first element; wisp's observer mounts what is inside. */
function replaceContent(loopRoot: HTMLElement, fragment: DocumentFragment): void {
  const fresh = fragment.firstElementChild ?? document.createElement('div');
  if (!fragment.firstElementChild) fresh.className = CONTAINER.slice(1);
  const current = queryOwn(loopRoot, CONTAINER)[0];
  if (current) return current.replaceWith(fresh);
  // Optimized markup prints no container: the widget's children are its content.
  loopRoot.replaceChildren(...(fresh.matches(CONTAINER) ? [...fresh.childNodes] : [fresh]));
}

function applyAnswer(state: LoopState, loopRoot: HTMLElement, fragment: DocumentFragment, shown: Filters, filters: Consolidated, options: RefreshOptions): void {
  replaceContent(loopRoot, fragment);
  const here = new URL(location.href);
  const url = toFilterUrl(here, state.id, filters, options.bar);
  if (options.push && url !== here.pathname + here.search) history.pushState(null, '', url);
  // After the address: the grid's reaction reads it (a numbered page gives way to the filter's URL).
  state.shown.value = shown;
  loopRoot.dispatchEvent(new CustomEvent(WIDGET_EVENT.loopRefresh, { bubbles: true, detail: { filters } }));
  document.dispatchEvent(new Event(BUILDER_EVENT.lazyloadObserve));
}

/**
 * Sends the chosen filters and, on success, replaces the loop's content and (when `push`) records the URL. A newer
 * refresh aborts this one. On failure the markup stays, the buttons return to what is shown and the failure is announced.
 */
export async function refreshLoop(state: LoopState, options: RefreshOptions): Promise<void> {
  const loopRoot = findLoopRoot(state.id);
  if (!loopRoot) return;
  state.request?.abort();
  const controller = new AbortController();
  state.request = controller;
  const wanted: Filters = new Map(state.selection.peek());
  const filters = consolidate(wanted);
  const paginationBaseUrl = toPaginationBaseUrl(options.bar.baseUrl, new URL(location.href));
  const call = toRefreshCall({ ...readCallPage(loopRoot, state.id, options.config), loopId: state.id, filters, paginationBaseUrl });
  loopRoot.classList.add(STATE_CLASS.loadingOverlay);
  loopRoot.setAttribute('aria-busy', 'true');
  const answer = await sendRefresh(call, controller.signal);
  // Parsed and cleaned in slices while the overlay still shows, so a large answer holds no long task.
  const fragment = answer.ok ? await toSafeFragmentInSlices(answer.html) : null;
  // Aborted by a newer choice, which owns the overlay now.
  if (state.request !== controller) return;
  state.request = null;
  loopRoot.classList.remove(STATE_CLASS.loadingOverlay, LOADING_CLASS);
  loopRoot.removeAttribute('aria-busy');
  if (fragment && loopRoot.isConnected) return applyAnswer(state, loopRoot, fragment, wanted, filters, options);
  state.selection.value = new Map(state.shown.peek());
  showNews(FAILURE_MESSAGE);
}

/** Refreshes once per task however many filters of the loop asked (back/forward moves them all at once). */
export function scheduleRefresh(state: LoopState, options: RefreshOptions): void {
  const first = state.scheduled === null;
  state.scheduled = options;
  if (!first) return;
  queueMicrotask(() => {
    const next = state.scheduled;
    state.scheduled = null;
    if (!next) return;
    const unchanged = isSameConsolidated(consolidate(state.selection.peek()), consolidate(state.shown.peek()));
    if (!unchanged || state.request !== null) void refreshLoop(state, next);
  });
}
