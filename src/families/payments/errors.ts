// The payment buttons' error messages: server-printed ones revealed, client ones appended as text (a component), never as HTML.
import { lazyView } from '../../shared/lazy-view.ts';

/** Un-hides the messages the server printed (for example missing account details) and has them announced. */
export function revealErrors(errors: HTMLElement[]): void {
  for (const error of errors) {
    error.classList.remove('elementor-hidden');
    error.setAttribute('role', 'alert');
  }
}

/** The error box component (error-view.tsx, with the UI chunk). */
export type ErrorView = typeof import('./error-view.tsx');

/** Imports the error component once, alongside the first payment request; a failed import is tried once more. */
export const loadErrorView: () => Promise<ErrorView | null> = lazyView(
  () => import('./error-view.tsx'),
  'payments: could not load the error message component',
);

/** Appends the original's error box to `form`; the message is untrusted (it may come from the payment provider). */
export function appendError(chunk: ErrorView | null, form: HTMLElement, message: string): void {
  if (chunk) form.append(chunk.toPaymentError(message));
}
