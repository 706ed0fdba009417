// Imports a module's chunk once, retrying a failed import once before reporting it.
import type { LoadedModule, ModuleEntry } from './types.ts';

const loading = new Map<ModuleEntry, Promise<LoadedModule>>();

function importOnce(entry: ModuleEntry): Promise<LoadedModule> {
  return entry.load().then((chunk) => chunk.default);
}

/** One promise per entry; a flaky network gets a second try, a second failure stays failed. */
export function loadModule(entry: ModuleEntry): Promise<LoadedModule> {
  let promise = loading.get(entry);
  if (!promise) {
    promise = importOnce(entry).catch(() => importOnce(entry));
    loading.set(entry, promise);
  }
  return promise;
}
