// Starts the page-wide behaviours the page needs, each loaded by its own trigger.
import { loadModule } from './load.ts';
import { host, loadActivate, reportLoadFailure, track } from './mount.ts';
import { behaviourRuns, type Run } from './records.ts';
import { BEHAVIOURS } from './registry.ts';
import { onTrigger } from './triggers.ts';
import type { BehaviourEntry } from './types.ts';

function start(entry: BehaviourEntry, run: Run): void {
  run.status = 'loading';
  const started = performance.now();
  const loadable = { load: () => loadActivate().then((activate) => activate.importBehaviour(entry.name)) };
  track(Promise.all([loadModule(loadable), loadActivate()]).then(
    ([module, activate]) => {
      run.loadMs = Math.round(performance.now() - started);
      activate.startBehaviour(host, entry.name, run, module);
    },
    (error: unknown) => reportLoadFailure(document, run, error),
  ));
}

/** Arms every behaviour (the activate chunk decides whether the page needs each); all stop when `signal` aborts. */
export function startBehaviours(signal: AbortSignal): void {
  for (const entry of BEHAVIOURS) {
    const run: Run = { module: entry.name, entry: null, status: 'pending', controller: new AbortController() };
    signal.addEventListener('abort', () => {
      run.controller.abort();
      run.cleanup?.();
    });
    behaviourRuns.push({ name: entry.name, run });
    onTrigger(entry.trigger, document.documentElement, () => start(entry, run), run.controller.signal);
  }
}
