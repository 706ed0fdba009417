// Reads a Chromium performance trace: main-thread long tasks, each attributed to script (wisp's), HTML parsing, style/layout or other.
import type { Browser, Page } from '@playwright/test';

export type LongTask = { ms: number; owner: 'script' | 'html-parse' | 'style-layout' | 'other'; scriptMs: number; parseMs: number; layoutMs: number };
export type TraceSummary = { scriptMs: number; parseMs: number; layoutMs: number; longTasks: LongTask[] };
export type TraceEvent = { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { data?: Record<string, unknown> & { url?: string }; beginData?: { url?: string } } };

// Lean on purpose: the detailed timeline and v8.execute categories make a 10,000-widget trace hundreds of MB.
export const TRACE_CATEGORIES = ['toplevel', 'devtools.timeline'];
const TASK = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
// Top-level entries into JavaScript: the only scripts on the synthetic page are wisp's (and a one-line config).
const SCRIPT = new Set(['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'FireIdleCallback', 'FireAnimationFrame', 'EventDispatch', 'RunMicrotasks']);
const PARSE = new Set(['ParseHTML']);
const LAYOUT = new Set(['Layout', 'UpdateLayoutTree', 'RecalculateStyles', 'Paint', 'PrePaint']);

/** Length of the union of [start, end) intervals, in ms (trace times are µs). */
function unionMs(spans: Array<[number, number]>): number {
  let total = 0;
  let reach = -Infinity;
  for (const [start, end] of spans.sort((a, b) => a[0] - b[0])) {
    if (end <= reach) continue;
    total += end - Math.max(start, reach);
    reach = end;
  }
  return total / 1000;
}

function spansOf(events: TraceEvent[], names: Set<string>, from = -Infinity, to = Infinity): Array<[number, number]> {
  return events.filter((e) => names.has(e.name) && e.ts >= from && e.ts < to).map((e) => [e.ts, Math.min(to, e.ts + (e.dur ?? 0))]);
}

/** The busiest thread in script and layout: the page's main thread when the trace holds no navigation. */
function busiestThread(events: TraceEvent[]): TraceEvent | undefined {
  const counts = new Map<string, { event: TraceEvent; count: number }>();
  for (const e of events.filter((event) => SCRIPT.has(event.name) || LAYOUT.has(event.name))) {
    const entry = counts.get(`${e.pid}:${e.tid}`) ?? { event: e, count: 0 };
    entry.count++;
    counts.set(`${e.pid}:${e.tid}`, entry);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count)[0]?.event;
}

/** The renderer main thread that parsed the page at `urlPart` (or, without a navigation, the busiest one). */
export function mainThread(events: TraceEvent[], urlPart: string): TraceEvent[] {
  const parse = events.find((e) => e.name === 'ParseHTML' && (e.args?.beginData?.url ?? '').includes(urlPart)) ?? busiestThread(events);
  if (!parse) throw new Error(`no renderer main thread for ${urlPart} in the trace`);
  return events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X');
}

/** Top-level tasks only: Chromium nests one task event in another, which would count each task twice. */
export function topLevelTasks(events: TraceEvent[]): TraceEvent[] {
  const tasks: TraceEvent[] = [];
  let reach = -Infinity;
  for (const task of events.filter((e) => TASK.has(e.name)).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))) {
    if (task.ts < reach) continue;
    tasks.push(task);
    reach = task.ts + (task.dur ?? 0);
  }
  return tasks;
}

export function summarizeTrace(json: string, urlPart: string, thresholdMs = 50): TraceSummary {
  const events = mainThread((JSON.parse(json) as { traceEvents: TraceEvent[] }).traceEvents, urlPart);
  const longTasks: LongTask[] = topLevelTasks(events).filter((e) => (e.dur ?? 0) / 1000 > thresholdMs).map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const scriptMs = unionMs(spansOf(events, SCRIPT, task.ts, end));
    const parseMs = unionMs(spansOf(events, PARSE, task.ts, end));
    const layoutMs = unionMs(spansOf(events, LAYOUT, task.ts, end));
    const ms = (task.dur ?? 0) / 1000;
    const owner = scriptMs >= ms / 2 ? 'script' : parseMs >= ms / 2 ? 'html-parse' : layoutMs >= ms / 2 ? 'style-layout' : 'other';
    return { ms: Math.round(ms), owner, scriptMs: Math.round(scriptMs), parseMs: Math.round(parseMs), layoutMs: Math.round(layoutMs) };
  });
  return { scriptMs: unionMs(spansOf(events, SCRIPT)), parseMs: unionMs(spansOf(events, PARSE)), layoutMs: unionMs(spansOf(events, LAYOUT)), longTasks };
}

/** Runs `action` while tracing `page`, and summarizes the trace for the page at `urlPart`. */
export async function traced(browser: Browser, page: Page, urlPart: string, action: () => Promise<unknown>): Promise<TraceSummary> {
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await action();
  const buffer = await browser.stopTracing();
  return summarizeTrace(buffer.toString('utf8'), urlPart);
}
