// Work an input makes needed but not urgent: after the input's own handlers, when the page is next idle. The loader's
// idle trigger (core/triggers.ts) keeps its own lines: calling this from there would put it in the loader as well, whose
// budget has no bytes for it. Only the activate chunk uses this one.

/** 300 ms: a page that is never idle still gets it this soon. */
const NEXT_IDLE_MS = 300;

/** Calls `fire` when the page is next idle (300 ms at most), or in a task of its own where there is no idle callback. */
export function whenNextIdle(fire: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => fire(), { timeout: NEXT_IDLE_MS });
  else setTimeout(fire);
}
