// Long DOM work on large server answers, cut into short tasks so the page keeps answering input meanwhile.

/** 8 ms of work per task, as the loader's queue: far under the 50 ms that counts as a long task. */
export const SLICE_MS = 8;

/** Lets the browser handle input and paint before the next slice. */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** A clock for one slice: `due()` is true once this slice has used its time, and starts the next one. */
export function createSliceClock(budgetMs = SLICE_MS): { due(): boolean } {
  let started = performance.now();
  return {
    due: () => {
      if (performance.now() - started < budgetMs) return false;
      started = performance.now();
      return true;
    },
  };
}

/**
 * Appends `nodes` to `parent` (or before `before`) a slice at a time; stops when `signal` aborts (the widget was torn
 * down or a newer request took over). Resolves true when every node is in.
 */
export async function appendInSlices(parent: ParentNode, nodes: readonly Node[], signal?: AbortSignal): Promise<boolean> {
  const clock = createSliceClock();
  for (const node of nodes) {
    if (signal?.aborted) return false;
    parent.appendChild(node);
    if (clock.due()) await yieldToBrowser();
  }
  return !signal?.aborted;
}
