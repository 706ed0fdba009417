// Test helpers: boot a fresh wisp runtime on given markup and trigger elements the way a visitor would.
import { vi } from 'vitest';
import type { WispApi } from '../../src/core/api.ts';
import type { ActivateHost } from '../../src/core/types.ts';

export const DEFAULT_CONFIG = {
  environmentMode: { edit: false, wpPreview: false, isScriptDebug: false },
  is_rtl: false,
  version: '3.33.0',
  is_static: false,
  responsive: {
    breakpoints: {
      mobile: { value: 767, direction: 'max', is_enabled: true },
      tablet: { value: 1024, direction: 'max', is_enabled: true },
    },
  },
  kit: { active_breakpoints: ['viewport_mobile', 'viewport_tablet'], global_image_lightbox: 'yes' },
  post: { id: 719, title: 'Cyber%20Essentials', excerpt: '', featuredImage: false },
};

/** Pass as the config to boot a page that printed no config global at all. */
export const NO_CONFIG = Symbol('no config');

/** Resolves in a later task, after the timers and tasks queued before it. */
export const nextTask = (): Promise<unknown> => new Promise((done) => setTimeout(done, 0));

/** Runs the loader module (a fresh copy after `vi.resetModules()`) and waits for its boot, a task after the one that runs it. */
export async function runLoader(): Promise<void> {
  await import('../../src/loader.ts');
  await nextTask();
}

/** Puts `html` in the body, sets the config global and boots a fresh copy of the loader. */
export async function boot(html: string, config: unknown = DEFAULT_CONFIG): Promise<WispApi> {
  vi.resetModules();
  document.body.innerHTML = html;
  const scope = window as unknown as Record<string, unknown>;
  delete scope['wisp'];
  // The loader's private double-boot marker, so each test boots a fresh copy.
  delete (window as unknown as Record<symbol, unknown>)[Symbol.for('wisp')];
  if (config === NO_CONFIG) delete scope['elementorFrontendConfig'];
  else scope['elementorFrontendConfig'] = config;
  await runLoader();
  const api = scope['wisp'] as WispApi;
  await api.idle();
  return api;
}

/** A pointer passing over the element fires its trigger (happy-dom has no layout, so "visible" never fires). */
export async function touch(api: WispApi, element: Element): Promise<void> {
  element.dispatchEvent(new Event('pointerover', { bubbles: true }));
  await api.idle();
}

export function press(element: Element, key: string): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event;
}

export function $(selector: string, root: ParentNode = document): HTMLElement {
  const found = root.querySelector<HTMLElement>(selector);
  if (!found) throw new Error(`no element matches ${selector}`);
  return found;
}

export function $$(selector: string, root: ParentNode = document): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(selector)];
}

/** An activate host that mounts nothing, for calling core/activate.ts's first call directly; `overrides` replace its parts. */
export function stubHost(overrides: Partial<ActivateHost> = {}): ActivateHost {
  return {
    isCurrent: () => true, onTrigger: (() => undefined) as ActivateHost['onTrigger'], whenNoTap: (work: () => void) => work(),
    track: () => undefined, behaviourRuns: [], kinds: new Map(), ...overrides,
  };
}
