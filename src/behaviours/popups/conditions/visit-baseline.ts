// Page views and sessions share one rule: count visits since the first time this popup was checked.
import { readEntry, writeEntry } from '../../../shared/storage.ts';
import { toCount } from './types.ts';

/**
 * Passes when `counter` (a visitor counter) grew by at least `needed` since the baseline stored under `baselineKey`.
 * The baseline is set to the current count whenever it is falsy (0 or absent), as the original does.
 */
export function hasGrownBy(counter: 'pageViews' | 'sessions', baselineKey: string, needed: number, now: number): boolean {
  const current = toCount(readEntry(counter, {}, now), 0);
  let baseline = toCount(readEntry(baselineKey, {}, now), 0);
  if (!baseline) {
    baseline = current;
    writeEntry(baselineKey, current, {}, now);
  }
  return current - baseline >= needed;
}
