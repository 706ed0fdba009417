// Counting a popup's showings as it opens or closes, in the showing chunk: arming needs only to read the counts
// (impressions.ts), and nothing counts before a popup shows.
import { isYes } from '../../shared/fields.ts';
import { readEntry, writeEntry } from '../../shared/storage.ts';
import { counted, PERIODS, readPeriodCount, readTimes, sessionArea, toPeriod, type Period } from './impressions.ts';
import { impressionsKey, timesKey } from './storage-keys.ts';

const bumpTimes = (id: string, now = Date.now()) => writeEntry(timesKey(id), readTimes(id, now) + 1, {}, now);

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
 * Counts a showing of popup `id` as it opens or closes, when it was armed on this page (impressions.ts): per popup, where
 * the original counted every popup's close on one, a slip that let one popup use up another's quota.
 */
export function countShowing(id: string, moment: 'open' | 'close'): void {
  const timing = counted.get(id);
  if (!timing || countsOnClose(timing) !== (moment === 'close')) return;
  bumpTimes(id);
  const period = isYes(timing['times']) ? toPeriod(timing['times_period']) : null;
  if (period) bumpPeriodCount(id, period);
}
