// Where a first tap's time goes: one load of a kind's fixture (bench/first-tap.ts's TAP_CASES), a tap right after the
// load event at N× CPU on a phone, and a Chromium trace of the main thread from the tap on. Prints each task over 2 ms
// with its largest parts, and inside it the events, calls, requests, compiles and style, layout and paint passes over
// 0.3 ms, in ms from the tap. Run: npx tsx bench/first-tap-trace.ts [--kind accordion] [--cpu 4] [--ms 600]
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.ts';
import { startDemo } from '../scripts/serve.ts';
import { openOnPhone, TAP_CASES } from './first-tap.ts';
import { startFront } from './gzip-proxy.ts';
import { mainThread, topLevelTasks, type TraceEvent } from './long-tasks.ts';
import { injectWisp } from '../src/tools/inject.ts';
import { option, PORTS } from './options.ts';

// The detailed categories: function names, requests and compiles, which the long-task bench leaves out for size.
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink', 'loading'];
const DETAIL = new Set(['EventDispatch', 'FunctionCall', 'ResourceFetcher::requestResource', 'v8.compileModule', 'v8.evaluateModule', 'FireIdleCallback', 'TimerFire', 'UpdateLayoutTree', 'Layout', 'Paint']);

const kind = option('kind', 'accordion');
const tapCase = TAP_CASES.find((c) => c.kind.includes(kind));
if (!tapCase) throw new Error(`--kind: none of ${TAP_CASES.map((c) => c.kind).join(', ')}`);
const demo = await startDemo({ port: PORTS.demo });
const front = await startFront(PORTS.wisp, demo.origin, false, (html) => injectWisp(html).html);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const { context, page } = await openOnPhone(browser, front.origin + tapCase.path, Number(option('cpu', '4')));
  const target = page.locator(tapCase.target).filter({ visible: true }).first();
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`${tapCase.target} has no box on ${tapCase.path}`);
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(Number(option('ms', '600')));
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  // The trace starts after the page was parsed: its main thread is the busiest one.
  const events = mainThread(traceEvents, tapCase.path).sort((a, b) => a.ts - b.ts);
  const tap = events.find((e) => e.name === 'EventDispatch')?.ts ?? 0;
  const at = (e: TraceEvent) => ((e.ts - tap) / 1000).toFixed(1);
  const ms = (e: TraceEvent) => ((e.dur ?? 0) / 1000).toFixed(1);
  const label = (e: TraceEvent) => [e.args?.data?.['type'], String(e.args?.data?.url ?? '').split('/').pop(), e.args?.data?.['functionName']].filter(Boolean).join(' ');
  console.log(`first tap trace: ${tapCase.kind} on ${tapCase.path}, ms from the tap`);
  for (const task of topLevelTasks(events).filter((e) => (e.dur ?? 0) > 2000 && e.ts >= tap - 5000)) {
    const end = task.ts + (task.dur ?? 0);
    const inner = events.filter((e) => e !== task && !e.name.endsWith('RunTask') && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    const parts = new Map<string, number>();
    for (const e of inner) parts.set(e.name, (parts.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    console.log(`task at ${at(task)}, ${ms(task)} ms: ${[...parts].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([name, total]) => `${name} ${total.toFixed(1)}`).join(', ')}`);
    for (const e of inner.filter((e) => DETAIL.has(e.name) && (e.dur ?? 0) > 300)) console.log(`    ${at(e)} ${ms(e)} ${e.name} ${label(e)}`);
  }
  await context.close();
} finally {
  await browser.close();
  await front.close();
  await demo.close();
}
