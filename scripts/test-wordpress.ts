// The WordPress integration layer of `npm test`: a fresh site with the plugin zip, PHP checks, then Chromium specs.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildWordpressZip } from './build-wordpress.mjs';
import { readPlaywright } from './lib/test-report.ts';
import { ROOT, ensureWordpressTools, freePort, startSite, type Site } from './lib/wordpress-site.ts';

const out = process.env['WISP_WP_JSON'] ?? join(ROOT, 'test-results', 'wordpress.json');
const httpPort = Number(process.env['WISP_WP_PORT'] ?? 8182);
const dbPort = Number(process.env['WISP_WP_DB_PORT'] ?? 3382);
// `failures` names what failed (PHP checks and specs), so the summary of `npm test` can print it.
const summary = { passed: 0, failed: 0, flaky: [] as string[], failures: [] as string[], error: '' };

function finish(code: number): never {
  writeFileSync(out, JSON.stringify(summary, null, 2) + '\n');
  console.log(`wordpress: ${summary.passed} passed, ${summary.failed} failed${summary.error ? ` (${summary.error})` : ''}`);
  process.exit(code);
}

/** Runs the PHP-level checks inside the site; each prints a JSON line {passed, failures}. */
function runPhpChecks(site: Site): boolean {
  const result = spawnSync('php', [join(ROOT, 'tests', 'wordpress', 'php-checks.php'), join(site.dir, 'wordpress')], {
    encoding: 'utf8', env: { ...process.env, WISP_WP_URL: site.url },
  });
  const line = result.stdout.trim().split('\n').pop() ?? '';
  let report: { passed?: number; failures?: string[] } = {};
  try { report = JSON.parse(line) as typeof report; } catch { report = { failures: [`php checks printed no report: ${result.stdout}${result.stderr}`] }; }
  const failures = report.failures ?? [];
  for (const failure of failures) console.error(`php check failed: ${failure}`);
  summary.passed += report.passed ?? 0;
  summary.failed += failures.length;
  summary.failures.push(...failures.map((failure) => `php check: ${failure}`));
  console.log(`php checks: ${report.passed ?? 0} passed, ${failures.length} failed`);
  return result.status === 0 && failures.length === 0;
}

function runSpecs(site: Site): boolean {
  const json = join(ROOT, 'test-results', 'wordpress-e2e.json');
  rmSync(json, { force: true });
  const result = spawnSync('npx', ['playwright', 'test', '-c', 'tests/wordpress/playwright.config.ts'], {
    cwd: ROOT, stdio: 'inherit', env: { ...process.env, WISP_WP_URL: site.url, WISP_WP_DIR: site.dir, WISP_E2E_JSON: json },
  });
  let report: unknown = null;
  try { report = JSON.parse(readFileSync(json, 'utf8')) as unknown; } catch { report = null; }
  // A spec that passed only on its retry is flaky: named, and not counted as passed.
  const counts = readPlaywright(report);
  summary.passed += counts.passed;
  summary.failed += counts.failed;
  summary.flaky.push(...(counts.flaky ?? []));
  summary.failures.push(...(counts.failures ?? []));
  // Playwright that ran nothing (a crash before its report) is a failure with a reason, never a silent pass.
  if (result.status !== 0 && !report && !summary.error) summary.error = `the WordPress specs wrote no report (exit ${result.status ?? result.signal})`;
  return result.status === 0;
}

/** After a failure or a flaky spec, the servers' logs (every request php -S answered, with times) stay in test-results/. */
function keepLogs(dir: string): void {
  if (summary.failed === 0 && summary.flaky.length === 0 && !summary.error) return;
  const to = join(ROOT, 'test-results', 'wordpress-logs');
  mkdirSync(to, { recursive: true });
  for (const name of ['php-server.log', 'php-debug.log', 'mariadb.log']) {
    if (existsSync(join(dir, name))) copyFileSync(join(dir, name), join(to, name));
  }
  console.log(`wordpress: server logs kept in ${to}`);
}

/** The first line of an error's message: what the summary prints as the reason. */
const firstLine = (error: unknown): string =>
  error instanceof Error ? error.message.split('\n')[0] || 'set-up failed' : String(error);

/** Starts the site in a fresh folder, on the usual ports or free ones when they are taken; a failed try leaves no folder. */
async function startFresh(zip: string): Promise<Site> {
  const dir = mkdtempSync(join(tmpdir(), 'wisp-wp-test-'));
  try {
    return await startSite({ dir, httpPort: await freePort(httpPort), dbPort: await freePort(dbPort), zip });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Starts the site; a set-up that fails (MariaDB or php -S slow to answer on a loaded machine) is tried once more, and
 * listed as flaky so the summary shows it. A second failure is the layer's error.
 */
async function startSiteTwice(zip: string): Promise<Site> {
  try {
    return await startFresh(zip);
  } catch (error) {
    const why = firstLine(error);
    console.error(`wordpress: set-up failed (${why}); trying once more`);
    const site = await startFresh(zip);
    summary.flaky.push(`set-up, on its second try (the first: ${why})`);
    return site;
  }
}

let site: Site | null = null;
let ok = false;
try {
  ensureWordpressTools();
  const { zip } = await buildWordpressZip({ quiet: true });
  site = await startSiteTwice(zip);
  const php = runPhpChecks(site);
  const specs = runSpecs(site);
  ok = php && specs;
} catch (error) {
  summary.error = firstLine(error);
  console.error(`wordpress: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  if (site) {
    await site.stop();
    keepLogs(site.dir);
    rmSync(site.dir, { recursive: true, force: true });
  }
}
if (!ok && summary.failed === 0) summary.failed = 1;
finish(ok ? 0 : 1);
