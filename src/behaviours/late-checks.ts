// The checks that decide, in the activate chunk, whether a behaviour armed on every page is needed on this one.
import { needsAddonCompat } from './addon-compat/wants.ts';

/**
 * Checks too large for the loader, run here (every page loads this chunk anyway) before the behaviour's chunk is
 * fetched: a page without add-ons, popups or `?wisp-debug` never downloads those modules.
 */
export const LATE_CHECKS: ReadonlyMap<string, () => boolean> = new Map([
  ['addon-compat', needsAddonCompat],
  // The panel (and with it the UI chunk) only on pages that ask for it.
  ['debug-panel', () => /[?&]wisp-debug\b/.test(location.search)],
  // Also on every page of a site with popups (Pro's flag), which counts the visits page-view and session conditions read.
  ['popups', () => Boolean(document.querySelector('[data-elementor-type="popup"]') ?? (window as { ElementorProFrontendConfig?: { popup?: { hasPopUps?: unknown } } }).ElementorProFrontendConfig?.popup?.hasPopUps)],
]);
