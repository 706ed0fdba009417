// Holds a click or submit made inside a widget whose chunk is on its way, briefly, then replays it once.
import { HOLD_MS, replayAction } from '../shared/replay.ts';
import { records } from './records.ts';
import { CLICK_FREE } from './registry.ts';
import { SELECTOR } from './schema.ts';

/** Per widget root, the element clicked or the form submitted last; null once a hold ran out (a stalled chunk). */
const held = new WeakMap<HTMLElement, Element | null>();

/**
 * The first pointer, key or focus in a widget starts loading its module, so the click or submit that follows can
 * arrive before the module has mounted: a tab would not switch, a load-more link or a form's native post would leave
 * the page and lose what the visitor typed. Only trusted events are held, so the replay itself passes through. Never
 * held: a link that leaves for another page (the browser follows it at once) and kinds that do nothing on a click.
 */
function onAction(event: Event): void {
  const target = event.target;
  if (!event.isTrusted || !(target instanceof Element)) return;
  if (target.closest('a[href]:not([href^="#"],[role=button])')) return;
  const root = target.closest<HTMLElement>(SELECTOR.element);
  const record = root && records.get(root);
  if (!record || held.get(root) === null || record.runs[0]?.status !== 'loading' || CLICK_FREE.includes(record.base)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held.set(root, target);
  // A chunk that never arrives must not hold the click forever: the browser (or nothing) takes it, and later ones pass.
  // Marked null first: the replayed submit is trusted, and must not be held again.
  setTimeout(() => {
    if (held.get(root) !== target) return;
    held.set(root, null);
    replayAction(target);
  }, HOLD_MS);
}

/** Replays the held action once the module mounted or failed: its own handler, or else the browser, takes it. */
export function releaseAction(root: HTMLElement): void {
  const target = held.get(root);
  held.delete(root);
  if (target) replayAction(target);
}

export function holdEarlyActions(signal: AbortSignal): void {
  for (const type of ['click', 'submit']) document.addEventListener(type, onAction, { capture: true, signal });
}
