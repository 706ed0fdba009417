// Interaction latency at 4x CPU slowdown: input event to the next frame after the visible state changed, plus the
// Event Timing API's duration (reported only from 16 ms). The first interaction on a fresh page and later ones apart.
// Run: npx tsx bench/interactions.ts [--runs 3] [--cpu 4] [--early 1]. Writes bench/results/interactions.json.
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.ts';
import { startDemo } from '../scripts/serve.ts';
import { startFront } from './gzip-proxy.ts';
import { CASES, type Case, type Step } from './interaction-cases.ts';
import { countOption, median, option, PORTS, round, writeResult } from './options.ts';

type Sample = { ms: number | null; eventTimingMs: number | null; chunkLoadedBefore: boolean; fetchedKb: number; outcome: string };
type Bench = { end: number; start: number; events: Array<{ name: string; duration: number; startTime: number }> };

const OBSERVE = (): void => {
  const bench = { start: 0, end: 0, events: [] as Array<{ name: string; duration: number; startTime: number }> };
  (window as unknown as { __bench: typeof bench }).__bench = bench;
  new PerformanceObserver((list) => list.getEntries().forEach((e) => bench.events.push({ name: e.name, duration: e.duration, startTime: e.startTime })))
    .observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
};

// In-page source kept as a string: the TypeScript runner would otherwise name its inner functions with a helper
// (`__name`) the page does not have.
const ARM = `(probe, expect) => {
  const bench = window.__bench;
  const read = new Function('return (' + probe + ');');
  const before = read();
  bench.start = 0;
  bench.end = 0;
  const onInput = (event) => { bench.start ||= event.timeStamp; };
  addEventListener('pointerdown', onInput, { capture: true, once: true });
  addEventListener('keydown', onInput, { capture: true, once: true });
  const observer = new MutationObserver(() => {
    const now = read();
    if (expect === undefined ? now === before : now !== expect) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => { bench.end = performance.now(); }));
  });
  observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true });
}`;

/** Arms the page: remember the input's timestamp, then stamp the first frame after the probe reaches the expected value. */
async function arm(page: Page, probe: string, expect: string | undefined): Promise<void> {
  await page.evaluate(`(${ARM})(${JSON.stringify(probe)}, ${expect === undefined ? 'undefined' : JSON.stringify(expect)})`);
}

async function step(page: Page, test: Case, action: Step): Promise<Sample> {
  const chunkLoadedBefore = await page.evaluate((chunk) => performance.getEntriesByType('resource').some((e) => e.name.includes(`/chunks/${chunk}-`)), test.chunk);
  const resourcesBefore = await page.evaluate(() => performance.getEntriesByType('resource').length);
  await arm(page, test.probe, action.expect);
  let navigated = false;
  page.once('framenavigated', () => (navigated = true));
  if (action.click) await page.click(action.click);
  if (action.press) await page.keyboard.press(action.press);
  const done = await page.waitForFunction(() => (window as unknown as { __bench: Bench }).__bench.end > 0, undefined, { timeout: 5000 }).then(() => true, () => false);
  if (!done) return { ms: null, eventTimingMs: null, chunkLoadedBefore, fetchedKb: 0, outcome: navigated ? 'navigated away (not handled)' : 'no change within 5 s' };
  return page.evaluate(({ resourcesBefore, chunkLoadedBefore }) => {
    const bench = (window as unknown as { __bench: Bench }).__bench;
    const mine = bench.events.filter((e) => e.startTime >= bench.start - 1);
    const fetched = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).slice(resourcesBefore).filter((e) => e.name.includes('/wisp/'));
    return {
      ms: Math.round(bench.end - bench.start), eventTimingMs: mine.length ? Math.round(Math.max(...mine.map((e) => e.duration))) : null,
      chunkLoadedBefore, fetchedKb: Math.round(fetched.reduce((sum, e) => sum + e.encodedBodySize, 0) / 102.4) / 10, outcome: 'ok',
    };
  }, { resourcesBefore, chunkLoadedBefore });
}

/**
 * A fresh page load, then the case's steps in order. `early`: the first click comes as soon as the page has loaded
 * (its chunk may not be there yet); otherwise the widget is scrolled into view and wisp is idle first, as when a
 * visitor reads before clicking. Returns the measured samples, the first one first.
 */
async function session(browser: Browser, origin: string, test: Case, cpu: number, options: { all: boolean; early: boolean }): Promise<Sample[]> {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await page.addInitScript(OBSERVE);
  await page.goto(origin + test.path, { waitUntil: 'load' });
  const first = test.steps[0]?.click;
  if (!options.early && first) {
    await page.locator(first).scrollIntoViewIfNeeded();
    await page.evaluate('Promise.race([window.wisp?.idle(), new Promise((done) => setTimeout(done, 5000))])');
  }
  const samples: Sample[] = [];
  for (const [index, action] of (options.all ? test.steps : test.steps.slice(0, 1)).entries()) {
    // A visitor's next click comes after the previous change has finished animating.
    if (index > 0) await page.waitForTimeout(500);
    const sample = await step(page, test, action);
    if (action.measure !== false) samples.push(sample);
    if (sample.outcome !== 'ok') break;
  }
  await page.close();
  return samples;
}

const summarize = (samples: Sample[]): Record<string, unknown> => ({
  medianMs: round(median(samples.map((s) => s.ms ?? Number.NaN)), 0), worstEventTimingMs: Math.max(0, ...samples.map((s) => s.eventTimingMs ?? 0)),
  samples,
});

/** `early`: how many fresh loads get a click right after the load event (the first tap), each its own sample. */
export async function benchInteractions(runs: number, cpu: number, earlyRuns = 1): Promise<Array<Record<string, unknown>>> {
  const demo = await startDemo({ port: PORTS.demo });
  const front = await startFront(PORTS.wisp, demo.origin, false);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows: Array<Record<string, unknown>> = [];
  try {
    for (const test of CASES) {
      const early: Sample[] = [];
      for (let run = 0; run < earlyRuns; run++) early.push(...await session(browser, front.origin, test, cpu, { all: false, early: true }));
      const first: Sample[] = [];
      let later: Sample[] = [];
      for (let run = 0; run < runs; run++) {
        const samples = await session(browser, front.origin, test, cpu, { all: run === runs - 1, early: false });
        if (samples[0]) first.push(samples[0]);
        later = samples.slice(1);
      }
      rows.push({ name: test.name, path: test.path, earlyClick: early[0], early: summarize(early), first: summarize(first), later: summarize(later) });
      const show = (samples: Sample[]): string => JSON.stringify(samples.map((s) => s.ms ?? s.outcome));
      console.log(`interactions ${test.name}: click right after load ${show(early)}, first ${show(first)} ms, later ${show(later)} ms (event timing worst ${Math.max(0, ...[...first, ...later].map((s) => s.eventTimingMs ?? 0))} ms)`);
    }
  } finally {
    await browser.close();
    await Promise.all([front.close(), demo.close()]);
  }
  writeResult('interactions', { cpuSlowdown: cpu, runs, cases: rows });
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchInteractions(countOption('runs', 3), Number(option('cpu', '4')), countOption('early', 1));
}
