// Runs Lighthouse (mobile, simulated throttling, performance only) in one offline Chromium and extracts our metrics.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.ts';
import { median, round } from './options.ts';

export type Metrics = { score: number; tbtMs: number; lcpMs: number; fcpMs: number; cls: number; jsKb: number; wispJsKb: number; bootupMs: number; wispBootupMs: number; longestTaskMs: number };
export type Run = Metrics & { wispFiles: string[]; lcpElement: string };
type Item = Record<string, unknown>;

// Every host but loopback fails to resolve at once: the page cannot reach the network, and nothing waits on it.
const OFFLINE = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost';
// Report every script's boot-up time, not only those above Lighthouse's 50 ms display threshold.
const CONFIG = { extends: 'lighthouse:default', settings: { onlyCategories: ['performance'] }, audits: [{ path: 'bootup-time', options: { thresholdInMs: 0 } }] };

export async function launchChrome(port: number): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({ chromePath: CHROMIUM_PATH, port, chromeFlags: [...CHROMIUM_ARGS, '--headless=new', OFFLINE] });
}

const itemsOf = (lhr: { audits: Record<string, unknown> }, id: string): Item[] =>
  ((lhr.audits[id] as { details?: { items?: unknown[] } } | undefined)?.details?.items ?? []) as Item[];
const isWisp = (url: unknown): boolean => typeof url === 'string' && url.includes('/wisp/');
const sum = (items: Item[], key: string): number => items.reduce((total, item) => total + Number(item[key] ?? 0), 0);

/** One Lighthouse run of `url` through the already running Chromium on `port`. */
export async function runLighthouse(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' }, CONFIG as never);
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message} (${url})`);
  const audit = (id: string): number => Number(lhr.audits[id]?.numericValue ?? Number.NaN);
  const scripts = itemsOf(lhr, 'network-requests').filter((item) => item['resourceType'] === 'Script');
  const wispScripts = scripts.filter((item) => isWisp(item['url']));
  const bootup = itemsOf(lhr, 'bootup-time');
  const scriptTime = (items: Item[]): number => sum(items, 'scripting') + sum(items, 'scriptParseCompile');
  const tasks = itemsOf(lhr, 'long-tasks');
  return {
    score: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
    tbtMs: audit('total-blocking-time'), lcpMs: audit('largest-contentful-paint'), fcpMs: audit('first-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    jsKb: sum(scripts, 'transferSize') / 1024, wispJsKb: sum(wispScripts, 'transferSize') / 1024,
    bootupMs: scriptTime(bootup), wispBootupMs: scriptTime(bootup.filter((item) => isWisp(item['url']))),
    longestTaskMs: Math.max(0, ...tasks.map((task) => Number(task['duration'] ?? 0))),
    lcpElement: /"snippet":"((?:[^"\\]|\\.)*)"/.exec(JSON.stringify(lhr.audits['largest-contentful-paint-element']?.details ?? {}))?.[1]?.slice(0, 120) ?? '',
    wispFiles: wispScripts.map((item) => String(item['url']).replace(/^.*\/wisp\//, '').replace(/[?#].*$/, '')),
  };
}

/** The per-metric median of several runs, rounded for reading. */
export function medianOf(runs: Run[]): Metrics {
  const pick = (key: keyof Metrics, digits: number): number => round(median(runs.map((run) => run[key])), digits);
  return {
    score: pick('score', 0), tbtMs: pick('tbtMs', 0), lcpMs: pick('lcpMs', 0), fcpMs: pick('fcpMs', 0), cls: pick('cls', 3),
    jsKb: pick('jsKb', 2), wispJsKb: pick('wispJsKb', 2), bootupMs: pick('bootupMs', 0), wispBootupMs: pick('wispBootupMs', 0),
    longestTaskMs: pick('longestTaskMs', 0),
  };
}
