// Page-wide behaviours in DOM tests: wait for them (they start on the idle trigger, after boot() resolved), and popups.
import { expect, vi } from 'vitest';
import { boot } from './helpers.ts';
import type { WispApi } from '../../src/core/api.ts';

type PopupRuntime = typeof import('../../src/behaviours/popups/popup.ts');

/**
 * Resolves once every named behaviour reports `mounted` (happy-dom has no requestIdleCallback: a 200 ms timer), and those
 * that wait for the first input (action links, anchors, lightbox) have had one and started: as after a visitor's first
 * move.
 */
export async function behavioursStarted(api: WispApi, ...names: string[]): Promise<void> {
  await vi.waitFor(() => {
    const started = api.report().filter((row) => row.kind === 'page' && (row.status === 'mounted' || row.status === 'loading')).map((row) => row.module);
    for (const name of names) expect(started).toContain(name);
  }, { timeout: 3000, interval: 20 });
  await api.idle();
  await afterFirstInput();
  // Those that wait for the first input report `loading` until it has loaded them.
  await vi.waitFor(() => {
    const started = api.report().filter((row) => row.kind === 'page' && row.status === 'mounted').map((row) => row.module);
    for (const name of names) expect(started).toContain(name);
  }, { timeout: 3000, interval: 20 });
}

/**
 * A first input on the page, then waits until the behaviours it wakes have started: for tests of what a click does once
 * the visitor has moved, rather than of the first-input hold (tests/dom/first-input.test.ts).
 */
export async function afterFirstInput(): Promise<void> {
  // They are armed at idle (a 200 ms timer in happy-dom), and report `loading` until the input: one before that wakes nothing.
  const api = (window as unknown as { wisp: WispApi }).wisp;
  await vi.waitFor(() => expect(api.report().some((row) => row.module === 'anchors' && row.status !== 'pending')).toBe(true), { timeout: 3000, interval: 20 });
  document.body.dispatchEvent(new Event('pointerover', { bubbles: true }));
  // Imported after boot: boot() resets the module registry, and this must be the copy the activate chunk uses.
  const { whenFirstInputSettled } = await import('../../src/core/first-input.ts');
  await whenFirstInputSettled();
}

/** Boots, waits for the popups behaviour and returns the popup runtime instance the page uses. */
export async function startPopups(html: string, config?: unknown): Promise<{ api: WispApi; popups: PopupRuntime }> {
  const api = config === undefined ? await boot(html) : await boot(html, config);
  await behavioursStarted(api, 'popups');
  return { api, popups: await import('../../src/behaviours/popups/popup.ts') };
}

export const modal = (id = '1203') => document.getElementById(`elementor-popup-modal-${id}`);
export const isOpen = (id = '1203') => modal(id)?.isConnected === true;

export function key(target: EventTarget, name: string): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
}

/** Two frames: wisp's observer scans added content in the frame after it is added. */
export const nextFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** `console.warn` messages that came from wisp. */
export function wispWarnings(spy: { mock: { calls: unknown[][] } }): string[] {
  return spy.mock.calls.map((call) => String(call[0])).filter((text) => text.startsWith('[wisp]'));
}

let alone: AbortController | null = null;

/**
 * Starts the popups behaviour by itself on `html` (no loader, no showing code loaded yet), recording the id of each
 * `elementor/popup/show`; `stopPopupsAlone()` (in afterEach) stops it and clears the page and storage.
 */
export async function startPopupsAlone(html: string): Promise<{ controller: AbortController; shown: number[] }> {
  const [{ default: popups }, { pageConfig }] = await Promise.all([import('../../src/behaviours/popups/index.ts'), import('../../src/shared/config.ts')]);
  document.body.innerHTML = html;
  const shown: number[] = [];
  const controller = (alone = new AbortController());
  window.addEventListener('elementor/popup/show', (event) => shown.push((event as CustomEvent<{ id: number }>).detail.id), { signal: controller.signal });
  popups.start({ signal: controller.signal, config: pageConfig(), warn: () => undefined, track: () => undefined });
  return { controller, shown };
}

export function stopPopupsAlone(): void {
  alone?.abort();
  alone = null;
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
}
