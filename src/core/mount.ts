// Runs one module on one element: trigger, load, then hand over to the lazily loaded activate chunk; teardown.
import { releaseAction } from './held-actions.ts';
import { loadModule } from './load.ts';
import { enqueue } from './queue.ts';
import { behaviourRuns, records, type ElementRecord, type Run } from './records.ts';
import { EVENT, WISP_ATTR } from './schema.ts';
import { WIDGETS } from './registry.ts';
import { onTrigger, startTap, whenNoTap } from './triggers.ts';
import type { ActivateHost, ModuleEntry, Trigger } from './types.ts';

const inFlight = new Set<Promise<unknown>>();

/** Lent to the activate chunk with every call. */
export const host: ActivateHost = {
  isCurrent: (root, record) => records.get(root) === record,
  onTrigger,
  whenNoTap,
  track,
  behaviourRuns,
  kinds: WIDGETS,
};

type Activate = typeof import('./activate.ts');
/** The activate chunk once it has run: a tapped widget's import starts without waiting a turn for it. */
let activate: Activate | undefined;

/** The activate chunk's import with its retry, shared by every caller until it has failed twice. */
let loadingActivate: Promise<Activate> | undefined;

/**
 * The mounting code and the map of module chunks are a chunk of their own, so the loader stays small. A failed import
 * is tried once more, by the same file with a fragment: a host's `modulepreload` of it that failed can stay failed in
 * the module map for the page's life, and so would every import of that exact URL (the build keeps the fragment). Two
 * failures are reported to each caller; a later call tries again.
 */
export const loadActivate = (): Promise<Activate> => (loadingActivate ??= import('./activate.ts')
  .catch(() => import('./activate.ts#retry' as string) as Promise<Activate>)
  .then((loaded) => (activate = loaded))
  .finally(() => activate || (loadingActivate = undefined)));

const moduleEntries = new Map<string, ModuleEntry>();

/**
 * One entry per widget kind or element feature, so its chunk is imported (and retried) once whatever the number of
 * elements. The activate chunk finds the module by folder convention, so the loader carries names, not imports.
 * Keyed by name alone: no widget kind is named like a feature (a registry test checks it).
 */
export function toModuleEntry(name: string, trigger: Trigger, isFeature = false): ModuleEntry {
  let entry = moduleEntries.get(name);
  if (!entry) {
    const load = (loaded: Activate) => loaded.importModule(name, isFeature);
    entry = { trigger, load: () => (activate ? load(activate) : loadActivate().then(load)) };
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

/**
 * A chunk that failed twice: told from the activate chunk (core/load-failure.ts); when that chunk cannot load either, a
 * plain console error says why.
 */
export function reportLoadFailure(target: EventTarget, run: Run, error: unknown): void {
  run.status = 'failed';
  loadActivate().then((activate) => activate.reportLoadFailure(target, run, error), console.error);
}

/**
 * Loads the run's module and queues its mount. A touch makes the run a pending tap: its mount goes to the front of the
 * queue (moved there if the module has already arrived) and idle work waits until it has mounted.
 */
function start(root: HTMLElement, record: ElementRecord, run: Run, touched: boolean): void {
  if (touched && !run.tap && (run.status === 'pending' || run.status === 'loading')) {
    run.tap = startTap();
    if (run.job) enqueue(run.job, true);
  }
  if (!run.entry || run.status !== 'pending') return;
  run.status = 'loading';
  const started = performance.now();
  track(Promise.all([loadModule(run.entry), loadActivate()]).then(
    ([module, loaded]) => {
      run.loadMs = Math.round(performance.now() - started);
      // Queued twice when a tap moved it: only the first run mounts.
      run.job = () => {
        if (run.status === 'loading') {
          loaded.mountRun(host, root, record, run, module);
          releaseAction(root);
        }
        run.tap?.();
      };
      enqueue(run.job, !!run.tap);
    },
    (error: unknown) => {
      reportLoadFailure(root, run, error);
      releaseAction(root);
      run.tap?.();
    },
  ));
}

/** Arms the run's trigger; the module loads and mounts when it fires. */
export function armRun(root: HTMLElement, record: ElementRecord, run: Run): void {
  // No prefetch of the activate chunk here: start() has already asked for it, with the page-wide behaviours.
  if (!run.entry) return;
  onTrigger(run.entry.trigger, root, (touched) => start(root, record, run, touched), run.controller.signal);
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
