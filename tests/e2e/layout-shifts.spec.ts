// Layout shifts wisp must not cause: fixture pages served as `wisp inject` prints them, with the widget's chunk held
// back so its module surely mounts after the first paint, as on a slow phone.
import { expect, test, type Page } from '@playwright/test';
import { injectWisp } from '../../src/tools/inject.ts';
import { readyWidget } from './helpers.ts';

type Shift = { value: number; sources: string[] };

/** Records every layout shift (buffered, so those before the page's own scripts count too) in `window.__shifts`. */
async function observeShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const scope = window as unknown as { __shifts: Shift[] };
    scope.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }>) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) => (source.node instanceof Element ? source.node.className : String(source.node?.nodeName)));
        scope.__shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Serves the fixture pages through the real `wisp inject`, as a site using it would print them. */
async function serveInjected(page: Page): Promise<void> {
  await page.route((url) => url.pathname.startsWith('/fixtures/') && url.pathname.endsWith('.html'), async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: injectWisp(await response.text()).html });
  });
}

/** Holds the chunk matching `pattern` until the returned function is called. */
async function holdChunk(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((done) => { release = done; });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const shiftsOf = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
/** Two frames: a shift is reported for the frame that painted it. */
const twoFrames = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

const FIRST_OPEN = [
  { kind: 'classic tabs', path: '/fixtures/tabs/basic.html', id: 'b0a5e01', chunk: /\/wisp\/chunks\/tabs-[0-9A-Z]+\.js$/ },
  { kind: 'an accordion', path: '/fixtures/accordion/basic.html', id: 'acc0001', chunk: /\/wisp\/chunks\/accordion-[0-9A-Z]+\.js$/ },
];

for (const { kind, path, id, chunk } of FIRST_OPEN) {
  test(`the first panel of ${kind} shows from the first paint and nothing moves when the module mounts`, async ({ page }) => {
    // Issue 23: the server prints every panel hidden and the module opened the first one after the first paint, which
    // pushed everything below it down (CLS 0.035 on a phone); the prepaint style `wisp inject` prints now opens it.
    await observeShifts(page);
    await serveInjected(page);
    const release = await holdChunk(page, chunk);
    await page.goto(path);
    const root = page.locator(`[data-id="${id}"]`);
    const first = root.locator('.elementor-tab-content[data-tab="1"]');
    await expect(first).toBeVisible();
    await expect(root).not.toHaveAttribute('data-wisp-ready', /.*/);
    await expect(root.locator('.elementor-tab-content[data-tab="2"]')).toBeHidden();
    release();
    await readyWidget(page, id);
    await twoFrames(page);
    await expect(first).toBeVisible();
    expect(await shiftsOf(page)).toEqual([]);
  });
}

test('sections with overlays, dividers, slideshows, a video and lazy backgrounds do not move as wisp starts them and the page scrolls', async ({ page }) => {
  // Issue 23 reported CLS 0.015 from wisp on a page whose second section has a background overlay (0 with the
  // original); this page gathers what wisp starts on such sections, scrolled through so the lazy ones start too.
  await observeShifts(page);
  await serveInjected(page);
  await page.goto('/fixtures/backgrounds/overlays.html');
  await expect(page.locator('[data-id="bd00300"]')).toHaveAttribute('data-wisp-ready', '');
  for (const id of ['bd00400', 'bd00500', 'bd00801']) await readyWidget(page, id);
  await twoFrames(page);
  expect(await shiftsOf(page)).toEqual([]);
});

test('the media carousel thumbnail strip keeps the slide widths Swiper gives it, so nothing moves when it starts', async ({ page }) => {
  // Issue 23: the strip was started without the carousel family's structural rules, so on a page without Swiper's CSS
  // its slides shrank to fit the row right after Swiper sized them (CLS 0.0075 on a phone).
  await observeShifts(page);
  await page.goto('/fixtures/carousels/media-carousel.html');
  const root = await readyWidget(page, 'c1c0002');
  await twoFrames(page);
  const widths = await root.locator('.elementor-thumbnails-swiper .swiper-slide').evaluateAll((slides) =>
    slides.map((slide) => [Math.round(slide.getBoundingClientRect().width), Math.round(Number.parseFloat((slide as HTMLElement).style.width))]));
  expect(widths.length).toBeGreaterThan(1);
  for (const [rendered, set] of widths) expect(rendered).toBe(set);
  expect(await shiftsOf(page)).toEqual([]);
});

test('what hide markers name is hidden from the first paint on a page as wisp inject prints it, so nothing moves when the behaviour starts', async ({ page }) => {
  // Issue 23: Dynamic Conditions' hide-wrapper and hide-others markers were applied by a behaviour whose chunk arrives
  // after the first paint, and the sections below moved up (CLS 0.053 on a phone); inject now prints them as rules.
  await observeShifts(page);
  await serveInjected(page);
  const release = await holdChunk(page, /\/wisp\/chunks\/column-redistribution-[0-9A-Z]+\.js$/);
  await page.goto('/fixtures/columns/hide-markers.html');
  await expect(page.locator('.e-fixture-dc-wrapper')).toBeHidden();
  await expect(page.locator('.e-fixture-promo')).toHaveCount(2);
  for (const promo of await page.locator('.e-fixture-promo').all()) await expect(promo).toBeHidden();
  await expect(page.locator('.e-fixture-keep').first()).toBeVisible();
  release();
  await page.waitForFunction(() => document.querySelector<HTMLElement>('.e-fixture-dc-wrapper')?.style.display === 'none');
  await twoFrames(page);
  expect(await shiftsOf(page)).toEqual([]);
});
