// The original's message markup, always filled as text: form messages, per-field help, error classes, the spinner;
// the elements themselves are components (message-view.tsx), fetched ahead of need.
import { lazyView } from '../../shared/lazy-view.ts';

export const CLASS = {
  message: 'elementor-message',
  success: 'elementor-message-success',
  danger: 'elementor-message-danger',
  svg: 'elementor-message-svg',
  help: 'elementor-form-help-inline',
  error: 'elementor-error',
  waiting: 'elementor-form-waiting',
  spinner: 'elementor-form-spinner',
  group: 'elementor-field-group',
} as const;

const FIELD_CONTROLS = 'input, select, textarea';

/** The message components (message-view.tsx, with the UI chunk). */
export type MessageViews = typeof import('./message-view.tsx');

/**
 * Imports the message components once: on the visitor's first focus or touch in a form (long before a submit), else
 * when a form first needs one (a submit alongside its request, a refused file on the spot). A failed import is tried
 * once more; after that forms still mark their fields and disable the button, without message text or spinner.
 */
export const loadMessageViews: () => Promise<MessageViews | null> = lazyView(
  () => import('./message-view.tsx'),
  'form: could not load its messages; fields are still marked',
);

/**
 * Fetches the components on the first focus or pointer in `form` (now if it already holds the focus; a key needs the
 * focus first), so the spinner and messages are here when the visitor submits; a form only looked at never fetches them.
 */
export function fetchViewsOnFirstUse(form: HTMLFormElement, signal: AbortSignal): void {
  if (form.contains(document.activeElement)) void loadMessageViews();
  else for (const type of ['focusin', 'pointerdown']) form.addEventListener(type, () => void loadMessageViews(), { signal, once: true, passive: true });
}

/** `div.elementor-message.elementor-message-{success|danger}[role=alert]`, appended to the form, text only. */
export function appendFormMessage(views: MessageViews | null, form: HTMLFormElement, kind: 'success' | 'danger', text: string, svg = false): void {
  if (views) form.append(views.toFormMessage({ kind, text, svg }));
}

/** Marks one field's container as the original does: `elementor-error`, an inline help message, `aria-invalid` on its controls. */
export function markFieldError(views: MessageViews | null, container: Element, text: string): HTMLElement | null {
  const help = views ? views.toFieldHelp(text) : null;
  container.classList.add(CLASS.error);
  if (help) container.append(help);
  for (const control of container.querySelectorAll(FIELD_CONTROLS)) control.setAttribute('aria-invalid', 'true');
  return help;
}

/** Before each send: every message, error class and inline help goes; the field groups' controls read `aria-invalid=false`. */
export function clearMessages(form: HTMLFormElement): void {
  for (const message of form.querySelectorAll(`.${CLASS.message}`)) message.remove();
  for (const marked of form.querySelectorAll(`.${CLASS.error}`)) marked.classList.remove(CLASS.error);
  for (const control of form.querySelectorAll(`.${CLASS.group} :is(${FIELD_CONTROLS})`)) control.setAttribute('aria-invalid', 'false');
}

/** The field a server error names: `#form-field-{id}` inside this form (ids repeat when a page has two forms). */
export function findErrorContainer(form: HTMLFormElement, field: string): Element | null {
  const id = `form-field-${field}`;
  for (const element of form.querySelectorAll('[id]')) if (element.id === id) return element.parentElement;
  // Checkbox and radio lists have no element with the bare id; their group takes the message instead.
  const name = `form_fields[${field}]`;
  for (const element of form.elements) {
    const named = element.getAttribute('name');
    if (named === name || named === `${name}[]`) return element.closest(`.${CLASS.group}`);
  }
  return null;
}

/**
 * Disables the button at once and prepends the spinner component,
 * `span.elementor-button-text.elementor-form-spinner > i.fa.fa-spinner.fa-spin`, to its inner span: before the next
 * paint when the components are here (fetched on the first focus or pointer in the form), else as soon as they land.
 * Always while the request runs: the sender waits for the same import, and reactions run in the order they were added.
 */
export function showSpinner(button: HTMLButtonElement | null): void {
  if (!button) return;
  button.disabled = true;
  void loadMessageViews().then((chunk) => chunk && ([...button.children].find((child) => child.localName === 'span') ?? button).prepend(chunk.toSpinner()));
}

export function hideSpinner(button: HTMLButtonElement | null): void {
  if (!button) return;
  button.disabled = false;
  for (const spinner of button.querySelectorAll(`.${CLASS.spinner}`)) spinner.remove();
}
