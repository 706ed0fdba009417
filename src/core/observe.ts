// One MutationObserver: scans content added later (load more, loop refresh, popups) and tears down what left.
import { teardown } from './mount.ts';
import { records } from './records.ts';
import { scanRoot } from './scan.ts';

/** Batches mutations per animation frame, so a burst of insertions costs one scan. */
export function observeDocument(signal: AbortSignal): void {
  const added = new Set<Element>();
  let removed = false;
  let frame = 0;
  const flush = () => {
    frame = 0;
    if (removed) {
      removed = false;
      for (const element of [...records.keys()]) if (!element.isConnected) teardown(element);
    }
    for (const element of added) if (element.isConnected) scanRoot(element);
    added.clear();
  };
  // Only elements count: a page whose script rewrites text (a ticker, a clock, a typing effect) costs no frame callback.
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      // The head never holds page-builder markup: wisp's own modulepreload links, added there by the dozen around a
      // first tap, asked for a frame callback and a scan each time.
      if (mutation.target === document.head) continue;
      for (const node of mutation.addedNodes) if (node instanceof Element) added.add(node);
      for (const node of mutation.removedNodes) if (node instanceof Element) removed = true;
    }
    if (added.size > 0 || removed) frame ||= requestAnimationFrame(flush);
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
  signal.addEventListener('abort', () => {
    observer.disconnect();
    if (frame) cancelAnimationFrame(frame);
  });
}
