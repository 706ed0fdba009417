// The early classic script `wisp inject` puts where the page builder's frontend scripts were, on pages with add-ons.
import { ensureGlobals } from './globals.ts';

ensureGlobals((window as unknown as Record<string, unknown>)['elementorFrontendConfig']);
