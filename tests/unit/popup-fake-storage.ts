// Map-backed local and session storage for node tests of the popup conditions and counters.
import { afterEach, beforeEach } from 'vitest';

/** A Map-backed Storage; `broken` makes every access throw, as disabled storage does. */
export function fakeStorage(broken = false): Storage {
  const data = new Map<string, string>();
  const guard = () => { if (broken) throw new DOMException('denied', 'SecurityError'); };
  return {
    get length() { guard(); return data.size; },
    clear: () => { guard(); data.clear(); },
    getItem: (key) => { guard(); return data.get(key) ?? null; },
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => { guard(); data.delete(key); },
    setItem: (key, value) => { guard(); data.set(key, String(value)); },
  };
}

const scope = globalThis as unknown as Record<string, unknown>;

/** Installs fresh storages before each test of the calling file. */
export function useFakeStorage(): void {
  beforeEach(() => {
    scope['localStorage'] = fakeStorage();
    scope['sessionStorage'] = fakeStorage();
  });
  afterEach(() => {
    delete scope['localStorage'];
    delete scope['sessionStorage'];
  });
}

/** The `elementor` object in local (or session) storage. */
export function stored(session = false): Record<string, unknown> {
  const area = (session ? scope['sessionStorage'] : scope['localStorage']) as Storage;
  return JSON.parse(area.getItem('elementor') ?? '{}') as Record<string, unknown>;
}

export function store(entries: Record<string, unknown>, session = false): void {
  const area = (session ? scope['sessionStorage'] : scope['localStorage']) as Storage;
  area.setItem('elementor', JSON.stringify(entries));
}

export const rawSession = () => scope['sessionStorage'] as Storage;
