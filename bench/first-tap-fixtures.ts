// First tap per widget kind on our fixtures: a tap right after load at N× CPU on a phone, to the first frame showing the
// change (bench/first-tap.ts), gzip through a front server. Run: npx tsx bench/first-tap-fixtures.ts [--runs 3] [--cpu 4]
// [--kinds nav,tab] [--rtt 150] (a phone network's round trip; the stored results are localhost's) [--no-preload]. Ports from
// bench/options.ts (WISP_BENCH_PORT moves them). Writes bench/results/first-tap.json.
import { chromium } from '@playwright/test';
import { loadavg } from 'node:os';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.ts';
import { startDemo } from '../scripts/serve.ts';
import { measureFirstTap, TAP_CASES, type Tap } from './first-tap.ts';
import { startFront } from './gzip-proxy.ts';
import { injectAsServed } from '../src/tools/built.ts';
import { countOption, median, option, PORTS, writeResult } from './options.ts';


const runs = countOption('runs', 3);
const cpu = Number(option('cpu', '4'));
const only = option('kinds', '').split(',').filter(Boolean);
const rtt = Number(option('rtt', '0'));
const demo = await startDemo({ port: PORTS.demo });
// As `wisp inject` prints the page, as in side by side: hosts print the prepaint style that shows the first panel of tabs and
// accordions from the first paint; without it a title tapped right after load moves when the first panel opens on mount.
// --no-preload: as `wisp inject --no-preload` prints it, without the activate chunk's link beside the loader.
const preload = !process.argv.includes('--no-preload');
const front = await startFront(PORTS.wisp, demo.origin, false, (html) => injectAsServed(html, preload ? {} : { preload: [] }).html);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const rows: Array<{ kind: string; path: string; medianMs: number | null; samples: Tap[] }> = [];
// The machine's load, printed with the figures: on a shared machine, first-tap times vary several-fold with it.
console.log(`first tap${rtt ? ` at ${rtt} ms round trip` : ''}: load average ${loadavg().map((value) => value.toFixed(1)).join(' ')}`);
try {
  for (const tapCase of TAP_CASES.filter((c) => only.length === 0 || only.some((name) => c.kind.includes(name)))) {
    const samples: Tap[] = [];
    for (let run = 0; run < runs; run++) samples.push(await measureFirstTap(browser, front.origin + tapCase.path, cpu, { targets: [tapCase.target], ...tapCase, rttMs: rtt }));
    const ms = samples.map((sample) => sample.ms).filter((value): value is number => value !== null);
    rows.push({ kind: tapCase.kind, path: tapCase.path, medianMs: ms.length ? Math.round(median(ms)) : null, samples });
    console.log(`first tap ${tapCase.kind}: median ${rows.at(-1)?.medianMs ?? '–'} ms (${samples.map((s) => `${s.ms ?? s.outcome}${s.taps > 1 ? ` after ${s.taps} taps` : ''}`).join(', ')})`);
  }
} finally {
  await browser.close();
  await front.close();
  await demo.close();
}
if (only.length === 0 && rtt === 0 && preload) writeResult('first-tap', { cpuSlowdown: cpu, runs, settings: 'Pixel 7 viewport, gzip, tap right after the load event', loadAverage: loadavg().map((value) => Number(value.toFixed(1))), rows });
