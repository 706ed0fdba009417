// Starts the page-wide behaviours the page needs, each loaded by its own trigger. Runs in the activate chunk (every page
// that starts loads it), with the loader's trigger and bookkeeping lent through the host, so the loader stays small.
import { firstInputWait, importBehaviour, startBehaviour } from './activate.ts';
import { afterFirstInput } from './first-input.ts';
import { inNextTask } from '../shared/next-task.ts';
import { reportLoadFailure } from './load-failure.ts';
import { BEHAVIOURS } from './registry.ts';
import type { Run } from './records.ts';
import type { ActivateHost, BehaviourEntry } from './types.ts';

/** Loads (one retry, as core/load.ts gives every module) and starts the behaviour; tracked, so `wisp.idle()` waits. */
function load(host: ActivateHost, entry: BehaviourEntry, run: Run): Promise<unknown> {
  const started = performance.now();
  const importIt = () => importBehaviour(entry.name, host);
  const done = importIt().catch(importIt).then(
    (module) => {
      run.loadMs = Math.round(performance.now() - started);
      // Destroyed meanwhile (a first-input behaviour can wait long for its input): it does not start.
      if (!run.controller.signal.aborted) startBehaviour(entry.name, run, module.default, host.track);
    },
    (error: unknown) => reportLoadFailure(document, run, error),
  );
  host.track(done);
  return done;
}

/** Arms every behaviour (importBehaviour's late check decides whether the page needs each); all stop when `signal` aborts. */
export function startBehaviours(host: ActivateHost, signal: AbortSignal): void {
  for (const entry of BEHAVIOURS) {
    if (signal.aborted) continue;
    const run: Run = { module: entry.name, entry: null, status: 'pending', controller: new AbortController() };
    signal.addEventListener('abort', () => {
      run.controller.abort();
      run.cleanup?.();
    });
    host.behaviourRuns.push({ name: entry.name, run });
    // `loading` from here until started, for those that wait for the first input too (their module is not there yet).
    // Those arm now, not at their trigger (which they do not use): a click on what they take, made while another
    // widget's tap is pending, must meet their hold (a lightbox link clicked while a video's module is on its way).
    const wait = firstInputWait(entry.name);
    if (!wait) {
      host.onTrigger(entry.trigger, document.documentElement, () => {
        run.status = 'loading';
        // Its late check and import in a task of its own: each check may query the whole page, and in the trigger's task
        // (boot's, for those loading now) a 10,000-widget page's checks made one 60-77 ms task at 4x. Tracked from now,
        // so `wisp.idle()` waits for it; not loaded once torn down meanwhile.
        host.track(inNextTask(() => load(host, entry, run), run.controller.signal));
      }, run.controller.signal);
      continue;
    }
    run.status = 'loading';
    afterFirstInput(() => load(host, entry, run), wait, host.whenNoTap);
  }
}
