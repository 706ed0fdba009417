// Lazy load and infinite scroll: a marker element entering the viewport asks for the next page.

export type ScrollTrigger = {
  /** Looks again after a page was added: a marker still in view (short items, tall screen) asks for the next one. */
  recheck(): void;
  /** After a failure: nothing more until the marker has left the viewport and come back, so no retry storm. */
  waitForExit(): void;
  /** Stops watching for good (last page). */
  stop(): void;
};

const NONE: ScrollTrigger = { recheck: () => {}, waitForExit: () => {}, stop: () => {} };

/** Calls `onVisible` each time one of `markers` enters the viewport, until stopped or `signal` aborts. */
export function watchEntering(markers: HTMLElement[], onVisible: () => void, signal: AbortSignal): ScrollTrigger {
  if (typeof IntersectionObserver === 'undefined' || signal.aborted) return NONE;
  let gated = false;
  let stopped = false;
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) gated = false;
      else if (!gated && !stopped) onVisible();
    }
  });
  const observeAll = (): void => {
    for (const marker of markers) if (marker.isConnected) observer.observe(marker);
  };
  const stop = (): void => {
    stopped = true;
    observer.disconnect();
  };
  observeAll();
  signal.addEventListener('abort', stop, { once: true });
  return {
    // Observing again delivers a fresh first entry for each marker, in view or not.
    recheck: () => {
      if (stopped) return;
      observer.disconnect();
      observeAll();
    },
    waitForExit: () => {
      gated = true;
    },
    stop,
  };
}
