// `times`: shown at most `times_times` times, for good or per session / day / week / month.
import { toText } from '../../../shared/guards.ts';
import { readPeriodCount, readTimes, toPeriod } from '../impressions.ts';
import type { Condition } from './types.ts';
import { toCount } from './types.ts';

/** Only compares: the counters move when the popup is shown or closed (impressions.ts), never at check time. */
export const times: Condition = (timing, env) => {
  const limit = toCount(timing['times_times'], 3);
  const period = toPeriod(toText(timing['times_period']));
  if (!period) return readTimes(env.id, env.now) < limit;
  return readPeriodCount(env.id, period, env.now) < limit;
};
