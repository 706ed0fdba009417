// `npm run bench -- --only side-by-side`: the captured add-on sites (and our fixtures) in four variants each — original
// stack, the same stack delayed until the first interaction, wisp, no script — with Lighthouse mobile medians and the
// first-tap latency at 4× CPU on a phone, offline, gzip. Prints ratios (wisp/original; wisp/delayed for the first tap).
// On the captured sites a fifth variant, Lighthouse only: the scripts wisp keeps, alone (wisp's page without its tags).
// Run: npx tsx bench/side-by-side.ts [--runs 1] [--tap-runs 1] [--cpu 4] [--dir ../shared/addon-sites] [--pages a,b,fixtures].
import { chromium, type Browser } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.ts';
import { DIST, ROOT } from '../scripts/lib/dist.ts';
import { findPages, type PageRef } from '../scripts/conformance/pages.ts';
import { startDemo } from '../scripts/serve.ts';
import { measureFirstTap, type Tap } from './first-tap.ts';
import { startFront } from './gzip-proxy.ts';
import { launchChrome, medianOf, runLighthouse, type Metrics, type Run } from './lighthouse-run.ts';
import { alternatedRuns } from './pair.ts';
import { countOption, median, option, PORTS, RESULTS, round, writeResult } from './options.ts';
import { injectAsServed } from '../src/tools/built.ts';
import { toVariant, VARIANTS, type Variant } from './variants.ts';

export const ADDON_SITES = resolve(ROOT, '..', 'shared', 'addon-sites');
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.map': 'application/json' };

export type Current = { urlPath: string; html: string; siteRoot: string };

/** A captured page as the site server serves it: its path, its saved HTML and its site's folder. */
export async function readCurrent(page: PageRef): Promise<Current> {
  return { urlPath: page.urlPath, html: await readFile(resolve(page.siteRoot, '.' + page.urlPath), 'utf8'), siteRoot: page.siteRoot };
}
export type VariantResult = { lighthouse: Metrics; tap: { medianMs: number | null; samples: Tap[] } };
/** The page's kept scripts alone (see `Variant`): Lighthouse only, no tap. */
export type KeptResult = { lighthouse: Metrics };
export type SideBySide = { page: string; variants: Partial<Record<Exclude<Variant, 'kept'>, VariantResult>>; kept?: KeptResult; ratios: Record<string, number | null> };

/** A file of the site: the path as asked (some captures saved `x.js?ver=1` literally), else without the query. */
async function siteFile(root: string, url: URL): Promise<string | null> {
  for (const path of [decodeURIComponent(url.pathname + url.search), decodeURIComponent(url.pathname)]) {
    const file = resolve(root, '.' + path);
    if (file.startsWith(root) && existsSync(file) && !file.endsWith('/')) return file;
  }
  return null;
}

/**
 * Serves the current page (`?variant=` picks the variant), the built wisp at /wisp/, and the site's files, gzipped.
 * Each variant's page is made once per page, not per request: Lighthouse's simulation takes the server's observed
 * response time into every request of the origin, and making a variant took 15–40 ms where the original's took none (a
 * wisp document answered in 90 ms against 11 for the original's, in one run).
 */
export function startSiteServer(current: { value: Current | null }, port: number): Promise<{ origin: string; close(): Promise<void> }> {
  const made = new WeakMap<Current, Map<Variant, string>>();
  const variantOf = (page: Current, variant: Variant): string => {
    const variants = made.get(page) ?? new Map<Variant, string>();
    made.set(page, variants);
    const html = variants.get(variant) ?? toVariant(page.html, variant);
    variants.set(variant, html);
    return html;
  };
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    const page = current.value;
    const send = (body: Buffer | string, type: string) => {
      const compress = /text|javascript|json|svg/.test(type);
      res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store', ...(compress ? { 'content-encoding': 'gzip' } : {}) });
      res.end(compress ? gzipSync(body, { level: 9 }) : body);
    };
    if (page && url.pathname === page.urlPath) return send(variantOf(page, (url.searchParams.get('variant') ?? 'original') as Variant), TYPES['.html'] ?? '');
    const file = url.pathname.startsWith('/wisp/') ? await siteFile(DIST, new URL(url.pathname.slice(5), url)) : page ? await siteFile(page.siteRoot, url) : null;
    if (!file) return void res.writeHead(404).end();
    send(await readFile(file), TYPES[extname(file.replace(/\?.*$/, ''))] ?? 'application/octet-stream');
  });
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done({
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((closed) => { server.closeAllConnections(); server.close(() => closed()); }),
  })));
}

const ratio = (a: number | null | undefined, b: number | null | undefined): number | null => (a == null || b == null || b === 0 || !Number.isFinite(a) || !Number.isFinite(b) ? null : round(a / b, 2));

function ratiosOf(variants: SideBySide['variants']): SideBySide['ratios'] {
  const wisp = variants.wisp;
  const original = variants.original;
  const keys: Array<keyof Metrics> = ['score', 'lcpMs', 'tbtMs', 'cls', 'jsKb', 'bootupMs'];
  return {
    ...Object.fromEntries(keys.map((key) => [`${key} wisp/original`, ratio(wisp?.lighthouse[key], original?.lighthouse[key])])),
    'first tap wisp/original': ratio(wisp?.tap.medianMs, original?.tap.medianMs),
    'first tap wisp/delayed': ratio(wisp?.tap.medianMs, variants.delayed?.tap.medianMs),
  };
}

/** Our fixture pages have no original stack: only wisp and no script, served by the demo site through the gzip fronts. */
export const FIXTURE_PAGES = ['/cyber-essentials/', '/fixtures/carousels/testimonial-carousel.html', '/fixtures/tabs/basic.html', '/fixtures/counter/with-carousels.html'];

