// A task of its own for start-up work split off the task running, so that none of start-up's tasks is a long one on a
// phone; none runs once `signal` aborted. core/queue.ts posts its slices itself: the loader has no bytes for the signal.

/**
 * Runs `run` in a later task (a zero-delay timer); settles with what it returned (a promise it returned, once that
 * settles), or as the timer fires when `signal` aborted, so a caller can track the work.
 */
export function inNextTask(run: () => unknown, signal: AbortSignal): Promise<unknown> {
  return new Promise((done) => setTimeout(() => done(signal.aborted || run())));
}

/**
 * Runs `run` in a later task ahead of those posted at the default priority (the queue's), where the browser has
 * `scheduler.postTask`; elsewhere a zero-delay timer too.
 */
export function inUrgentTask(run: () => void, signal: AbortSignal): void {
  const guarded = () => signal.aborted || run();
  const scheduler = (globalThis as { scheduler?: { postTask?: (run: () => void, options: { priority: string }) => unknown } }).scheduler;
  if (scheduler?.postTask) void scheduler.postTask(guarded, { priority: 'user-blocking' });
  else setTimeout(guarded);
}
