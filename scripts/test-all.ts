// `npm test`: typecheck, unit and DOM tests, build with the size budget, browser tests, WordPress, conformance; one line per layer.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBrowser } from './ensure-browser.ts';
import { ROOT } from './lib/dist.ts';
import { hasRealPages, REAL_PAGES, REAL_PAGES_REQUIRED } from './lib/real-pages.ts';
import { readConformance, readPlaywright, readWordpress, readVitest, summarize, toOutcome, type Layer, type Outcome } from './lib/test-report.ts';

const OUT = join(ROOT, 'test-results');
const layers: Layer[] = [];

function run(name: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n── ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

/** Runs a tool that writes a JSON report to `json`; a report left from an earlier run is deleted first. */
function runReported(name: string, json: string, command: string, args: string[], env: Record<string, string> = {}): { ok: boolean; report: unknown } {
  rmSync(json, { force: true });
  const ok = run(name, command, args, env);
  try {
    return { ok, report: JSON.parse(readFileSync(json, 'utf8')) as unknown };
  } catch {
    return { ok, report: null };
  }
}

// `npm test -- --only a,b` runs some layers; the others still get their line, saying they did not run.
const onlyArg = process.argv.indexOf('--only');
const only = onlyArg > 0 ? (process.argv[onlyArg + 1] ?? '').split(',') : null;

function record(name: string, layer: () => Outcome): void {
  const outcome = only && !only.includes(name) ? toOutcome(true, { passed: 0, failed: 0, skipped: 0 }, 'not run: --only') : layer();
  layers.push({ name, ...outcome });
}

// One function per layer: each runs its tool and returns its outcome, so a new layer is one more record() line.
function typecheck(): Outcome {
  const ok = run('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
  return toOutcome(ok, { passed: ok ? 1 : 0, failed: 0, skipped: 0 });
}

function vitest(): Outcome {
  const json = join(OUT, 'vitest.json');
  const { ok, report } = runReported('unit and DOM tests', json, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${json}`]);
  return toOutcome(ok, readVitest(report));
}

function build(): Outcome {
  const ok = run('build and size budget', 'node', ['build.mjs']);
  return toOutcome(ok, { passed: ok ? 1 : 0, failed: 0, skipped: 0 });
}

function playwright(): Outcome {
  ensureBrowser();
  const json = join(OUT, 'e2e.json');
  const { ok, report } = runReported('browser tests', json, 'npx', ['playwright', 'test'], { WISP_E2E_JSON: json });
  return toOutcome(ok, readPlaywright(report));
}

// The WordPress layer never skips: without PHP and MariaDB (and not root to install them) it fails with what to install.
function wordpress(): Outcome {
  const json = join(OUT, 'wordpress.json');
  const { ok, report } = runReported('WordPress integration (real WordPress, the plugin zip, Chromium)', json, 'npx', ['tsx', 'scripts/test-wordpress.ts'], { WISP_WP_JSON: json });
  return toOutcome(ok, readWordpress(report));
}

function conformance(): Outcome {
  if (!hasRealPages()) {
    const note = `not run: ${REAL_PAGES} is missing${REAL_PAGES_REQUIRED ? ', and CI must have it' : ''}`;
    return toOutcome(!REAL_PAGES_REQUIRED, { passed: 0, failed: 0, skipped: 0 }, note);
  }
  const json = join(OUT, 'conformance.json');
  const { ok, report } = runReported('conformance on real pages', json, 'npx', ['tsx', 'scripts/conformance.ts', REAL_PAGES, '--out', json]);
  return toOutcome(ok, readConformance(report));
}

mkdirSync(OUT, { recursive: true });
record('typecheck', typecheck);
record('vitest', vitest);
record('build', build);
record('playwright', playwright);
record('wordpress', wordpress);
record('conformance', conformance);

const { lines, exitCode } = summarize(layers);
console.log(`\n── summary\n${lines.join('\n')}`);
process.exit(exitCode);
