// Runs one module on one element: trigger, load, parse, mount, and the teardown that undoes it.
import { loadModule } from './load.ts';
import { enqueue } from './queue.ts';
import { records, type ElementRecord, type Run } from './records.ts';
import { EVENT, WISP_ATTR } from './schema.ts';
import { onTrigger } from './triggers.ts';
import type { LoadedModule, MountContext } from './types.ts';
import { warnOnce } from './warn.ts';
import { queryOwn } from '../shared/dom.ts';
import { currentDevice } from '../shared/device.ts';
import type { PageConfig } from '../shared/config.ts';

const inFlight = new Set<Promise<unknown>>();
const reportedFailures = new Set<string>();

/** Resolves when every started load has settled. */
export async function whenLoadsSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}

function toContext(root: HTMLElement, record: ElementRecord, run: Run, config: PageConfig): MountContext {
  const label = run.module ?? record.base;
  return {
    signal: run.controller.signal,
    kind: record.base,
    skin: record.skin,
    id: record.id,
    config,
    warn: (key, message) => warnOnce(root, label, key, message),
    emit: (name, detail, cancelable = false) =>
      root.dispatchEvent(new CustomEvent(`wisp:${name}`, { bubbles: true, cancelable, detail })),
    own: (selector) => queryOwn(root, selector),
    device: () => currentDevice(config.breakpoints),
  };
}

function reportLoadFailure(root: HTMLElement, run: Run, error: unknown): void {
  run.status = 'failed';
  const event = new CustomEvent(EVENT.error, { bubbles: true, cancelable: true, detail: { module: run.module, error } });
  const unhandled = root.dispatchEvent(event);
  const key = run.module ?? '';
  if (unhandled && !reportedFailures.has(key)) {
    reportedFailures.add(key);
    console.error(`[wisp] ${key}: could not load its script; the markup stays as the server rendered it`, error);
  }
}

function mountNow(root: HTMLElement, record: ElementRecord, run: Run, module: LoadedModule, config: PageConfig) {
  if (run.controller.signal.aborted || !root.isConnected) return;
  const label = run.module ?? record.base;
  const parsed = module.parse(record.settings, root);
  if (!parsed.ok) {
    run.status = 'invalid';
    return warnOnce(root, label, parsed.key, parsed.message);
  }
  for (const warning of parsed.warnings ?? []) warnOnce(root, label, warning.key, warning.message);
  const started = performance.now();
  let result: ReturnType<LoadedModule['mount']>;
  try {
    // The settings are what this same module's parse returned, so the erased type lines up.
    result = module.mount(root, parsed.settings as never, toContext(root, record, run, config));
  } catch (error) {
    run.status = 'failed';
    run.controller.abort();
    return console.error(`[wisp] ${label}: failed to start; other widgets carry on`, root, error);
  }
  run.mountMs = Math.round((performance.now() - started) * 10) / 10;
  // false: required markup was missing, mount warned and wrote nothing.
  if (result === false) {
    run.status = 'invalid';
    return run.controller.abort();
  }
  run.cleanup = result ?? undefined;
  run.status = 'mounted';
  root.setAttribute(WISP_ATTR.ready, '');
  root.dispatchEvent(new CustomEvent(EVENT.mount, { bubbles: true, detail: { module: run.module } }));
}

function start(root: HTMLElement, record: ElementRecord, run: Run, config: PageConfig): void {
  if (!run.entry) return;
  run.status = 'loading';
  const started = performance.now();
  const settled = loadModule(run.entry).then(
    (module) => {
      run.loadMs = Math.round(performance.now() - started);
      enqueue(() => mountNow(root, record, run, module, config));
    },
    (error: unknown) => reportLoadFailure(root, run, error),
  );
  inFlight.add(settled);
  void settled.finally(() => inFlight.delete(settled));
}

/** Arms the run's trigger; the module loads and mounts when it fires. */
export function armRun(root: HTMLElement, record: ElementRecord, run: Run, config: PageConfig): void {
  if (!run.entry) return;
  onTrigger(run.entry.trigger, root, () => start(root, record, run, config), run.controller.signal);
}

/** Undoes everything wisp did to the element: listeners, observers, timers and the ready marker. */
export function teardown(root: HTMLElement): void {
  const record = records.get(root);
  if (!record) return;
  records.delete(root);
  for (const run of record.runs) {
    run.controller.abort();
    try {
      run.cleanup?.();
    } catch (error) {
      console.error(`[wisp] ${run.module ?? record.base}: cleanup failed`, root, error);
    }
  }
  if (root.hasAttribute(WISP_ATTR.ready)) {
    root.removeAttribute(WISP_ATTR.ready);
    root.dispatchEvent(new CustomEvent(EVENT.unmount, { bubbles: true }));
  }
}
