// `?wisp-debug`: opens the debug panel once every module the page triggered has loaded and mounted.
import type { LoadedBehaviour } from '../../core/types.ts';
import { closeDebugPanel, showDebugPanel } from '../../ui/debug/panel.tsx';

const debugPanel: LoadedBehaviour = {
  start({ signal }) {
    const api = window.wisp;
    if (!api) return;
    void api.idle().then(() => signal.aborted || showDebugPanel(api));
    return closeDebugPanel;
  },
};

export default debugPanel;
