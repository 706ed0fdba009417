// `?wisp-debug`: opens the debug panel, and prints the same rows as a console table, once every module the page
// triggered has loaded and mounted (or after PANEL_WAIT_MS, with what is still loading shown as such).
import type { LoadedBehaviour } from '../../core/types.ts';
import { closeDebugPanel, showDebugPanel } from '../../ui/debug/panel.tsx';

/**
 * The panel waits this long at most: a chunk that never arrives (a stalled CDN) keeps `idle()` pending, and the panel is
 * what shows that module still loading.
 */
export const PANEL_WAIT_MS = 10_000;

const debugPanel: LoadedBehaviour = {
  start({ signal }) {
    const api = window.wisp;
    if (!api) return;
    void Promise.race([api.idle(), new Promise((done) => setTimeout(done, PANEL_WAIT_MS))]).then(() => {
      if (signal.aborted) return;
      console.table(api.report().map(({ element: _element, ...row }) => row));
      showDebugPanel(api);
    });
    return closeDebugPanel;
  },
};

export default debugPanel;
