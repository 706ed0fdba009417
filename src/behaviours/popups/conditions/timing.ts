// Every timing condition of a popup, in the original's order; each enabled one runs (for its storage side effects) and all must pass.
import { isYes } from '../../../shared/fields.ts';
import { isRecord } from '../../../shared/guards.ts';
import { browsers } from './browsers.ts';
import { devices } from './devices.ts';
import { loggedIn } from './logged-in.ts';
import { pageViews } from './page-views.ts';
import { schedule } from './schedule.ts';
import { sessions } from './sessions.ts';
import { sources } from './sources.ts';
import { times } from './times.ts';
import type { Condition, Timing, TimingEnv } from './types.ts';

export type { Timing, TimingEnv } from './types.ts';

/**
 * Group key → check; a group is enabled when its key is `"yes"`. Order as in the original. The URL check (null here)
 * parses and runs a regex from settings under a work limit: 2 KB gzip, imported only for a popup that enables it.
 */
const CONDITIONS: ReadonlyArray<[string, Condition | null]> = [
  ['page_views', pageViews], ['sessions', sessions], ['url', null], ['sources', sources], ['logged_in', loggedIn],
  ['devices', devices], ['times', times], ['browsers', browsers], ['schedule', schedule],
];

/** `timing` is `[]` when no group is set; anything that is not an object means no conditions. */
export const toTiming = (value: unknown): Timing => (isRecord(value) ? value : {});

/**
 * True when every enabled condition passes; none short-circuits, so every counter is kept as the original keeps it. A
 * URL check that cannot be loaded fails, so the popup is not shown where it might not belong.
 */
export async function passesTiming(timing: Timing, env: TimingEnv): Promise<boolean> {
  const url = isYes(timing['url']) ? await import('./url.ts').then((module) => module.url, () => () => false) : null;
  let passes = true;
  for (const [group, check] of CONDITIONS) {
    const run = check ?? url;
    if (isYes(timing[group]) && run && !run(timing, env)) passes = false;
  }
  return passes;
}
