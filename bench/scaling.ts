// Scaling: wisp on synthetic pages of 100, 1,000 and 10,000 mixed widgets at 4x CPU slowdown, against the same page with no script.
// Run: npx tsx bench/scaling.ts [--cpu 4] [--sizes 100,1000,10000] [--scroll-max 1000]. Writes bench/results/scaling.json.
// Pages up to --scroll-max widgets are also scrolled through so every widget mounts (at 10,000 that alone takes minutes).
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.ts';
import { DIST } from '../scripts/lib/dist.ts';
import { startStaticServer } from '../scripts/lib/static-server.ts';
import { syntheticPage } from './synthetic-page.ts';
import { traced, type LongTask, type TraceSummary } from './long-tasks.ts';
import { option, PORTS, round, writeResult } from './options.ts';

type Variant = { heapMb: number; boot: TraceSummary; scroll: TraceSummary | null; bootMs: number; mounted: number; elements: number };

// In-page source as a string (see interactions.ts): scroll one viewport per two frames, so the 256 px margin of the
// visible trigger sees every widget, then wait for wisp to finish.
const SCROLL_THROUGH = `(async () => {
  for (let y = 0; y < document.body.scrollHeight; y += innerHeight) {
    window.scrollTo(0, y);
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  }
  await window.wisp?.idle();
})()`;

/** Loads one page variant until wisp is idle (boot), then optionally scrolls it through so every widget mounts. */
async function measure(browser: Browser, url: string, cpu: number, withWisp: boolean, scroll: boolean): Promise<Variant> {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  let bootMs = 0;
  const path = new URL(url).pathname;
  const boot = await traced(browser, page, path, async () => {
    await page.goto(url, { waitUntil: 'load' });
    // Boot: navigation start until wisp is idle with what the first screen (and idle work) needs.
    bootMs = Number(await page.evaluate(withWisp ? 'window.wisp.idle().then(() => performance.now())' : 'performance.now()'));
  });
  const scrolled = scroll ? await traced(browser, page, path, () => page.evaluate(SCROLL_THROUGH)) : null;
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  const report = await page.evaluate(() => window.wisp?.report().map((row) => row.status) ?? []);
  await page.close();
  return { heapMb: round(heap.usedSize / 1e6, 2), boot, scroll: scrolled, bootMs: Math.round(bootMs), mounted: report.filter((s) => s === 'mounted').length, elements: report.length };
}

const longest = (tasks: LongTask[], owner?: string): number => Math.max(0, ...tasks.filter((t) => !owner || t.owner === owner).map((t) => t.ms));

function describe(size: number, cpu: number, wisp: Variant, floor: Variant): Record<string, unknown> {
  const bootScriptMs = wisp.boot.scriptMs - floor.boot.scriptMs;
  const tasks = [...wisp.boot.longTasks, ...(wisp.scroll?.longTasks ?? [])];
  return {
    widgets: size, cpuSlowdown: cpu, elements: wisp.elements, mounted: wisp.mounted, scrolledThrough: wisp.scroll !== null,
    bootMs: wisp.bootMs, bootScriptMs: Math.round(bootScriptMs), bootMsPerElement: round(bootScriptMs / Math.max(1, wisp.elements), 3),
    mountScriptMs: wisp.scroll ? Math.round(wisp.scroll.scriptMs) : null,
    mountMsPerElement: wisp.scroll ? round(wisp.scroll.scriptMs / Math.max(1, wisp.mounted), 3) : null,
    heapMb: wisp.heapMb, floorHeapMb: floor.heapMb, heapKbPerElement: round(((wisp.heapMb - floor.heapMb) * 1000) / Math.max(1, wisp.elements), 2),
    longestTaskMs: longest(tasks), longestScriptTaskMs: longest(tasks, 'script'), longestBootScriptTaskMs: longest(wisp.boot.longTasks, 'script'),
    // The browser's own HTML parsing, from the page without wisp: a floor no script can go under.
    longestParseTaskMs: Math.max(0, ...floor.boot.longTasks.map((t) => t.parseMs)), longestFloorTaskMs: longest(floor.boot.longTasks),
    longTasks: tasks, floorLongTasks: floor.boot.longTasks,
  };
}

export async function benchScaling(cpu: number, sizes: number[], scrollMax = 1000): Promise<Record<string, unknown>> {
  const { server, origin } = await startStaticServer(PORTS.site, [{ prefix: '/wisp/', dir: DIST }], (_req, res, url) => {
    const match = /^\/synthetic\/(\d+)(-floor)?$/.exec(url.pathname);
    if (!match) return false;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(syntheticPage(Number(match[1]), !match[2]));
    return true;
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows: Array<Record<string, unknown>> = [];
  try {
    for (const size of sizes) {
      const wisp = await measure(browser, `${origin}/synthetic/${size}`, cpu, true, size <= scrollMax);
      const floor = await measure(browser, `${origin}/synthetic/${size}-floor`, cpu, false, false);
      rows.push(describe(size, cpu, wisp, floor));
      const { longTasks: _tasks, floorLongTasks: _floor, ...row } = rows.at(-1) ?? {};
      console.log(`scaling ${JSON.stringify(row)}`);
    }
  } finally {
    await browser.close();
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
  const linearity = checkLinearity(rows);
  console.log(`scaling: ${linearity.sentence}`);
  const result = { cpuSlowdown: cpu, linearity, rows };
  writeResult('scaling', result);
  return result;
}

/** Cost per element at the larger size over the smaller one; linear growth keeps it near 1 (limit 1.5). */
function ratioOf(rows: Array<Record<string, unknown>>, key: string): { ratio: number; linear: boolean; sentence: string } | null {
  const pairs = rows.filter((row) => typeof row[key] === 'number').slice(-2);
  const [small, large] = pairs.map((row) => Number(row[key]));
  if (small === undefined || large === undefined) return null;
  const ratio = round(large / Math.max(0.001, small), 2);
  const sizes = pairs.map((row) => String(row['widgets'])).join(' → ');
  return { ratio, linear: ratio <= 1.5, sentence: `${key} ${sizes} widgets: ${ratio}x (${ratio <= 1.5 ? 'linear' : 'NOT linear'}, limit 1.5x)` };
}

function checkLinearity(rows: Array<Record<string, unknown>>): { ratio: number; linear: boolean; sentence: string } {
  const checks = [ratioOf(rows, 'bootMsPerElement'), ratioOf(rows, 'mountMsPerElement')].filter((check) => check !== null);
  return { ratio: Math.max(...checks.map((check) => check.ratio)), linear: checks.every((check) => check.linear), sentence: checks.map((check) => check.sentence).join('; ') };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchScaling(Number(option('cpu', '4')), option('sizes', '100,1000,10000').split(',').map(Number), Number(option('scroll-max', '1000')));
}
