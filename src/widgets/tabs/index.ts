// Classic tabs (`tabs.default`): one panel open at a time, the first by default, switched instantly; no settings.
import { toTabItemsModule } from '../../families/tab-items/mount.ts';

export default toTabItemsModule({ slideMs: 0, toggleSelf: false, hidePrevious: true, autoExpand: true });
