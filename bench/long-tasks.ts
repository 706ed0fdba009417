// Benchmark: boot wisp on synthetic pages of many widgets and record the longest task and boot time.
// Run: npx tsx bench/long-tasks.ts [--cpu 4] [--sizes 100,1000,5000]. Writes bench/results/long-tasks.json.
import { chromium } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.ts';
import { DIST, ROOT } from '../scripts/lib/dist.ts';
import { startStaticServer } from '../scripts/lib/static-server.ts';
import { syntheticPage } from './synthetic-page.ts';

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}

const cpu = Number(option('cpu', '4'));
const sizes = option('sizes', '100,1000,5000').split(',').map(Number);

const server = await startStaticServer(0, [{ prefix: '/wisp/', dir: DIST }], (req, res, url) => {
  const size = Number(url.pathname.match(/^\/synthetic\/(\d+)$/)?.[1]);
  if (!size) return false;
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(syntheticPage(size));
  return true;
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const results = [];
for (const size of sizes) {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await page.addInitScript(() => {
    const tasks: number[] = [];
    (window as unknown as { __longTasks: number[] }).__longTasks = tasks;
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => tasks.push(entry.duration))).observe({ type: 'longtask', buffered: true });
  });
  const started = Date.now();
  await page.goto(`${server.origin}/synthetic/${size}`);
  await page.waitForFunction(() => typeof window.wisp?.idle === 'function');
  // Bring every widget near the viewport, so every module loads and mounts, as a visitor scrolling would.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 2000) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 16));
    }
    await window.wisp?.idle();
  });
  const bootMs = Date.now() - started;
  const measured = await page.evaluate(() => ({
    longTasks: (window as unknown as { __longTasks: number[] }).__longTasks,
    report: window.wisp?.report().map((row) => row.status) ?? [],
    heapMb: ((performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0) / 1e6,
  }));
  const mounted = measured.report.filter((status) => status === 'mounted').length;
  results.push({ widgets: size, cpuSlowdown: cpu, bootToIdleMs: bootMs, msPerWidget: +(bootMs / size).toFixed(3), mounted, longTasks: measured.longTasks.length, longestTaskMs: Math.max(0, ...measured.longTasks), heapMb: +measured.heapMb.toFixed(1) });
  console.log(JSON.stringify(results.at(-1)));
  await page.close();
}
await browser.close();
server.server.close();
mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
writeFileSync(join(ROOT, 'bench', 'results', 'long-tasks.json'), JSON.stringify({ date: new Date().toISOString(), results }, null, 2) + '\n');
