// How often a popup was shown: `popup_{id}_times` for good, `popup-{id}-impressions-count` per period, as the original
// stores them. Read here, for the times condition when a popup arms; counted by impressions-count.ts, in the showing
// chunk, when one shows or closes.
import { toFiniteNumber, toText } from '../../shared/guards.ts';
import { readEntry } from '../../shared/storage.ts';
import { timesKey, impressionsKey } from './storage-keys.ts';

/** Period lengths in seconds; a month is the page builder's 30.42 days. */
export const PERIODS = { day: 86400, week: 604800, month: 2628288 } as const;
export type Period = keyof typeof PERIODS | 'session';

export function toPeriod(value: unknown): Period | null {
  const text = toText(value);
  return text === 'session' || text in PERIODS ? (text as Period) : null;
}

const toCount = (value: unknown) => Math.max(0, Math.trunc(toFiniteNumber(value, 0)));

export const readTimes = (id: string, now = Date.now()) => toCount(readEntry(timesKey(id), {}, now));
/** The per-session count lives in a raw `sessionStorage` key, outside the `elementor` object, as in the original. */
export function sessionArea(): Storage | null {
  try {
    return globalThis.sessionStorage;
  } catch {
    return null;
  }
}

export function readPeriodCount(id: string, period: Period, now = Date.now()): number {
  if (period !== 'session') return toCount(readEntry(impressionsKey(id), {}, now));
  try {
    return toCount(sessionArea()?.getItem(impressionsKey(id)));
  } catch {
    return 0;
  }
}

/** The `timing` settings of each popup armed on this page (edit mode and popups added later arm none): those count. */
export const counted = new Map<string, Record<string, unknown>>();

/**
 * Counts showings of `id` from now on, until `signal` aborts: `popup_{id}_times` and, with `times` on, the period
 * counter, on open or (`times_count: close`) on close (impressions-count.ts). The original bumps the period counter at
 * check time on page load, so a page view where another condition or a trigger that never fired kept the popup hidden
 * still used up a showing; wisp counts only what the visitor saw.
 */
export function trackImpressions(id: string, timing: Record<string, unknown>, signal: AbortSignal): void {
  counted.set(id, timing);
  signal.addEventListener('abort', () => counted.delete(id));
}
