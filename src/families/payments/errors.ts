// The payment buttons' error messages: server-printed ones revealed, client ones appended as text, never as HTML.

/** Un-hides the messages the server printed (for example missing account details) and has them announced. */
export function revealErrors(errors: HTMLElement[]): void {
  for (const error of errors) {
    error.classList.remove('elementor-hidden');
    error.setAttribute('role', 'alert');
  }
}

/** Appends the original's error box to `form`; the message is untrusted (it may come from the payment provider). */
export function appendError(form: HTMLElement, message: string): HTMLElement {
  const box = document.createElement('div');
  box.className = 'elementor-message elementor-stripe-error-message elementor-message-danger';
  box.setAttribute('role', 'alert');
  box.textContent = message;
  form.append(box);
  return box;
}
