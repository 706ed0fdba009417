// Which code runs each named action: a lazily imported handler, so an action costs nothing until a link uses it.
import { evaluatedModule } from '../../core/chunk-deps.ts';
import { importPopupActions, POPUP_ACTIONS } from '../popups/fetch-actions.ts';
import type { ActionHandler, ActionLoader } from './types.ts';

type PopupActions = typeof import('../popups/actions.ts');

/**
 * A popup action, ready at once when the popup actions have run: on a first tap on a popup link, the popups' warm-up
 * loads them while the click is held, and the replayed click then opens the popup in its own task, not a frame later.
 */
const popupAction = (pick: (chunk: PopupActions) => ActionHandler): ActionLoader => Object.assign(
  () => importPopupActions().then((chunk) => ({ default: pick(chunk) })),
  { ready: () => { const chunk = evaluatedModule<PopupActions>(POPUP_ACTIONS); return chunk && pick(chunk); } },
);

/** Keyed by the name after `action=`; a Map, so names like `__proto__` from a link can never reach an object's prototype. */
export const ACTIONS = new Map<string, ActionLoader>([
  ['lightbox', () => import('../lightbox/action.ts')],
  ['popup:open', popupAction((chunk) => chunk.openAction)],
  ['popup:close', popupAction((chunk) => chunk.closeAction)],
  ['off_canvas:open', () => import('./off-canvas.ts').then((chunk) => ({ default: chunk.openOffCanvas }))],
  ['off_canvas:close', () => import('./off-canvas.ts').then((chunk) => ({ default: chunk.closeOffCanvas }))],
  ['off_canvas:toggle', () => import('./off-canvas.ts').then((chunk) => ({ default: chunk.toggleOffCanvas }))],
]);
