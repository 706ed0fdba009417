// Runs the page builder's ORIGINAL free frontend (jQuery + elementor 3.27.6) on our fixture pages, for side-by-side
// tests. The original's code is never committed: it is extracted at test time from ../shared/wordpress and served
// through page.route at the URLs the fixtures' config already names (/wp-content/plugins/elementor/assets/).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import type { Page, Route } from '@playwright/test';

const ARCHIVES = resolve('../shared/wordpress');
const ELEMENTOR = 'elementor-3.27.6.tar.gz';
const WORDPRESS = 'wordpress-6.7.1.tar.gz';
const TARGET = join(tmpdir(), 'wisp-original-elementor-3.27.6');

/** The script tags WordPress prints for the free frontend, in its dependency order, plus the counter's library. */
const SCRIPTS = [
  '/wp-includes/js/jquery/jquery.min.js',
  '/wp-includes/js/jquery/ui/core.min.js',
  '/wp-content/plugins/elementor/assets/lib/jquery-numerator/jquery-numerator.min.js',
  '/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js',
  '/wp-content/plugins/elementor/assets/js/frontend-modules.min.js',
  '/wp-content/plugins/elementor/assets/js/frontend.min.js',
];
const SWIPER_CSS = '/wp-content/plugins/elementor/assets/lib/swiper/v8/css/swiper.min.css';
const WISP_TAG = '<script type="module" src="/wisp/loader.js" fetchpriority="low"></script>';
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json' };

/** Extracts the two archives once per machine; fails loudly (never skips) when ../shared is missing. */
export function extractOriginal(): string {
  for (const name of [ELEMENTOR, WORDPRESS]) {
    if (!existsSync(join(ARCHIVES, name))) {
      throw new Error(`side-by-side tests need ${join(ARCHIVES, name)}: the original page builder is read from ../shared/wordpress, which is missing`);
    }
  }
  const marker = join(TARGET, 'elementor/assets/js/frontend.min.js');
  if (existsSync(marker) && existsSync(join(TARGET, 'wordpress/wp-includes/js/jquery/jquery.min.js'))) return TARGET;
  mkdirSync(TARGET, { recursive: true });
  execFileSync('tar', ['xzf', join(ARCHIVES, ELEMENTOR), '-C', TARGET, 'elementor/assets']);
  execFileSync('tar', ['xzf', join(ARCHIVES, WORDPRESS), '-C', TARGET, 'wordpress/wp-includes/js/jquery']);
  return TARGET;
}

function serveFile(route: Route, file: string): Promise<void> {
  if (!existsSync(file)) return route.fulfill({ status: 404, body: 'not in the archive' });
  return route.fulfill({ status: 200, body: readFileSync(file), contentType: TYPES[extname(file)] ?? 'application/octet-stream' });
}

/**
 * From now on `page` loads fixture pages with the original scripts instead of wisp's loader tag. The fixtures' inline
 * config scripts stay as they are: they are what the original reads. `head`: markup added before `</head>` (what a host
 * prints there before it decides to serve the original).
 */
export async function useOriginal(page: Page, options: { head?: string } = {}): Promise<void> {
  const root = extractOriginal();
  await page.route((url) => url.pathname.startsWith('/fixtures/') && url.pathname.endsWith('.html'), async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    if (!html.includes(WISP_TAG)) throw new Error(`${route.request().url()} has no wisp loader tag to replace`);
    // Swiper's stylesheet, which WordPress enqueues for the page builder's carousels (wisp brings its own rules).
    const tags = [`<link rel="stylesheet" href="${SWIPER_CSS}">`, ...SCRIPTS.map((src) => `<script src="${src}"></script>`)].join('\n');
    await route.fulfill({ response, body: html.replace(WISP_TAG, tags).replace('</head>', `${options.head ?? ''}</head>`) });
  });
  await page.route('**/wp-content/plugins/elementor/**', (route) => {
    const path = new URL(route.request().url()).pathname.replace('/wp-content/plugins/', '');
    return serveFile(route, join(root, path));
  });
  await page.route('**/wp-includes/js/jquery/**', (route) => {
    const path = new URL(route.request().url()).pathname.replace(/^\//, '');
    return serveFile(route, join(root, 'wordpress', path));
  });
  // Nothing of wisp's may run on the original's page.
  await page.route('**/wisp/**', (route) => route.abort());
}

export type Side = 'original' | 'wisp';
export const SIDES: readonly Side[] = ['original', 'wisp'];

/** Opens `path` on one side and waits until that side's frontend has started. */
export async function openSide(page: Page, side: Side, path: string): Promise<void> {
  if (side === 'original') await useOriginal(page);
  await page.goto(path);
  if (side === 'original') {
    await page.waitForFunction(() => Boolean((window as unknown as { elementorFrontend?: { isEditMode(): boolean } }).elementorFrontend?.isEditMode));
  } else {
    await page.waitForFunction(() => window.wisp !== undefined);
    await page.evaluate(() => window.wisp?.idle());
  }
}
