// Names the add-on behind a callback from where it was registered: the plugin, theme or uploads folder of its script.

const URL_IN_STACK = /(https?:\/\/[^\s()]+?|file:\/\/[^\s()]+?):\d+:\d+/g;

/** wisp's own files (loader and chunks) are skipped: the first other script on the stack is the add-on's. */
const ownBase = new URL('..', import.meta.url).href;

/** The first script URL on `stack` that is not wisp's own, or null (inline scripts and eval have none). */
export function toCallerUrl(stack: string | undefined): string | null {
  for (const match of (stack ?? '').matchAll(URL_IN_STACK)) {
    const url = match[1] ?? '';
    if (!url.startsWith(ownBase) && !/\/jquery(?:[.-][\w.-]*)?\.js/i.test(url)) return url;
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
