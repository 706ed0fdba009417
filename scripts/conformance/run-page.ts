// Opens one page at one viewport in a fresh context, scrolls it, and collects errors, wisp's report and probe results.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { FEATURE_PROBES, PAGE_PROBES, PROBES, type Probe, type ProbeResult } from './probes.ts';
import type { PageError, Viewport } from './compare.ts';

export type ReportRowData = { id: string; kind: string; module: string | null; status: string; loadMs?: number; mountMs?: number };
export type ProbeRun = ProbeResult & { kind: string; id: string | null };
export type PageRun = {
  url: string;
  viewport: Viewport;
  pageErrors: PageError[];
  console: Array<{ type: string; text: string }>;
  wisp: boolean;
  version: string | null;
  rows: ReportRowData[];
  domKinds: string[];
  probes: ProbeRun[];
  timedOut: boolean;
  error: string | null;
};

const VIEWPORTS = {
  desktop: { viewport: { width: 1366, height: 900 } },
  mobile: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;

const isLocal = (url: string): boolean => {
  const { hostname, protocol } = new URL(url);
  return protocol === 'data:' || protocol === 'blob:' || hostname === '127.0.0.1' || hostname === 'localhost';
};

// Strings, not functions: tsx's compiled helpers do not exist inside the page.
const READ_REPORT = `(() => {
  const wisp = window.wisp;
  if (!wisp || typeof wisp.report !== 'function') return { wisp: false, version: null, rows: [] };
  const rows = [...wisp.report()].map((row) => ({ id: String(row.id), kind: String(row.kind), module: row.module ?? null,
    status: String(row.status), loadMs: row.loadMs, mountMs: row.mountMs }));
  return { wisp: true, version: wisp.version == null ? null : String(wisp.version), rows };
})()`;
const READ_DOM_KINDS = `[...new Set([...document.querySelectorAll('[data-widget_type]')].map((el) => el.getAttribute('data-widget_type')))].sort()`;
const IDLE = `Promise.race([Promise.resolve(window.wisp && typeof window.wisp.idle === 'function' ? window.wisp.idle() : undefined).then(() => true), new Promise((done) => setTimeout(() => done(false), 10000))])`;

// One evaluate for the whole walk: a round trip per step costs ~400 ms on long unstyled pages.
// Instant scrolls: on a page with `scroll-behavior: smooth` a plain scrollTo animates, and the next step re-aims it
// 50 ms later, so the walk crept down a few hundred pixels and elements further down were never seen on some runs.
const SCROLL_THROUGH = (step: number): string => `(async () => {
  const pause = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50)));
  const to = (top) => window.scrollTo({ top, left: 0, behavior: 'instant' });
  const total = document.documentElement.scrollHeight;
  for (let y = 0, n = 0; y < total && n < 120; y += ${step}, n++) { to(y); await pause(); }
  to(document.documentElement.scrollHeight);
  await new Promise((done) => setTimeout(done, 200));
  to(0);
  await pause();
})()`;

async function scrollThrough(page: Page, height: number): Promise<void> {
  // Steps of 80 % of the viewport, so every element passes through it; capped at 120 steps for very long pages.
  await page.evaluate(SCROLL_THROUGH(Math.round(height * 0.8)));
}

const WIDGET = (kind: string) => (row: ReportRowData) => row.module === kind && row.kind.startsWith(`${kind}.`);
const FEATURE = (name: string) => (row: ReportRowData) => row.module === name && row.kind !== 'page';
const BEHAVIOUR = (name: string) => (row: ReportRowData) => row.module === name && row.kind === 'page';

/** The selector a probe gets for a row: the page itself for behaviours, else the element (and kind, for widgets). */
function selectorOf(row: ReportRowData): string {
  if (row.kind === 'page') return 'html';
  const id = `[data-id="${row.id.replace(/"/g, '\\"')}"]`;
  return row.kind.includes('.') ? `${id}[data-widget_type="${row.kind.replace(/"/g, '\\"')}"]` : id;
}

/** Tries a probe on up to five mounted rows, stopping at the first that can show the behaviour. */
async function runProbe(page: Page, name: string, probe: Probe, rows: ReportRowData[], viewport: Viewport): Promise<ProbeRun> {
  let last: ProbeRun = { kind: name, id: null, ok: true, skipped: true, detail: 'no element could show the behaviour' };
  for (const row of rows.slice(0, 5)) {
    const selector = selectorOf(row);
    const root = page.locator(selector).first();
    const readySelector = row.kind === 'page' ? selector : `${selector}[data-wisp-ready]`;
    const ready = await page.waitForSelector(readySelector, { timeout: 5000, state: 'attached' }).then(() => true, () => false);
    if (!ready) return { kind: name, id: row.id, ok: false, detail: 'reported mounted but data-wisp-ready never appeared' };
    const result = await probe({ page, root, selector, viewport }).catch((error: unknown): ProbeResult => ({ ok: false, detail: `probe threw: ${String(error)}` }));
    last = { kind: name, id: row.id, ...result };
    if (!result.skipped) break;
  }
  return last;
}

async function runProbes(page: Page, rows: ReportRowData[], viewport: Viewport): Promise<ProbeRun[]> {
  const runs: ProbeRun[] = [];
  const groups: Array<[Record<string, Probe>, (name: string) => (row: ReportRowData) => boolean]> = [
    [PROBES, WIDGET], [FEATURE_PROBES, FEATURE], [PAGE_PROBES, BEHAVIOUR],
  ];
  for (const [probes, matches] of groups) {
    for (const [name, probe] of Object.entries(probes)) {
      const mounted = rows.filter((row) => row.status === 'mounted' && matches(name)(row));
      if (mounted.length > 0) runs.push(await runProbe(page, name, probe, mounted, viewport));
    }
  }
  return runs;
}

async function visit(context: BrowserContext, url: string, viewport: Viewport, run: PageRun, probe: boolean): Promise<void> {
  await context.route('**/*', (route) => (isLocal(route.request().url()) ? route.continue() : route.abort()));
  const page = await context.newPage();
  let phase: PageError['phase'] = 'load';
  page.on('pageerror', (error) => run.pageErrors.push({ message: error.message, stack: error.stack ?? '', phase }));
  page.on('console', (message) => {
    const type = message.type();
    if (type === 'error' || type === 'warning') run.console.push({ type, text: message.text() });
  });
  await page.goto(url, { waitUntil: 'load', timeout: 20000 });
  await scrollThrough(page, VIEWPORTS[viewport].viewport.height);
  await page.evaluate(IDLE);
  const report = (await page.evaluate(READ_REPORT)) as { wisp: boolean; version: string | null; rows: ReportRowData[] };
  Object.assign(run, report);
  run.domKinds = (await page.evaluate(READ_DOM_KINDS)) as string[];
  phase = 'probe';
  if (probe && report.wisp) run.probes = await runProbes(page, report.rows, viewport);
}

/** Runs one page; a timeout or crash is recorded in the result rather than thrown. */
export async function runPage(browser: Browser, url: string, viewport: Viewport, options: { probe: boolean; timeoutMs: number }): Promise<PageRun> {
  const run: PageRun = { url, viewport, pageErrors: [], console: [], wisp: false, version: null, rows: [], domKinds: [], probes: [], timedOut: false, error: null };
  const context = await browser.newContext({ ...VIEWPORTS[viewport], serviceWorkers: 'block' });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((done) => { timer = setTimeout(() => done('timeout'), options.timeoutMs); });
  try {
    const outcome = await Promise.race([visit(context, url, viewport, run, options.probe).then(() => 'done' as const), timeout]);
    if (outcome === 'timeout') run.timedOut = true;
  } catch (error) {
    run.error = error instanceof Error ? error.message.split('\n')[0] ?? error.message : String(error);
  } finally {
    clearTimeout(timer);
    await context.close().catch(() => undefined);
  }
  return run;
}
