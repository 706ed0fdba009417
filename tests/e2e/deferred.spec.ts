import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { wispIdle } from './helpers.ts';

// Root cause: sticky elements, nested tabs (for deep links) and the taxonomy filter's URL part loaded at boot or idle on
// every page, 8 KB gzip of the 34 KB fetched before any input on Cyber Essentials; now each waits for what wakes it.

type Chunk = { file: string; entry: string };
const chunkOf = (entry: string): string => {
  const chunks = (JSON.parse(readFileSync('dist/sizes.json', 'utf8')) as { chunks: Chunk[] }).chunks;
  const file = chunks.find((chunk) => chunk.entry === entry)?.file;
  if (!file) throw new Error(`no chunk for ${entry}`);
  return file;
};

/** Every wisp script the page fetches, as it arrives. */
function watchScripts(page: Page): string[] {
  const files: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/wisp/') && pathname.endsWith('.js')) files.push(pathname.slice('/wisp/'.length));
  });
  return files;
}

const BAR = '[data-id="b7a0800"]:not(.elementor-sticky__spacer)';
const STICKY = 'src/elements/sticky/index.ts';

test.describe('a sticky element below the first screen', () => {
  test('is not fetched before any input, and sticks at the top once the first scroll reaches it', async ({ page }) => {
    const files = watchScripts(page);
    await page.goto('/fixtures/sticky/below-fold.html', { waitUntil: 'networkidle' });
    await wispIdle(page);
    expect(files).not.toContain(chunkOf(STICKY));
    const barTop = await page.locator(BAR).evaluate((bar) => bar.getBoundingClientRect().top + scrollY);
    // A script's scroll is no input: only the scroll itself can wake the sticky module here.
    await page.evaluate((top) => window.scrollTo({ top: top + 600, behavior: 'instant' }), barTop);
    await expect(page.locator(BAR)).toHaveClass(/\belementor-sticky--active\b/);
    await expect.poll(() => page.locator(BAR).evaluate((bar) => bar.getBoundingClientRect().top)).toBe(0);
    expect(files).toContain(chunkOf(STICKY));
  });

  test('on a page loaded scrolled past it (a hash), is fetched at once and stuck without any input', async ({ page }) => {
    await page.goto('/fixtures/sticky/below-fold.html#after');
    await expect(page.locator(BAR)).toHaveClass(/\belementor-sticky--active\b/);
    await expect.poll(() => page.locator(BAR).evaluate((bar) => bar.getBoundingClientRect().top)).toBe(0);
  });

  test('is fetched by the first key press, before the page has moved', async ({ page }) => {
    const files = watchScripts(page);
    await page.goto('/fixtures/sticky/below-fold.html', { waitUntil: 'networkidle' });
    await wispIdle(page);
    await page.keyboard.press('Shift');
    await expect.poll(() => files.includes(chunkOf(STICKY))).toBe(true);
    expect(await page.evaluate(() => scrollY)).toBe(0);
  });
});

test.describe('nested tabs far down the page', () => {
  const N = Number.parseInt('c5e1b01', 16);

  test('are not fetched before any input, and a later hash naming a hidden panel loads them and selects its tab', async ({ page }) => {
    const files = watchScripts(page);
    await page.goto('/cyber-essentials/', { waitUntil: 'networkidle' });
    await wispIdle(page);
    expect(files).not.toContain(chunkOf('src/widgets/nested-tabs/index.ts'));
    // The panel is hidden, so the browser cannot scroll to it: nothing but the hash itself can wake the module.
    await page.evaluate((number) => { location.hash = `#e-n-tab-content-${number}2`; }, N);
    await expect(page.locator(`#e-n-tab-title-${N}2`)).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator(`#e-n-tab-title-${N}1`)).toHaveAttribute('aria-selected', 'false');
  });

  test('a deep link on load to a hidden panel selects its tab without any input', async ({ page }) => {
    await page.goto(`/cyber-essentials/#e-n-tab-content-${N}2`);
    await expect(page.locator(`#e-n-tab-title-${N}2`)).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('a taxonomy filter far down the page', () => {
  const FILTER = '[data-id="7a8f1a1"]';

  test('is not fetched before any input without filter terms in the URL', async ({ page }) => {
    const files = watchScripts(page);
    await page.goto('/cyber-essentials/', { waitUntil: 'networkidle' });
    await wispIdle(page);
    expect(files).not.toContain(chunkOf('src/widgets/taxonomy-filter/index.ts'));
  });

  test('shows the terms a URL names without any input', async ({ page }) => {
    await page.goto('/cyber-essentials/?e-filter-100b9d1-category=guides');
    await expect(page.locator(`${FILTER} [data-filter="guides"]`)).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => scrollY)).toBe(0);
  });
});

test.describe('the first tap on a deferred widget whose script is still on its way', () => {
  /**
   * Holds back every response for chunks whose name starts with `name`, so the tap surely comes first: 300 ms, well
   * inside the 1.5 s a held click waits, which a loaded machine (the whole suite on two cores) needs for the rest.
   */
  const delayChunk = (page: Page, name: string) => page.route(`**/wisp/chunks/${name}-*.js`, async (route) => {
    await new Promise((done) => setTimeout(done, 300));
    await route.continue();
  });

  test('a tap on a nested tab title is held and replayed: the tab it names is selected', async ({ page }) => {
    const N = Number.parseInt('c5e1b01', 16);
    await delayChunk(page, 'nested-tabs');
    await page.goto('/cyber-essentials/', { waitUntil: 'networkidle' });
    await wispIdle(page);
    const second = page.locator(`#e-n-tab-title-${N}2`);
    await second.scrollIntoViewIfNeeded();
    await second.click();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator(`#e-n-tab-title-${N}1`)).toHaveAttribute('aria-selected', 'false');
  });

  test('a tap on a taxonomy filter term is held and replayed: the term is pressed and written to the URL', async ({ page }) => {
    await delayChunk(page, 'taxonomy-filter');
    await page.goto('/cyber-essentials/', { waitUntil: 'networkidle' });
    await wispIdle(page);
    const guides = page.locator('[data-id="7a8f1a1"] [data-filter="guides"]');
    await guides.scrollIntoViewIfNeeded();
    await guides.click();
    await expect(guides).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => new URL(page.url()).search).toBe('?e-filter-100b9d1-category=guides');
  });
});
