// Runs one module on one element: trigger, load, then hand over to the lazily loaded activate chunk; teardown.
import { releaseAction } from './held-actions.ts';
import { loadModule } from './load.ts';
import { enqueue } from './queue.ts';
import { records, type ElementRecord, type Run } from './records.ts';
import { EVENT, WISP_ATTR } from './schema.ts';
import { onTrigger } from './triggers.ts';
import type { ActivateHost, ModuleEntry, Trigger } from './types.ts';
import { warnOnce } from './warn.ts';

const inFlight = new Set<Promise<unknown>>();
const reportedFailures = new Set<string>();

/** Lent to the activate chunk with every call. */
export const host: ActivateHost = { warn: warnOnce, isCurrent: (root, record) => records.get(root) === record };

/** The mounting code and the map of module chunks are a chunk of their own, so the loader stays small. */
export const loadActivate = () => import('./activate.ts');

let prefetched = false;

/** Starts fetching the activate chunk as soon as anything will need it, so the first mount waits on one request. */
function prefetchActivate(): void {
  if (prefetched) return;
  prefetched = true;
  // A failure here is reported by the load that needs the chunk, which retries it.
  loadActivate().catch(() => undefined);
}

const moduleEntries = new Map<string, ModuleEntry>();

/**
 * One entry per widget kind or element feature, so its chunk is imported (and retried) once whatever the number of
 * elements. The activate chunk finds the module by folder convention, so the loader carries names, not imports.
 * Keyed by name alone: no widget kind is named like a feature (a registry test checks it).
 */
export function toModuleEntry(name: string, trigger: Trigger, isFeature = false): ModuleEntry {
  let entry = moduleEntries.get(name);
  if (!entry) {
    entry = { trigger, load: () => loadActivate().then((activate) => activate.importModule(name, isFeature)) };
    moduleEntries.set(name, entry);
  }
  return entry;
}

/** Resolves when every started load has settled. */
export async function whenLoadsSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}

export const isLoading = () => inFlight.size > 0;

/** Tracks a load so `idle()` can wait for it. */
export function track(promise: Promise<unknown>): void {
  inFlight.add(promise);
  void promise.finally(() => inFlight.delete(promise));
}

/** A chunk that failed twice: a cancelable `wisp:error`, then one console.error per module unless cancelled. */
export function reportLoadFailure(target: EventTarget, run: Run, error: unknown): void {
  run.status = 'failed';
  const event = new CustomEvent(EVENT.error, { bubbles: true, cancelable: true, detail: { module: run.module, error } });
  const key = run.module ?? '';
  if (target.dispatchEvent(event) && !reportedFailures.has(key)) {
    reportedFailures.add(key);
    console.error(`[wisp] ${key}: could not load its script; the markup stays as the server rendered it`, error);
  }
}

function start(root: HTMLElement, record: ElementRecord, run: Run): void {
  if (!run.entry) return;
  run.status = 'loading';
  const started = performance.now();
  track(Promise.all([loadModule(run.entry), loadActivate()]).then(
    ([module, activate]) => {
      run.loadMs = Math.round(performance.now() - started);
      enqueue(() => {
        activate.mountRun(host, root, record, run, module);
        releaseAction(root);
      });
    },
    (error: unknown) => {
      reportLoadFailure(root, run, error);
      releaseAction(root);
    },
  ));
}

/** Arms the run's trigger; the module loads and mounts when it fires. */
export function armRun(root: HTMLElement, record: ElementRecord, run: Run): void {
  if (!run.entry) return;
  prefetchActivate();
  onTrigger(run.entry.trigger, root, () => start(root, record, run), run.controller.signal);
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
