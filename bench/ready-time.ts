// When wisp starts on a phone network, with and without the activate chunk's modulepreload link beside the loader: a
// page at N× CPU and N ms a request, loads of the two variants interleaved. Per load: the loader's and the activate
// chunk's request start and end, DOMContentLoaded, and the first element wisp marks ready, in ms from navigation.
// Run: npx tsx bench/ready-time.ts [--path /cyber-essentials/] [--runs 7] [--rtt 150] [--mbps 1.6] [--cpu 4]. Writes
// bench/results/ready-time-{mbps}mbps.json for the default page, round trip and CPU.
import { chromium, devices, type Browser } from '@playwright/test';
import { loadavg } from 'node:os';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.ts';
import { startDemo } from '../scripts/serve.ts';
import { phoneNetwork } from './first-tap.ts';
import { startFront } from './gzip-proxy.ts';
import { injectAsServed } from '../src/tools/built.ts';
import { countOption, median, option, PORTS, writeResult } from './options.ts';

type Load = { loaderStart: number; loaderEnd: number; activateStart: number; activateEnd: number; domContentLoaded: number; firstReady: number };
type Variant = 'preload' | 'no-preload';

const path = option('path', '/cyber-essentials/');
const runs = countOption('runs', 7);
const rtt = Number(option('rtt', '150'));
const cpu = Number(option('cpu', '4'));
// --mbps N: the download rate (Lighthouse's mobile 1.6 by default; a good 4G link has 10 or more).
const mbps = Number(option('mbps', '1.6'));

// The first `data-wisp-ready` on the page, from navigation start; installed before the page's own scripts.
const WATCH_READY = `new MutationObserver((records, observer) => {
  if (!document.querySelector('[data-wisp-ready]')) return;
  window.__firstReady = performance.now();
  observer.disconnect();
}).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-wisp-ready'] });`;

const READ = `(() => {
  const entries = performance.getEntriesByType('resource');
  const timing = (pattern) => entries.find((entry) => pattern.test(entry.name)) ?? { startTime: NaN, responseEnd: NaN };
  const loader = timing(/\\/loader\\.js/);
  const activate = timing(/\\/activate-[\\w-]+\\.js/);
  return { loaderStart: loader.startTime, loaderEnd: loader.responseEnd, activateStart: activate.startTime, activateEnd: activate.responseEnd,
    domContentLoaded: performance.getEntriesByType('navigation')[0]?.domContentLoadedEventStart ?? NaN, firstReady: window.__firstReady ?? NaN };
})()`;

async function load(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  try {
    const page = await context.newPage();
    await page.addInitScript(WATCH_READY);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { ...phoneNetwork(rtt), downloadThroughput: (mbps * 1024 * 1024) / 8 });
    await page.goto(url, { waitUntil: 'load' });
    await page.evaluate('Promise.race([window.wisp?.idle(), new Promise((done) => setTimeout(done, 10000))])');
    const values = (await page.evaluate(READ)) as Load;
    return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, Math.round(value)])) as Load;
  } finally {
    await context.close();
  }
}

const demo = await startDemo({ port: PORTS.demo });
// As hosts serve it (`wisp inject`): the fixture pages carry the loader's tag already, and get the link before it.
const fronts = {
  preload: await startFront(PORTS.wisp, demo.origin, false, (html) => injectAsServed(html).html),
  'no-preload': await startFront(PORTS.floor, demo.origin, false, (html) => injectAsServed(html, { preload: [] }).html),
};
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const loads: Record<Variant, Load[]> = { preload: [], 'no-preload': [] };
console.log(`ready time ${path} at ${rtt} ms a request, ${mbps} Mbps, ${cpu}x CPU: load average ${loadavg().map((value) => value.toFixed(1)).join(' ')}`);
try {
  for (let run = 0; run < runs; run++) {
    for (const variant of ['no-preload', 'preload'] as const) loads[variant].push(await load(browser, fronts[variant].origin + path));
  }
} finally {
  await browser.close();
  await Promise.all(Object.values(fronts).map((front) => front.close()));
  await demo.close();
}

const summary = Object.fromEntries((Object.keys(loads) as Variant[]).map((variant) => {
  const of = (pick: (sample: Load) => number) => Math.round(median(loads[variant].map(pick)));
  return [variant, {
    activateStartFromDcl: of((sample) => sample.activateStart - sample.domContentLoaded),
    activateEndFromDcl: of((sample) => sample.activateEnd - sample.domContentLoaded),
    firstReady: of((sample) => sample.firstReady),
    firstReadyFromDcl: of((sample) => sample.firstReady - sample.domContentLoaded),
  }];
}));
for (const [variant, row] of Object.entries(summary)) {
  console.log(`${variant}: activate requested ${row.activateStartFromDcl} ms and received ${row.activateEndFromDcl} ms from DOMContentLoaded; first element ready at ${row.firstReady} ms (${row.firstReadyFromDcl} after DOMContentLoaded); medians of ${runs}`);
}
if (path === '/cyber-essentials/' && rtt === 150 && cpu === 4) {
  writeResult(`ready-time-${mbps}mbps`, { path, rttMs: rtt, mbps, cpuSlowdown: cpu, runs, settings: 'Pixel 7 viewport, gzip, variants interleaved', loadAverage: loadavg().map((value) => Number(value.toFixed(1))), summary, loads });
}
