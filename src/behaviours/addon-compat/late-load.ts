// An add-on handler run after the window's load event that waits for that event (`$(window).on('load', …)` inside a
// ready handler, as Element Pack's table of contents and accordion or Happy Addons' one-page navigation do) would wait
// for good: the original ran it before the load event. Such listeners, added by the handler, are called in the next task.
import { pageJquery } from './jquery.ts';

type HandleObject = { handler?: (this: Window, event: unknown) => unknown; data?: unknown };
type JqueryWithEvent = { Event?: (type: string) => Record<string, unknown> };

/** jQuery's list of load listeners on `window`, a copy (empty without jQuery). */
function loadListeners(): HandleObject[] {
  const events = pageJquery()?._data?.(window, 'events') as { load?: HandleObject[] } | undefined;
  return [...(events?.load ?? [])];
}

/** Runs `run`; after the load event, calls the jQuery load listeners it added on `window`, each once, in a later task. */
export function runWithLateLoad(run: () => void, warn: (key: string, message: string) => void): void {
  if (document.readyState !== 'complete') return run();
  const before = loadListeners();
  try {
    run();
  } finally {
    const added = loadListeners().filter((listener) => !before.includes(listener));
    if (added.length) setTimeout(() => {
      for (const listener of added) {
        // As jQuery's own dispatch gives it (a `.one()` listener removes itself through `handleObj`).
        const made = (pageJquery() as JqueryWithEvent | null)?.Event?.('load');
        const event = made && Object.assign(made, { target: window, currentTarget: window, delegateTarget: window, handleObj: listener, data: listener.data });
        try {
          listener.handler?.call(window, event);
        } catch (error) {
          warn('late-load', `an add-on's load listener, called after the load event, threw (${String(error)})`);
        }
      }
    });
  }
}
