// Whether a saved page carries third-party add-ons that start through the page builder's frontend API.
import { API_REFERENCE } from '../behaviours/addon-compat/api-reference.ts';
import { isThirdPartyKind } from '../behaviours/addon-compat/wants.ts';
import { WIDGETS } from '../core/registry.ts';

const WIDGET_TYPE = /\bdata-widget_type\s*=\s*["']([^"']+)["']/g;

/** A widget of a kind the page builder does not have, or a kept inline script that names its frontend API. */
export function hasAddons(html: string, keptInlineTexts: readonly string[]): boolean {
  for (const match of html.matchAll(WIDGET_TYPE)) if (isThirdPartyKind(match[1] ?? '', WIDGETS)) return true;
  return keptInlineTexts.some((text) => API_REFERENCE.test(text));
}

/** The early script sits next to the loader: `/wisp/loader.js` → `/wisp/addon-early.js`. */
export function toEarlySrc(loaderSrc: string): string {
  return loaderSrc.replace(/loader(?:\.[\w-]+)?\.js(?=[?#]|$)/, 'addon-early.js');
}
