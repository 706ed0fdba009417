// Fetches the showing half of popups when the visitor reaches for something that opens one (a pointer over it or pressed
// on it, the focus), so the click that follows waits for that code's last part, not for a chain of chunks.
import { INTERACTION_EVENTS } from '../../core/triggers.ts';

/**
 * `popup:open` in an action hash, printed raw or percent-encoded (`action%3Dpopup%3Aopen`); linear, any length. A cheap
 * look, not action-links/hash.ts's decoding: that module would cost this chunk, loaded before input, a request more.
 */
const OPENS_POPUP = /action(=|%3D)popup(:|%3A)open/i;

/** An action link (or an element with `data-e-action-hash`) whose action opens a popup, around `target`. */
export function isPopupOpener(target: Element): boolean {
  const holder = target.closest('[data-e-action-hash],a[href]');
  return OPENS_POPUP.test(holder?.getAttribute('data-e-action-hash') ?? holder?.getAttribute('href') ?? '');
}

/**
 * Calls `warm` once, on the first interaction (the events that start a widget's fetch in core/triggers.ts) with a popup
 * opener, unless `signal` aborted first.
 */
export function warmOnIntent(warm: () => void, signal: AbortSignal): void {
  let warmed = false;
  const check = (event: Event): void => {
    if (warmed || !(event.target instanceof Element) || !isPopupOpener(event.target)) return;
    warmed = true;
    warm();
  };
  for (const type of INTERACTION_EVENTS) document.addEventListener(type, check, { capture: true, passive: true, signal });
}
