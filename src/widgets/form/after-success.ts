// What a successful answer asks for beyond the message: a redirect (http(s) only) or opening / closing a popup.
import type { FormSuccess } from './response.ts';
import { toSafeRedirect } from './response.ts';

/** 1 s: the original leaves the success message on screen this long before closing the popup the form sits in. */
const CLOSE_DELAY_MS = 1000;

type Warn = (key: string, message: string) => void;

/**
 * Runs the popup action through the same `popup:open` / `popup:close` handlers action links use (one popup runtime,
 * loaded only when an answer asks for it). Open: the popup by id. Close: the popup this form sits in, after 1 s.
 */
export function runPopupAction(form: HTMLFormElement, answer: FormSuccess, warn: Warn, signal: AbortSignal): void {
  const popup = answer.popup;
  if (!popup) return;
  const run = async () => {
    const { openAction, closeAction } = await import('../../behaviours/popups/actions.ts');
    const ctx = { source: form, event: null, warn };
    if (popup.action === 'open') await openAction({ id: popup.id }, ctx);
    else await closeAction({ do_not_show_again: popup.doNotShowAgain }, ctx);
  };
  const start = () => void run().catch((error: unknown) => console.error('[wisp] form: the popup action failed', error));
  if (popup.action === 'open') return start();
  const timer = setTimeout(start, CLOSE_DELAY_MS);
  signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
}

/** Follows `redirect_url` when it is an http(s) URL; warns and stays otherwise. Returns whether it navigates. */
export function followRedirect(answer: FormSuccess, warn: Warn, navigate: (url: string) => void): boolean {
  if (answer.redirectUrl === null) return false;
  const url = toSafeRedirect(answer.redirectUrl, location.href);
  if (url === null) {
    warn('redirect', 'the server asked for a redirect to a URL that is not http(s); staying on the page');
    return false;
  }
  navigate(url);
  return true;
}
