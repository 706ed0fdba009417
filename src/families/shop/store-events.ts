// WooCommerce's body events (cart, checkout): subscribed through jQuery when it is on the page, as DOM events otherwise.

type JQueryEvent = { type: string };
type JQueryHandler = (event: JQueryEvent, ...args: unknown[]) => void;
type JQuerySet = {
  on(events: string, handler: JQueryHandler): unknown;
  off(events: string, handler: JQueryHandler): unknown;
  trigger?(type: string, args: unknown[]): unknown;
};

function toJQuery(): ((target: Element) => JQuerySet) | null {
  const candidate: unknown = (window as unknown as Record<string, unknown>)['jQuery'];
  return typeof candidate === 'function' ? (candidate as (target: Element) => JQuerySet) : null;
}

/**
 * Calls `handler` with the event type, the event object (the same object for every listener of one event, so callers
 * can share work) and the extra arguments (jQuery's trigger arguments, or a DOM event's array `detail`). WooCommerce
 * triggers these through jQuery, which never dispatches a DOM event; jQuery's own listener is a DOM listener, so a
 * plain `dispatchEvent` reaches a jQuery subscription too and no second one is needed.
 */
export function onStoreEvents(types: readonly string[], handler: (type: string, event: object, args: unknown[]) => void, signal: AbortSignal): void {
  const jQuery = toJQuery();
  if (jQuery) {
    const set = jQuery(document.body);
    const listener: JQueryHandler = (event, ...args) => handler(event.type, event, args);
    set.on(types.join(' '), listener);
    signal.addEventListener('abort', () => set.off(types.join(' '), listener), { once: true });
    return;
  }
  for (const type of types) {
    document.body.addEventListener(type, (event) => {
      const detail = event instanceof CustomEvent ? (event.detail as unknown) : undefined;
      handler(type, event, Array.isArray(detail) ? detail : []);
    }, { signal });
  }
}

/**
 * Triggers a WooCommerce body event the way the original does: through jQuery when present (WooCommerce's own
 * listeners are jQuery listeners), else as a bubbling DOM event.
 */
export function triggerStoreEvent(type: string, args: unknown[] = []): void {
  const set = toJQuery()?.(document.body);
  if (set && typeof set.trigger === 'function') return void set.trigger(type, args);
  document.body.dispatchEvent(new CustomEvent(type, { bubbles: true, detail: args }));
}
