// Which code runs each named action: a lazily imported handler, so an action costs nothing until a link uses it.
import { preloadDeps } from '../../core/chunk-deps.ts';
import type { ActionLoader } from './types.ts';

/** The popup actions with the modal's chunks fetched alongside (the build lists them), not one round trip after. */
export function importPopupActions(): Promise<typeof import('../popups/actions.ts')> {
  preloadDeps('behaviours/popups/actions');
  return import('../popups/actions.ts');
}

/** Keyed by the name after `action=`; a Map, so names like `__proto__` from a link can never reach an object's prototype. */
export const ACTIONS = new Map<string, ActionLoader>([
  ['lightbox', () => import('../lightbox/action.ts')],
  ['popup:open', () => importPopupActions().then((chunk) => ({ default: chunk.openAction }))],
  ['popup:close', () => importPopupActions().then((chunk) => ({ default: chunk.closeAction }))],
  ['off_canvas:open', () => import('./off-canvas.ts').then((chunk) => ({ default: chunk.openOffCanvas }))],
  ['off_canvas:close', () => import('./off-canvas.ts').then((chunk) => ({ default: chunk.closeOffCanvas }))],
  ['off_canvas:toggle', () => import('./off-canvas.ts').then((chunk) => ({ default: chunk.toggleOffCanvas }))],
]);
