// The showing half of popups (modal, focus trap, animations, events) as a chunk loaded when a popup first opens:
// checking conditions and arming triggers on every page view needs none of it. A popup asked for before it is here is
// drawn at once (draw.ts), and the showing code takes that drawing over when it comes.
import { readEntry } from '../../shared/storage.ts';
import { findPopup } from './documents.ts';
import { drawPopup, eraseDrawing, type Drawing } from './draw.ts';
import { emitWisp } from './emit.ts';
import { importPopupActions } from './fetch-actions.ts';
import type { closeAllPopups, OpenOptions, openPopup } from './popup.ts';
import { disableKey } from './storage-keys.ts';

type Showing = { openPopup: typeof openPopup; closeAllPopups: typeof closeAllPopups };
let loading: Promise<Showing> | null = null;
let loaded: Showing | null = null;
/**
 * Popups drawn before the showing code was here, by id. Each waits for its `openPopup`, which takes it over, or erases
 * it when the popup does not open after all.
 */
const early = new Map<string, Drawing>();

/** Called by popup.ts when it loads, however it was loaded (an action link imports it directly). */
export function registerShowing(showing: Showing): void {
  loaded = showing;
}

/** The popup's early drawing, for popup.ts to take over. */
export function takeEarlyDrawing(id: string): Drawing | undefined {
  const drawing = early.get(id);
  early.delete(id);
  return drawing;
}

function eraseEarly(id: string): void {
  const drawing = takeEarlyDrawing(id);
  if (drawing) eraseDrawing(drawing);
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
 * Draws popup `id` in this task, as popup.ts would show it, for a click (a popup link, an `open_selector` match): when
 * it is known, not disabled by "do not show again", and no listener cancels `before-popup-open` (asked here; asked
 * again by popup.ts only when cancelled here, and a listener that cancels then cancels again). A trigger's popup and
 * the editor's wait for the code (after any input, it is fetched when idle).
 */
function drawEarly(id: string, options: OpenOptions): void {
  const popup = findPopup(id);
  if (!popup || options.edit || options.byTrigger || early.has(id) || readEntry(disableKey(id))) return;
  if (emitWisp(document, 'before-popup-open', { id: Number(id) }, true)) early.set(id, drawPopup(popup));
}

/**
 * Opens the popup as soon as its code is here, drawn at once meanwhile, unless `signal` (the behaviour's) aborted
 * meanwhile; if the code cannot load, the page stays as it was, with one error. A drawn popup's code is asked for once
 * the frame that shows it has started: the request made in the click's task held that frame back 3–5 ms at 4x CPU. In a
 * hidden page (a script's click) no frame comes until it is shown, so there it is asked for at once.
 */
export function openPopupWhenLoaded(signal: AbortSignal, id: string, options: OpenOptions = {}): void {
  if (loaded) return void loaded.openPopup(id, options);
  drawEarly(id, options);
  const open = () => loadShowing().then(
    (showing) => void (signal.aborted ? eraseEarly(id) : showing.openPopup(id, options)),
    (error: unknown) => {
      eraseEarly(id);
      console.error('[wisp] popups: could not load the popup code; no popup opens', error);
    },
  );
  if (early.has(id) && !document.hidden) requestAnimationFrame(() => setTimeout(open));
  else void open();
}

/** Closes every open popup at once, and erases those drawn while their code was on its way. */
export function closeAllPopupsWhenLoaded(): void {
  for (const id of [...early.keys()]) eraseEarly(id);
  loaded?.closeAllPopups();
}
