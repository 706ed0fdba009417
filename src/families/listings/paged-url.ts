// The address of page n of a WordPress listing: `/page/{n}/` in place of any page segment, query and hash kept.

// `/page/{n}` as a whole path segment (followed by `/` or the end), anywhere in the path.
const PAGE_SEGMENT = /\/page\/\d+(?=\/|$)/g;

export type PagedUrl = { path: string; url: string };

/**
 * `/insights/` → `/insights/page/3/`; `/insights/page/2/?utm=x#list` → `/insights/page/3/?utm=x#list`.
 * `path` is the new path alone, `url` the path with the current query and hash.
 */
export function toPagedUrl(current: string, page: number): PagedUrl {
  const url = new URL(current);
  let path = url.pathname.replace(PAGE_SEGMENT, '');
  if (!path.endsWith('/')) path += '/';
  path += `page/${page}/`;
  return { path, url: path + url.search + url.hash };
}

/** Pushes a history entry for page n, its state holding `urlPath` as the custom skin's original does. */
export function pushPagedUrl(page: number): void {
  const { path, url } = toPagedUrl(location.href, page);
  history.pushState({ urlPath: path }, '', url);
}
