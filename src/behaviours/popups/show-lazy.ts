// The showing half of popups (modal, focus trap, animations, events) as a chunk loaded when a popup first opens:
// checking conditions and arming triggers on every page view needs none of it.
import { importPopupActions } from './fetch-actions.ts';
import type { closeAllPopups, openPopup } from './popup.ts';

type Showing = { openPopup: typeof openPopup; closeAllPopups: typeof closeAllPopups };
let loading: Promise<Showing> | null = null;
let loaded: Showing | null = null;

/** Called by popup.ts when it loads, however it was loaded (an action link imports it directly). */
export function registerShowing(showing: Showing): void {
  loaded = showing;
}

/**
 * The showing chunk, imported once; a failed import is tried once more. Through the popup actions, which import it
 * statically: one dynamic entry for both, so the build gives them one chunk, and a first tap on a popup link (action
 * links import the actions) fetches one file fewer.
 */
function loadShowing(): Promise<Showing> {
  loading ??= importPopupActions().catch(importPopupActions);
  return loading;
}

/**
 * Opens the popup as soon as its code is here, unless `signal` (the behaviour's) aborted meanwhile; if the code cannot
 * load, the page stays as it is, with one error.
 */
export function openPopupWhenLoaded(signal: AbortSignal, ...args: Parameters<typeof openPopup>): void {
  if (loaded) return void loaded.openPopup(...args);
  loadShowing().then(
    (showing) => void (signal.aborted || showing.openPopup(...args)),
    (error: unknown) => console.error('[wisp] popups: could not load the popup code; no popup opens', error),
  );
}

/** Closes every open popup at once; none can be open before the showing chunk has loaded. */
export function closeAllPopupsWhenLoaded(): void {
  loaded?.closeAllPopups();
}
