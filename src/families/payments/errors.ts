// The payment buttons' error messages: server-printed ones revealed, client ones appended as text (a component), never as HTML.

/** Un-hides the messages the server printed (for example missing account details) and has them announced. */
export function revealErrors(errors: HTMLElement[]): void {
  for (const error of errors) {
    error.classList.remove('elementor-hidden');
    error.setAttribute('role', 'alert');
  }
}

/** The error box component (error-view.tsx, with the UI chunk). */
export type ErrorView = typeof import('./error-view.tsx');

let view: Promise<ErrorView | null> | null = null;

/** Imports the error component once, alongside the first payment request; a failed import is tried once more. */
export function loadErrorView(): Promise<ErrorView | null> {
  view ??= import('./error-view.tsx').catch(() => import('./error-view.tsx')).catch((error: unknown) => {
    console.error('[wisp] payments: could not load the error message component', error);
    return null;
  });
  return view;
}

/** Appends the original's error box to `form`; the message is untrusted (it may come from the payment provider). */
export function appendError(chunk: ErrorView | null, form: HTMLElement, message: string): void {
  if (chunk) form.append(chunk.toPaymentError(message));
}
