// Preloads a module's shared chunks together with the module itself, from the list the build writes into this chunk.

let names: readonly string[] = [];
let byModule = new Map<string, readonly number[]>();
const preloaded = new Set<string>();

/**
 * Called once by the built activate chunk (build.mjs writes the call): per module (`widgets/tabs`, `elements/sticky`),
 * the chunks it imports statically, as indexes into `files`.
 */
export function setChunkDeps(files: readonly string[], deps: Readonly<Record<string, readonly number[]>>): void {
  names = files;
  byModule = new Map(Object.entries(deps));
}

/**
 * A `modulepreload` link per chunk the module imports, so they download alongside it instead of after it has been
 * parsed: on a phone that is one round trip less between a tap and the widget's response.
 */
export function preloadDeps(module: string): void {
  for (const index of byModule.get(module) ?? []) {
    const name = names[index];
    if (!name || preloaded.has(name)) continue;
    preloaded.add(name);
    const href = new URL(name, import.meta.url).href;
    // Already fetched (a behaviour's own chunk that another module shares, as popups' with its actions): no link.
    if (performance.getEntriesByName(href).length > 0) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

/** Exports of modules that have run, by module name (as in the build's list), registered by each such module itself. */
const evaluated = new Map<string, unknown>();

/**
 * Called by a module as it runs, with what it exports: a caller that only needs it once it is here reads it with
 * `evaluatedModule` at once. `await import()` of a module that has already run still resolves a task later in
 * Chromium, which on a tap is often a frame later.
 */
export function markEvaluated(module: string, exports: unknown): void {
  evaluated.set(module, exports);
}

/** The exports `module` registered as it ran, or undefined while it has not run. */
export function evaluatedModule<T>(module: string): T | undefined {
  return evaluated.get(module) as T | undefined;
}
