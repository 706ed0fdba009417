// The `popup:open` and `popup:close` actions of action links, over the popup runtime.
import { isYes } from '../../shared/fields.ts';
import type { ActionHandler } from '../action-links/types.ts';
import { markEvaluated } from '../../core/chunk-deps.ts';

import { POPUP_SELECTOR, toPopupId } from './documents.ts';
import { closePopup, openPopup } from './popup.ts';

/** The popup document (copy on screen included) that `element` sits in, or null. */
const popupOf = (element: Element): string | null =>
  toPopupId(element.closest(POPUP_SELECTOR)?.getAttribute('data-elementor-id'));

// What show-lazy.ts needs: it imports this module rather than popup.ts (see there).
export { closeAllPopups, openPopup } from './popup.ts';

/** `{ id, toggle }`: opens the popup, or closes it when `toggle` is set and it is open. */
export const openAction: ActionHandler = (settings, ctx) => {
  const id = toPopupId(settings['id']);
  if (!id) return ctx.warn('popup-id', 'popup:open needs a numeric popup id; nothing opened');
  const outcome = openPopup(id, { toggle: isYes(settings['toggle']), opener: ctx.source });
  if (outcome === 'unknown') ctx.warn(`popup-${id}`, `popup:open names popup ${id}, which is not on this page; nothing opened`);
};

/** `{ do_not_show_again }`: closes the popup the link sits in; with the flag, that popup never opens again. */
export const closeAction: ActionHandler = (settings, ctx) => {
  const id = ctx.source ? popupOf(ctx.source) : null;
  if (!id) return ctx.warn('popup-close', 'popup:close ran outside a popup; nothing closed');
  closePopup(id, { doNotShowAgain: isYes(settings['do_not_show_again']) });
};

// Whoever loaded this chunk (a link's action or the popups' warm-up), a later action runs without awaiting an import.
markEvaluated('behaviours/popups/actions', { openAction, closeAction });
