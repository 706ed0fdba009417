// Fetches the showing half of popups when the visitor reaches for something that opens one (a pointer over it or pressed
// on it, the focus), so the click that follows waits for that code's last part, not for a chain of chunks.

/** `popup:open` in an action hash, printed raw or percent-encoded (`action%3Dpopup%3Aopen`); linear, any length. */
const OPENS_POPUP = /action(=|%3D)popup(:|%3A)open/i;
// As the loader's interaction trigger: a touch fires pointerover and pointerdown before its click.
const INTENT = ['pointerover', 'pointerdown', 'focusin'] as const;

/** An action link (or an element with `data-e-action-hash`) whose action opens a popup, around `target`. */
export function isPopupOpener(target: Element): boolean {
  const holder = target.closest('[data-e-action-hash],a[href]');
  return OPENS_POPUP.test(holder?.getAttribute('data-e-action-hash') ?? holder?.getAttribute('href') ?? '');
}

/** Calls `warm` once, on the first sign of intent towards an element `opens` accepts, unless `signal` aborted first. */
export function warmOnIntent(opens: (target: Element) => boolean, warm: () => void, signal: AbortSignal): void {
  let warmed = false;
  const check = (event: Event): void => {
    if (warmed || !(event.target instanceof Element) || !opens(event.target)) return;
    warmed = true;
    warm();
  };
  for (const type of INTENT) document.addEventListener(type, check, { capture: true, passive: true, signal });
}
