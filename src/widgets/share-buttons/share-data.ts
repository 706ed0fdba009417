// What a share button shares: the page (URL, decoded title, excerpt, featured image) or the widget's custom URL.
import type { PageConfig } from '../../shared/config.ts';
import type { ShareData } from '../../shared/share-urls.ts';

/**
 * The page URL, minus a `u` query parameter that is not a URL on this host: a link crafted with `?u=https://evil.example`
 * must not make visitors share someone else's address (the original guards against the same parameter pollution).
 */
export function toPageUrl(href: string): string {
  const url = new URL(href);
  const polluted = url.searchParams.get('u');
  if (polluted === null) return url.href;
  let sameHost = false;
  try {
    sameHost = new URL(polluted).host === url.host;
  } catch {
    sameHost = false;
  }
  if (!sameHost) url.searchParams.delete('u');
  return url.href;
}

/** The config's title is URL-encoded HTML entities; a malformed escape leaves the text as printed. */
export function toTitle(raw: string): string {
  try {
    return decodeURIComponent(raw).trim();
  } catch {
    return raw.trim();
  }
}

/** Networks fetch the image themselves, so it must be an absolute http(s) URL; anything else is left out. */
function toWebUrl(raw: string, base: string): string {
  try {
    const url = new URL(raw, base);
    return raw !== '' && (url.protocol === 'http:' || url.protocol === 'https:') ? url.href : '';
  } catch {
    return '';
  }
}

/** With a custom URL only that URL is shared, as in the original: the page's title would describe another page. */
export function toShareData(customUrl: string, config: PageConfig, page: { href: string; title: string }): ShareData {
  if (customUrl) return { url: customUrl, title: '', text: '', image: '' };
  return {
    url: toPageUrl(page.href),
    title: toTitle(config.post.title) || page.title.trim(),
    text: config.post.excerpt.trim(),
    image: toWebUrl(config.post.featuredImage || '', page.href),
  };
}
