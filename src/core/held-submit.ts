// Holds a submit made inside a widget whose module is still loading, then sends it again once the module is there.
import { records } from './records.ts';
import { SELECTOR } from './schema.ts';

/** Per widget root, the form whose submit waits (a page-builder form has one submit button, so none is kept). */
const held = new Map<HTMLElement, HTMLFormElement>();

/**
 * A form widget's native submit posts the page away, losing what the visitor typed, and skips the module's AJAX
 * send; a visitor quick enough to press Enter before the chunk arrives must get the module's behaviour too.
 */
function onSubmit(event: SubmitEvent): void {
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return;
  const root = form.closest<HTMLElement>(SELECTOR.element);
  const status = root ? records.get(root)?.runs[0]?.status : undefined;
  if (!root || (status !== 'pending' && status !== 'loading')) return;
  event.preventDefault();
  held.set(root, form);
}

/** Sends a held submit again once the module mounted or failed: its own handler, or else the native post, takes it. */
export function releaseSubmit(root: HTMLElement): void {
  const form = held.get(root);
  held.delete(root);
  if (form?.isConnected) form.requestSubmit();
}

export function holdEarlySubmits(signal: AbortSignal): void {
  document.addEventListener('submit', onSubmit, { capture: true, signal });
}
