// `npm test`: typecheck, unit and DOM tests, build with the size budget, browser tests, WordPress, conformance; one summary.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBrowser } from './ensure-browser.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'test-results');
const REAL_PAGES = resolve(ROOT, '..', 'shared', 'real-pages');

type Step = { name: string; passed: number; failed: number; ok: boolean };
const steps: Step[] = [];

function run(name: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n── ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function readJson(file: string): Record<string, unknown> | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
}

const count = (value: unknown) => (typeof value === 'number' ? value : 0);

function record(name: string, ok: boolean, passed: number, failed: number): void {
  // A step that failed without counting a failed test (a crash, a type error) still counts as one failure.
  steps.push({ name, ok, passed, failed: ok ? failed : Math.max(failed, 1) });
}

mkdirSync(OUT, { recursive: true });

const typecheck = run('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
record('typecheck', typecheck, typecheck ? 1 : 0, 0);

const vitestJson = join(OUT, 'vitest.json');
const vitest = run('unit and DOM tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
const vitestReport = readJson(vitestJson);
record('vitest', vitest, count(vitestReport?.['numPassedTests']), count(vitestReport?.['numFailedTests']));

const build = run('build and size budget', 'node', ['build.mjs']);
record('build', build, build ? 1 : 0, 0);

ensureBrowser();
const e2eJson = join(OUT, 'e2e.json');
const e2e = run('browser tests', 'npx', ['playwright', 'test'], { WISP_E2E_JSON: e2eJson });
const stats = (readJson(e2eJson)?.['stats'] ?? {}) as Record<string, unknown>;
record('playwright', e2e, count(stats['expected']) + count(stats['flaky']), count(stats['unexpected']));

// The WordPress layer never skips: without PHP and MariaDB (and not root to install them) it fails with what to install.
const wordpressJson = join(OUT, 'wordpress.json');
const wordpress = run('WordPress integration (real WordPress, the plugin zip, Chromium)', 'npx', ['tsx', 'scripts/test-wordpress.ts'], { WISP_WP_JSON: wordpressJson });
const wordpressReport = readJson(wordpressJson);
record('wordpress', wordpress, count(wordpressReport?.['passed']), count(wordpressReport?.['failed']));

if (existsSync(REAL_PAGES)) {
  const conformanceJson = join(OUT, 'conformance.json');
  const conformance = run('conformance on real pages', 'npx', ['tsx', 'scripts/conformance.ts', REAL_PAGES, '--out', conformanceJson]);
  const summary = (readJson(conformanceJson)?.['summary'] ?? {}) as Record<string, unknown>;
  record('conformance', conformance, count(summary['passed']), count(summary['failed']));
} else {
  console.log(`\n── conformance: skipped, ${REAL_PAGES} is not here`);
}

console.log('\n── summary');
for (const step of steps) console.log(`${step.ok ? 'ok  ' : 'FAIL'} ${step.name}: ${step.passed} passed, ${step.failed} failed`);
const passed = steps.reduce((sum, step) => sum + step.passed, 0);
const failed = steps.reduce((sum, step) => sum + step.failed, 0);
console.log(`wisp: ${passed} passed, ${failed} failed`);
process.exit(steps.every((step) => step.ok) ? 0 : 1);
