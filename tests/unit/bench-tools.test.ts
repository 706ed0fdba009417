import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stripScripts } from '../../bench/gzip-proxy.ts';
import { summarizeTrace } from '../../bench/long-tasks.ts';
import { median } from '../../bench/options.ts';
import { delayScripts, keptScriptsOnly, localizeHosts, toVariant } from '../../bench/variants.ts';
import { firstTapTarget, lighthouseTable, realPageTargets, writeReadme } from '../../bench/readme-table.ts';
import { rotatedRuns, type PairResult } from '../../bench/pair.ts';
import { sideBySideTable } from '../../bench/side-by-side-table.ts';
import { injectAsServed } from '../../src/tools/built.ts';

function readmeWith(text: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'wisp-bench-test-')), 'README.md');
  writeFileSync(file, text);
  return file;
}

describe('the benchmark tools', () => {
  it('start each round of a page one variant further on, so no variant always runs first', () => {
    expect(rotatedRuns(['wisp', 'floor', 'captured'], 3).join(' ')).toBe('wisp floor captured floor captured wisp captured wisp floor');
    expect(rotatedRuns(['wisp', 'floor'], 3).join(' ')).toBe('wisp floor floor wisp wisp floor');
    expect(rotatedRuns(['wisp', 'floor'], 0)).toEqual([]);
  });

  it('strip every script element for the floor page and keep the rest byte for byte', () => {
    const html = '<head><script>var a = "</p>";</script><link rel="modulepreload" href="/x.js"></head><body><p>kept</p><!-- <script>no</script> --><script type="module" src="/wisp/loader.js"></script></body>';
    expect(stripScripts(html)).toBe('<head></head><body><p>kept</p><!-- <script>no</script> --></body>');
  });

  it('make every runnable script inert for the delayed variant, keeping its type to restore, and leave JSON-LD alone', () => {
    const html = '<head><script src="/a.js" id="a-js"></script><script type="module">m()</script><script type="application/ld+json">{}</script></head><body><p>x</p></body>';
    const out = delayScripts(html);
    expect(out).toContain('<script type="text/wisp-bench-delayed" src="/a.js" id="a-js"></script>');
    expect(out).toContain('<script type="text/wisp-bench-delayed" data-bench-type="module">m()</script>');
    expect(out).toContain('<script type="application/ld+json">{}</script>');
    expect(out.indexOf("['pointerdown', 'keydown', 'touchstart', 'wheel']")).toBeLessThan(out.indexOf('</body>'));
  });

  it('make the captured host root-relative, plain and JSON-escaped, and leave other hosts alone', () => {
    const html = '<script src="https://site.example/wp-includes/j.js"></script><a href="https://site.example/about/">a</a>{"u":"https:\\/\\/site.example\\/wp-content\\/x"}<img src="https://cdn.other/wp.png">';
    expect(localizeHosts(html)).toBe('<script src="/wp-includes/j.js"></script><a href="/about/">a</a>{"u":"\\/wp-content\\/x"}<img src="https://cdn.other/wp.png">');
  });

  it('replace only the text between the bench markers of the README', () => {
    const file = readmeWith('# x\n\n## Benchmarks\n<!-- bench:start -->\nold\n<!-- bench:end -->\nafter\n');
    writeReadme('| new |', file);
    expect(readFileSync(file, 'utf8')).toBe('# x\n\n## Benchmarks\n<!-- bench:start -->\n| new |\n<!-- bench:end -->\nafter\n');
  });

  it('serve the kept variant as wisp\'s page without any of wisp\'s own tags, the page\'s other scripts where wisp leaves them', () => {
    const page = '<html><head><script src="/wp-includes/js/jquery/jquery.min.js" id="jquery-core-js"></script></head><body>'
      + '<div class="elementor-widget-eael-adv-tabs" data-widget_type="eael-adv-tabs.default">t</div>'
      + '<script src="/wp-content/plugins/elementor/assets/js/frontend.min.js" id="elementor-frontend-js"></script>'
      + '<script src="/wp-content/plugins/essential-addons-for-elementor-lite/assets/front-end/js/view/general.min.js" id="eael-general-js"></script>'
      + '<script>gtag("js", new Date());</script></body></html>';
    const kept = keptScriptsOnly(page);
    // What wisp serves there: the builder's script replaced, the add-on's and the inline one kept, plus wisp's tags.
    const served = injectAsServed(page).html;
    expect(served).toMatch(/wisp\/loader\.js/);
    expect(served).toMatch(/addon-early|wisp-prepaint/);
    expect(kept).not.toMatch(/wisp/);
    expect(kept).not.toContain('elementor/assets/js/frontend.min.js');
    expect(kept).toContain('<script src="/wp-content/plugins/essential-addons-for-elementor-lite/assets/front-end/js/view/general.min.js" id="eael-general-js"></script>');
    expect(kept).toContain('<script>gtag("js", new Date());</script>');
    expect(kept).toContain('id="jquery-core-js"');
    // A page that loads wisp itself has no such variant: refused, not served with wisp in it.
    expect(() => keptScriptsOnly(served)).toThrow(/loader of its own/);
  });

  it('give side by side the kept scripts alone as a fifth variant, and a column with wisp\'s TBT against it', () => {
    const page = '<html><body><div data-widget_type="eael-adv-tabs.default">t</div><script src="https://site.example/wp-content/plugins/elementor/assets/js/frontend.min.js" id="elementor-frontend-js"></script>'
      + '<script src="https://site.example/wp-content/plugins/essential-addons-for-elementor-lite/assets/front-end/js/view/general.min.js" id="eael-general-js"></script></body></html>';
    const kept = toVariant(page, 'kept');
    expect(kept).toContain('<script src="/wp-content/plugins/essential-addons-for-elementor-lite/assets/front-end/js/view/general.min.js" id="eael-general-js"></script>');
    expect(kept).not.toMatch(/wisp|frontend\.min\.js/);
    const metrics = (tbtMs: number) => ({ score: 90, tbtMs, lcpMs: 2000, fcpMs: 1000, cls: 0, jsKb: 1, bootupMs: 10, longestTaskMs: 40, wispBootupMs: 5, wispJsKb: 1 });
    const variant = (tbtMs: number) => ({ lighthouse: metrics(tbtMs), tap: { medianMs: 60, samples: [{ target: '.x', ms: 60, taps: 1, outcome: 'ok' }] } });
    const result = { date: '2026-12-07', runs: 3, tapRuns: 5, cpuSlowdown: 4, settings: 's', pages: [
      { page: 'owner__a/index.html', variants: { original: variant(150), delayed: variant(5), wisp: variant(60), none: variant(20) }, kept: { lighthouse: metrics(55) }, ratios: {} },
      { page: 'fixture /x/', variants: { wisp: variant(0), none: variant(0) }, ratios: {} },
    ] };
    const [, , head, , a, fixture] = sideBySideTable(result);
    expect(head).toMatch(/\| TBT ms: wisp \/ its kept scripts alone \|$/);
    expect(a).toMatch(/^\| owner__a\/ \|.*\| 150 \/ 5 \/ 60 \/ 20 \|.*\| 60 \/ 55 \|$/);
    expect(fixture).toMatch(/\| – \|$/);
  });

  it('refuse to write a README that has no bench markers', () => {
    const file = readmeWith('# x\n<!-- bench:end -->\n<!-- bench:start -->\n');
    expect(() => writeReadme('| new |', file)).toThrow(/bench:start/);
  });

  it('attribute a long task to the script or the HTML parser that filled most of it, counting nested tasks once', () => {
    const x = (name: string, ts: number, dur: number, extra = {}) => ({ name, ph: 'X', ts, dur, pid: 1, tid: 2, ...extra });
    const trace = JSON.stringify({ traceEvents: [
      x('RunTask', 0, 100_000), x('ThreadControllerImpl::RunTask', 0, 100_000), x('ParseHTML', 0, 90_000, { args: { beginData: { url: 'http://h/p' } } }),
      x('RunTask', 200_000, 80_000), x('FunctionCall', 200_000, 60_000), x('Layout', 230_000, 10_000),
      x('RunTask', 400_000, 30_000), x('FunctionCall', 400_000, 30_000),
    ] });
    const summary = summarizeTrace(trace, '/p');
    expect(summary.longTasks.map((task) => [task.ms, task.owner])).toEqual([[100, 'html-parse'], [80, 'script']]);
    expect(summary.scriptMs).toBe(90);
  });

  it('count the captured pages that meet the blocking-time target, against the floor and as captured, naming the others with their figures', () => {
    const metrics = (tbtMs: number, cls = 0) => ({ score: 90, tbtMs, lcpMs: 2000, fcpMs: 1000, cls, jsKb: 1, bootupMs: 10, longestTaskMs: 40, wispBootupMs: 5, wispJsKb: 1 });
    const page = (name: string, wisp: number, floor: number, captured: number, cls = [0, 0]): PairResult => ({
      page: `owner__${name}/index.html`, runs: 3, wisp: metrics(wisp, cls[0]), floor: metrics(floor), captured: metrics(captured, cls[1]), ratio: {},
      tbtDeltaMs: wisp - floor, clsDelta: 0, lcpDeltaMs: 0, wispGzipKb: 20, wispRequests: 4, wispChunks: [], lcpElement: { wisp: '', floor: '' },
      tbtOverCapturedMs: wisp - captured,
    });
    const real = { runs: 3, settings: 's', pages: [page('a', 0, 0, 0), page('b', 30, 5, 25, [0.1, 0.2]), page('c', 12, 0, 12, [0.05, 0])] };
    // With the kept scripts alone as a fourth variant: its own target row, and a fourth figure in each cell.
    const withKept = { ...real, pages: real.pages.map((p, i) => ({ ...p, kept: metrics([0, 12, 0][i]!), tbtOverKeptMs: p.wisp.tbtMs - [0, 12, 0][i]! })) };
    expect(realPageTargets(withKept)[2]).toBe('| TBT within 10 ms of the scripts wisp keeps, alone (its page without its own tags) | 1 of 3 (not: b 30 / 12, c 12 / 0) | **missed** |');
    expect(lighthouseTable(withKept, 'Real').find((line) => line.startsWith('| owner__b/'))).toBe('| owner__b/ | 90 / 90 / 90 / 90 | 30 / 12 / 25 / 5 | 2000 / 2000 / 2000 / 2000 | – | 0.1 / 0 / 0.2 / 0 | 1 / 1 / 1 / 1 | 20 (4) | 10 / 10 / 10 / 10 |');
    const [floor, captured, ...more] = realPageTargets(real);
    expect(floor).toBe('| TBT within 10 ms of the floor (captured real pages) | 1 of 3 (not: b 30 / 5, c 12 / 0) | **missed** |');
    expect(captured).toBe('| TBT within 10 ms of the page as captured (its own scripts, no wisp) | 3 of 3 | met |');
    expect(more).toEqual([]);
    // Each cell holds wisp / as captured / floor once the pages carry the captured variant.
    expect(lighthouseTable(real, 'Real').find((line) => line.startsWith('| owner__b/'))).toBe('| owner__b/ | 90 / 90 / 90 | 30 / 25 / 5 | 2000 / 2000 / 2000 | – | 0.1 / 0.2 / 0 | 1 / 1 / 1 | 20 (4) | 10 / 10 / 10 |');
  });

  it('say the first-tap target is met only when every kind\'s median is at most 100 ms, with the figures', () => {
    const run = (rows: Array<[string, number | null]>) => ({ cpuSlowdown: 4, runs: 10, loadAverage: [1.7, 3, 3], rows: rows.map(([kind, medianMs]) => ({ kind, medianMs })) });
    expect(firstTapTarget(run([['tab', 53], ['popup trigger', 100]]))).toEqual(['| first tap under 100 ms per kind (4x CPU, phone, right after load, median of 10, load average 1.7) | tab 53, popup trigger 100 ms | met |']);
    expect(firstTapTarget(run([['tab', 53], ['popup trigger', 106]]))[0]).toMatch(/\| tab 53, popup trigger 106 ms \| \*\*missed\*\* \|$/);
    expect(firstTapTarget(run([['tab', 53], ['load more', null]]))[0]).toMatch(/load more – ms \| \*\*missed\*\* \|$/);
    expect(firstTapTarget(run([]))[0]).toMatch(/\*\*missed\*\* \|$/);
    expect(firstTapTarget(null)).toEqual([]);
  });

  it('take the middle of an odd list and the mean of the two middles of an even one', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
