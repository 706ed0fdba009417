// The entry: reads the page's config, exposes window.wisp, scans the page and watches it for new content.
import { createApi, type WispApi } from './core/api.ts';
import { isStaticRender } from './core/boot-config.ts';

declare const __WISP_VERSION__: string;
declare global {
  interface Window {
    wisp?: WispApi;
  }
}

/** Shared by every copy of the loader (a symbol from the global registry), and out of reach of element ids and names. */
const BOOTED = Symbol.for('wisp');

function boot(): void {
  // A second copy of the tag on the page must not run everything twice. Not `if (window.wisp)`: an element with the id
  // or name `wisp` (a menu anchor) is also `window.wisp`, and would switch wisp off.
  const scope = window as unknown as Record<symbol, true>;
  if (scope[BOOTED]) return;
  scope[BOOTED] = true;
  const { start, ...api } = createApi(typeof __WISP_VERSION__ === 'string' ? __WISP_VERSION__ : 'dev');
  window.wisp = api;
  // A static render asks for no element behaviour at all, as with the original.
  if (isStaticRender()) return;
  // `?wisp-debug`: the table is printed by core/activate.ts and the panel is the debug-panel behaviour, both lazily.
  start();
}

// A module script runs in the task where the parser finishes the document, which has work of its own (tens of ms at 4x
// in a fresh browser): boot in a task of its own after it, not in that one.
// A timer, not `scheduler.postTask`: Lighthouse's simulation makes the timer's task wait for the task that set it, and
// posted, the boot ran earlier there and pushed Cyber Essentials' own tasks after the first paint (TBT 19-23 ms against
// 0-6). The timer does make that parser task wait for loader.js's download in the simulation, which on a large page
// moves the page's own layout into TBT (khazrajiaudit: 20 ms median against 7.5 posted; README, ninth session).
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', boot, { once: true });
else setTimeout(boot);
