// Classic toggle (`toggle.default`): every item starts closed and opens or closes on its own, sliding in 400 ms.
import type { WispModule } from '../../core/types.ts';
import { startTabItems } from '../../families/tab-items/mount.ts';

/** 400 ms: jQuery's default slide duration, which the original uses. */
const SLIDE_MS = 400;

const toggle: WispModule<Record<string, never>> = {
  parse: () => ({ ok: true, settings: {} }),
  mount: (root, _settings, ctx) =>
    startTabItems(root, { slideMs: SLIDE_MS, toggleSelf: true, hidePrevious: false, autoExpand: false }, ctx),
};

export default toggle;
