// A lazily imported piece of UI that a module can do without: imported once, tried once more on failure, then null.

/**
 * Returns the getter of a chunk imported at most once (`load` must be the `import()` itself, so the build splits it):
 * a failed import is tried once more (a dropped request on a flaky network); after that the getter resolves null for
 * good, with one console error saying `what` still works without it.
 */
export function lazyView<T>(load: () => Promise<T>, what: string): () => Promise<T | null> {
  let loading: Promise<T | null> | null = null;
  return () => {
    loading ??= load().catch(load).catch((error: unknown) => {
      console.error(`[wisp] ${what}`, error);
      return null;
    });
    return loading;
  };
}
