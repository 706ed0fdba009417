// The page builder's storage format: one JSON object under the key `elementor`, expirations in `__expiration`.
import { isRecord } from './guards.ts';

/** The single key the page builder keeps all its visitor data under, in local and session storage alike. */
export const STORAGE_KEY = 'elementor';
const EXPIRATION = '__expiration';

export type StorageOptions = { session?: boolean };
type Entries = Record<string, unknown>;

function area(options: StorageOptions): Storage | null {
  try {
    return options.session ? globalThis.sessionStorage : globalThis.localStorage;
  } catch {
    // Access itself throws when storage is disabled (privacy modes, sandboxed frames).
    return null;
  }
}

/** The stored object, or null when storage is unavailable or holds something we must not overwrite. */
function load(store: Storage): Entries | null {
  try {
    const text = store.getItem(STORAGE_KEY);
    if (text === null) return {};
    const parsed: unknown = JSON.parse(text);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function save(store: Storage, entries: Entries): void {
  try {
    store.setItem(STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // Quota exceeded or storage revoked: the write is dropped, as a visitor would never notice.
  }
}

/** Drops entries whose expiry time has passed, as the original does on every read; true when any was dropped. */
function dropExpired(entries: Entries, now: number): boolean {
  const expirations = entries[EXPIRATION];
  if (!isRecord(expirations)) return false;
  let dropped = false;
  for (const [key, time] of Object.entries(expirations)) {
    if (typeof time === 'number' && time < now) {
      delete entries[key];
      delete expirations[key];
      dropped = true;
    }
  }
  return dropped;
}

/** Reads one entry; undefined when absent, expired, or storage is unavailable or corrupt. */
export function readEntry(key: string, options: StorageOptions = {}, now = Date.now()): unknown {
  const store = area(options);
  const entries = store && load(store);
  if (!store || !entries) return undefined;
  if (dropExpired(entries, now)) save(store, entries);
  // Own keys only: `constructor` or `__proto__` must not read the object's prototype.
  return key === EXPIRATION || !Object.hasOwn(entries, key) ? undefined : entries[key];
}

/** Writes one entry, optionally expiring after `lifetimeSeconds`; dropped when storage is unavailable or corrupt. */
export function writeEntry(
  key: string, value: unknown, options: StorageOptions & { lifetimeSeconds?: number } = {}, now = Date.now(),
): void {
  const store = area(options);
  const entries = store && load(store);
  if (!store || !entries || key === EXPIRATION) return;
  // A defined own property even for `__proto__`, which plain assignment would turn into a prototype change.
  Object.defineProperty(entries, key, { value, enumerable: true, writable: true, configurable: true });
  if (options.lifetimeSeconds !== undefined) {
    const expirations = isRecord(entries[EXPIRATION]) ? entries[EXPIRATION] : {};
    expirations[key] = now + options.lifetimeSeconds * 1000;
    entries[EXPIRATION] = expirations;
  }
  save(store, entries);
}

export function removeEntry(key: string, options: StorageOptions = {}): void {
  const store = area(options);
  const entries = store && load(store);
  if (!store || !entries || !Object.hasOwn(entries, key)) return;
  delete entries[key];
  const expirations = entries[EXPIRATION];
  if (isRecord(expirations)) delete expirations[key];
  save(store, entries);
}
