// Which code runs each named action: a lazily imported handler, so an action costs nothing until a link uses it.
import type { ActionLoader } from './types.ts';

/** Keyed by the name after `action=`; a Map, so names like `__proto__` from a link can never reach an object's prototype. */
export const ACTIONS = new Map<string, ActionLoader>([
  ['lightbox', () => import('../lightbox/action.ts')],
  ['popup:open', () => import('../popups/actions.ts').then((chunk) => ({ default: chunk.openAction }))],
  ['popup:close', () => import('../popups/actions.ts').then((chunk) => ({ default: chunk.closeAction }))],
  ['off_canvas:open', () => import('./off-canvas.ts').then((chunk) => ({ default: chunk.openOffCanvas }))],
  ['off_canvas:close', () => import('./off-canvas.ts').then((chunk) => ({ default: chunk.closeOffCanvas }))],
  ['off_canvas:toggle', () => import('./off-canvas.ts').then((chunk) => ({ default: chunk.toggleOffCanvas }))],
]);
