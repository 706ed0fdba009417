// Fetching the popup actions' chunk (the showing code with them) and the chunks it imports together, for the three
// that ask for it: action links on a popup link's click, the popups' warm-up, and the first input's wake-up. It sits
// in the activate chunk (behaviours/first-input.ts imports it), so none of them costs a request more for it.
import { preloadDeps } from '../../core/chunk-deps.ts';

/** The popup actions' module name in the build's list, as actions.ts registers itself. */
export const POPUP_ACTIONS = 'behaviours/popups/actions';

/** The popup actions, with the chunks they import fetched alongside (the build lists them), not a round trip after. */
export function importPopupActions(): Promise<typeof import('./actions.ts')> {
  preloadDeps(POPUP_ACTIONS);
  return import('./actions.ts');
}

/** Starts that fetch ahead of a click the visitor is reaching for; a failure is left to the click, which reports it. */
export function warmPopupActions(): void {
  importPopupActions().catch(() => undefined);
}
