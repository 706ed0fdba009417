// The early classic script `wisp inject` puts where the page builder's frontend scripts were, on pages with add-ons.
import { ensureGlobals } from './globals.ts';

/** Written by the build: the activate chunk and the add-on compatibility chunk with the chunks it imports, from dist. */
declare const __WISP_EARLY_PRELOAD__: readonly string[];

ensureGlobals((window as unknown as Record<string, unknown>)['elementorFrontendConfig']);

/**
 * Fetches, from here, the chunks the add-ons wait for: the original ran their handlers at DOM ready, and a module loaded
 * only once the loader and the activate chunk have run would start them after the page's load event. Relative to this
 * script's own URL, as the loader's imports are to the loader's; nothing where that URL is unknown.
 */
function preloadAddonChunks(): void {
  const script = document.currentScript instanceof HTMLScriptElement ? document.currentScript : null;
  if (!script?.src || typeof __WISP_EARLY_PRELOAD__ === 'undefined') return;
  for (const file of __WISP_EARLY_PRELOAD__) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = new URL(file, script.src).href;
    // Low, as the loader's own tag: fetched before the first paint at High, they held it back on the captured pages
    // that carry this script (the add-ons still have them before the load event, which a preload link delays).
    link.fetchPriority = 'low';
    // A site whose policy allows scripts by nonce allows this fetch by the same one.
    if (script.nonce) link.nonce = script.nonce;
    document.head.append(link);
  }
}

preloadAddonChunks();
