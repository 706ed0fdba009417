// Where a first tap's time goes: one load of a kind's fixture (bench/first-tap.ts's TAP_CASES), a tap right after the
// load event at N× CPU on a phone, and a Chromium trace of the main thread from the tap on. Prints each task over 2 ms
// with its largest parts, and inside it the events, calls, requests, compiles and style, layout and paint passes over
// 0.3 ms, in ms from the tap; a call into wisp's code with the src/ line it starts at.
// Run: npx tsx bench/first-tap-trace.ts [--kind accordion] [--cpu 4] [--ms 600]
// On a captured add-on site (side-by-side's pages and tap targets): --page gec22/workshops [--variant wisp|original].
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.ts';
import { startDemo } from '../scripts/serve.ts';
import { findPages } from '../scripts/conformance/pages.ts';
import { openOnPhone, TAP_CASES, TAP_TARGETS, type TapCase } from './first-tap.ts';
import { ADDON_SITES, readCurrent, startSiteServer } from './side-by-side.ts';
import { startFront } from './gzip-proxy.ts';
import { mainThread, topLevelTasks, type TraceEvent } from './long-tasks.ts';
import { injectAsServed } from '../src/tools/built.ts';
import { option, PORTS } from './options.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decode, type SourceMapMappings } from '@jridgewell/sourcemap-codec';
import { DIST } from '../scripts/lib/dist.ts';

// The detailed categories: function names, requests and compiles, which the long-task bench leaves out for size.
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink', 'loading'];
const DETAIL = new Set(['EventDispatch', 'FunctionCall', 'ResourceFetcher::requestResource', 'v8.compileModule', 'v8.evaluateModule', 'FireIdleCallback', 'TimerFire', 'UpdateLayoutTree', 'Layout', 'Paint']);

/** A fixture of TAP_CASES on the demo site through a gzip front, or a captured page in one variant on the site server. */
async function serve(): Promise<{ tapCase: TapCase; origin: string; close(): Promise<void> }> {
  const pageKey = option('page', '');
  if (pageKey) {
    const page = (await findPages([option('dir', ADDON_SITES)])).find((ref) => ref.key.includes(pageKey));
    if (!page) throw new Error(`--page: no captured page matches ${pageKey}`);
    const site = await startSiteServer({ value: await readCurrent(page) }, PORTS.site);
    // The first tap target the page has, as measureFirstTap picks it.
    const target = TAP_TARGETS.join(', ');
    return { tapCase: { kind: page.key, path: `${encodeURI(page.urlPath)}?variant=${option('variant', 'wisp')}`, target }, origin: site.origin, close: site.close };
  }
  const kind = option('kind', 'accordion');
  const tapCase = TAP_CASES.find((c) => c.kind.includes(kind));
  if (!tapCase) throw new Error(`--kind: none of ${TAP_CASES.map((c) => c.kind).join(', ')}`);
  const demo = await startDemo({ port: PORTS.demo });
  const front = await startFront(PORTS.wisp, demo.origin, false, (html) => injectAsServed(html).html);
  return { tapCase, origin: front.origin, close: async () => { await front.close(); await demo.close(); } };
}

type SourceMap = { sources: string[]; lines: SourceMapMappings };
const maps = new Map<string, SourceMap | null>();

/**
 * Where in src/ a call into a built wisp file starts, from the build's source map: ` [core/first-input.ts:84]`, or
 * nothing for another script. Trace positions are 1-based, the map's 0-based.
 */
function sourceOf(url: string, line: number, column: number): string {
  const file = /\/wisp\/([^?#]+\.js)/.exec(url)?.[1];
  if (!file) return '';
  if (!maps.has(file)) {
    try {
      const map = JSON.parse(readFileSync(join(DIST, `${file}.map`), 'utf8')) as { sources: string[]; mappings: string };
      maps.set(file, { sources: map.sources, lines: decode(map.mappings) });
    } catch {
      maps.set(file, null);
    }
  }
  const segments = maps.get(file)?.lines[line - 1] ?? [];
  const segment = segments.filter((s) => s[0] <= column - 1).at(-1);
  const source = segment && segment.length >= 4 ? maps.get(file)?.sources[segment[1] as number] : undefined;
  return source && segment ? ` [${source.replace(/^.*src\//, '')}:${(segment[2] as number) + 1}]` : '';
}

const { tapCase, origin, close } = await serve();
const all = process.argv.includes('--all');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  // --before N: the trace starts before the page loads, and prints the tasks of the N ms before the tap too.
  const before = Number(option('before', '5'));
  const fromLoad = before > 5;
  if (fromLoad) await browser.startTracing(undefined, { categories: CATEGORIES });
  const { context, page } = await openOnPhone(browser, origin + tapCase.path, Number(option('cpu', '4')));
  const target = page.locator(tapCase.target).filter({ visible: true }).first();
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`${tapCase.target} has no box on ${tapCase.path}`);
  if (!fromLoad) await browser.startTracing(page, { categories: CATEGORIES });
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(Number(option('ms', '600')));
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  // A trace started after the page was parsed finds its main thread as the busiest one.
  const events = mainThread(traceEvents, tapCase.path).sort((a, b) => a.ts - b.ts);
  const tap = events.find((e) => e.name === 'EventDispatch' && /^(pointer|touch)/.test(String(e.args?.data?.['type'])))?.ts ?? 0;
  const load = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.['type'] === 'load');
  const at = (e: TraceEvent) => ((e.ts - tap) / 1000).toFixed(1);
  const ms = (e: TraceEvent) => ((e.dur ?? 0) / 1000).toFixed(1);
  const label = (e: TraceEvent) => {
    const data = e.args?.data;
    const where = e.name === 'FunctionCall' ? sourceOf(String(data?.url ?? ''), Number(data?.['lineNumber'] ?? 0), Number(data?.['columnNumber'] ?? 0)) : '';
    return [data?.['type'], String(data?.url ?? '').split('/').pop(), data?.['functionName']].filter(Boolean).join(' ') + where;
  };
  console.log(`first tap trace: ${tapCase.kind} on ${tapCase.path}, ms from the tap${load ? `; the load event at ${at(load)}` : ''}`);
  for (const task of topLevelTasks(events).filter((e) => (e.dur ?? 0) > 2000 && e.ts >= tap - before * 1000)) {
    const end = task.ts + (task.dur ?? 0);
    const inner = events.filter((e) => e !== task && !e.name.endsWith('RunTask') && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    const parts = new Map<string, number>();
    for (const e of inner) parts.set(e.name, (parts.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    console.log(`task at ${at(task)}, ${ms(task)} ms: ${[...parts].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([name, total]) => `${name} ${total.toFixed(1)}`).join(', ')}`);
    // --all: every event over 0.5 ms inside a task over 20 ms, not only the kinds above.
    const shown = all && (task.dur ?? 0) > 20_000 ? (e: TraceEvent) => (e.dur ?? 0) > 500 : (e: TraceEvent) => DETAIL.has(e.name) && (e.dur ?? 0) > 300;
    for (const e of inner.filter(shown)) console.log(`    ${at(e)} ${ms(e)} ${e.name} ${label(e)}`);
  }
  await context.close();
} finally {
  await browser.close();
  await close();
}
