// Lighthouse on the fixture pages (served gzip-compressed with the demo backend): with wisp vs the no-JavaScript floor.
// Run: npx tsx bench/lighthouse.ts [--runs 5] [--pages cyber-essentials,legacy-sections,index]. Writes bench/results/lighthouse.json.
import { startDemo } from '../scripts/serve.ts';
import { startFront } from './gzip-proxy.ts';
import { launchChrome } from './lighthouse-run.ts';
import { measurePair, printPair, type PairResult } from './pair.ts';
import { countOption, option, PORTS, writeResult } from './options.ts';
import { readSizes } from './sizes.ts';

const PAGES = ['cyber-essentials', 'legacy-sections', 'index'];

export async function benchLighthouse(runs: number, pages = PAGES): Promise<PairResult[]> {
  const demo = await startDemo({ port: PORTS.demo });
  const wisp = await startFront(PORTS.wisp, demo.origin, false);
  const floor = await startFront(PORTS.floor, demo.origin, true);
  const chrome = await launchChrome(PORTS.chrome);
  const results: PairResult[] = [];
  try {
    const sizes = readSizes();
    for (const page of pages) {
      const path = page === 'index' ? '/' : `/${page}/`;
      results.push(await measurePair(page, { wisp: wisp.origin + path, floor: floor.origin + path }, runs, PORTS.chrome, sizes));
      printPair(results.at(-1) as PairResult);
    }
  } finally {
    await chrome.kill();
    await Promise.all([wisp.close(), floor.close(), demo.close()]);
  }
  writeResult('lighthouse', { runs, settings: 'mobile, simulated throttling (Lighthouse defaults), gzip, offline', pages: results });
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchLighthouse(countOption('runs', 5), option('pages', PAGES.join(',')).split(','));
}
