// Classic tabs (`tabs.default`): one panel open at a time, the first by default, switched instantly.
import type { WispModule } from '../../core/types.ts';
import { startTabItems } from '../../families/tab-items/mount.ts';

const tabs: WispModule<Record<string, never>> = {
  // The classic tabs widget has no frontend settings of its own.
  parse: () => ({ ok: true, settings: {} }),
  mount: (root, _settings, ctx) =>
    startTabItems(root, { slideMs: 0, toggleSelf: false, hidePrevious: true, autoExpand: true }, ctx),
};

export default tabs;
