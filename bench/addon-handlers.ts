// What the add-ons' ready handlers cost under wisp, element by element, on the captured add-on pages: whether any of
// them is a long task a visitor (and Lighthouse's TBT) would feel, or the blocking time there is the add-ons' own
// script evaluation and DOM-ready work, which wisp neither runs nor can split. wisp's compatibility layer runs each
// element's handlers in a task of its own; here each run is timed from the page (phone, 4x CPU, after load).
// Elements far below the first screen have their handlers held back (far.ts): the runs are split into those of the
// loading phase (to 1 s after the load event, where Lighthouse stops watching a quiet page) and later ones.
// Run: npx tsx bench/addon-handlers.ts [--pages workshops,aharshaala] [--loads 3] [--cpu 4]. Prints only.
import { openAddonBench } from './addon-bench.ts';
import { openOnPhone } from './first-tap.ts';
import { countOption, median, option } from './options.ts';

/** A task's share of TBT: what it runs over 50 ms. */
const BLOCKING_FROM_MS = 50;

type Run = { ms: number; kind: string; top: number; at: number };

/** How long after the load event a run still counts as the loading phase's. */
const LOADING_AFTER_LOAD_MS = 1000;

// In the page, before any script: wraps the handler runner the compatibility layer installs at its init event.
const RECORD = `(() => {
  window.__wispHandlerRuns = [];
  window.addEventListener('elementor/frontend/init', () => {
    const handler = window.elementorFrontend && window.elementorFrontend.elementsHandler;
    if (!handler || typeof handler.runReadyTrigger !== 'function') return;
    const run = handler.runReadyTrigger.bind(handler);
    handler.runReadyTrigger = (element) => {
      const started = performance.now();
      try {
        return run(element);
      } finally {
        const ms = performance.now() - started;
        const top = Math.round(element.getBoundingClientRect().top + scrollY);
        window.__wispHandlerRuns.push({ ms, top, at: started, kind: element.getAttribute('data-widget_type') || element.getAttribute('data-element_type') || '?' });
      }
    };
  });
})()`;

const loads = countOption('loads', 3);
const cpu = Number(option('cpu', '4'));
const { pages, browser, serve, close } = await openAddonBench();
try {
  for (const page of pages) {
    const url = (await serve(page))('wisp');
    const totals: number[] = [];
    const blocking: number[] = [];
    const loading: number[] = [];
    const loadingBlocking: number[] = [];
    const later: number[] = [];
    let longest: Run | null = null;
    let elements = 0;
    for (let load = 0; load < loads; load++) {
      const { context, page: tab } = await openOnPhone(browser, url, cpu, { initScript: RECORD });
      try {
        // Until wisp (and so the add-on layer's passes) is idle, at most 20 s on a slow load.
        await tab.waitForFunction('window.wisp && window.wisp.idle().then(() => true)', undefined, { timeout: 20_000 }).catch(() => undefined);
        const runs = (await tab.evaluate('window.__wispHandlerRuns')) as Run[];
        elements = Math.max(elements, runs.length);
        totals.push(runs.reduce((sum, run) => sum + run.ms, 0));
        blocking.push(runs.reduce((sum, run) => sum + Math.max(0, run.ms - BLOCKING_FROM_MS), 0));
        const loaded = Number(await tab.evaluate('performance.getEntriesByType("navigation")[0].loadEventEnd'));
        const early = runs.filter((run) => run.at < loaded + LOADING_AFTER_LOAD_MS);
        loading.push(early.reduce((sum, run) => sum + run.ms, 0));
        loadingBlocking.push(early.reduce((sum, run) => sum + Math.max(0, run.ms - BLOCKING_FROM_MS), 0));
        later.push(runs.length - early.length);
        for (const run of runs) if (!longest || run.ms > longest.ms) longest = run;
      } finally {
        await context.close();
      }
    }
    if (!longest) {
      console.log(`${page.key}: no add-on ready handlers ran (the page has no add-on layer, or it failed: see the page's console)`);
      continue;
    }
    console.log(
      `${page.key}: ${elements} elements; handlers ${Math.round(median(totals))} ms in all (median of ${loads} loads at ${cpu}x), ` +
        `over ${BLOCKING_FROM_MS} ms by ${Math.round(median(blocking))} ms; longest ${Math.round(longest.ms)} ms (${longest.kind}, ${longest.top} px from the top); ` +
        `while loading ${Math.round(median(loading))} ms, over ${BLOCKING_FROM_MS} by ${Math.round(median(loadingBlocking))}; ${median(later)} elements' later`,
    );
  }
} finally {
  await close();
}
