// Tests what `npm test` reads from the runners' reports: flaky browser tests named and not passed, one line per layer.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readConformance, readPlaywright, readVitest, readWordpress, summarize, toOutcome, type Layer } from '../../scripts/lib/test-report.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const layer = (name: string, outcome: Partial<Layer>): Layer => ({ name, ok: true, passed: 0, failed: 0, skipped: 0, flaky: [], failures: [], note: '', ...outcome });

describe('readPlaywright on a report Playwright wrote', () => {
  // A real run, so the test follows the reporter's format: one test passes, one fails once then passes, one is skipped.
  // Inside the project so the spec resolves @playwright/test; not under test-results/, which Playwright never searches.
  const dir = join(ROOT, `.report-probe-${process.pid}`);
  let report: unknown;

  beforeAll(() => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'probe.spec.ts'), [
      "import { test, expect } from '@playwright/test';",
      "test.describe('a group', () => {",
      "  test('passes', () => { expect(1).toBe(1); });",
      "  test('passes on the second try', ({}, info) => { expect(info.retry).toBe(1); });",
      "  test('is skipped', () => { test.skip(true, 'on purpose'); });",
      "  test('fails every time', () => { expect('shown', 'the popup opens').toBe('hidden'); });",
      '});',
    ].join('\n'));
    writeFileSync(join(dir, 'probe.config.ts'), `export default { testDir: '.', outputDir: 'out', projects: [{ name: 'desktop' }], retries: 1, workers: 1, reporter: [['json', { outputFile: 'report.json' }]] };\n`);
    const run = spawnSync('npx', ['playwright', 'test', '--config', join(dir, 'probe.config.ts')], { cwd: dir, encoding: 'utf8', env: { ...process.env, CI: '' } });
    expect(run.status, run.stderr).toBe(1);
    report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8'));
  }, 60_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lists a test that needed a retry as flaky by name and does not count it as passed', () => {
    const counts = readPlaywright(report);
    expect(counts.flaky).toEqual(['probe.spec.ts › a group › passes on the second try [desktop]']);
    expect(counts.passed).toBe(1);
    expect(counts.skipped).toBe(1);
  });

  it('names a failed test with the first line of its error', () => {
    const counts = readPlaywright(report);
    expect(counts.failed).toBe(1);
    expect(counts.failures).toHaveLength(1);
    expect(counts.failures?.[0]).toMatch(/^probe\.spec\.ts › a group › fails every time \[desktop\]: .*the popup opens/);
    expect(counts.failures?.[0]).not.toMatch(/\n|\u001b/);
  });
});

describe('readPlaywright, readVitest and readConformance on hand-made reports', () => {
  it('counts failed tests from the stats when a worker crash left them out of the per-test results', () => {
    expect(readPlaywright({ suites: [], stats: { expected: 0, unexpected: 2 } }).failed).toBe(2);
  });

  it('counts vitest todo and skipped tests as skipped', () => {
    expect(readVitest({ numPassedTests: 5, numFailedTests: 1, numPendingTests: 2, numTodoTests: 1 })).toEqual({ passed: 5, failed: 1, skipped: 3 });
  });

  it('reads the WordPress layer\'s failures and its set-up error as one line each', () => {
    const counts = readWordpress({ passed: 3, failed: 2, flaky: [], failures: ['php check: zip\nhas no readme', 'wp.spec.ts › serves wisp'], error: 'timed out waiting for\n MariaDB' });
    expect(counts.failures).toEqual(['php check: zip has no readme', 'wp.spec.ts › serves wisp']);
    const outcome = toOutcome(false, counts);
    expect(outcome.note).toBe('timed out waiting for MariaDB');
    expect(summarize([layer('wordpress', outcome)]).lines.slice(0, 4)).toEqual([
      'FAIL wordpress: 3 passed, 2 failed (timed out waiting for MariaDB)',
      '       failed: php check: zip has no readme',
      '       failed: wp.spec.ts › serves wisp',
      'flaky: 0 (passed only on a retry, not counted as passed)',
    ]);
  });

  it('names conformance rows with problems and regressions', () => {
    const counts = readConformance({
      summary: { passed: 1, failed: 2 },
      results: [{ page: 'a/index.html', viewport: 'mobile', problems: [] }, { page: 'b/index.html', viewport: 'desktop', problems: ['timed out'] }],
      regressions: [{ page: 'c/index.html', viewport: 'mobile', kinds: ['tabs', 'nav-menu'] }],
    });
    expect(counts.failures).toEqual(['b/index.html desktop: timed out', 'c/index.html mobile: no longer mounted: tabs, nav-menu']);
  });

  it('reads nothing from a missing or malformed report rather than throwing', () => {
    expect(readPlaywright(null)).toEqual({ passed: 0, failed: 0, skipped: 0, flaky: [], failures: [] });
    expect(readConformance({ summary: 'x' })).toEqual({ passed: 0, failed: 0, skipped: 0 });
  });
});

describe('summarize', () => {
  it('prints one line per layer, names flaky tests under theirs and ends with the totals', () => {
    const { lines, exitCode } = summarize([
      layer('vitest', { passed: 10, skipped: 2 }),
      layer('playwright', { passed: 4, flaky: ['a.spec.ts › opens [mobile]'] }),
      layer('conformance', { ok: false, failed: 1, note: 'not run: ../shared/real-pages is missing, and CI must have it' }),
    ]);
    expect(lines).toEqual([
      'ok   vitest: 10 passed, 0 failed, 2 skipped',
      'ok   playwright: 4 passed, 0 failed, 1 flaky',
      '       flaky (passed on retry): a.spec.ts › opens [mobile]',
      'FAIL conformance: 0 passed, 1 failed (not run: ../shared/real-pages is missing, and CI must have it)',
      'flaky: 1 (passed only on a retry, not counted as passed)',
      'wisp: 14 passed, 1 failed, 2 skipped',
    ]);
    expect(exitCode).toBe(1);
  });

  it('prints at most ten failures by name, then how many more', () => {
    const failures = Array.from({ length: 12 }, (_, i) => `t${i}`);
    const { lines } = summarize([layer('playwright', { ok: false, failed: 12, failures })]);
    expect(lines.filter((line) => line.startsWith('       failed: t'))).toHaveLength(10);
    expect(lines).toContain('       failed: 2 more');
  });

  it('counts a layer that failed without a failed test (a crash) as one failure', () => {
    expect(toOutcome(false, { passed: 3, failed: 0, skipped: 0 }).failed).toBe(1);
    expect(summarize([layer('typecheck', toOutcome(true, { passed: 1, failed: 0, skipped: 0 }))]).exitCode).toBe(0);
  });
});
