// The entry: reads the page's config, exposes window.wisp, scans the page and watches it for new content.
import { createApi, type WispApi } from './core/api.ts';
import { readBootConfig } from './core/boot-config.ts';
import { warnOnce } from './core/warn.ts';

declare const __WISP_VERSION__: string;
declare global {
  interface Window {
    wisp?: WispApi;
  }
}

function boot(): void {
  // A second copy of the tag on the page must not run everything twice.
  if (window.wisp) return;
  const { isStatic, problem } = readBootConfig();
  if (problem) warnOnce(null, 'config', problem.key, problem.message);
  const { start, ...api } = createApi(typeof __WISP_VERSION__ === 'string' ? __WISP_VERSION__ : 'dev');
  window.wisp = api;
  // A static render asks for no element behaviour at all, as with the original.
  if (isStatic) return;
  // `?wisp-debug` is printed by the first lazily loaded chunk (core/activate.ts), which every started page loads.
  start();
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', boot, { once: true });
else boot();
