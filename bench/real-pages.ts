// Lighthouse on captured real pages (through `wisp inject`), with wisp vs the no-JavaScript floor, vs the page as
// captured (its own scripts, no wisp) and vs the scripts wisp keeps alone (its page without its own tags), offline. Run: npx tsx bench/real-pages.ts [--runs 1]
// [--dir ../shared/real-pages] [--all] [--only name,name] (pages whose key holds one of them). Writes
// bench/results/real-pages.json.
// Missing assets answer 404 at once, and Chromium resolves no host but loopback, so nothing reaches the network.
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { ServerResponse } from 'node:http';
import { findPages, type PageRef } from '../scripts/conformance/pages.ts';
import { startStaticServer } from '../scripts/lib/static-server.ts';
import { DIST, ROOT } from '../scripts/lib/dist.ts';
import { injectAsServed } from '../src/tools/built.ts';
import { startFront } from './gzip-proxy.ts';
import { launchChrome } from './lighthouse-run.ts';
import { measurePair, printPair, type PairResult } from './pair.ts';
import { countOption, option, PORTS, writeResult } from './options.ts';
import { readSizes } from './sizes.ts';
import { keptScriptsOnly } from './variants.ts';

export const REAL_PAGES = resolve(ROOT, '..', 'shared', 'real-pages');

/** The pages listed in the folder's INDEX.tsv (one per captured site page), or every page with --all. */
async function choosePages(dir: string, all: boolean): Promise<PageRef[]> {
  const pages = await findPages([dir]);
  const index = join(dir, 'INDEX.tsv');
  if (all || !existsSync(index)) return pages;
  const listed = new Set(readFileSync(index, 'utf8').split('\n').slice(1).map((line) => line.split('\t')[0]).filter(Boolean));
  return pages.filter((page) => listed.has(page.key));
}

type Current = { urlPath: string; html: string; source: string; kept: string | null; siteRoot: string };

/** The query that asks the site server for the page as captured, not as `wisp inject` prints it. */
const AS_CAPTURED = 'as=captured';
/** The query that asks it for the scripts wisp keeps, alone (`keptScriptsOnly`). */
const AS_KEPT = 'as=kept';

/**
 * Serves the injected page at its own path (the captured one with ?as=captured), the built wisp at /wisp/, and the site
 * folder's other files (mostly 404).
 */
async function startSiteServer(current: { value: Current | null }): Promise<{ origin: string; close(): Promise<void> }> {
  const send = (res: ServerResponse, html: string): void => void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html);
  const { server, origin } = await startStaticServer(PORTS.site, [{ prefix: '/wisp/', dir: DIST }], async (_req, res, url) => {
    const page = current.value;
    if (!page || url.pathname.startsWith('/wisp/')) return false;
    if (url.pathname === page.urlPath) return (send(res, url.search === `?${AS_CAPTURED}` ? page.source : url.search === `?${AS_KEPT}` && page.kept !== null ? page.kept : page.html), true);
    const file = resolve(page.siteRoot, '.' + decodeURIComponent(url.pathname));
    if (!file.startsWith(page.siteRoot) || !existsSync(file) || file.endsWith('/')) return false;
    res.writeHead(200).end(await readFile(file).catch(() => ''));
    return true;
  });
  return { origin, close: () => new Promise((done) => { server.closeAllConnections(); server.close(() => done()); }) };
}

export async function benchRealPages(runs: number, dir = REAL_PAGES, all = false, only: string[] = []): Promise<PairResult[]> {
  if (!existsSync(dir)) throw new Error(`no real pages at ${dir}`);
  const pages = (await choosePages(dir, all)).filter((page) => only.length === 0 || only.some((name) => page.key.includes(name)));
  if (pages.length === 0) throw new Error(`real-pages: no page matches --only ${only.join(',')}`);
  const current: { value: Current | null } = { value: null };
  const site = await startSiteServer(current);
  const wisp = await startFront(PORTS.wisp, site.origin, false);
  const floor = await startFront(PORTS.floor, site.origin, true);
  const chrome = await launchChrome(PORTS.chrome);
  const results: PairResult[] = [];
  const failed: Array<{ page: string; error: string }> = [];
  try {
    const sizes = readSizes();
    for (const page of pages) {
      const source = await readFile(join(page.siteRoot, page.urlPath), 'utf8');
      // A page that carries a wisp loader already has no kept variant: it is measured without one, not skipped.
      let kept: string | null = null;
      try {
        kept = keptScriptsOnly(source);
      } catch (error) {
        console.error(`real-pages: ${page.key}: ${String(error)}`);
      }
      current.value = { urlPath: page.urlPath, html: injectAsServed(source).html, source, kept, siteRoot: page.siteRoot };
      const url = encodeURI(page.urlPath);
      // Through the wisp front for its gzip only: the site server answers these queries with the page as captured and
      // with the kept scripts alone.
      // One page Lighthouse cannot measure twice in a row is reported and skipped, not allowed to stop the others.
      const result = await measurePair(page.key, { wisp: wisp.origin + url, floor: floor.origin + url, captured: `${wisp.origin}${url}?${AS_CAPTURED}`, ...(kept === null ? {} : { kept: `${wisp.origin}${url}?${AS_KEPT}` }) }, runs, PORTS.chrome, sizes)
        .catch((error: unknown) => (failed.push({ page: page.key, error: String(error) }), null));
      if (result) results.push(result);
      if (result) printPair(result);
    }
  } finally {
    await chrome.kill();
    await Promise.all([site.close(), wisp.close(), floor.close()]);
  }
  failed.forEach(({ page, error }) => console.error(`real-pages: ${page} not measured: ${error}`));
  const settings = 'mobile, simulated throttling, gzip, offline; wisp variant = `wisp inject` output; as captured = the page with its own scripts, no wisp; kept = wisp\'s page without wisp\'s own tags (the scripts wisp keeps, alone)';
  // Some pages only: a probe, printed; the stored results (and the README table made from them) cover every page.
  if (only.length > 0) console.log('real-pages: --only run, bench/results/real-pages.json left as it was');
  else writeResult('real-pages', { runs, settings, pages: results, failed });
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchRealPages(countOption('runs', 1), option('dir', REAL_PAGES), process.argv.includes('--all'), option('only', '').split(',').filter(Boolean));
}
