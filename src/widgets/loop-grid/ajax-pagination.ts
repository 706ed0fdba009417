// Loop grid AJAX pagination (`pagination_load_type` = `ajax`): numbered page links swap the grid in place, the
// address keeps `e-page-{id}`, and back/forward bring the page of that address back.
import { BUILDER_EVENT, STATE_CLASS } from '../../shared/names.ts';
import type { MountContext } from '../../core/types.ts';
import { announce } from '../../shared/announce.ts';
import { queryOwn } from '../../shared/dom.ts';
import { prefersReducedMotion } from '../../shared/motion.ts';
import { focusItem } from '../../families/listings/pager.ts';
import { fetchNextPage } from '../../families/listings/pro-next-page.ts';
import { toSafeFragmentInSlices } from '../../shared/safe-html.ts';
import { toPageKey, toPageLink, toPushedUrl } from './page-url.ts';
import { toTrustedHtml } from '../../shared/trusted-types.ts';

const LINK = 'a.page-numbers:not(.current)';
const CONTENT = '.elementor-widget-container';
const PAGE_FAILED = 'The page of results could not be loaded, so it has not changed. Please try again.';

export type PagingOptions = {
  autoScroll: boolean;
  /** Runs once the new page is in: lay the grid out again, start its load more again. */
  onReplaced(): void;
};

type Flight = { controller: AbortController; href: string };

/** This widget's content in a fetched page as a safe fragment; null when the page has no such widget. */
async function toFreshContent(html: string, widgetId: string): Promise<DocumentFragment | null> {
  const doc = new DOMParser().parseFromString(toTrustedHtml(html), 'text/html');
  const widget = doc.querySelector(`[data-id="${CSS.escape(widgetId)}"]`);
  if (!widget) return null;
  const content = [...widget.children].find((child) => child.matches(CONTENT));
  return toSafeFragmentInSlices(content ? content.outerHTML : widget.innerHTML);
}

/** Swaps the live content for the fetched one; optimized markup (no content wrapper) swaps the widget's children. */
function replaceContent(root: HTMLElement, fresh: DocumentFragment): void {
  const current = queryOwn(root, CONTENT)[0];
  const wrapper = fresh.firstElementChild;
  if (current && wrapper?.matches(CONTENT) && fresh.childElementCount === 1) return current.replaceWith(wrapper);
  root.replaceChildren(...(wrapper?.matches(CONTENT) ? [...wrapper.childNodes] : [...fresh.childNodes]));
}

/** The link clicked, when it is a plain click on one of this widget's own page links. */
function toClickedLink(root: HTMLElement, event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(LINK) : null;
  return link && root.contains(link) && link.parentElement?.closest('[data-element_type]') === root ? link : null;
}

export function startAjaxPagination(root: HTMLElement, ctx: MountContext, options: PagingOptions): { forget(): void } {
  const { signal } = ctx;
  let flight: Flight | null = null;
  let shown = toPageKey(new URL(location.href), ctx.id);
  const settle = () => {
    root.classList.remove(STATE_CLASS.loadingOverlay);
    root.removeAttribute('aria-busy');
  };
  const load = async (url: URL, push: boolean, focus: boolean) => {
    flight?.controller.abort();
    const current: Flight = { controller: new AbortController(), href: url.href };
    flight = current;
    root.classList.add(STATE_CLASS.loadingOverlay);
    root.setAttribute('aria-busy', 'true');
    let fresh: DocumentFragment | null = null;
    try {
      fresh = await toFreshContent(await fetchNextPage(url, current.controller.signal), ctx.id);
    } catch {
      fresh = null;
    }
    // A newer page or a filter took over (and owns the overlay), or the widget was torn down.
    if (flight !== current || signal.aborted) return;
    flight = null;
    settle();
    if (!fresh) return announce(PAGE_FAILED);
    const hadFocus = root.contains(document.activeElement);
    replaceContent(root, fresh);
    if (push) history.pushState(null, '', toPushedUrl(new URL(location.href), url, ctx.id));
    shown = toPageKey(new URL(location.href), ctx.id);
    document.dispatchEvent(new Event(BUILDER_EVENT.lazyloadObserve));
    options.onReplaced();
    ctx.emit('loop-page', { url: url.href });
    const first = ctx.own('.e-loop-item')[0];
    if (focus && (hadFocus || document.activeElement === document.body) && first) focusItem(first);
  };
  root.addEventListener('click', (event) => {
    const link = toClickedLink(root, event);
    const url = link ? toPageLink(link.getAttribute('href'), location.href) : null;
    if (!url) return;
    event.preventDefault();
    // The same page asked again while it loads: one request is enough.
    if (flight?.href === url.href) return;
    if (!ctx.emit('before-loop-page', { url: url.href }, true)) return;
    if (options.autoScroll) root.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    void load(url, true, true);
  }, { signal });
  window.addEventListener('popstate', () => {
    const here = new URL(location.href);
    if (toPageKey(here, ctx.id) !== shown) void load(here, false, false);
  }, { signal });
  signal.addEventListener('abort', () => flight?.controller.abort());
  // A filter refresh replaced the content and wrote the address: it is what is shown now, and it wins over a page.
  const forget = () => {
    flight?.controller.abort();
    flight = null;
    shown = toPageKey(new URL(location.href), ctx.id);
  };
  return { forget };
}
