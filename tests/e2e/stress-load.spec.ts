// Load and leaks in Chromium: a 10,000-widget page, and rescan/destroy cycles measured over CDP.
import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { isMobileProject, watchConsole, wispIdle } from './helpers.ts';
import { recordE2eFigures, STRESS } from './reliability-figures.ts';

const KINDS = process.env['WISP_STRESS_KINDS']?.split(',') ?? ['tabs', 'accordion', 'toggle', 'alert', 'counter', 'progress', 'nested-tabs', 'nested-accordion'];
const PAGE_WIDGETS = Number(process.env['WISP_PAGE_WIDGETS'] ?? 10_000);
/** Widgets of the big page mounted at once: all of them in the stress run; a screenful times many otherwise. */
const PAGE_TRIGGERED = Number(process.env['WISP_PAGE_TRIGGERED'] ?? (STRESS ? 3000 : 300));
const CYCLE_WIDGETS = STRESS ? 1000 : 200;
const CYCLES = STRESS ? 100 : 12;

/** The tabs fixture without its widget and without the loader tag: the config stays, wisp is started by the test. */
async function serveEmptyPage(page: Page): Promise<void> {
  await page.route('**/stress-page/', async (route) => {
    const response = await route.fetch({ url: new URL('/fixtures/tabs/basic.html', route.request().url()).href });
    const html = (await response.text())
      .replace(/<main[\s\S]*<\/main>/, '<main id="content"><div id="stress"></div></main>')
      .replace('<script type="module" src="/wisp/loader.js" fetchpriority="low"></script>', '');
    await route.fulfill({ response, body: html });
  });
  await page.goto('/stress-page/');
  // The first widget of each kind's basic fixture, kept in the page as templates for the copies.
  await page.evaluate(async (kinds) => {
    const templates: string[] = [];
    for (const kind of kinds) {
      const html = await (await fetch(`/fixtures/${kind}/basic.html`)).text();
      const found = new DOMParser().parseFromString(html, 'text/html').querySelector(`[data-widget_type^="${kind}."]`);
      if (found) templates.push(found.outerHTML);
    }
    (window as unknown as { stressTemplates: string[] }).stressTemplates = templates;
  }, KINDS);
}

/** Adds `count` widget copies (unique element ids) to a new container; returns how many kinds were used. */
function addWidgets(page: Page, count: number): Promise<number> {
  return page.evaluate((total) => {
    const templates = (window as unknown as { stressTemplates: string[] }).stressTemplates;
    const box = document.createElement('div');
    box.className = 'stress-box';
    const parts: string[] = [];
    for (let index = 0; index < total; index += 1) {
      const id = (0x1000000 + index).toString(16);
      const template = templates[index % templates.length] ?? '';
      parts.push(template.replace(/data-id="[0-9a-f]+"/, `data-id="${id}"`).replace(/elementor-element-[0-9a-f]{7,8}\b/, `elementor-element-${id}`));
    }
    box.innerHTML = parts.join('');
    document.getElementById('stress')?.append(box);
    return templates.length;
  }, count);
}

/** Fires the first `limit` widgets' triggers as a passing pointer would, and waits for wisp to settle. */
async function triggerAll(page: Page, limit = Infinity): Promise<void> {
  await page.evaluate(async ({ most, kinds }) => {
    // The scan is time-sliced: every element must be visited (its trigger armed) before the pointer passes.
    await window.wisp?.idle();
    // Widgets of the kinds on test only: the headings and texts inside them have no module (nested tabs no longer
    // mount at idle, which made up the count before).
    const roots = [...document.querySelectorAll('.stress-box [data-element_type="widget"]')]
      .filter((root) => kinds.includes((root.getAttribute('data-widget_type') ?? '').split('.')[0] ?? '')).slice(0, most);
    for (const root of roots) root.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await window.wisp?.idle();
  }, { most: limit, kinds: KINDS });
}

async function startWisp(page: Page): Promise<void> {
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = '/wisp/loader.js';
    document.body.append(script);
  });
  await wispIdle(page);
}

type Counters = { heapUsed: number; nodes: number; jsEventListeners: number; documentListeners: number; windowListeners: number };

async function listenersOn(cdp: CDPSession, expression: string): Promise<number> {
  const { result } = await cdp.send('Runtime.evaluate', { expression });
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId ?? '' });
  return listeners.length;
}

/** After two full garbage collections: heap in use, DOM nodes, JS listeners, and listeners on document and window. */
async function measure(cdp: CDPSession): Promise<Counters> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const counters = await cdp.send('Memory.getDOMCounters');
  return {
    heapUsed: usedSize, nodes: counters.nodes, jsEventListeners: counters.jsEventListeners,
    documentListeners: await listenersOn(cdp, 'document'), windowListeners: await listenersOn(cdp, 'window'),
  };
}

