// Page-wide: runs action links (`#elementor-action:…`) on click, and an action hash in the page URL when the page has it.
import type { LoadedBehaviour } from '../../core/types.ts';
import { answeredPopupLink } from '../popups/fetch-actions.ts';
import { isActionHref } from './hash.ts';
import { findPageActionHash, looksLikeActionHash } from './page-hash.ts';
import { runActionHash } from './run.ts';

const actionLinks: LoadedBehaviour = {
  start: ({ signal, warn }) => {
    // One delegated listener: links added later (load more, popups) work without rescanning.
    document.addEventListener('click', (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const href = link?.getAttribute('href') ?? null;
      if (!link || !isActionHref(href)) return;
      event.preventDefault();
      // A popup link whose popup the popups behaviour opens itself: drawn in this task even while its showing code is
      // still on its way (popups/link-click.ts), where the action would wait for that code first.
      if (answeredPopupLink(link, true)) return;
      void runActionHash(href, { source: link, event, warn });
    }, { signal });
    const runPageHash = () => {
      const hash = location.hash;
      if (!hash || !looksLikeActionHash(hash)) return;
      const own = findPageActionHash(hash);
      if (own === null) return warn('forged', 'the page URL carries an action hash that no element on the page has; ignored');
      void runActionHash(own, { source: null, event: null, warn });
    };
    runPageHash();
    // An addition over the original, which only looked on load: same-page links to an action hash work too.
    window.addEventListener('hashchange', runPageHash, { signal });
  },
};

export default actionLinks;

// For the add-on compatibility layer (`urlActions`), which loads this module only when an add-on uses them.
export { ACTIONS } from './actions.ts';
export { runActionHash } from './run.ts';
export { findPageActionHash, looksLikeActionHash } from './page-hash.ts';
