// Keys on nested accordion titles and contents, as the original: arrows, Home and End move focus (roving
// tabindex), Enter and Space toggle, Escape on an open title closes it, Escape inside content returns to the title
// and closes the item.
import type { MountContext } from '../../core/types.ts';
import { focusTitle, toTitleTarget } from '../../families/nested/keys.ts';
import { isOpening } from './animate.ts';
import type { AccordionControl } from './control.ts';

function onTitleKey(event: KeyboardEvent, at: number, control: AccordionControl, ctx: MountContext): void {
  const titles = control.items.map((item) => item.summary);
  const item = control.items[at];
  const target = toTitleTarget(event.key, at, titles.length, ctx.config.isRtl);
  if (target !== null) {
    event.preventDefault();
    return focusTitle(titles, target);
  }
  if (!item) return;
  // Enter and Space: the browser's own summary toggle is replaced by the animated one.
  if (event.key === 'Enter' || event.key === ' ' || (event.key === 'Escape' && isOpening(item))) {
    event.preventDefault();
    control.toggle(item);
  }
}

export function startKeyboard(root: HTMLElement, control: AccordionControl, ctx: MountContext): void {
  root.addEventListener('keydown', (event) => {
    // A nested widget inside an item that already answered the key (its own Escape, say) has the last word.
    if (event.defaultPrevented || !(event.target instanceof Element)) return;
    const target = event.target;
    const at = control.items.findIndex((item) => item.summary === target.closest('.e-n-accordion-item-title'));
    if (at >= 0) return onTitleKey(event, at, control, ctx);
    const item = control.items.find((candidate) => candidate.content?.contains(target));
    if (event.key !== 'Escape' || !item) return;
    event.preventDefault();
    focusTitle(control.items.map((candidate) => candidate.summary), control.items.indexOf(item));
    if (isOpening(item)) control.toggle(item);
  }, { signal: ctx.signal });
}
