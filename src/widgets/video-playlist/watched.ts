// Watched videos, in the original's storage format: under `watched_videos_{widgetId}`, a JSON string of item ids.
import { readEntry, writeEntry } from '../../shared/storage.ts';

export const toWatchedKey = (widgetId: string) => `watched_videos_${widgetId}`;

/** The ids stored for this playlist; anything unreadable counts as nothing watched. */
export function readWatched(widgetId: string): string[] {
  const stored = readEntry(toWatchedKey(widgetId));
  let value: unknown = stored;
  if (typeof stored === 'string') {
    try {
      value = JSON.parse(stored);
    } catch {
      return [];
    }
  }
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
}

/** Adds one id (once) and stores the list the way the original does: stringified inside the storage object. */
export function addWatched(widgetId: string, itemId: string): void {
  const ids = readWatched(widgetId);
  if (ids.includes(itemId)) return;
  writeEntry(toWatchedKey(widgetId), JSON.stringify([...ids, itemId]));
}
