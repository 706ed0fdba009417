// Page-wide: smooth in-page anchor scrolling below the admin bar and sticky header, and `?theme_template_id` on load.
import type { LoadedBehaviour } from '../../core/types.ts';
import { focusTarget } from '../../shared/focus-target.ts';
import { scrollToTarget } from './scroll.ts';
import { toAnchorTarget } from './target.ts';
import { findTemplateTarget } from './template-id.ts';

/** The link's fragment in the address bar, as a history entry so Back returns to where the visitor was. */
function recordHash(link: HTMLAnchorElement): void {
  const hash = new URL(link.href, location.href).hash;
  if (hash === location.hash) return;
  history.pushState(history.state, '', hash);
}

const anchors: LoadedBehaviour = {
  start: ({ signal }) => {
    // A new scroll cancels the one still running.
    let running = new AbortController();
    signal.addEventListener('abort', () => running.abort());
    document.addEventListener('click', (event) => {
      const hit = toAnchorTarget(event);
      if (!hit) return;
      event.preventDefault();
      running.abort();
      const current = new AbortController();
      running = current;
      recordHash(hit.link);
      void scrollToTarget(hit.target, current.signal).then(() => {
        if (!current.signal.aborted) focusTarget(hit.target);
      });
    }, { signal });
    // Back or Forward while the scroll still runs: the browser restores that entry's position, and the animation must not
    // carry on to the old target afterwards.
    window.addEventListener('popstate', () => running.abort(), { signal });
    const template = findTemplateTarget(location.search);
    // The template's top at the middle of the viewport, as the original's preview scroll puts it.
    if (template) void scrollToTarget(template, running.signal, 'middle');
  },
};

export default anchors;
