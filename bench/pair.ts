// Measures one page in its two variants (with wisp, and the no-JavaScript floor), runs interleaved, medians compared;
// on a captured page, a third: the page as captured, with its own scripts and none of wisp's; and a fourth, the page as
// wisp serves it without wisp's own tags (the scripts wisp keeps, alone).
import { medianOf, runLighthouse, type Metrics, type Run } from './lighthouse-run.ts';
import { chunkName, gzipOf, type Sizes } from './sizes.ts';
import { round } from './options.ts';

export type PairResult = {
  page: string; runs: number; wisp: Metrics; floor: Metrics;
  /** wisp ÷ floor per metric; null when the floor is 0. */
  ratio: Partial<Record<keyof Metrics, number | null>>;
  tbtDeltaMs: number; clsDelta: number; lcpDeltaMs: number;
  /** wisp's JavaScript fetched during the load (no interaction): gzip bodies as built, and per chunk. */
  wispGzipKb: number; wispRequests: number; wispChunks: string[]; lcpElement: { wisp: string; floor: string };
  /**
   * The page as captured: its own scripts (inline ones, and those of its files the capture holds), none of wisp's, and
   * the page builder's wherever the capture has them. The floor strips the page's own scripts too, so what wisp adds to
   * a page is wisp's figure against this one, not against the floor.
   */
  captured?: Metrics;
  tbtOverCapturedMs?: number;
  /**
   * The page as wisp serves it with wisp's own tags taken out: the page's scripts that wisp keeps (jQuery where needed,
   * add-ons, analytics), alone. The floor strips those too, so wisp's own blocking is wisp's figure against this one.
   */
  kept?: Metrics;
  tbtOverKeptMs?: number;
};

const RATIO_KEYS: Array<keyof Metrics> = ['score', 'tbtMs', 'lcpMs', 'fcpMs', 'cls', 'jsKb', 'bootupMs', 'longestTaskMs'];

function ratios(wisp: Metrics, floor: Metrics): PairResult['ratio'] {
  return Object.fromEntries(RATIO_KEYS.map((key) => [key, floor[key] === 0 ? null : round(wisp[key] / floor[key], 2)]));
}

/** One run, repeated once when Lighthouse could not compute LCP (it then scores 0, which is not the page's doing). */
async function runChecked(url: string, port: number): Promise<Run> {
  const run = await runLighthouse(url, port).catch((error: unknown) => (console.error(String(error)), null));
  if (run && Number.isFinite(run.lcpMs)) return run;
  return runLighthouse(url, port);
}

/**
 * The order of `runs` rounds over `variants`, each round started one variant further on: the first run after another
 * page (or a fresh browser) is often the slowest, and with a fixed order it always fell on the same variant (wisp's).
 */
export function rotatedRuns<T>(variants: readonly T[], runs: number): T[] {
  return Array.from({ length: runs }, (_, round) => variants.map((_, k) => variants[(round + k) % variants.length]!)).flat();
}

/**
 * `runs` rounds over the variants that have a URL, in `rotatedRuns` order (the order of `urls`' keys first), so machine
 * noise falls on all alike: each variant's runs.
 */
export async function alternatedRuns<V extends string>(urls: Partial<Record<V, string>>, runs: number, run: (url: string) => Promise<Run>): Promise<Partial<Record<V, Run[]>>> {
  const variants = (Object.keys(urls) as V[]).filter((variant) => urls[variant]);
  const out: Partial<Record<V, Run[]>> = {};
  for (const variant of rotatedRuns(variants, runs)) (out[variant] ??= []).push(await run(urls[variant] as string));
  return out;
}

/** Runs the variants interleaved (wisp, floor, captured; floor, captured, wisp; …) so machine noise falls on all alike. */
export async function measurePair(page: string, urls: { wisp: string; floor: string; captured?: string; kept?: string }, runs: number, port: number, sizes: Sizes): Promise<PairResult> {
  const all = await alternatedRuns(urls, runs, (url) => runChecked(url, port));
  const wispRuns = all.wisp ?? [];
  const floorRuns = all.floor ?? [];
  const wisp = medianOf(wispRuns);
  const floor = medianOf(floorRuns);
  const captured = all.captured ? medianOf(all.captured) : null;
  const kept = all.kept ? medianOf(all.kept) : null;
  // The chunks of the run with the median JS bytes: the set can differ between runs (idle and visible triggers).
  const typical = [...wispRuns].sort((a, b) => a.jsKb - b.jsKb)[Math.floor(runs / 2)] ?? wispRuns[0];
  const files = typical?.wispFiles ?? [];
  return {
    page, runs, wisp, floor, ratio: ratios(wisp, floor),
    tbtDeltaMs: round(wisp.tbtMs - floor.tbtMs, 0), clsDelta: round(wisp.cls - floor.cls, 3), lcpDeltaMs: round(wisp.lcpMs - floor.lcpMs, 0),
    wispGzipKb: round(gzipOf(files, sizes) / 1024, 2), wispRequests: files.length,
    wispChunks: files.map((file) => `${chunkName(file, sizes)} ${round((sizes.chunks.find((c) => c.file === file)?.gzip ?? 0) / 1024, 2)}`),
    lcpElement: { wisp: typical?.lcpElement ?? '', floor: floorRuns[0]?.lcpElement ?? '' },
    ...(captured ? { captured, tbtOverCapturedMs: round(wisp.tbtMs - captured.tbtMs, 0) } : {}),
    ...(kept ? { kept, tbtOverKeptMs: round(wisp.tbtMs - kept.tbtMs, 0) } : {}),
  };
}

export function printPair(result: PairResult): void {
  const { wisp, floor, captured, kept } = result;
  const asCaptured = captured ? ` (as captured: TBT ${captured.tbtMs} ms, CLS ${captured.cls})` : '';
  const keptOnly = kept ? ` (kept scripts only: TBT ${kept.tbtMs} ms, LCP ${kept.lcpMs} ms)` : '';
  console.log(`${result.page} (median of ${result.runs}): score ${wisp.score}/${floor.score}, TBT ${wisp.tbtMs}/${floor.tbtMs} ms (Δ ${result.tbtDeltaMs})${asCaptured}${keptOnly}, LCP ${wisp.lcpMs}/${floor.lcpMs} ms, CLS ${wisp.cls}/${floor.cls}, JS ${wisp.jsKb} KB transferred (${result.wispGzipKb} KB gzip wisp, ${result.wispRequests} requests), boot-up ${wisp.bootupMs}/${floor.bootupMs} ms`);
}
