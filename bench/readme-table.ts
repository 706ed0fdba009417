// Renders the benchmark results (bench/results/*.json) as Markdown and writes them between the README's bench markers.
// Run: npx tsx bench/readme-table.ts (after any bench script) to refresh the README from the stored results.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../scripts/lib/dist.ts';
import { RESULTS } from './options.ts';
import type { PairResult } from './pair.ts';
import { sideBySideTable } from './side-by-side-table.ts';

export const README = join(ROOT, 'README.md');
const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- result files are our own output

const load = (name: string): Json | null => (existsSync(join(RESULTS, `${name}.json`)) ? (JSON.parse(readFileSync(join(RESULTS, `${name}.json`), 'utf8')) as Json) : null);
const kb = (bytes: number): string => (bytes / 1024).toFixed(2);
const pair = (a: unknown, b: unknown): string => `${String(a)} / ${String(b)}`;
const ratio = (value: unknown): string => (value === null || value === undefined ? '–' : `${String(value)}×`);
const yes = (ok: boolean): string => (ok ? 'met' : '**missed**');
const row = (cells: unknown[]): string => `| ${cells.map(String).join(' | ')} |`;

/** Fails before any benchmark runs when the README has no place for the table. */
export function assertMarkers(readme = README): void {
  const text = readFileSync(readme, 'utf8');
  const start = text.indexOf(START);
  if (start < 0 || text.indexOf(END, start) < 0) throw new Error(`README.md needs the markers ${START} and ${END} (in that order) under "## Benchmarks"`);
}

export function writeReadme(table: string, readme = README): void {
  assertMarkers(readme);
  const text = readFileSync(readme, 'utf8');
  const start = text.indexOf(START) + START.length;
  const end = text.indexOf(END, start);
  writeFileSync(readme, `${text.slice(0, start)}\n${table.trim()}\n${text.slice(end)}`);
}

/**
 * Issue 23's blocking-time target over the captured real pages: how many meet it, and which do not, against the floor and
 * against the page as captured. Not shifts against the page as captured: on a capture the page builder's scripts are
 * missing, so it has none of the shifts they cause (a counter counting up, submenu icons inserted) that wisp's do too.
 */
export function realPageTargets(real: Json | null): string[] {
  const pages = ((real?.['pages'] ?? []) as PairResult[]).filter((p) => Number.isFinite(p.wisp.tbtMs));
  if (pages.length === 0) return [];
  // One row: how many pages meet `ok`, and the others by name (without the capture's owner prefix or a trailing index
  // file: short, and still one name per page) with their figures.
  const target = (label: string, ok: (p: PairResult) => boolean, figures: (p: PairResult) => string): string => {
    const missed = pages.filter((p) => !ok(p));
    const list = missed.map((p) => `${p.page.replace(/^[^/]*?__/, '').replace(/\/index\.html?$/, '')} ${figures(p)}`).join(', ');
    return row([label, `${pages.length - missed.length} of ${pages.length}${missed.length ? ` (not: ${list})` : ''}`, yes(missed.length === 0)]);
  };
  const lines = [target('TBT within 10 ms of the floor (captured real pages)', (p) => p.tbtDeltaMs <= 10, (p) => pair(p.wisp.tbtMs, p.floor.tbtMs))];
  // The same target against each other baseline every page carries.
  const baselines = [
    ['captured', 'tbtOverCapturedMs', 'the page as captured (its own scripts, no wisp)'],
    ['kept', 'tbtOverKeptMs', 'the scripts wisp keeps, alone (its page without its own tags)'],
  ] as const;
  for (const [key, over, label] of baselines) {
    if (pages.every((p) => p[key])) lines.push(target(`TBT within 10 ms of ${label}`, (p) => (p[over] ?? 0) <= 10, (p) => pair(p.wisp.tbtMs, p[key]?.tbtMs)));
  }
  return lines;
}

/** 100 ms: issue 20's first-tap target, for every kind. */
const FIRST_TAP_MS = 100;

/**
 * Issue 20's first-tap target, per kind, from `bench/first-tap-fixtures.ts`'s stored run (the load average it ran at
 * with it: on a shared machine the figures move with it). A kind with no change within 5 s misses.
 */
