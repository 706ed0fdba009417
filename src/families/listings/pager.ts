// The paging state machine of every paged listing (the custom skin's ecsload, Pro's load more): one request at a
// time per listing, the outcome announced politely, focus moved to the first new item after a click.
import { announce } from '../../shared/announce.ts';
import { LISTING } from '../../shared/names.ts';

/** `ready`: another page may be requested; `loading`: one is in flight; `ended`: paging is over for good. */
export type PagerState = 'ready' | 'loading' | 'ended';
/** What a page load inserted; no items means the server had nothing more (an empty response). */
export type PageOutcome = { items: HTMLElement[]; last: boolean };
export type LoadVia = 'click' | 'scroll';

export type PagerSteps = {
  /** Shows that a page is loading (label, spinner, `aria-busy`). */
  begin(): void;
  /** Requests the next page and inserts its items; rejects when the request failed (nothing inserted then). */
  loadNext(signal: AbortSignal): Promise<PageOutcome>;
  /** Undoes `begin`; `ended` also removes the controls, `failed` leaves them for a retry. */
  finish(result: 'more' | 'ended' | 'failed', via: LoadVia): void;
};

export type Pager = { load(via: LoadVia): Promise<void>; state(): PagerState };

/** Emits a `wisp:*` event on the listing; returns false when a listener cancelled it. */
export type Emit = (name: string, detail?: unknown, cancelable?: boolean) => boolean;

const MESSAGES = {
  failed: 'Could not load more articles. Please try again.',
  empty: 'No more articles to load.',
  loaded: (count: number, ended: boolean) =>
    `${count} more ${count === 1 ? 'article' : 'articles'} loaded.${ended ? ' No more articles to load.' : ''}`,
} as const;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]';
const TITLE_LINK = ':is(h1, h2, h3, h4, h5, h6) a[href]';

/**
 * Focuses the item's title link (screen readers then read the title; an image link first in the item often has no
 * name), else the first thing a keyboard user can reach in it, else the item itself, made focusable by script only.
 */
export function focusItem(item: HTMLElement): void {
  const reachable = (el: HTMLElement) => el.getAttribute('tabindex') !== '-1';
  const target = [...item.querySelectorAll<HTMLElement>(TITLE_LINK)].find(reachable)
    ?? [...item.querySelectorAll<HTMLElement>(FOCUSABLE)].find(reachable);
  if (target) return target.focus();
  item.setAttribute('tabindex', '-1');
  item.focus();
}

/** The machine: requests only from `ready`, back to `ready` after a page or a failure, `ended` after the last page. */
export function createPager(steps: PagerSteps, signal: AbortSignal, emit: Emit): Pager {
  let state: PagerState = 'ready';
  const settle = (next: PagerState, result: 'more' | 'ended' | 'failed', via: LoadVia): void => {
    state = next;
    steps.finish(result, via);
  };
  const load = async (via: LoadVia): Promise<void> => {
    if (state !== 'ready' || signal.aborted || !emit(LISTING.beforeLoad, { via }, true)) return;
    state = 'loading';
    steps.begin();
    let outcome: PageOutcome;
    try {
      outcome = await steps.loadNext(signal);
    } catch (error) {
      if (signal.aborted) return;
      settle('ready', 'failed', via);
      announce(MESSAGES.failed);
      emit(LISTING.loadFailed, { error });
      return;
    }
    if (signal.aborted) return;
    const { items } = outcome;
    const ended = items.length === 0 || outcome.last;
    settle(ended ? 'ended' : 'ready', ended ? 'ended' : 'more', via);
    announce(items.length === 0 ? MESSAGES.empty : MESSAGES.loaded(items.length, ended));
    if (via === 'click' && items[0]) focusItem(items[0]);
    emit(LISTING.loaded, { items, ended });
  };
  return { load, state: () => state };
}
