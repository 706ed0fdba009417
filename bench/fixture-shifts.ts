// Layout shifts of our fixture pages with wisp, with the original scripts (elementor 3.27.6 from ../shared/wordpress)
// and with no script, on a phone and a desktop: to find a shift wisp causes that the others do not.
// Run: npx tsx bench/fixture-shifts.ts [--runs 3] [--cpu 4] [--latency 150] /fixtures/tabs/basic.html [/fixtures/…]
import { chromium, devices, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.ts';
import { startDemo } from '../scripts/serve.ts';
import { useOriginal } from '../tests/e2e/original.ts';
import { injectAsServed } from '../src/tools/built.ts';
import { stripScripts } from './gzip-proxy.ts';
import { countOption, option, PORTS } from './options.ts';

export const SHIFT_OBSERVER = `(() => {
  window.__shifts = [];
  const describe = (node) => node instanceof Element ? node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') + '.' + [...node.classList].slice(0, 4).join('.') : String(node?.nodeName);
  new PerformanceObserver((list) => list.getEntries().forEach((entry) => window.__shifts.push({
    at: Math.round(entry.startTime), value: Number(entry.value.toFixed(4)), input: entry.hadRecentInput,
    sources: (entry.sources ?? []).map((source) => describe(source.node)),
  }))).observe({ type: 'layout-shift', buffered: true });
})()`;

const THROTTLE = { cpu: Number(option('cpu', '4')), latencyMs: Number(option('latency', '150')) };
type Shift = { at: number; value: number; input: boolean; sources: string[] };
const SIDES = ['wisp', 'original', 'none'] as const;
const SIZES = { phone: devices['Pixel 7'], desktop: { viewport: { width: 1366, height: 900 } } };

/** The fixture as `wisp inject` prints it (prepaint style included), or with no script at all. */
async function rewritePage(page: Page, side: 'wisp' | 'none'): Promise<void> {
  await page.route((url) => url.pathname.endsWith('.html'), async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    await route.fulfill({ response, body: side === 'wisp' ? injectAsServed(html).html : stripScripts(html) });
  });
}

async function measure(browser: Browser, origin: string, path: string, side: (typeof SIDES)[number], size: keyof typeof SIZES): Promise<Shift[]> {
  const context = await browser.newContext(SIZES[size]);
  const page = await context.newPage();
  // A slow phone: 4× CPU and 150 ms per request, so chunks arrive after first paint as they do on a real network.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE.cpu });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: THROTTLE.latencyMs, downloadThroughput: -1, uploadThroughput: -1 });
  await page.addInitScript(SHIFT_OBSERVER);
  if (side === 'original') await useOriginal(page);
  else await rewritePage(page, side);
  await page.goto(origin + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  // Then down the page a screen at a time, so what mounts as it comes near the viewport is measured too.
  const screens = Number(await page.evaluate('Math.ceil(document.documentElement.scrollHeight / innerHeight)'));
  for (let i = 1; i < screens; i++) {
    await page.evaluate('scrollBy(0, innerHeight)');
    await page.waitForTimeout(600);
  }
  const shifts = (await page.evaluate('window.__shifts')) as Shift[];
  await context.close();
  return shifts.filter((shift) => !shift.input);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = countOption('runs', 1);
  const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/fixtures/'));
  const demo = await startDemo({ port: PORTS.demo });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const path of paths) {
      for (const size of Object.keys(SIZES) as Array<keyof typeof SIZES>) {
        for (const side of SIDES) {
          for (let run = 0; run < runs; run++) {
            const shifts = await measure(browser, demo.origin, path, side, size);
            const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
            // The eight largest shifts are enough to see what moved.
            const largest = [...shifts].sort((a, b) => b.value - a.value).slice(0, 8);
            console.log(`${path} ${size} ${side}: CLS ${cls.toFixed(4)} in ${shifts.length} shifts${largest.map((s) => `\n   at ${s.at} ms ${s.value} ${s.sources.join(', ')}`).join('')}`);
          }
        }
      }
    }
  } finally {
    await browser.close();
    await demo.close();
  }
}
