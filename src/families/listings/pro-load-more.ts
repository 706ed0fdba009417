// Pro's load more for post listings (posts, archive posts, loop grids): the next page's URL fetched as HTML and its
// items appended, on a button click (`load_more_on_click`) or when the anchor scrolls into view (infinite scroll).
// Its parts are found first, before any write, by ./load-more-parts.ts; a loop grid imports this file only then.
import type { MountContext } from '../../core/types.ts';
import { prefersReducedMotion } from '../../shared/motion.ts';
import { createPager, focusItem, type LoadVia, type PageOutcome, type PagerSteps } from './pager.ts';
import { extractNextPage, fetchNextPage, toNextPageUrl } from './pro-next-page.ts';
import type { ProLoadMoreOptions, ProLoadMoreParts } from './load-more-parts.ts';
import { watchEntering, type ScrollTrigger } from './scroll-trigger.ts';
import { appendInSlices } from '../../shared/slices.ts';

/** The page builder's own classes, which its stylesheet reads. */
const CLASSES = {
  loading: 'e-load-more-pagination-loading',
  end: 'e-load-more-pagination-end',
  noSpinner: 'e-load-more-no-spinner',
  spin: 'eicon-animation-spin',
} as const;

function readPage(anchor: HTMLElement, name: 'data-page' | 'data-max-page'): number {
  const value = Number(anchor.getAttribute(name));
  return Number.isInteger(value) && value > 0 ? value : 1;
}

async function loadNext(ctx: MountContext, parts: ProLoadMoreParts, options: ProLoadMoreOptions, signal: AbortSignal): Promise<PageOutcome> {
  const { anchor, container } = parts;
  const url = toNextPageUrl(anchor.getAttribute('data-next-page'), location.href);
  if (!url) throw new Error('the anchor names no next page on this site');
  const page = await extractNextPage(await fetchNextPage(url, signal), ctx.id, options);
  if (signal.aborted || page.items.length === 0) return { items: [], last: true };
  // A large page goes in a slice at a time, so no single task inserts (and lays out) all of it.
  if (!await appendInSlices(container, [...page.fragment.childNodes], signal)) return { items: [], last: true };
  const current = readPage(anchor, 'data-page') + 1;
  anchor.setAttribute('data-page', String(current));
  if (page.nextUrl !== null) anchor.setAttribute('data-next-page', page.nextUrl);
  options.afterInsert?.(page.items, page);
  return { items: page.items, last: current >= readPage(anchor, 'data-max-page') };
}

function toSteps(
  root: HTMLElement, ctx: MountContext, parts: ProLoadMoreParts, options: ProLoadMoreOptions, trigger: () => ScrollTrigger | null,
): PagerSteps {
  return {
    begin: () => {
      root.classList.add(CLASSES.loading);
      parts.container.setAttribute('aria-busy', 'true');
      parts.button?.setAttribute('aria-disabled', 'true');
      // A spinning icon is decoration: left still for visitors who ask for less motion.
      if (!prefersReducedMotion()) parts.spinner?.classList.add(CLASSES.spin);
    },
    loadNext: (signal) => loadNext(ctx, parts, options, signal),
    finish: (result) => {
      root.classList.remove(CLASSES.loading);
      parts.container.removeAttribute('aria-busy');
      parts.button?.removeAttribute('aria-disabled');
      parts.spinner?.classList.remove(CLASSES.spin);
      if (result === 'more') return trigger()?.recheck();
      if (result === 'failed') return trigger()?.waitForExit();
      trigger()?.stop();
      // The stylesheet hides the button and shows `.e-load-more-message`; focus must not stay on a hidden button.
      const last = parts.container.lastElementChild;
      if (parts.button?.contains(document.activeElement) && last instanceof HTMLElement) focusItem(last);
      root.classList.add(CLASSES.end);
    },
  };
}

/** Wires one listing. Infinite scroll stays off in edit mode, as in the original. */
export function startProLoadMore(root: HTMLElement, ctx: MountContext, parts: ProLoadMoreParts, options: ProLoadMoreOptions): void {
  const { signal } = ctx;
  if (!parts.spinner) root.classList.add(CLASSES.noSpinner);
  // The original moves the spinner into the button (on click) or after the anchor (infinite scroll).
  if (parts.spinner && parts.button && options.type === 'load_more_on_click') parts.button.append(parts.spinner);
  else if (parts.spinner) parts.anchor.after(parts.spinner);
  let trigger: ScrollTrigger | null = null;
  const pager = createPager(toSteps(root, ctx, parts, options, () => trigger), signal, ctx.emit);
  const isAtEnd = () => readPage(parts.anchor, 'data-page') >= readPage(parts.anchor, 'data-max-page');
  // Past the last page the anchor names a page that does not exist: never ask for it.
  const load = (via: LoadVia) => void (isAtEnd() ? undefined : pager.load(via));
  if (isAtEnd()) root.classList.add(CLASSES.end);
  else if (options.type === 'load_more_infinite_scroll') {
    if (!ctx.config.edit) trigger = watchEntering([parts.anchor], () => load('scroll'), signal);
  }
  const button = parts.button;
  if (!button || options.type !== 'load_more_on_click') return;
  // The server prints a link to `#`; it acts as a button, so assistive technology should hear one.
  if (button.localName === 'a' && !button.hasAttribute('role')) button.setAttribute('role', 'button');
  button.addEventListener('click', (event) => {
    event.preventDefault();
    load('click');
  }, { signal });
  button.addEventListener('keydown', (event) => {
    if (event.key !== ' ' || button.getAttribute('role') !== 'button') return;
    event.preventDefault();
    load('click');
  }, { signal });
}
