// `times`: shown at most `times_times` times, for good or per session / day / week / month.
import { toText } from '../../../shared/guards.ts';
import { bumpPeriodCount, countsOnClose, readPeriodCount, readTimes, toPeriod } from '../impressions.ts';
import type { Condition } from './types.ts';
import { toCount } from './types.ts';

export const times: Condition = (timing, env) => {
  const limit = toCount(timing['times_times'], 3);
  const period = toPeriod(toText(timing['times_period']));
  if (!period) return readTimes(env.id, env.now) < limit;
  const count = readPeriodCount(env.id, period, env.now);
  // Counting on open, the original counts here, when the page loads, whether or not a trigger then shows the popup.
  if (!countsOnClose(timing)) bumpPeriodCount(env.id, period, env.now);
  return count < limit;
};
