// Counts the visit on a page of a site with popups that prints none itself: the page-view and session conditions of
// the site's popups read these counters on other pages, so every page counts, as with the original. Only this small
// module loads here; the popups' conditions, triggers and modal stay on the pages that print a popup.
import type { LoadedBehaviour } from '../../core/types.ts';
import { countVisit } from './count.ts';

const visitorCounters: LoadedBehaviour = {
  start: ({ config }) => {
    if (!config.edit) countVisit();
  },
};

export default visitorCounters;
