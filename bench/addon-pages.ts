// The captured add-on pages, original scripts against wisp, on the two figures side by side measures too coarsely:
// the JS files fetched before any input (every script response until the network and wisp are idle, on a phone
// viewport), and the first tap right after load at 4x CPU with the two variants' loads interleaved (side by side takes
// 3 taps per variant after its Lighthouse runs, whose medians moved by 40 ms between runs).
// Run: npx tsx bench/addon-pages.ts [--pages workshops,aharshaala] [--taps 8] [--cpu 4]. Prints only.
import type { Browser } from '@playwright/test';
import { openAddonBench } from './addon-bench.ts';
import { measureFirstTap } from './first-tap.ts';
import { loadUntilSettled } from './requests.ts';
import { countOption, median, option } from './options.ts';

const VARIANTS = ['original', 'wisp'] as const;

/** Script responses of one load, and how many of them are wisp's. */
async function scriptsBeforeInput(browser: Browser, url: string): Promise<{ all: number; wisp: number }> {
  const page = await browser.newPage({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });
  const paths = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') paths.add(new URL(response.url()).pathname);
  });
  try {
    await loadUntilSettled(page, url);
  } finally {
    await page.close();
  }
  return { all: paths.size, wisp: [...paths].filter((path) => path.startsWith('/wisp/')).length };
}

const taps = countOption('taps', 8);
const cpu = Number(option('cpu', '4'));
const { pages, browser, serve, close } = await openAddonBench();
try {
  for (const page of pages) {
    const url = await serve(page);
    const files = await Promise.all(VARIANTS.map((variant) => scriptsBeforeInput(browser, url(variant))));
    console.log(`${page.key}: JS files before input, original ${files[0]?.all}, wisp ${files[1]?.all} (${files[1]?.wisp} of them wisp's)`);
    const samples: Record<string, number[]> = { original: [], wisp: [] };
    let target = '';
    for (let run = 0; run < taps; run++) {
      for (const variant of VARIANTS) {
        const tap = await measureFirstTap(browser, url(variant), cpu);
        if (tap.ms !== null) samples[variant]?.push(tap.ms);
        target ||= tap.target ?? '';
      }
    }
    // A target that neither variant changes (an add-on's button that only scrolls) has no figure.
    if (!target || VARIANTS.every((variant) => (samples[variant] ?? []).length === 0)) continue;
    const figure = (variant: string) => ((samples[variant] ?? []).length ? `${median(samples[variant] ?? [])} ms (${(samples[variant] ?? []).join(', ')})` : 'no change');
    console.log(`${page.key}: first tap on ${target}, medians of ${taps} interleaved loads: ${VARIANTS.map((variant) => `${variant} ${figure(variant)}`).join('; ')}`);
  }
} finally {
  await close();
}
