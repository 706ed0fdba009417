// Tells a module that could not load (its import failed twice), from the activate chunk so the loader stays small.
import type { Run } from './records.ts';
import { EVENT } from './schema.ts';

const reported = new Set<string>();

/** A cancelable `wisp:error` on `target`, then one console.error per module unless a listener cancelled it. */
export function reportLoadFailure(target: EventTarget, run: Run, error: unknown): void {
  run.status = 'failed';
  const event = new CustomEvent(EVENT.error, { bubbles: true, cancelable: true, detail: { module: run.module, error } });
  const key = run.module ?? '';
  if (target.dispatchEvent(event) && !reported.has(key)) {
    reported.add(key);
    console.error(`[wisp] ${key}: could not load its script; the markup stays as the server rendered it`, error);
  }
}
