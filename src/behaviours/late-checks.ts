// The checks that decide, in the activate chunk, whether a behaviour armed on every page is needed on this one, and when.
import type { ActivateHost, LoadedBehaviour } from '../core/types.ts';
import { pageConfig } from '../shared/config.ts';
import { needsAddonCompat } from './addon-compat/wants.ts';
import deviceMode from './device-mode/index.ts';
import visitorCounters from './visitor-counters/index.ts';
import { printsPopup } from './first-input.ts';

export { ANSWERED_ON_FIRST_INPUT, isAskedByUrl, ON_FIRST_INPUT, WARM_ON_FIRST_INPUT } from './first-input.ts';

/**
 * Started from the activate chunk itself: device mode is one call into shared/device.ts, which that chunk holds; the
 * visitor counters (0.3 KB gzip with their storage keys) run on every page of a site with popups, and as a chunk of
 * their own they cost those pages two or three more requests (the counter and its keys are shared with popups).
 */
export const IN_ACTIVATE: ReadonlyMap<string, LoadedBehaviour> = new Map([['device-mode', deviceMode], ['visitor-counters', visitorCounters]]);

/** Pro's flag that the site has popups (the config is also found where an optimiser delayed its inline script). */
const hasPopupsFlag = (): boolean => pageConfig().pro?.hasPopups === true;

/** Whether the page needs a behaviour: at once, or over several tasks for a check that looks at every widget. */
type LateCheck = (host: ActivateHost) => boolean | Promise<boolean>;

/**
 * Checks too large for the loader, run here (every page loads this chunk anyway) before the behaviour's chunk is
 * fetched: a page without add-ons, popups or `?wisp-debug` never downloads those modules.
 */
export const LATE_CHECKS: ReadonlyMap<string, LateCheck> = new Map<string, LateCheck>([
  // The loader's widget kinds, lent: this chunk does not carry the registry's lists.
  ['addon-compat', (host) => needsAddonCompat(host.kinds)],
  // Dynamic Conditions' markers are plain divs, not page-builder elements.
  ['column-redistribution', () => document.querySelector('.dc-hidden-column, .dc-hide-wrapper, .dc-hide-others') !== null],
  // The panel (and with it the UI chunk) only on pages that ask for it.
  ['debug-panel', () => /[?&]wisp-debug\b/.test(location.search)],
  ['popups', printsPopup],
  // The rest of a site with popups (Pro's flag) counts the visits that page-view and session conditions read.
  ['visitor-counters', () => !printsPopup() && hasPopupsFlag()],
]);
