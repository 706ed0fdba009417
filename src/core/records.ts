// What wisp knows about each element it has seen: its kind, the modules it runs and their status.
import type { Cleanup, ModuleEntry, ReportRow, Status } from './types.ts';

export type Run = {
  module: string | null;
  entry: ModuleEntry | null;
  status: Status;
  controller: AbortController;
  cleanup?: Cleanup | undefined;
  loadMs?: number;
  mountMs?: number;
  /** Ends the pending tap on this run's element (core/triggers.ts), once it has mounted or failed. */
  tap?: () => void;
  /** The queued mount, once the module has loaded: a tap moves it to the front of the queue. */
  job?: () => void;
};

export type ElementRecord = {
  /** `data-widget_type` for widgets (`tabs.default`), else the element type. */
  kind: string;
  base: string;
  skin: string;
  id: string;
  settings: Record<string, unknown>;
  runs: Run[];
};

/** Insertion-ordered, so the report follows document order of discovery. */
export const records = new Map<HTMLElement, ElementRecord>();

/** Page-wide behaviours, reported with kind `page`. */
export const behaviourRuns: Array<{ name: string; run: Run }> = [];

/** Timings are undefined until the module has loaded and mounted. */
function toRow(element: Element, id: string, kind: string, run: Run): ReportRow {
  return { id, kind, module: run.module, status: run.status, element, loadMs: run.loadMs, mountMs: run.mountMs };
}

export function toReport(): ReportRow[] {
  const rows: ReportRow[] = [];
  for (const [element, record] of records) for (const run of record.runs) rows.push(toRow(element, record.id, record.kind, run));
  for (const { run } of behaviourRuns) rows.push(toRow(document.documentElement, '', 'page', run));
  return rows;
}