test.describe('load and leaks', () => {
  test.beforeEach(({}, info) => test.skip(isMobileProject(info.project.name), 'memory does not depend on the screen: measured once, on desktop'));

  test(`a ${PAGE_WIDGETS.toLocaleString('en')}-widget page boots, and ${PAGE_TRIGGERED.toLocaleString('en')} of them mount at once, without an error`, async ({ page }) => {
    test.setTimeout(STRESS ? 600_000 : 120_000);
    const log = watchConsole(page);
    await serveEmptyPage(page);
    const kinds = await addWidgets(page, PAGE_WIDGETS);
    let started = Date.now();
    await startWisp(page);
    const bootMs = Date.now() - started;
    const found = await page.evaluate(() => window.wisp?.report().filter((row) => row.kind !== 'page').length ?? 0);
    started = Date.now();
    await triggerAll(page, PAGE_TRIGGERED);
    // Recorded, not asserted (the machine is shared): how long the boot and the mass mount took here.
    const mountMs = Date.now() - started;
    const statuses = await page.evaluate(() => {
      const counts: Record<string, number> = {};
      for (const row of window.wisp?.report() ?? []) if (row.kind !== 'page') counts[row.status] = (counts[row.status] ?? 0) + 1;
      return counts;
    });
    expect(kinds).toBe(KINDS.length);
    expect(found).toBeGreaterThanOrEqual(PAGE_WIDGETS);
    expect(statuses['failed'] ?? 0).toBe(0);
    expect(statuses['mounted'] ?? 0).toBeGreaterThanOrEqual(PAGE_TRIGGERED);
    expect(log.errors).toEqual([]);
    recordE2eFigures('load-10k', { widgets: PAGE_WIDGETS, triggered: PAGE_TRIGGERED, kinds, elementsFound: found, statuses, bootMs, mountMs });
  });

  test(`rescan and destroy of ${CYCLE_WIDGETS} widgets, ${CYCLES} times, leaves heap, nodes and listeners flat`, async ({ page }) => {
    test.setTimeout(STRESS ? 900_000 : 120_000);
    const log = watchConsole(page);
    const cdp = await page.context().newCDPSession(page);
    await serveEmptyPage(page);
    await startWisp(page);
    let mounted = 0;
    const cycle = async (index: number) => {
      await addWidgets(page, CYCLE_WIDGETS);
      await page.evaluate(() => window.wisp?.rescan(document.querySelector('.stress-box') ?? document));
      await triggerAll(page);
      mounted = await page.evaluate(() => window.wisp?.report().filter((row) => row.kind !== 'page' && row.status === 'mounted').length ?? 0);
      // Half the cycles tear down through the API, half by removal alone (the document observer's job).
      await page.evaluate((viaApi) => {
        const box = document.querySelector('.stress-box');
        if (box && viaApi) window.wisp?.destroy(box);
        box?.remove();
      }, index % 2 === 0);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      await wispIdle(page);
    };
    // Warm-up: chunks loaded, caches and pools filled, so the baseline is the steady state.
    for (let index = 0; index < 2; index += 1) await cycle(index);
    const before = await measure(cdp);
    for (let index = 2; index < CYCLES + 2; index += 1) await cycle(index);
    const after = await measure(cdp);
    const left = await page.evaluate(() => window.wisp?.report().filter((row) => row.kind !== 'page').length ?? -1);
    recordE2eFigures('leaks', { widgetsPerCycle: CYCLE_WIDGETS, cycles: CYCLES, mountedInLastCycle: mounted, before, after, recordsLeft: left });
    expect(mounted).toBeGreaterThanOrEqual(CYCLE_WIDGETS);
    expect(left).toBe(0);
    // One cycle mounts thousands of listeners and nodes: a per-cycle leak would show as many times that.
    expect(after.documentListeners).toBe(before.documentListeners);
    expect(after.windowListeners).toBe(before.windowListeners);
    expect(after.jsEventListeners).toBeLessThanOrEqual(before.jsEventListeners + 20);
    expect(after.nodes).toBeLessThanOrEqual(before.nodes + 200);
    // 2 MB of slack for V8's own pools; a leak of one widget's state per cycle would be far beyond it at these sizes.
    expect(after.heapUsed).toBeLessThanOrEqual(before.heapUsed * 1.1 + 2 * 1024 * 1024);
    expect(log.errors).toEqual([]);
  });
});
