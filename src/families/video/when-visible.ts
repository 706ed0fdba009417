// Runs something once, the first time an element enters the viewport (no margin, as the original's scroll observers).

/** Calls `run` once when `element` first intersects the viewport; nothing after `signal` aborts. */
export function whenVisible(element: HTMLElement, run: () => void, signal: AbortSignal): void {
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    run();
  });
  observer.observe(element);
  signal.addEventListener('abort', () => observer.disconnect(), { once: true });
}
