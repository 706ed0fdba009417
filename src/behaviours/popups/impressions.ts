// How often a popup was shown: `popup_{id}_times` for good, `popup-{id}-impressions-count` per period, as the original stores them.
import { isYes } from '../../shared/fields.ts';
import { isRecord, toFiniteNumber, toText } from '../../shared/guards.ts';
import { readEntry, writeEntry } from '../../shared/storage.ts';
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
const bumpTimes = (id: string, now = Date.now()) => writeEntry(timesKey(id), readTimes(id, now) + 1, {}, now);

/** The per-session count lives in a raw `sessionStorage` key, outside the `elementor` object, as in the original. */
function sessionArea(): Storage | null {
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

/** Adds one; the expiry is set only when the counter starts, so the window is fixed from the first impression. */
export function bumpPeriodCount(id: string, period: Period, now = Date.now()): void {
  const next = readPeriodCount(id, period, now) + 1;
  if (period === 'session') {
    try {
      sessionArea()?.setItem(impressionsKey(id), String(next));
    } catch {
      // Storage full or revoked: the count is lost, as a visitor would never notice.
    }
    return;
  }
  const started = readEntry(impressionsKey(id), {}, now) !== undefined;
  writeEntry(impressionsKey(id), next, started ? {} : { lifetimeSeconds: PERIODS[period] }, now);
}

/** `times_count`: `close` counts a showing when it closes; absent (the page builder strips `''`) counts it on open. */
export const countsOnClose = (timing: Record<string, unknown>) => timing['times_count'] === 'close';

/**
 * Counts showings of `id`: `popup_{id}_times` and, with `times` on, the period counter, on open or (`times_count: close`)
 * on close. The original bumps the period counter at check time on page load, so a page view where another condition or
 * a trigger that never fired kept the popup hidden still used up a showing; wisp counts only what the visitor saw.
 */
export function trackImpressions(id: string, timing: Record<string, unknown>, signal: AbortSignal): void {
  const onClose = countsOnClose(timing);
  const period = isYes(timing['times']) ? toPeriod(timing['times_period']) : null;
  const isThis = (event: Event) => event instanceof CustomEvent && isRecord(event.detail) && String(event.detail['id']) === id;
  document.addEventListener('wisp:popup-open', (event) => {
    if (!isThis(event) || onClose) return;
    bumpTimes(id);
    if (period) bumpPeriodCount(id, period);
  }, { signal });
  document.addEventListener('wisp:popup-close', (event) => {
    if (!isThis(event) || !onClose) return;
    bumpTimes(id);
    // Per popup: the original counted every popup's close here, a slip that let one popup use up another's quota.
    if (period) bumpPeriodCount(id, period);
  }, { signal });
}
