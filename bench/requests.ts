// wisp's JavaScript requests and gzip bytes before any input: a page is loaded, left alone until the network and wisp
// settle, and every wisp script response is counted (as Lighthouse counts them: idle loads included).
// Run: npx tsx bench/requests.ts [--pages /cyber-essentials/,/legacy-sections/] [--port 4201]. Writes bench/results/requests.json.
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.ts';
import { startDemo } from '../scripts/serve.ts';
import { option, round, writeResult } from './options.ts';
import { chunkName, gzipOf, readSizes } from './sizes.ts';

export const REQUEST_PAGES = ['/cyber-essentials/', '/legacy-sections/', '/fixtures/carousels/testimonial-carousel.html', '/fixtures/counter/basic.html'];

export type RequestCount = { path: string; requests: number; gzipKb: number; files: string[] };

/**
 * Loads `url` in `page` and waits until nothing more comes before any input: the network idle, then wisp's idle loads
 * (2 s at most) and what mounting them arms (`wisp.idle()`, 5 s at most), then the network once more.
 */
export async function loadUntilSettled(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.evaluate('Promise.race([window.wisp?.idle(), new Promise((done) => setTimeout(done, 5000))])');
  await page.waitForLoadState('networkidle');
}

/** Loads `origin + path` on a phone viewport and lists wisp's script files fetched before any input. */
export async function countRequests(browser: Browser, origin: string, path: string): Promise<string[]> {
  const page = await browser.newPage(process.argv.includes('--desktop') ? { viewport: { width: 1366, height: 900 } } : { viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });
  const files: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/wisp/') && url.pathname.endsWith('.js')) files.push(url.pathname.slice('/wisp/'.length));
  });
  await loadUntilSettled(page, origin + path);
  await page.close();
  return [...new Set(files)];
}

export async function benchRequests(pages: string[], port: number): Promise<RequestCount[]> {
  const demo = await startDemo({ port });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const sizes = readSizes();
  const rows: RequestCount[] = [];
  try {
    for (const path of pages) {
      const files = await countRequests(browser, demo.origin, path);
      rows.push({ path, requests: files.length, gzipKb: round(gzipOf(files, sizes) / 1024, 2), files: files.map((file) => `${chunkName(file, sizes)} ${round(gzipOf([file], sizes) / 1024, 2)}`) });
      console.log(`requests ${path}: ${files.length} JS files, ${rows.at(-1)?.gzipKb} KB gzip before any input`);
    }
  } finally {
    await browser.close();
    await demo.close();
  }
  writeResult('requests', { viewport: 'phone 412×915', pages: rows });
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await benchRequests(option('pages', REQUEST_PAGES.join(',')).split(','), Number(option('port', '4205')));
  if (process.argv.includes('--list')) for (const row of rows) console.log(row.path, '\n  ' + row.files.join('\n  '));
}
