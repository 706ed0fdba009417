// The public `window.wisp` object: version, rescan, destroy, report, idle.
import { teardown, whenLoadsSettled } from './mount.ts';
import { whenQueueEmpty } from './queue.ts';
import { records, toReport } from './records.ts';
import { scanRoot } from './scan.ts';
import type { ReportRow } from './types.ts';
import type { PageConfig } from '../shared/config.ts';

export type WispApi = {
  version: string;
  /** Finds elements added under `root` (default: the document) that wisp has not seen yet. */
  rescan(root?: ParentNode): void;
  /** Tears down every element under `root` (default: the document), itself included. */
  destroy(root?: ParentNode): void;
  /** Per element and module: kind, status and timings. */
  report(): ReportRow[];
  /** Resolves when every triggered module has loaded and mounted. */
  idle(): Promise<void>;
};

function isInside(element: Element, root: ParentNode): boolean {
  return root === element || (root instanceof Node && root.contains(element));
}

export function createApi(version: string, config: PageConfig): WispApi {
  return {
    version,
    rescan: (root = document) => scanRoot(root, config),
    destroy: (root = document) => {
      for (const element of [...records.keys()]) if (isInside(element, root)) teardown(element);
    },
    report: toReport,
    idle: async () => {
      await whenQueueEmpty();
      await whenLoadsSettled();
      await whenQueueEmpty();
    },
  };
}
