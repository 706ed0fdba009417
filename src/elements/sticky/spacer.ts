// The spacer left in the stuck element's place: a hidden copy, so the content below keeps its position.
import { WISP_ATTR } from '../../core/schema.ts';
import { BUILDER } from '../../shared/names.ts';
import { STICKY_CLASS } from './classes.ts';

/**
 * A deep copy, as the original makes, so it takes exactly the element's room at every width without measuring. The copy
 * carries the page-builder attributes of everything inside it: marking it as delaying its child handlers keeps wisp's
 * observer from starting modules (sticky included) on it.
 */
export function createSpacer(root: HTMLElement): HTMLElement {
  const spacer = root.cloneNode(true) as HTMLElement;
  spacer.classList.add(STICKY_CLASS.spacer);
  spacer.style.setProperty('visibility', 'hidden');
  spacer.style.setProperty('transition', 'none');
  spacer.style.setProperty('animation', 'none');
  spacer.setAttribute(BUILDER.delayChildHandlers, 'true');
  spacer.setAttribute('aria-hidden', 'true');
  for (const ready of [spacer, ...spacer.querySelectorAll(`[${WISP_ATTR.ready}]`)]) ready.removeAttribute(WISP_ATTR.ready);
  return spacer;
}
