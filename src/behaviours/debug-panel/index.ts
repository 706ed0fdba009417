// `?wisp-debug`: opens the debug panel, and prints the same rows as a console table, once every module the page
// triggered has loaded and mounted.
import type { LoadedBehaviour } from '../../core/types.ts';
import { closeDebugPanel, showDebugPanel } from '../../ui/debug/panel.tsx';

const debugPanel: LoadedBehaviour = {
  start({ signal }) {
    const api = window.wisp;
    if (!api) return;
    void api.idle().then(() => {
      if (signal.aborted) return;
      console.table(api.report().map(({ element: _element, ...row }) => row));
      showDebugPanel(api);
    });
    return closeDebugPanel;
  },
};

export default debugPanel;
