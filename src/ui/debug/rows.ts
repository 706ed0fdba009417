// The debug panel's rows: the report as the panel shows it, with a readable name for each element.
import type { ReportRow, Status } from '../../core/types.ts';

export type DebugRow = ReportRow & { key: string; name: string };

/** `section#hero`, `div[data-id=3f2a1b0]` or `page` for page-wide behaviours. */
function toName(row: ReportRow): string {
  if (row.kind === 'page') return 'page';
  const tag = row.element.tagName.toLowerCase();
  const id = row.element.id;
  return id ? `${tag}#${id}` : row.id ? `${tag}[data-id=${row.id}]` : tag;
}

export function toDebugRows(report: readonly ReportRow[]): DebugRow[] {
  return report.map((row, index) => ({ ...row, key: `${index}:${row.kind}:${row.module ?? ''}`, name: toName(row) }));
}

/** How many rows have each status, in the order statuses first appear. */
export function countByStatus(rows: readonly DebugRow[]): Array<[Status, number]> {
  const counts = new Map<Status, number>();
  for (const row of rows) counts.set(row.status, (counts.get(row.status) ?? 0) + 1);
  return [...counts];
}

/** Milliseconds with one decimal, or a dash until the module has loaded or mounted. */
export function toMs(value: number | undefined): string {
  return value === undefined ? '–' : value.toFixed(1);
}
