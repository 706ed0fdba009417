// A time-sliced job queue: boot and mount work runs in tasks of at most ~8 ms, so no long task blocks input.

/** 8 ms per slice keeps each task far below the 50 ms long-task line, even on a slow phone. */
const SLICE_MS = 8;

type Job = () => void;
const jobs: Job[] = [];
let scheduled = false;
const idleWaiters: Array<() => void> = [];

function nextTask(run: () => void): void {
  // postTask answers a promise; where there is none, a timer.
  void ((globalThis as { scheduler?: { postTask?: (cb: () => void) => unknown } }).scheduler?.postTask?.(run) ?? setTimeout(run));
}

let sliceStart = 0;

/** Whether the running slice has had its time: a job that loops (the scan's visits) stops there and queues the rest. */
export const sliceOver = (): boolean => performance.now() - sliceStart > SLICE_MS;

function drain(): void {
  scheduled = false;
  sliceStart = performance.now();
  while (jobs.length > 0) {
    if (sliceOver()) return schedule();
    const job = jobs.shift();
    try {
      job?.();
    } catch (error) {
      // A job must not stop the queue; jobs report their own failures, this is a last line of defence.
      console.error('[wisp] core:', error);
    }
  }
  for (const resolve of idleWaiters.splice(0)) resolve();
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  nextTask(drain);
}

/** Runs `job` in a later task, after the jobs queued before it; `first`, before them (a tapped widget's mount). */
export function enqueue(job: Job, first = false): void {
  if (first) jobs.unshift(job);
  else jobs.push(job);
  schedule();
}

/** Resolves once the queue is empty. */
export function whenQueueEmpty(): Promise<void> {
  if (jobs.length === 0 && !scheduled) return Promise.resolve();
  return new Promise((resolve) => idleWaiters.push(resolve));
}
