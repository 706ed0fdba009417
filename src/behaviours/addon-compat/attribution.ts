// Names the add-on behind a callback from where it was registered: the plugin, theme or uploads folder of its script.

// Browsers print URLs; Node (the tests) prints plain paths.
const URL_IN_STACK = /(https?:\/\/[^\s()]+?|file:\/\/[^\s()]+?|(?<=[\s(@])\/[^\s():]+?):\d+:\d+/g;

/** wisp's own files (loader and chunks) are skipped: the first other script on the stack is the add-on's. */
// Two folders up from this chunk: `/wisp/chunks/x.js` → `/wisp/` (the loader and the early script live there too).
export const OWN_BASE = import.meta.url.replace(/[^/]*\/[^/]*$/, '');
const isOwn = (url: string) => url.startsWith(OWN_BASE) || url.startsWith(OWN_BASE.replace(/^file:\/\//, ''));

/** The first script URL on `stack` that is not wisp's own, or null (inline scripts and eval have none). */
export function toCallerUrl(stack: string | undefined): string | null {
  for (const match of (stack ?? '').matchAll(URL_IN_STACK)) {
    const url = match[1] ?? '';
    // jQuery and libraries (node_modules when run from source) only relay the add-on's call.
    if (!isOwn(url) && !/\/jquery(?:[.-][\w.-]*)?\.js|\/node_modules\//i.test(url)) return url;
  }
  return null;
}

/** `…/wp-content/plugins/happy-elementor-addons/…` → `happy-elementor-addons`; other scripts by file name. */
export function toAddonName(url: string | null): string {
  if (!url) return 'an inline script';
  const folder = /\/wp-content\/(?:plugins|themes|uploads)\/([^/?#]+)\//.exec(url)?.[1];
  if (folder) return folder;
  return url.replace(/[?#].*$/, '').split('/').pop() || url;
}

/** Captured when a callback is registered; read only if it later throws. */
export function captureStack(): string | undefined {
  return new Error().stack;
}
