// `page_views`: shown once the visitor has seen `page_views_views` more pages since this popup was first checked.
import type { Condition } from './types.ts';
import { toCount } from './types.ts';
import { hasGrownBy } from './visit-baseline.ts';

/** With the default 3 the popup first shows on the 4th counted view, the baseline view included. */
export const pageViews: Condition = (timing, env) =>
  hasGrownBy('pageViews', `popup_${env.id}_page_views_initialPageViews`, toCount(timing['page_views_views'], 3), env.now);
