// The store's cart and notices as one signal: WooCommerce's body events are heard once per page, and every shop widget
// (menu cart, add to cart, cart, notices) reads the same state instead of subscribing to the store on its own.
import { effect, signal, untracked } from '@preact/signals';
import { onStoreEvents } from './store-events.ts';

type StoreEvent = { type: string; event: object; args: unknown[] };
type StoreHandler = (type: string, event: object, args: unknown[]) => void;

/** The cart's and the notices' events that shop widgets follow. */
const STORE_TYPES = [
  'added_to_cart', 'removed_from_cart', 'wc_fragments_refreshed', 'wc_fragments_loaded', 'updated_wc_div', 'updated_checkout',
  'updated_cart_totals', 'applied_coupon', 'removed_coupon', 'applied_coupon_in_checkout', 'removed_coupon_in_checkout', 'checkout_error',
];

/** The store's last event (the event object is shared, so widgets can share the work it causes); null before any. */
export const storeEvent = signal<StoreEvent | null>(null);

let readers = 0;
let listening: AbortController | null = null;

/** One store subscription while at least one widget reads the signal; the last teardown ends it. */
function addReader(until: AbortSignal): void {
  readers += 1;
  if (!listening) {
    listening = new AbortController();
    onStoreEvents(STORE_TYPES, (type, event, args) => (storeEvent.value = { type, event, args }), listening.signal);
  }
  until.addEventListener('abort', () => {
    readers -= 1;
    if (readers > 0) return;
    listening?.abort();
    listening = null;
  }, { once: true });
}

/** Calls `handler` for every later store event of `types` (not one from before the call), until `until` aborts. */
export function onStoreEvent(types: readonly string[], handler: StoreHandler, until: AbortSignal): void {
  if (until.aborted) return;
  addReader(until);
  const before = storeEvent.peek();
  const dispose = effect(() => {
    const current = storeEvent.value;
    if (!current || current === before || !types.includes(current.type)) return;
    untracked(() => handler(current.type, current.event, current.args));
  });
  until.addEventListener('abort', dispose, { once: true });
}
