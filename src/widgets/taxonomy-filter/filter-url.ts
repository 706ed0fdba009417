// Loop filters in the page URL: `e-filter-{loopId}-{taxonomy}={terms}` written after a refresh, read in every documented form.
import type { Consolidated } from './filter-state.ts';
import { OR_SEPARATOR, toFilterParam } from './url-terms.ts';

export { readFilterTerms, type UrlTerms } from './url-terms.ts';

/** Terms are joined with a comma, as the spec shows. */
const AND_SEPARATOR = ',';

export type FilterBar = { baseUrl: string; pageNum: number };
type Segment = { raw: string; key: string | null };

/** One form-encoded component; a malformed escape gives null, and its segment is kept untouched. */
function decodeComponent(part: string): string | null {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/** The raw `key=value` segments of a query, so params we do not own are written back byte for byte. */
function toSegments(search: string): Segment[] {
  const query = search.startsWith('?') ? search.slice(1) : search;
  return query.split('&').filter((raw) => raw !== '').map((raw) => ({ raw, key: decodeComponent(raw.split('=')[0] ?? '') }));
}

function toUrl(value: string, base: string): URL | null {
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** The query (without `?`) with this loop's filter params rebuilt and its `e-page-{loopId}` dropped. */
export function toFilterSearch(search: string, loopId: string, consolidated: Consolidated): string {
  const own = `e-filter-${loopId}-`;
  const page = `e-page-${loopId}`;
  const kept = toSegments(search).filter(({ key }) => key === null || !(key.startsWith(own) || key === page)).map(({ raw }) => raw);
  for (const [taxonomy, { terms, logicalJoin }] of Object.entries(consolidated['taxonomy'] ?? {})) {
    const separator = logicalJoin === 'OR' ? OR_SEPARATOR : AND_SEPARATOR;
    kept.push(`${encodeURIComponent(toFilterParam(loopId, taxonomy))}=${terms.map(encodeURIComponent).join(separator)}`);
  }
  return kept.join('&');
}

const isPaging = (segment: Segment) => segment.key === 'page' || segment.key === 'paged';

/**
 * The address to push. Past page 1 of a paged listing, the filter bar's base URL (page 1) with the params merged in and
 * `page` / `paged` dropped from both; otherwise the current path with the new query, or the bare path when empty.
 */
export function toFilterUrl(here: URL, loopId: string, consolidated: Consolidated, bar: FilterBar): string {
  const search = toFilterSearch(here.search, loopId, consolidated);
  const base = bar.pageNum > 1 && bar.baseUrl ? toUrl(bar.baseUrl, here.href) : null;
  // pushState refuses another origin; a base URL pointing elsewhere falls back to the current path.
  if (base && base.origin === here.origin) {
    const ours = toSegments(search).filter((segment) => !isPaging(segment));
    const ourKeys = new Set(ours.map(({ key }) => key));
    const theirs = toSegments(base.search).filter((segment) => !isPaging(segment) && !ourKeys.has(segment.key));
    const merged = [...theirs, ...ours].map(({ raw }) => raw).join('&');
    return merged ? `${base.pathname}?${merged}` : base.pathname;
  }
  return search ? `${here.pathname}?${search}` : here.pathname;
}

/** `pagination_base_url`: the filter bar's base URL (the current address without one), without `page` and `paged`. */
export function toPaginationBaseUrl(baseUrl: string, here: URL): string {
  const url = (baseUrl ? toUrl(baseUrl, here.href) : null) ?? new URL(here.href);
  url.searchParams.delete('page');
  url.searchParams.delete('paged');
  url.hash = '';
  return url.href;
}
