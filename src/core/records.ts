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

export function toReport(): ReportRow[] {
  const rows: ReportRow[] = [];
  for (const [element, record] of records) {
    for (const run of record.runs) {
      const row: ReportRow = { id: record.id, kind: record.kind, module: run.module, status: run.status, element };
      if (run.loadMs !== undefined) row.loadMs = run.loadMs;
      if (run.mountMs !== undefined) row.mountMs = run.mountMs;
      rows.push(row);
    }
  }
  return rows;
}
