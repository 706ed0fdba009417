// What `npm test` reads from each runner's JSON report and the summary it prints; pure, so tests can feed it reports.

/**
 * One layer's result: counts, the tests that passed only on a retry, the tests that failed (by name, with the first
 * line of their error, so the summary at the end of a CI log says what broke), and why it did not run when it did not.
 */
export type Outcome = { ok: boolean; passed: number; failed: number; skipped: number; flaky: string[]; failures: string[]; note: string };
export type Layer = Outcome & { name: string };
type Counts = Omit<Outcome, 'ok' | 'note' | 'flaky' | 'failures'> & { flaky?: string[]; failures?: string[]; note?: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const count = (value: unknown): number => (typeof value === 'number' ? value : 0);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
// ANSI colours stripped, whitespace folded, cut short: a failure's reason as one readable line of the summary.
const oneLine = (value: string, max = 200): string => {
  const line = value.replace(/\u001b\[[0-9;]*m/g, '').replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/** The first line of a Playwright test's last error, if its report has one. */
function firstError(test: Record<string, unknown>): string {
  const results = list(test['results']);
  for (let i = results.length - 1; i >= 0; i--) {
    const result = results[i];
    if (!isRecord(result)) continue;
    for (const error of [result['error'], ...list(result['errors'])]) {
      const message = isRecord(error) ? text(error['message']) : '';
      const first = message.split('\n').map((line) => line.trim()).find(Boolean);
      if (first) return oneLine(first);
    }
  }
  return '';
}

/** An outcome from a run's exit status and its counts; a failed run that counted no failure still counts one. */
export function toOutcome(ok: boolean, counts: Counts, note = ''): Outcome {
  const failed = ok ? counts.failed : Math.max(counts.failed, 1);
  const why = [note, counts.note ?? ''].filter(Boolean).join('; ');
  return { ok, passed: counts.passed, failed, skipped: counts.skipped, flaky: counts.flaky ?? [], failures: counts.failures ?? [], note: why };
}

/** Counts from vitest's JSON reporter (Jest's format). */
export function readVitest(report: unknown): Counts {
  const r = isRecord(report) ? report : {};
  return { passed: count(r['numPassedTests']), failed: count(r['numFailedTests']), skipped: count(r['numPendingTests']) + count(r['numTodoTests']) };
}

/** Counts from the conformance report's summary (page × viewport rows, regressions as failures). */
export function readConformance(report: unknown): Counts {
  const r = isRecord(report) ? report : {};
  const summary = isRecord(r['summary']) ? r['summary'] : {};
  const failures: string[] = [];
  for (const row of list(r['results'])) {
    if (!isRecord(row) || list(row['problems']).length === 0) continue;
    failures.push(`${text(row['page'])} ${text(row['viewport'])}: ${oneLine(list(row['problems']).map(text).join('; '))}`);
  }
  for (const row of list(r['regressions'])) {
    if (isRecord(row)) failures.push(`${text(row['page'])} ${text(row['viewport'])}: no longer mounted: ${list(row['kinds']).map(text).join(', ')}`);
  }
  return { passed: count(summary['passed']), failed: count(summary['failed']), skipped: 0, ...(failures.length ? { failures } : {}) };
}

/** Counts from the WordPress layer's summary (PHP checks plus its Chromium specs, flaky ones named). */
export function readWordpress(report: unknown): Counts {
  const r = isRecord(report) ? report : {};
  return {
    passed: count(r['passed']), failed: count(r['failed']), skipped: 0, flaky: list(r['flaky']).map(text),
    failures: list(r['failures']).map((failure) => oneLine(text(failure))).filter(Boolean), note: oneLine(text(r['error'])),
  };
}

const nameOf = (titles: string[], project: string): string => `${titles.join(' › ')}${project ? ` [${project}]` : ''}`;

/**
 * Counts from Playwright's JSON reporter, per test and project: a test that failed and then passed on a retry is
 * `flaky`, listed by name and not counted as passed.
 */
export function readPlaywright(report: unknown): Counts {
  const counts = { passed: 0, failed: 0, skipped: 0, flaky: [] as string[], failures: [] as string[] };
  const visit = (suite: unknown, path: string[]): void => {
    if (!isRecord(suite)) return;
    const here = [...path, text(suite['title'])].filter(Boolean);
    for (const spec of list(suite['specs'])) {
      if (!isRecord(spec)) continue;
      for (const test of list(spec['tests'])) {
        if (!isRecord(test)) continue;
        const status = text(test['status']);
        const name = nameOf([...here, text(spec['title'])], text(test['projectName']));
        if (status === 'expected') counts.passed++;
        else if (status === 'skipped') counts.skipped++;
        else if (status === 'flaky') counts.flaky.push(name);
        else {
          counts.failed++;
          const why = firstError(test);
          counts.failures.push(why ? `${name}: ${why}` : name);
        }
      }
    }
    for (const child of list(suite['suites'])) visit(child, here);
  };
  for (const suite of list(isRecord(report) ? report['suites'] : undefined)) visit(suite, []);
  // The stats count what the per-test walk may miss (a crash in a worker); never report fewer failures than they do.
  const stats = isRecord(report) && isRecord(report['stats']) ? report['stats'] : {};
  counts.failed = Math.max(counts.failed, count(stats['unexpected']));
  return counts;
}

/** The summary: one line per layer (flaky tests and notes under it) and the total line; exit code 1 unless all ok. */
export function summarize(layers: Layer[]): { lines: string[]; exitCode: number } {
  const lines: string[] = [];
  for (const layer of layers) {
    const extras = [layer.flaky.length ? `${layer.flaky.length} flaky` : '', layer.skipped ? `${layer.skipped} skipped` : ''].filter(Boolean);
    lines.push(`${layer.ok ? 'ok  ' : 'FAIL'} ${layer.name}: ${[`${layer.passed} passed`, `${layer.failed} failed`, ...extras].join(', ')}${layer.note ? ` (${layer.note})` : ''}`);
    for (const name of layer.flaky) lines.push(`       flaky (passed on retry): ${name}`);
    // The first ten failures by name: a CI log's tail then says what broke without the whole log.
    for (const name of layer.failures.slice(0, 10)) lines.push(`       failed: ${name}`);
    if (layer.failures.length > 10) lines.push(`       failed: ${layer.failures.length - 10} more`);
  }
  const total = (key: 'passed' | 'failed' | 'skipped'): number => layers.reduce((sum, layer) => sum + layer[key], 0);
  const flaky = layers.reduce((sum, layer) => sum + layer.flaky.length, 0);
  // The last line keeps the plain `N passed, N failed, N skipped` form CI reads; flaky tests get their own line above.
  lines.push(`flaky: ${flaky} (passed only on a retry, not counted as passed)`);
  lines.push(`wisp: ${total('passed')} passed, ${total('failed')} failed, ${total('skipped')} skipped`);
  return { lines, exitCode: layers.length > 0 && layers.every((layer) => layer.ok) ? 0 : 1 };
}
