// The long tasks (over 50 ms) of one fixture page at N× CPU on a phone, from load until wisp is idle: a quick check
// of what a Lighthouse TBT figure is made of. Run: npx tsx bench/long-tasks-page.ts [path] [--cpu 4] [--runs 3].
import { chromium, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.ts';
import { startDemo } from '../scripts/serve.ts';
import { countOption, option } from './options.ts';

const path = process.argv[2]?.startsWith('/') ? process.argv[2] : '/fixtures/carousels/testimonial-carousel.html';
const demo = await startDemo({ port: Number(option('port', '4207')) });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (let run = 0; run < countOption('runs', 3); run++) {
    const context = await browser.newContext({ ...devices['Pixel 7'] });
    const page = await context.newPage();
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: Number(option('cpu', '4')) });
    await page.addInitScript('window.__long = []; new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__long.push(Math.round(e.duration)))).observe({ type: "longtask", buffered: true });');
    await page.goto(demo.origin + path, { waitUntil: 'load' });
    await page.evaluate('window.wisp?.idle()');
    await page.waitForTimeout(1500);
    const tasks = (await page.evaluate('window.__long')) as number[];
    console.log(`${path} run ${run + 1}: long tasks ${JSON.stringify(tasks)} ms, blocking ${tasks.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0)} ms`);
    await context.close();
  }
} finally {
  await browser.close();
  await demo.close();
}
