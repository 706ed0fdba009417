// Nested accordion (`nested-accordion.default`): `<details>` items that open and close with a height animation,
// one or several at a time, with the original's keyboard and deep links to an item or anything inside one.
import type { WispModule } from '../../core/types.ts';
import { readHashTarget } from '../../families/nested/hash-target.ts';
import { isAnimating, settleItem } from './animate.ts';
import { startControl, type AccordionControl } from './control.ts';
import { findItems, itemHolding } from './items.ts';
import { startKeyboard } from './keyboard.ts';
import { parse, type NestedAccordionSettings } from './settings.ts';

function openFromHash(control: AccordionControl): void {
  const target = readHashTarget();
  const item = itemHolding(control.items, target);
  if (!target || !item) return;
  control.reveal(item);
  const { top } = target.getBoundingClientRect();
  if (top < 0 || top >= window.innerHeight) target.scrollIntoView({ block: 'start' });
}

const nestedAccordion: WispModule<NestedAccordionSettings> = {
  parse,
  mount: (root, settings, ctx) => {
    const items = findItems(root);
    if (typeof items === 'string') {
      ctx.warn('markup', items);
      return false;
    }
    const { signal } = ctx;
    const control = startControl(items, settings, ctx);
    for (const item of items) {
      const sync = () => {
        const open = String(item.details.open);
        if (item.summary.getAttribute('aria-expanded') !== open) item.summary.setAttribute('aria-expanded', open);
      };
      sync();
      // The browser opens a details by itself for find-in-page and fragments; the title follows, unless wisp is
      // mid-animation (the attribute lags behind on purpose then).
      item.details.addEventListener('toggle', () => isAnimating(item) || sync(), { signal });
    }
    openFromHash(control);
    startKeyboard(root, control, ctx);
    for (const item of items) {
      // On the title itself, as the original binds it: the browser's own toggle is cancelled before it happens.
      item.summary.addEventListener('click', (event) => {
        event.preventDefault();
        control.toggle(item);
      }, { signal });
    }
    window.addEventListener('hashchange', () => openFromHash(control), { signal });
    return () => {
      for (const item of items) settleItem(item);
    };
  },
};

export default nestedAccordion;