export function firstTapTarget(result: Json | null): string[] {
  if (!result) return [];
  const rows = result['rows'] as Array<{ kind: string; medianMs: number | null }>;
  const figures = rows.map((r) => `${r.kind} ${r.medianMs ?? '–'}`).join(', ');
  const load = Array.isArray(result['loadAverage']) ? `, load average ${String(result['loadAverage'][0])}` : '';
  const label = `first tap under ${FIRST_TAP_MS} ms per kind (${String(result['cpuSlowdown'])}x CPU, phone, right after load, median of ${String(result['runs'])}${load})`;
  return [row([label, `${figures} ms`, yes(rows.length > 0 && rows.every((r) => r.medianMs !== null && r.medianMs <= FIRST_TAP_MS))])];
}

function targets(lighthouse: Json | null, sizes: Json | null, scaling: Json | null, real: Json | null = null, firstTap: Json | null = null): string[] {
  const lines = [row(['target', 'measured', '']), row(['---', '---', '---'])];
  const pages = (lighthouse?.['pages'] ?? []) as PairResult[];
  for (const page of pages.filter((p) => p.page !== 'index')) {
    lines.push(row([`TBT within 10 ms of the floor (${page.page})`, `${page.tbtDeltaMs} ms`, yes(page.tbtDeltaMs <= 10)]));
    lines.push(row([`CLS no worse than the floor (${page.page})`, pair(page.wisp.cls, page.floor.cls), yes(page.clsDelta <= 0)]));
  }
  if (sizes) lines.push(row(['loader under 4 KB gzip', `${kb(sizes['loader'].gzip)} KB`, yes(sizes['loader'].gzip < 4096)]));
  const cyber = pages.find((p) => p.page === 'cyber-essentials');
  if (cyber) lines.push(row(['JS before first interaction under 25 KB gzip (Cyber Essentials)', `${cyber.wispGzipKb} KB in ${cyber.wispRequests} files`, yes(cyber.wispGzipKb < 25)]));
  if (scaling) {
    const worst = Math.max(0, ...(scaling['rows'] as Json[]).map((r) => Number(r['longestScriptTaskMs'])));
    lines.push(row([`no script task over 50 ms at ${String(scaling['cpuSlowdown'])}x CPU slowdown`, `${worst} ms`, yes(worst <= 50)]));
    lines.push(row(['cost grows linearly', String(scaling['linearity'].sentence), yes(Boolean(scaling['linearity'].linear))]));
  }
  return [...lines, ...firstTapTarget(firstTap), ...realPageTargets(real)];
}

export function lighthouseTable(result: Json | null, title: string): string[] {
  if (!result) return [];
  const pages = result['pages'] as PairResult[];
  // Captured pages carry a third variant, the page as captured (its own scripts, no wisp), and may carry a fourth, the
  // scripts wisp keeps alone: each cell then has three or four figures.
  const withCaptured = pages.some((p) => p.captured);
  const withKept = pages.some((p) => p.kept);
  const names = ['wisp', ...(withKept ? ['kept'] : []), ...(withCaptured ? ['as captured'] : []), 'floor'].join(' / ');
  const cells = `${names}${withKept ? ', kept = wisp\'s page without its own tags (the scripts it keeps, alone)' : ''}${withCaptured ? ', as captured = the page with its own scripts and no wisp' : ''}`;
  const lines = [`**${title}** (${String(result['settings'])}; median of ${String(result['runs'])} run${result['runs'] > 1 ? 's' : ''}; each cell ${cells}, floor = same page without any script)`, ''];
  lines.push(row(['page', 'score', 'TBT ms', 'LCP ms', 'LCP ratio', 'CLS', 'JS transferred KB', 'wisp JS gzip KB (files)', 'JS boot-up ms']));
  lines.push(row(Array(9).fill('---')));
  for (const p of pages) {
    const cell = (key: keyof PairResult['wisp']) => [p.wisp[key], ...(withKept ? [p.kept?.[key] ?? '–'] : []), ...(withCaptured ? [p.captured?.[key] ?? '–'] : []), p.floor[key]].map(String).join(' / ');
    lines.push(row([p.page.replace(/\/index\.html?$/, '/'), cell('score'), cell('tbtMs'), cell('lcpMs'), ratio(p.ratio.lcpMs), cell('cls'), cell('jsKb'), `${p.wispGzipKb} (${p.wispRequests})`, cell('bootupMs')]));
  }
  return [...lines, ''];
}

