// Starts the page-wide behaviours the page needs, each loaded by its own trigger. Runs in the activate chunk (every page
// that starts loads it), with the loader's trigger and bookkeeping lent through the host, so the loader stays small.
import { startBehaviour, importBehaviour } from './activate.ts';
import { BEHAVIOURS } from './registry.ts';
import type { Run } from './records.ts';
import type { ActivateHost, BehaviourEntry } from './types.ts';

function start(host: ActivateHost, entry: BehaviourEntry, run: Run): void {
  run.status = 'loading';
  const started = performance.now();
  // One retry, as core/load.ts gives every module.
  const load = () => importBehaviour(entry.name, host.whenNoTap);
  host.track(load().catch(load).then(
    (module) => {
      run.loadMs = Math.round(performance.now() - started);
      startBehaviour(entry.name, run, module.default);
    },
    (error: unknown) => host.fail(document, run, error),
  ));
}

/** Arms every behaviour whose cheap check says the page needs it; all stop when `signal` aborts. */
export function startBehaviours(host: ActivateHost, signal: AbortSignal): void {
  for (const entry of BEHAVIOURS) {
    if (signal.aborted || !entry.wants()) continue;
    const run: Run = { module: entry.name, entry: null, status: 'pending', controller: new AbortController() };
    signal.addEventListener('abort', () => {
      run.controller.abort();
      run.cleanup?.();
    });
    host.behaviourRuns.push({ name: entry.name, run });
    host.onTrigger(entry.trigger, document.documentElement, () => start(host, entry, run), run.controller.signal);
  }
}
