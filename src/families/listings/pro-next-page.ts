// Pro's load more reads the next page as a whole HTML document and takes this widget's new items out of it.
import { toSafeFragmentInSlices } from '../../shared/safe-html.ts';
import { withTimeout } from '../../shared/request-timeout.ts';
import { toTrustedHtml } from '../../shared/trusted-types.ts';

export type ProPageSelectors = {
  /** The items' container, in the live widget and in the fetched page: `.elementor-posts-container`. */
  container: string;
  /** One item, a direct child of the container: `article` for posts, `.e-loop-item` for loop grids. */
  item: string;
};

export type NextPage = { fragment: DocumentFragment; items: HTMLElement[]; nextUrl: string | null; doc: Document };

/** The next page's address from the anchor, or null unless it is http(s) on this origin (the page itself is fetched). */
export function toNextPageUrl(value: string | null | undefined, base: string): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value, base);
    const origin = new URL(base).origin;
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === origin ? url : null;
  } catch {
    return null;
  }
}

/** This widget's items in a fetched page, re-parsed through the safe fragment: scripts and handlers stripped. */
export async function extractNextPage(html: string, widgetId: string, selectors: ProPageSelectors): Promise<NextPage> {
  const doc = new DOMParser().parseFromString(toTrustedHtml(html), 'text/html');
  const widget = doc.querySelector(`[data-id="${CSS.escape(widgetId)}"]`);
  const found = widget ? [...widget.querySelectorAll(`${selectors.container} > ${selectors.item}`)] : [];
  const fragment = await toSafeFragmentInSlices(found.map((item) => item.outerHTML).join(''));
  const items = [...fragment.children].filter((item): item is HTMLElement => item instanceof HTMLElement);
  const nextUrl = widget?.querySelector('.e-load-more-anchor')?.getAttribute('data-next-page') ?? null;
  return { fragment, items, nextUrl, doc };
}

/** GETs the page like a visitor's browser would (cookies included); rejects on a network failure or an error status. */
export function fetchNextPage(url: URL, signal: AbortSignal): Promise<string> {
  return withTimeout(signal, async (limited) => {
    const response = await fetch(url, { credentials: 'same-origin', signal: limited });
    if (!response.ok) throw new Error(`the next page answered HTTP ${response.status}`);
    return response.text();
  });
}
