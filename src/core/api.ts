// The public `window.wisp` object: version, rescan, destroy, report, idle.
import { host, isLoading, loadActivate, teardown, whenLoadsSettled } from './mount.ts';
import { observeDocument } from './observe.ts';
import { whenQueueEmpty } from './queue.ts';
import { records, toReport } from './records.ts';
import { scanRoot } from './scan.ts';
import type { ReportRow } from './types.ts';
import { holdEarlyActions } from './held-actions.ts';

export type WispApi = {
  version: string;
  /** Finds elements under `root` (default: the whole page) that wisp has not seen yet, and watches the page again. */
  rescan(root?: ParentNode): void;
  /** Tears down every element under `root`, itself included; with no root, all of wisp, which stops watching. */
  destroy(root?: ParentNode): void;
  /** Per element and module: kind, status and timings. */
  report(): ReportRow[];
  /**
   * Resolves when every module started so far, and those of widgets in or near view (their trigger fires with the frame
   * after they are found), has loaded and mounted.
   */
  idle(): Promise<void>;
};

/**
 * Two frames, or 0.2 s where the page draws none (a hidden tab): an element the scan just observed gets its first
 * IntersectionObserver entry in the frame after, so a widget in view has fired its trigger by then.
 */
const afterFrames = () => new Promise((done) => {
  requestAnimationFrame(() => requestAnimationFrame(done));
  setTimeout(done, 200);
});

export function createApi(version: string): WispApi & { start(): void } {
  let watching: AbortController | null = null;
  const watch = () => {
    if (watching) return;
    watching = new AbortController();
    observeDocument(watching.signal);
  };
  return {
    version,
    start: () => {
      scanRoot(document);
      watch();
      const { signal } = watching as AbortController;
      holdEarlyActions(signal);
      // A failed activate chunk is reported by the first element's load, which retries it.
      host.track(loadActivate().then((activate) => activate.startBehaviours(host, signal), () => undefined));
    },
    rescan: (root = document) => {
      scanRoot(root);
      watch();
    },
    destroy: (root = document) => {
      if (root === document) {
        watching?.abort();
        watching = null;
      }
      // Every ParentNode is a Node, and a node contains itself.
      for (const element of [...records.keys()]) if ((root as Node).contains(element)) teardown(element);
    },
    report: toReport,
    // A settled load can queue a mount that arms more loads (element features): go round until nothing is left.
    idle: async () => {
      do {
        await whenQueueEmpty();
        await afterFrames();
        await whenLoadsSettled();
        await whenQueueEmpty();
      } while (isLoading());
    },
  };
}
