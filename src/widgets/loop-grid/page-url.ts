// Loop grid AJAX pages in the address bar: the URL to push for a page link, and which page an address shows.
import { toNextPageUrl } from '../../families/listings/pro-next-page.ts';

/** The page link's target when it may be fetched in place: http(s) on this origin; null leaves it to the browser. */
export function toPageLink(href: string | null, base: string): URL | null {
  return toNextPageUrl(href, base);
}

/**
 * The address to push for `link`: the current params with the link's merged over them, and `e-page-{id}` dropped
 * when the link has none (it leads to page 1). The link's path is kept, so `/page/{n}/` archives stay right too.
 */
export function toPushedUrl(here: URL, link: URL, widgetId: string): string {
  const params = new URLSearchParams(here.search);
  for (const [key, value] of link.searchParams) params.set(key, value);
  const own = `e-page-${widgetId}`;
  if (!link.searchParams.has(own)) params.delete(own);
  const query = params.toString();
  return query ? `${link.pathname}?${query}` : link.pathname;
}

/** What decides the grid's page in an address: its path and its own `e-page-{id}` (filters are the filter's business). */
export function toPageKey(url: URL, widgetId: string): string {
  const page = url.searchParams.get(`e-page-${widgetId}`);
  return `${url.pathname}|${page === null || page === '1' ? '' : page}`;
}
