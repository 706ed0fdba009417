// Holds a click or submit made inside a widget whose chunk is on its way, then replays it once the module is there.
import { records } from './records.ts';
import { SELECTOR } from './schema.ts';

/** Per widget root, the element clicked or the form submitted last while its module was loading. */
const held = new Map<HTMLElement, Element>();

/**
 * The first pointer, key or focus in a widget starts loading its module, so the click or submit that follows can
 * arrive before the module has mounted: a tab would not switch, a load-more link or a form's native post would leave
 * the page and lose what the visitor typed. Only trusted events are held, so the replay itself passes through.
 */
function onAction(event: Event): void {
  const target = event.target;
  if (!event.isTrusted || !(target instanceof Element)) return;
  const root = target.closest<HTMLElement>(SELECTOR.element);
  if (!root || records.get(root)?.runs[0]?.status !== 'loading') return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held.set(root, target);
}

/** Replays the held action once the module mounted or failed: its own handler, or else the browser, takes it. */
export function releaseAction(root: HTMLElement): void {
  const target = held.get(root);
  held.delete(root);
  if (!target?.isConnected) return;
  if (target instanceof HTMLFormElement) target.requestSubmit();
  else (target as HTMLElement).click();
}

export function holdEarlyActions(signal: AbortSignal): void {
  for (const type of ['click', 'submit']) document.addEventListener(type, onAction, { capture: true, signal });
}