function scalingTable(result: Json | null): string[] {
  if (!result) return [];
  const lines = [`**Scaling** (synthetic pages of mixed widgets, ${String(result['cpuSlowdown'])}x CPU slowdown; boot = until \`wisp.idle()\` with the first screen; mount = scrolled through so every widget mounts; script time from the trace, minus the floor's)`, ''];
  lines.push(row(['widgets', 'elements (mounted)', 'boot ms', 'boot script ms (per element)', 'mount script ms per element', 'heap MB (floor)', 'longest script task ms', 'longest task ms (owner)', 'floor: longest task / HTML parse ms']));
  lines.push(row(Array(9).fill('---')));
  for (const r of result['rows'] as Json[]) {
    const tasks = r['longTasks'] as Array<{ ms: number; owner: string }>;
    const top = tasks.reduce((best, task) => (task.ms > best.ms ? task : best), { ms: 0, owner: '–' });
    lines.push(row([r['widgets'], `${String(r['elements'])} (${String(r['mounted'])})`, r['bootMs'], `${String(r['bootScriptMs'])} (${String(r['bootMsPerElement'])})`, r['mountMsPerElement'] ?? 'not scrolled', pair(r['heapMb'], r['floorHeapMb']), r['longestScriptTaskMs'], `${top.ms} (${top.owner})`, pair(r['longestFloorTaskMs'], r['longestParseTaskMs'])]));
  }
  return [...lines, '', String(result['linearity'].sentence), ''];
}

function interactionsTable(result: Json | null): string[] {
  if (!result) return [];
  const lines = [`**Interaction latency** (input to the first frame after the change, ${String(result['cpuSlowdown'])}x CPU slowdown, median of ${String(result['runs'])} fresh loads for the first interaction)`, ''];
  lines.push(row(['interaction', 'click right after load', 'first (widget in view, wisp idle) ms', 'later ms', 'worst Event Timing ms']));
  lines.push(row(Array(5).fill('---')));
  for (const c of result['cases'] as Json[]) {
    const early = c['earlyClick'] as Json | undefined;
    const worst = Math.max(Number(c['first'].worstEventTimingMs), Number(c['later'].worstEventTimingMs));
    lines.push(row([c['name'], early ? (early['ms'] === null ? String(early['outcome']) : `${String(early['ms'])} ms`) : '–', c['first'].medianMs, c['later'].medianMs, worst || '< 16']));
  }
  return [...lines, ''];
}

function sizesTable(result: Json | null): string[] {
  if (!result) return [];
  const chunks = (result['chunks'] as Json[]).filter((c) => c['role'] === 'module').sort((a, b) => b['ownGzip'] - a['ownGzip']).slice(0, 6);
  const lines = ['**Sizes** (bytes as built, the largest modules by own cost; every chunk in `bench/results/sizes.json`)', '', row(['chunk', 'raw KB', 'gzip KB', 'brotli KB', 'own gzip KB (budget 15)']), row(Array(5).fill('---'))];
  const loader = result['loader'] as Json;
  lines.push(row([`loader at boot (${(loader['files'] as string[]).length} file(s))`, kb(loader['raw']), kb(loader['gzip']), kb(loader['brotli']), '–']));
  for (const c of chunks) lines.push(row([String(c['entry']).replace(/^src\/|\/index\.tsx?$/g, ''), kb(c['raw']), kb(c['gzip']), kb(c['brotli']), kb(c['ownGzip'])]));
  return [...lines, ''];
}

export function renderTable(): string {
  const [lighthouse, real, scaling, interactions, sizes, sideBySide, firstTap] = ['lighthouse', 'real-pages', 'scaling', 'interactions', 'sizes', 'side-by-side', 'first-tap'].map(load);
  // Parts can be rerun alone (`--only`): each part's own date, so a table never passes older figures off as new ones.
  const parts: Array<[string, Json | null | undefined]> = [['Lighthouse', lighthouse], ['real pages', real], ['side by side', sideBySide], ['scaling', scaling], ['interactions', interactions], ['first tap', firstTap], ['sizes', sizes]];
  // And each part's own machine, as stored with it (results written before it was stored name none).
  const runs = parts.filter(([, r]) => r?.['date']).map(([name, r]) => `${name} ${String(r?.['date']).slice(0, 10)}${r?.['machine'] ? ` on ${String(r['machine'])}` : ''}`).join(', ');
  return [
    `Last runs: ${runs || '?'} (\`npm run bench\`, JSON in \`bench/results/\`).`, '',
    ...targets(lighthouse ?? null, sizes ?? null, scaling ?? null, real ?? null, firstTap ?? null), '',
    ...lighthouseTable(lighthouse ?? null, 'Lighthouse, fixture pages'), ...lighthouseTable(real ?? null, 'Lighthouse, captured real pages'),
    ...sideBySideTable(sideBySide ?? null), ...scalingTable(scaling ?? null), ...interactionsTable(interactions ?? null), ...sizesTable(sizes ?? null),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeReadme(renderTable());
  console.log('README.md benchmark table updated');
}
