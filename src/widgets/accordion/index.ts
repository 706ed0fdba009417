// Classic accordion (`accordion.default`): the first item opens on load, items slide open and closed in 400 ms.
import type { WispModule } from '../../core/types.ts';
import { startTabItems } from '../../families/tab-items/mount.ts';
import { parse, type AccordionSettings } from './settings.ts';

/** 400 ms: jQuery's default slide duration, which the original uses. */
const SLIDE_MS = 400;

const accordion: WispModule<AccordionSettings> = {
  parse,
  mount: (root, settings, ctx) =>
    startTabItems(root, {
      slideMs: SLIDE_MS,
      toggleSelf: true,
      hidePrevious: settings.max_items_expended === 'one',
      autoExpand: true,
    }, ctx),
};

export default accordion;
