// Classic toggle (`toggle.default`): every item starts closed and opens or closes on its own, sliding in 400 ms.
import { toTabItemsModule } from '../../families/tab-items/mount.ts';

// 400 ms: jQuery's default slide duration, which the original uses.
export default toTabItemsModule({ slideMs: 400, toggleSelf: true, hidePrevious: false, autoExpand: false });
