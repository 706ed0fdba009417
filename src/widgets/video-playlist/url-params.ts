// Deep links `?playlist={widgetId}&video={itemId}`: read once on load (untrusted), rewritten with replaceState on selection.

/**
 * The item a URL asks for. `linked` is true when the URL names this playlist at all; an unknown video id then falls
 * back to the first item, as in the original. Ids are compared as plain strings, never used as selectors.
 */
export function toLinkedItem<T extends { id: string | null }>(search: string, widgetId: string, items: T[]): { item: T | undefined; linked: boolean } {
  const params = new URLSearchParams(search);
  if (params.get('playlist') !== widgetId) return { item: undefined, linked: false };
  const video = params.get('video');
  return { item: items.find((item) => item.id !== null && item.id === video) ?? items[0], linked: true };
}

/** Writes the two parameters, keeping the others, the hash and the history state. */
export function writeLink(widgetId: string, itemId: string | null): void {
  if (itemId === null) return;
  const params = new URLSearchParams(location.search);
  params.set('playlist', widgetId);
  params.set('video', itemId);
  try {
    history.replaceState(history.state, '', `${location.pathname}?${params.toString()}${location.hash}`);
  } catch {
    // Sandboxed documents and some browsers' rate limits refuse replaceState; the playlist works without the URL.
  }
}
