// Every timing condition of a popup, in the original's order; each enabled one runs (for its storage side effects) and all must pass.
import { isYes } from '../../../shared/fields.ts';
import { isRecord } from '../../../shared/guards.ts';
import { devices } from './devices.ts';
import { pageViews } from './page-views.ts';
import { sessions } from './sessions.ts';
import { times } from './times.ts';
import type { Condition, Timing, TimingEnv } from './types.ts';

export type { Timing, TimingEnv } from './types.ts';

/** The groups whose checks are imported only for a popup that enables one (rare-conditions.ts, url.ts). */
type Lazy = 'url' | 'sources' | 'logged_in' | 'browsers' | 'schedule';

/**
 * Group key → check, or the name of one imported on demand; a group is enabled when its key is `"yes"`. Order as in
 * the original. The URL check parses and runs a regex from settings under a work limit: 2 KB gzip, a chunk of its own.
 * Sources, logged-in users, browsers and schedule share one (0.9 KB gzip).
 */
const CONDITIONS: ReadonlyArray<[string, Condition | Lazy]> = [
  ['page_views', pageViews], ['sessions', sessions], ['url', 'url'], ['sources', 'sources'], ['logged_in', 'logged_in'],
  ['devices', devices], ['times', times], ['browsers', 'browsers'], ['schedule', 'schedule'],
];

const FAIL: Condition = () => false;

/** A check imported on demand; one that cannot be imported fails, so the popup is not shown where it might not belong. */
const importCheck = (name: Lazy): Promise<Condition> =>
  (name === 'url' ? import('./url.ts') : import('./rare-conditions.ts'))
    .then((module) => (module as Record<string, Condition | undefined>)[name] ?? FAIL, () => FAIL);

/** `timing` is `[]` when no group is set; anything that is not an object means no conditions. */
export const toTiming = (value: unknown): Timing => (isRecord(value) ? value : {});

/**
 * True when every enabled condition passes; none short-circuits, so every counter is kept as the original keeps it.
 */
export async function passesTiming(timing: Timing, env: TimingEnv): Promise<boolean> {
  let passes = true;
  for (const [group, check] of CONDITIONS) {
    if (!isYes(timing[group])) continue;
    const run = typeof check === 'function' ? check : await importCheck(check);
    if (!run(timing, env)) passes = false;
  }
  return passes;
}
