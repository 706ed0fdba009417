// Turns the wisp and control runs of one page and viewport into a result row, and prints the table.
import { classifyKind } from './builder-kinds.ts';
import { attributeErrors, findWispConsoleErrors, toMountedKinds, type Viewport } from './compare.ts';
import type { PageRun } from './run-page.ts';

export type Counts = Record<'mounted' | 'unsupported' | 'external' | 'invalid' | 'failed' | 'pending' | 'loading', number>;
export type PageResult = {
  page: string;
  viewport: Viewport;
  wispVersion: string | null;
  counts: Counts;
  mountedKinds: string[];
  kinds: Array<{ kind: string; status: string[]; module: string | null }>;
  outOfScope: Array<{ kind: string; vendor: string }>;
  wispErrors: string[];
  /** The page's own uncaught errors (control run), for reading the report. */
  controlErrors: string[];
  wispConsoleErrors: string[];
  probes: PageRun['probes'];
  problems: string[];
};

function countRows(rows: PageRun['rows']): Counts {
  const counts: Counts = { mounted: 0, unsupported: 0, external: 0, invalid: 0, failed: 0, pending: 0, loading: 0 };
  for (const row of rows) if (row.status in counts) counts[row.status as keyof Counts]++;
  return counts;
}

/** Every kind found on the page (report rows and DOM), with the statuses wisp gave its elements. */
function listKinds(run: PageRun): PageResult['kinds'] {
  const kinds = new Map<string, { status: Set<string>; module: string | null }>();
  for (const kind of run.domKinds) kinds.set(kind, { status: new Set(), module: null });
  for (const row of run.rows) {
    const entry = kinds.get(row.kind) ?? { status: new Set<string>(), module: null };
    entry.status.add(row.status);
    entry.module = entry.module ?? row.module;
    kinds.set(row.kind, entry);
  }
  return [...kinds].sort(([a], [b]) => a.localeCompare(b)).map(([kind, entry]) => ({ kind, status: [...entry.status].sort(), module: entry.module }));
}

export function summarize(page: string, wisp: PageRun, control: PageRun): PageResult {
  const wispErrors = attributeErrors(wisp.pageErrors, control.pageErrors);
  const wispConsoleErrors = findWispConsoleErrors(wisp.console);
  const problems: string[] = [];
  if (wisp.timedOut) problems.push('timed out');
  if (wisp.error) problems.push(`run failed: ${wisp.error}`);
  if (!wisp.timedOut && !wisp.error && !wisp.wisp) problems.push('window.wisp missing (loader did not run)');
  if (wispErrors.length > 0) problems.push(`${wispErrors.length} uncaught error(s) not in the control run`);
  if (wispConsoleErrors.length > 0) problems.push(`${wispConsoleErrors.length} [wisp] console error(s)`);
  for (const probe of wisp.probes) if (!probe.ok) problems.push(`probe ${probe.kind} #${probe.id ?? '?'}: ${probe.detail}`);
  const outOfScope = listKinds(wisp)
    .map(({ kind }) => ({ kind, class: classifyKind(kind) }))
    .filter((item) => !item.class.inScope && item.kind.includes('.'))
    .map((item) => ({ kind: item.kind, vendor: item.class.vendor ?? 'unknown' }));
  return {
    page, viewport: wisp.viewport, wispVersion: wisp.version, counts: countRows(wisp.rows), mountedKinds: toMountedKinds(wisp.rows),
    kinds: listKinds(wisp), outOfScope, wispErrors, controlErrors: control.pageErrors.map((error) => error.message), wispConsoleErrors, probes: wisp.probes, problems,
  };
}

function pad(cells: string[], widths: number[]): string {
  return cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ').trimEnd();
}

/** The stdout table: one line per page and viewport. */
export function formatTable(results: PageResult[]): string {
  const header = ['page', 'vp', 'mounted', 'unsupp', 'invalid', 'failed', 'errors', '[wisp]', 'probes', 'out-of-scope', 'status'];
  const lines = results.map((r) => {
    const passed = r.probes.filter((p) => p.ok && !p.skipped).length;
    const failed = r.probes.filter((p) => !p.ok).length;
    return [
      r.page, r.viewport, String(r.counts.mounted), String(r.counts.unsupported), String(r.counts.invalid), String(r.counts.failed),
      String(r.wispErrors.length), String(r.wispConsoleErrors.length), `${passed}/${failed}`, String(new Set(r.outOfScope.map((o) => o.kind.split('.')[0])).size),
      r.problems.length === 0 ? 'ok' : 'FAIL',
    ];
  });
  const widths = header.map((_, i) => Math.min(70, Math.max(...[header, ...lines].map((row) => (row[i] ?? '').length))));
  const shorten = (row: string[]): string[] => row.map((cell, i) => (cell.length > (widths[i] ?? 0) ? '…' + cell.slice(cell.length - (widths[i] ?? 1) + 1) : cell));
  return [pad(header, widths), ...lines.map((row) => pad(shorten(row), widths))].join('\n');
}
