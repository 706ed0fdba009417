// The id the URL's fragment names, read safely: an empty or malformed fragment names nothing.

/** The decoded id in `hash` (default: the page's), or null when there is none or it cannot be decoded. */
export function readHashId(hash: string = location.hash): string | null {
  if (hash.length < 2 || !hash.startsWith('#')) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
}

/** The element whose id the fragment names; looked up by id, never through a selector built from the URL. */
export function readHashTarget(hash: string = location.hash): HTMLElement | null {
  const id = readHashId(hash);
  return id ? document.getElementById(id) : null;
}
