// File fields: size (`data-maxsize` in MB, `data-maxsize-message`) and type (`accept`) checked as soon as files are chosen.
import { CLASS, loadMessageViews, markFieldError } from './messages.ts';

/** Our own wording: the original checked size only, and the server rejects a wrong type with its own message later. */
const TYPE_MESSAGE = 'This file type is not allowed.';
const SIZE_FALLBACK = 'This file is too large.';

/** Whether `file` matches one of the `accept` tokens (`.pdf`, `image/*`, `application/pdf`). */
function isAccepted(file: File, accept: string): boolean {
  const tokens = accept.split(',').map((token) => token.trim().toLowerCase()).filter(Boolean);
  if (tokens.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return tokens.some((token) => (token.startsWith('.') ? name.endsWith(token) : token.endsWith('/*') ? type.startsWith(token.slice(0, -1)) : type === token));
}

/** The first problem with the chosen files, or null. */
function toFileProblem(input: HTMLInputElement, files: readonly File[]): string | null {
  const megabytes = Number.parseInt(input.getAttribute('data-maxsize') ?? '', 10);
  if (Number.isFinite(megabytes) && megabytes > 0 && files.some((file) => file.size > megabytes * 1024 * 1024)) {
    return input.getAttribute('data-maxsize-message') || SIZE_FALLBACK;
  }
  return files.every((file) => isAccepted(file, input.accept)) ? null : TYPE_MESSAGE;
}

/**
 * Shows the problem as the original did (inline help, `elementor-error`, `aria-invalid`, the `error` event) and, an
 * addition, sets it as the input's custom validity so the browser will not send a file the server would refuse.
 */
export function startFileChecks(form: HTMLFormElement, onProblem: (message: string) => void, signal: AbortSignal): void {
  const shown = new WeakMap<HTMLInputElement, HTMLElement>();
  for (const input of form.querySelectorAll<HTMLInputElement>('input[type="file"]')) {
    let changes = 0;
    input.addEventListener('change', () => {
      const change = ++changes;
      shown.get(input)?.remove();
      shown.delete(input);
      input.setCustomValidity('');
      input.parentElement?.classList.remove(CLASS.error);
      input.removeAttribute('aria-invalid');
      const problem = toFileProblem(input, [...(input.files ?? [])]);
      const container = input.parentElement;
      if (problem === null || !container) return;
      input.setCustomValidity(problem);
      markFieldError(null, container, problem);
      onProblem(problem);
      // The help text waits for the message components; a newer choice or a teardown meanwhile makes it stale.
      void loadMessageViews().then((views) => {
        if (change !== changes || signal.aborted) return;
        const help = markFieldError(views, container, problem);
        if (help) shown.set(input, help);
      });
    }, { signal });
  }
}
