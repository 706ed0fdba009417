// The visitor counters every popup condition reads: page loads and browser sessions, kept as the original keeps them.
import { toFiniteNumber } from '../../shared/guards.ts';
import { readEntry, writeEntry } from '../../shared/storage.ts';
import { VISITOR_KEYS } from '../popups/storage-keys.ts';

let counted = false;

const bump = (key: string, now: number) => writeEntry(key, Math.trunc(toFiniteNumber(readEntry(key, {}, now), 0)) + 1, {}, now);

/**
 * Counts this page load once (and a new session when session storage has no flag yet). Called on the pages of sites
 * with popups only: the original (before Pro 3.32) counted on every site, storing a visit history nothing reads.
 */
export function countVisit(now = Date.now()): void {
  if (counted) return;
  counted = true;
  bump(VISITOR_KEYS.pageViews, now);
  if (readEntry(VISITOR_KEYS.activeSession, { session: true }, now)) return;
  writeEntry(VISITOR_KEYS.activeSession, true, { session: true }, now);
  bump(VISITOR_KEYS.sessions, now);
}