const lighthouseRun = (url: string): Promise<Run> => runLighthouse(url, PORTS.chrome);

async function measureTaps(url: string, options: { tapRuns: number; cpu: number }, browser: Browser): Promise<VariantResult['tap']> {
  const samples: Tap[] = [];
  for (let i = 0; i < options.tapRuns; i++) samples.push(await measureFirstTap(browser, url, options.cpu));
  const ms = samples.map((sample) => sample.ms).filter((value): value is number => value !== null);
  return { medianMs: ms.length ? round(median(ms), 0) : null, samples };
}

function printVariant(page: string, variant: Variant, v: VariantResult): void {
  const tap = v.tap.samples[0];
  console.log(`side-by-side ${page} ${variant}: score ${v.lighthouse.score}, LCP ${v.lighthouse.lcpMs} ms, TBT ${v.lighthouse.tbtMs} ms, CLS ${v.lighthouse.cls}, JS ${v.lighthouse.jsKb} KB, boot-up ${v.lighthouse.bootupMs} ms, first tap ${v.tap.medianMs ?? tap?.outcome} (${tap?.target ?? '–'})`);
}

async function benchFixtures(options: { runs: number; tapRuns: number; cpu: number }, browser: Browser): Promise<SideBySide[]> {
  const demo = await startDemo({ port: PORTS.demo });
  // As `wisp inject` prints the page (the fixtures carry the loader tag; inject adds the prepaint style).
  const wisp = await startFront(PORTS.wisp, demo.origin, false, (html) => injectAsServed(html).html);
  const floor = await startFront(PORTS.floor, demo.origin, true);
  const results: SideBySide[] = [];
  try {
    for (const path of FIXTURE_PAGES) {
      const origins = { wisp: wisp.origin + path, none: floor.origin + path };
      // Rounds alternating the two, as on the captured pages; then each one's taps.
      const runs = await alternatedRuns(origins, options.runs, lighthouseRun);
      const variants: SideBySide['variants'] = {};
      for (const variant of ['wisp', 'none'] as const) {
        variants[variant] = { lighthouse: medianOf(runs[variant] ?? []), tap: await measureTaps(origins[variant], options, browser) };
        printVariant(path, variant, variants[variant] as VariantResult);
      }
      results.push({ page: `fixture ${path}`, variants, ratios: ratiosOf(variants) });
    }
  } finally {
    await Promise.all([wisp.close(), floor.close(), demo.close()]);
  }
  return results;
}

export async function benchSideBySide(options: { runs: number; tapRuns: number; cpu: number; dir: string; only: string[] }): Promise<SideBySide[]> {
  const pages: PageRef[] = (await findPages([options.dir])).filter((page) => options.only.length === 0 || options.only.some((name) => page.key.includes(name)));
  const current: { value: Current | null } = { value: null };
  const site = await startSiteServer(current, PORTS.site);
  const chrome = await launchChrome(PORTS.chrome);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'] });
  const results: SideBySide[] = [];
  try {
    for (const page of pages) {
      current.value = await readCurrent(page);
      const url = (variant: Variant) => `${site.origin}${encodeURI(page.urlPath)}?variant=${variant}`;
      // Every variant's page made before any is measured (see startSiteServer).
      const measured: Variant[] = [...VARIANTS, 'kept'];
      const urls = Object.fromEntries(measured.map((variant) => [variant, url(variant)])) as Record<Variant, string>;
      for (const address of Object.values(urls)) await (await fetch(address)).arrayBuffer();
      // Lighthouse runs interleaved, each round one variant further on (as bench/real-pages.ts does): measured one
      // variant after another, a slow spell of the machine fell on one variant's runs alone. Then each variant's taps.
      const runs = await alternatedRuns(urls, options.runs, lighthouseRun);
      const variants: SideBySide['variants'] = {};
      for (const variant of VARIANTS) {
        variants[variant] = { lighthouse: medianOf(runs[variant] ?? []), tap: await measureTaps(urls[variant], options, browser) };
        printVariant(page.key, variant, variants[variant] as VariantResult);
      }
      const kept = { lighthouse: medianOf(runs.kept ?? []) };
      console.log(`side-by-side ${page.key} kept scripts alone: TBT ${kept.lighthouse.tbtMs} ms, LCP ${kept.lighthouse.lcpMs} ms, JS ${kept.lighthouse.jsKb} KB, boot-up ${kept.lighthouse.bootupMs} ms`);
      results.push({ page: page.key, variants, kept, ratios: ratiosOf(variants) });
      console.log(`side-by-side ${page.key} ratios: ${JSON.stringify(results.at(-1)?.ratios)}`);
    }
    if (options.only.length === 0 || options.only.includes('fixtures')) results.push(...(await benchFixtures(options, browser)));
  } finally {
    await browser.close();
    await chrome.kill();
    await site.close();
  }
  // A run of some pages (--pages) keeps the stored results of the others.
  const stored = join(RESULTS, 'side-by-side.json');
  const kept = options.only.length > 0 && existsSync(stored) ? (JSON.parse(readFileSync(stored, 'utf8')) as { pages: SideBySide[] }).pages.filter((old) => !results.some((page) => page.page === old.page)) : [];
  writeResult('side-by-side', { runs: options.runs, tapRuns: options.tapRuns, cpuSlowdown: options.cpu, settings: 'Lighthouse mobile, simulated throttling, gzip, offline; first tap on a Pixel 7 viewport', pages: [...kept, ...results] });
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const only = option('pages', '').split(',').filter(Boolean);
  await benchSideBySide({ runs: countOption('runs', 1), tapRuns: countOption('tap-runs', 1), cpu: Number(option('cpu', '4')), dir: option('dir', ADDON_SITES), only });
}
