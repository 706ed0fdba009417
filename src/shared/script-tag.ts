// Adds a third-party script (a provider's player API, an SDK, the site's own player copy): async, its URL passed
// through the Trusted Types policy, so every script wisp adds goes through this one place.
import { toTrustedScriptUrl } from './trusted-types.ts';

/** Appends an async script for `src` to the head, or inserts it before the page's first script (as the original does for video APIs). */
export function addScript(src: string, beforeFirstScript = false): HTMLScriptElement {
  const script = Object.assign(document.createElement('script'), { src: toTrustedScriptUrl(src), async: true });
  const first = beforeFirstScript ? document.querySelector('script') : null;
  if (first?.parentNode) first.parentNode.insertBefore(script, first);
  else document.head.append(script);
  return script;
}

/** Resolves when `script` has loaded, rejects when it fails. */
export function whenLoaded(script: HTMLScriptElement): Promise<void> {
  return new Promise((resolve, reject) => {
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => reject(new Error(`could not load ${script.src}`)), { once: true });
  });
}
