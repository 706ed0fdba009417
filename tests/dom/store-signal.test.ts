import { afterEach, describe, expect, it, vi } from 'vitest';
import { onStoreEvent, storeEvent } from '../../src/families/shop/store-signal.ts';

const fire = (type: string, detail: unknown[] = []) => document.body.dispatchEvent(new CustomEvent(type, { bubbles: true, detail }));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the store signal shared by shop widgets', () => {
  it('holds the store’s last event and calls each reader only for later events of its types', () => {
    const first = new AbortController();
    const second = new AbortController();
    fire('added_to_cart');
    const added = vi.fn();
    const any = vi.fn();
    onStoreEvent(['added_to_cart'], added, first.signal);
    onStoreEvent(['added_to_cart', 'updated_wc_div'], any, second.signal);
    // The event from before the readers started is not replayed to them.
    expect(added).not.toHaveBeenCalled();
    fire('updated_wc_div');
    fire('added_to_cart', ['fragments', 'hash', 'button']);
    expect(storeEvent.value?.type).toBe('added_to_cart');
    expect(storeEvent.value?.args).toEqual(['fragments', 'hash', 'button']);
    expect(added.mock.calls.map(([type]) => type)).toEqual(['added_to_cart']);
    expect(any.mock.calls.map(([type]) => type)).toEqual(['updated_wc_div', 'added_to_cart']);
    // Both readers get the same event object, so work can be shared between them.
    expect(added.mock.calls[0]?.[1]).toBe(any.mock.calls[1]?.[1]);
    first.abort();
    second.abort();
  });

  it('subscribes to the store once for all readers, and stops listening after the last teardown', () => {
    const add = vi.spyOn(document.body, 'addEventListener');
    const readers = [new AbortController(), new AbortController(), new AbortController()];
    const heard = vi.fn();
    for (const reader of readers) onStoreEvent(['removed_from_cart'], heard, reader.signal);
    const subscriptions = add.mock.calls.filter(([type]) => type === 'removed_from_cart');
    expect(subscriptions).toHaveLength(1);
    readers[0]?.abort();
    readers[1]?.abort();
    fire('removed_from_cart');
    expect(heard).toHaveBeenCalledTimes(1);
    readers[2]?.abort();
    const before = storeEvent.value;
    fire('removed_from_cart');
    expect(heard).toHaveBeenCalledTimes(1);
    expect(storeEvent.value).toBe(before);
  });
});
