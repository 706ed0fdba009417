// The public `window.wisp` object: version, rescan, destroy, report, idle.
import { isLoading, teardown, whenLoadsSettled } from './mount.ts';
import { observeDocument } from './observe.ts';
import { whenQueueEmpty } from './queue.ts';
import { records, toReport } from './records.ts';
import { scanRoot } from './scan.ts';
import type { ReportRow } from './types.ts';
import { startBehaviours } from './behaviours.ts';
import { holdEarlySubmits } from './held-submit.ts';

export type WispApi = {
  version: string;
  /** Finds elements under `root` (default: the whole page) that wisp has not seen yet, and watches the page again. */
  rescan(root?: ParentNode): void;
  /** Tears down every element under `root`, itself included; with no root, all of wisp, which stops watching. */
  destroy(root?: ParentNode): void;
  /** Per element and module: kind, status and timings. */
  report(): ReportRow[];
  /** Resolves when every triggered module has loaded and mounted. */
  idle(): Promise<void>;
};

function isInside(element: Element, root: ParentNode): boolean {
  return root === element || (root instanceof Node && root.contains(element));
}

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
      holdEarlySubmits(signal);
      startBehaviours(signal);
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
      for (const element of [...records.keys()]) if (isInside(element, root)) teardown(element);
    },
    report: toReport,
    // A settled load can queue a mount that arms more loads (element features): go round until nothing is left.
    idle: async () => {
      do {
        await whenQueueEmpty();
        await whenLoadsSettled();
        await whenQueueEmpty();
      } while (isLoading());
    },
  };
}
