// Imports a module's chunk once, retrying a failed import once before reporting it.

export type Loadable<M> = { load: () => Promise<{ default: M }> };

const loading = new Map<Loadable<unknown>, Promise<unknown>>();

function importOnce<M>(entry: Loadable<M>): Promise<M> {
  return entry.load().then((chunk) => chunk.default);
}

/** One promise per entry; a flaky network gets a second try, a second failure stays failed. */
export function loadModule<M>(entry: Loadable<M>): Promise<M> {
  let promise = loading.get(entry) as Promise<M> | undefined;
  if (!promise) {
    promise = importOnce(entry).catch(() => importOnce(entry));
    loading.set(entry, promise);
  }
  return promise;
}
