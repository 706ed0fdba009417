// Client-side validation stays the browser's (its own messages and bubbles); the fields it rejects also get the
// original's error markers (`elementor-error` on the group, `aria-invalid`), cleared as soon as the value is valid.
import { CLASS } from './messages.ts';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isControl = (target: EventTarget | null): target is Control =>
  target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;

/** Watches `invalid` (it does not bubble, so captured) and `input`/`change` on the form. */
export function startValidityMarks(form: HTMLFormElement, signal: AbortSignal): void {
  const marked = new WeakSet<Control>();
  form.addEventListener('invalid', (event) => {
    const control = event.target;
    if (!isControl(control)) return;
    marked.add(control);
    control.setAttribute('aria-invalid', 'true');
    control.closest(`.${CLASS.group}`)?.classList.add(CLASS.error);
  }, { capture: true, signal });
  const recheck = (event: Event) => {
    const control = event.target;
    if (!isControl(control) || !marked.has(control) || !control.validity.valid) return;
    marked.delete(control);
    control.setAttribute('aria-invalid', 'false');
    const group = control.closest(`.${CLASS.group}`);
    // A message from the server stays until the next send, as in the original.
    if (group && !group.querySelector(`.${CLASS.help}`)) group.classList.remove(CLASS.error);
  };
  form.addEventListener('input', recheck, { signal });
  form.addEventListener('change', recheck, { signal });
}
