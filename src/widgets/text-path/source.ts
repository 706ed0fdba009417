// Which SVG URLs the text path may fetch (http(s), `.svg`, this site or its asset / upload hosts) and which link it may write.
import type { PageConfig } from '../../shared/config.ts';

function toUrl(raw: string): URL | null {
  try {
    return new URL(raw, location.href);
  } catch {
    return null;
  }
}

const isWeb = (url: URL) => url.protocol === 'http:' || url.protocol === 'https:';

/** The SVG's URL when it is http(s), ends in `.svg` and comes from this page's origin or the builder's asset/upload hosts. */
export function toSvgUrl(raw: string | undefined, config: PageConfig): URL | null {
  const url = raw ? toUrl(raw.trim()) : null;
  if (!url || !isWeb(url) || !url.pathname.toLowerCase().endsWith('.svg')) return null;
  const hosts = [location.href, config.urls.assets, config.urls.uploadUrl].filter(Boolean).map((base) => toUrl(base)?.origin);
  return hosts.includes(url.origin) ? url : null;
}

/** The text's link when it is http(s); anything else (`javascript:` …) is dropped. */
export function toLinkUrl(raw: string | undefined): string | null {
  const url = raw ? toUrl(raw.trim()) : null;
  return url && isWeb(url) ? url.href : null;
}
