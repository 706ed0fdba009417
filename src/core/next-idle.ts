// Work an input makes needed but not urgent: after the input's own handlers, when the page is next idle. The loader's
// idle trigger (core/triggers.ts) keeps its own lines: calling this from there would put it in the loader as well, whose
// budget has no bytes for it. Only the activate chunk uses this one.

/** 300 ms: a page that is never idle still gets it this soon. */
const NEXT_IDLE_MS = 300;

/** 400 ms: a gesture that ends in no click (a scroll, a long press, a mouse passing over the page) is taken as over by then. */
const GESTURE_MS = 400;

/** Where work an input has scheduled is tracked, so `wisp.idle()` waits for it: the loader's tracker, lent at start. */
let track: (work: Promise<unknown>) => void = () => undefined;

/** Called once the activate chunk has the loader's host: from then on, the work below is tracked. */
export function trackGestureWork(tracker: typeof track): void {
  track = tracker;
}

/** A tracked wait, and what settles it. */
function pending(): () => void {
  let settle = (): void => undefined;
  track(new Promise<void>((done) => (settle = done)));
  return settle;
}

/**
 * Calls `fire` when the page is next idle (300 ms at most), or in a task of its own where there is no idle callback.
 * Tracked until a task after `fire`: what `fire` starts (a load, tracked on its own) is under way by then, so
 * `wisp.idle()` called meanwhile waits for it rather than resolving with it still to come.
 */
export function whenNextIdle(fire: () => void): void {
  const settle = pending();
  // Settled even when `fire` throws: `wisp.idle()` must not wait forever for work that failed.
  const run = () => {
    try {
      fire();
    } finally {
      setTimeout(settle);
    }
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: NEXT_IDLE_MS });
  else setTimeout(run);
}

/**
 * Calls `fire` when the page is next idle once the input under way is over: after its click, or GESTURE_MS after the
 * input when none comes. The browser is idle between a tap's touchend and its click (it waits to tell a tap from a
 * scroll), and work done there (behaviours' requests, 7 ms at 4x on a captured add-on page) held the click back.
 * Tracked from now: a pointer that passed over the page with no click still has its work to come for 0.4 s.
 */
export function afterGesture(fire: () => void): void {
  const settle = pending();
  // Whichever comes first ends the other: the listener goes, the timer is cleared.
  const end = () => {
    removeEventListener('click', end, true);
    clearTimeout(timer);
    whenNextIdle(fire);
    settle();
  };
  addEventListener('click', end, true);
  const timer = setTimeout(end, GESTURE_MS);
}
