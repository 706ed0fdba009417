// `npm run conformance -- <dir or files…>`: runs every captured page with wisp injected in Chromium and reports what mounted and what broke.
import { chromium, type Browser } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { startStaticServer } from './lib/static-server.ts';
import { DIST, ROOT } from './lib/dist.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { findPages, prepareSites, type PageRef, type PreparedSite } from './conformance/pages.ts';
import { runPage } from './conformance/run-page.ts';
import { formatTable, summarize, type PageResult } from './conformance/summarize.ts';
import { findRegressions, mergeBaseline, toBaseline, type Baseline, type Viewport } from './conformance/compare.ts';

const USAGE = `usage: npm run conformance -- <dir or files…> [--out file.json] [--update-baseline] [--baseline path]

  A dir is a folder of site folders (like ../shared/real-pages): each top folder is served as a site root.
  --out file.json      where to write the JSON report (default .conformance/report.json)
  --baseline path      the baseline of mounted kinds (default tests/conformance/baseline.json)
  --update-baseline    rewrite the baseline from this run instead of comparing against it
`;
const VIEWPORTS: Viewport[] = ['desktop', 'mobile'];
const PAGE_TIMEOUT_MS = 30_000;

type Args = { paths: string[]; out: string; baseline: string; update: boolean };

function parseArgs(argv: string[]): Args | null {
  const args: Args = { paths: [], out: join(ROOT, '.conformance/report.json'), baseline: join(ROOT, 'tests/conformance/baseline.json'), update: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--help' || arg === '-h') return null;
    if (arg === '--update-baseline') args.update = true;
    else if (arg === '--out' || arg === '--baseline') {
      const value = argv[++i];
      if (!value) throw new Error(`${arg} needs a path`);
      if (arg === '--out') args.out = resolve(value);
      else args.baseline = resolve(value);
    } else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`);
    else args.paths.push(arg);
  }
  if (args.paths.length === 0) throw new Error('give at least one folder or page');
  return args;
}

function ensureBuild(): void {
  if (existsSync(join(DIST, 'loader.js'))) return;
  process.stderr.write(`${join(DIST, 'loader.js')} is missing: running node build.mjs\n`);
  // build.mjs reads WISP_DIST from the inherited environment, so it builds where we serve from.
  const build = spawnSync(process.execPath, ['build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0 || !existsSync(join(DIST, 'loader.js'))) process.stderr.write('build failed: pages will run without wisp\n');
}

async function readBaseline(path: string): Promise<Baseline> {
  const text = await readFile(path, 'utf8').catch(() => '{}');
  return toBaseline(JSON.parse(text) as unknown);
}

/** Runs every page of one site: wisp and control servers side by side, one context per page and viewport. */
async function runSite(browser: Browser, site: PreparedSite, refs: PageRef[]): Promise<PageResult[]> {
  const wisp = await startStaticServer(0, [{ prefix: '/wisp/', dir: DIST }, { prefix: '/', dir: site.wispRoot }]);
  const control = await startStaticServer(0, [{ prefix: '/wisp/', dir: DIST }, { prefix: '/', dir: site.controlRoot }]);
  const results: PageResult[] = [];
  try {
    for (const ref of refs) {
      for (const viewport of VIEWPORTS) {
        const started = Date.now();
        const wispRun = await runPage(browser, wisp.origin + encodeURI(ref.urlPath), viewport, { probe: true, timeoutMs: PAGE_TIMEOUT_MS });
        const controlRun = await runPage(browser, control.origin + encodeURI(ref.urlPath), viewport, { probe: false, timeoutMs: PAGE_TIMEOUT_MS });
        const result = summarize(ref.key, wispRun, controlRun);
        results.push(result);
        process.stderr.write(`${result.problems.length === 0 ? 'ok  ' : 'FAIL'} ${ref.key} ${viewport} (${Date.now() - started} ms)${result.problems.map((p) => `\n     ${p}`).join('')}\n`);
      }
    }
  } finally {
    wisp.server.close();
    control.server.close();
  }
  return results;
}

async function main(argv: string[]): Promise<number> {
  const args = parseArgs(argv);
  if (!args) { process.stdout.write(USAGE); return 0; }
  ensureBuild();
  const refs = await findPages(args.paths);
  const sites = await prepareSites(refs);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results: PageResult[] = [];
  try {
    for (const [siteRoot, site] of sites) results.push(...(await runSite(browser, site, refs.filter((ref) => ref.siteRoot === siteRoot))));
  } finally {
    await browser.close();
  }

  const current: Baseline = {};
  for (const result of results) {
    if (result.problems.some((problem) => problem === 'timed out' || problem.startsWith('run failed'))) continue;
    (current[result.page] ??= {})[result.viewport] = result.mountedKinds;
  }
  const baseline = await readBaseline(args.baseline);
  const regressions = args.update ? [] : findRegressions(baseline, current);
  if (args.update) {
    await mkdir(dirname(args.baseline), { recursive: true });
    await writeFile(args.baseline, JSON.stringify(mergeBaseline(baseline, current), null, 2) + '\n');
  }
  const failed = results.some((result) => result.problems.length > 0) || regressions.length > 0;
  await mkdir(dirname(args.out), { recursive: true });
  const passedRows = results.filter((result) => result.problems.length === 0).length;
  // `summary` counts page × viewport rows (plus regressions as failures); `npm test` reads it.
  const summary = { passed: passedRows, failed: results.length - passedRows + regressions.length };
  await writeFile(args.out, JSON.stringify({ ok: !failed, summary, inputs: args.paths, results, regressions }, null, 2) + '\n');

  process.stdout.write(formatTable(results) + '\n');
  for (const regression of regressions) process.stdout.write(`REGRESSION ${regression.page} ${regression.viewport}: no longer mounted: ${regression.kinds.join(', ')}\n`);
  process.stdout.write(`\nreport: ${args.out}${args.update ? `\nbaseline updated: ${args.baseline}` : ''}\n${failed ? 'FAILED' : 'passed'}\n`);
  return failed ? 1 : 0;
}

process.exitCode = await main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`conformance: ${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  return 2;
});
