// `npm run bench`: builds, then sizes, Lighthouse (fixtures and real pages), scaling and interactions, and the README table.
// Options: --only sizes,requests,lighthouse,real-pages,side-by-side,scaling,interactions  --runs 5 (fixture Lighthouse)
//          --real-runs 1  --side-runs 1 --tap-runs 1 (side by side)  --interaction-runs 3  --sizes 100,1000,10000  --cpu 4
//          --no-readme
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ROOT } from '../scripts/lib/dist.ts';
import { countOption, option, PORTS, writeResult } from './options.ts';
import { benchRequests, REQUEST_PAGES } from './requests.ts';
import { ADDON_SITES, benchSideBySide } from './side-by-side.ts';
import { sizeReport } from './sizes.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchRealPages, REAL_PAGES } from './real-pages.ts';
import { benchScaling } from './scaling.ts';
import { benchInteractions } from './interactions.ts';
import { assertMarkers, renderTable, writeReadme } from './readme-table.ts';

const PARTS = ['sizes', 'requests', 'lighthouse', 'real-pages', 'side-by-side', 'scaling', 'interactions'];
const only = option('only', PARTS.join(',')).split(',');
const unknown = only.filter((part) => !PARTS.includes(part));
if (unknown.length > 0) throw new Error(`unknown --only part(s) ${unknown.join(', ')}; choose from ${PARTS.join(', ')}`);
const readme = !process.argv.includes('--no-readme');
if (readme) assertMarkers();
const cpu = Number(option('cpu', '4'));

const started = Date.now();
const timings: Record<string, number> = {};
async function part(name: string, run: () => Promise<unknown> | unknown): Promise<void> {
  if (!only.includes(name)) return;
  const at = Date.now();
  console.log(`bench: ${name}…`);
  await run();
  timings[name] = Math.round((Date.now() - at) / 1000);
  console.log(`bench: ${name} took ${timings[name]} s`);
}

// The build's own budget check; the bench goes on when it fails so the figures still show what is over.
const build = spawnSync(process.execPath, ['build.mjs'], { cwd: ROOT, encoding: 'utf8' });
const budgetFailures = (build.stderr ?? '').split('\n').filter((line) => line.startsWith('size budget:'));
if (build.status !== 0 && budgetFailures.length === 0) throw new Error(`build failed\n${build.stdout}${build.stderr}`);
budgetFailures.forEach((line) => console.error(line));

await part('sizes', () => writeResult('sizes', { ...sizeReport(), budgetFailures }));
await part('requests', () => benchRequests(REQUEST_PAGES, PORTS.demo));
await part('lighthouse', () => benchLighthouse(countOption('runs', 5)));
await part('real-pages', () => (existsSync(REAL_PAGES) ? benchRealPages(countOption('real-runs', 1)) : console.log(`bench: no ${REAL_PAGES}, skipped`)));
await part('side-by-side', () => (existsSync(ADDON_SITES) ? benchSideBySide({ runs: countOption('side-runs', 1), tapRuns: countOption('tap-runs', 1), cpu, dir: ADDON_SITES, only: [] }) : console.log(`bench: no ${ADDON_SITES}, skipped`)));
await part('scaling', () => benchScaling(cpu, option('sizes', '100,1000,10000').split(',').map(Number)));
await part('interactions', () => benchInteractions(countOption('interaction-runs', 3), cpu));
if (readme) writeReadme(renderTable());
const total = Math.round((Date.now() - started) / 1000);
console.log(`bench: done in ${Math.floor(total / 60)} min ${total % 60} s (${JSON.stringify(timings)})${readme ? ', README table updated' : ''}`);
process.exit(budgetFailures.length > 0 ? 1 : 0);
