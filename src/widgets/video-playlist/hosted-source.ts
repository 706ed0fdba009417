// A hosted video's URL, checked: http(s) only (relative URLs resolve against the page), and its MIME type from the extension.

const EXTENSION = /\.([a-z0-9]{2,5})$/i;

/** The `<source>` attributes for an untrusted URL, or null when it is not an http(s) address. */
export function toHostedSource(raw: string, base: string): { src: string; type: string | null } | null {
  if (raw.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(raw.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const extension = EXTENSION.exec(url.pathname)?.[1]?.toLowerCase();
  // The original names the type after the extension (`video/mp4`, `video/webm`); a browser skips types it cannot play.
  return { src: url.href, type: extension ? `video/${extension}` : null };
}
