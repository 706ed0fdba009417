import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readEntry, removeEntry, STORAGE_KEY, writeEntry } from '../../src/shared/storage.ts';
import { fakeStorage } from './popup-fake-storage.ts';

const scope = globalThis as unknown as Record<string, unknown>;
beforeEach(() => {
  scope['localStorage'] = fakeStorage();
  scope['sessionStorage'] = fakeStorage();
});
afterEach(() => {
  delete scope['localStorage'];
  delete scope['sessionStorage'];
});
const local = () => scope['localStorage'] as Storage;

describe('storage in the page builder format', () => {
  it('keeps every entry in one JSON object under the elementor key', () => {
    writeEntry('pageViews', 3);
    writeEntry('popup_12_disable', true);
    expect(JSON.parse(local().getItem(STORAGE_KEY) ?? '')).toEqual({ pageViews: 3, popup_12_disable: true });
    expect(readEntry('pageViews')).toBe(3);
  });

  it('reads what the original wrote, expirations included', () => {
    local().setItem('elementor', JSON.stringify({ sessions: 4, 'popup-9-impressions-count': 2, __expiration: { 'popup-9-impressions-count': 2_000 } }));
    expect(readEntry('sessions', {}, 1_000)).toBe(4);
    expect(readEntry('popup-9-impressions-count', {}, 1_000)).toBe(2);
  });

  it('drops expired entries on read and saves the object without them', () => {
    local().setItem('elementor', JSON.stringify({ a: 1, b: 2, __expiration: { a: 500, b: 5_000 } }));
    expect(readEntry('a', {}, 1_000)).toBeUndefined();
    expect(JSON.parse(local().getItem('elementor') ?? '')).toEqual({ b: 2, __expiration: { b: 5_000 } });
  });

  it('records an expiry time in milliseconds for a lifetime in seconds', () => {
    writeEntry('popup_3_times', 1, { lifetimeSeconds: 86_400 }, 10_000);
    expect(JSON.parse(local().getItem('elementor') ?? '').__expiration).toEqual({ popup_3_times: 10_000 + 86_400_000 });
  });

  it('uses session storage when asked', () => {
    writeEntry('sessionFlag', true, { session: true });
    expect(readEntry('sessionFlag', { session: true })).toBe(true);
    expect(readEntry('sessionFlag')).toBeUndefined();
  });

  it('returns nothing and throws nothing when storage is unavailable', () => {
    scope['localStorage'] = fakeStorage(true);
    expect(() => writeEntry('x', 1)).not.toThrow();
    expect(readEntry('x')).toBeUndefined();
    expect(() => removeEntry('x')).not.toThrow();
  });

  it('leaves corrupt data alone: reads are empty and writes are dropped', () => {
    local().setItem('elementor', '{corrupt');
    expect(readEntry('pageViews')).toBeUndefined();
    writeEntry('pageViews', 1);
    expect(local().getItem('elementor')).toBe('{corrupt');
  });

  it('removes one entry with its expiry', () => {
    writeEntry('a', 1, { lifetimeSeconds: 10 }, 0);
    writeEntry('b', 2);
    removeEntry('a');
    expect(JSON.parse(local().getItem('elementor') ?? '')).toEqual({ b: 2, __expiration: {} });
  });
});
