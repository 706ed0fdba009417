// Layout shifts wisp must not cause: fixture pages served as `wisp inject` prints them, with the widget's chunk held
// back so its module surely mounts after the first paint, as on a slow phone.
import { join } from 'node:path';
import { expect, test, type Page, type Route } from '@playwright/test';
import { injectWisp, type InjectOptions } from '../../src/tools/inject.ts';
import { toPrepaintTag } from '../../src/tools/prepaint.ts';
import { readyWidget } from './helpers.ts';
import { extractOriginal, useOriginal } from './original.ts';

type Shift = { value: number; sources: string[] };

/** Records every layout shift (buffered, so those before the page's own scripts count too) in `window.__shifts`. */
async function observeShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const scope = window as unknown as { __shifts: Shift[]; __takeShifts: () => Shift[] };
    scope.__shifts = [];
    const record = (entries: PerformanceEntryList) => {
      for (const entry of entries as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }>) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) => (source.node instanceof Element ? source.node.className : String(source.node?.nodeName)));
        scope.__shifts.push({ value: entry.value, sources });
      }
    };
    const observer = new PerformanceObserver((list) => record(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    // The observer's callback comes in a task of its own, after the frame that shifted: a read right after two frames
    // takes what is still waiting for it, or a shift could be missed.
    scope.__takeShifts = () => (record(observer.takeRecords()), scope.__shifts);
  });
}

/** Serves the fixture pages through the real `wisp inject`, as a site using it would print them. */
async function serveInjected(page: Page, options: InjectOptions = {}): Promise<void> {
  await page.route((url) => url.pathname.startsWith('/fixtures/') && url.pathname.endsWith('.html'), async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: injectWisp(await response.text(), options).html });
  });
}

/**
 * Holds the requests `match` names (a widget's chunk, a stylesheet) until the returned function is called, then
 * answers them with `answer` (by default, as the server does).
 */
async function holdRequest(page: Page, match: RegExp | ((url: URL) => boolean), answer = (route: Route) => route.continue()): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((done) => { release = done; });
  await page.route(match, async (route) => {
    await released;
    await answer(route);
  });
  return release;
}

const shiftsOf = (page: Page) => page.evaluate(() => (window as unknown as { __takeShifts: () => Shift[] }).__takeShifts());
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
    const release = await holdRequest(page, chunk);
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
  const release = await holdRequest(page, /\/wisp\/chunks\/column-redistribution-[0-9A-Z]+\.js$/);
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

const SHAPES_CSS = '/wp-content/plugins/elementor/assets/css/conditionals/shapes.min.css';

/**
 * The shape divider fixture as `wisp inject` prints it (`prepaint`: with wisp's prepaint style or not), its footer
 * stylesheet (the page builder's own, from ../shared/wordpress) held until the first paint: where the third section's
 * text is before and after that stylesheet lands, and the shifts.
 */
async function shapeDividerLoad(page: Page, prepaint: boolean): Promise<{ before: number; after: number; shifts: Shift[] }> {
  const file = join(extractOriginal(), 'elementor/assets/css/conditionals/shapes.min.css');
  await observeShifts(page);
  await serveInjected(page, { prepaint });
  const release = await holdRequest(page, (url) => url.pathname === SHAPES_CSS, (route) => route.fulfill({ path: file, contentType: 'text/css' }));
  // Not to the load event, which waits for that stylesheet.
  await page.goto('/fixtures/sections/shape-dividers.html', { waitUntil: 'commit' });
  const text = page.locator('[data-id="5ad0103"] p');
  await expect(text).toBeVisible();
  await twoFrames(page);
  const top = () => text.evaluate((element) => Math.round(element.getBoundingClientRect().top + scrollY));
  const before = await top();
  release();
  await page.waitForFunction((href) => [...document.styleSheets].some((sheet) => sheet.href?.endsWith(href) && sheet.cssRules.length > 0), SHAPES_CSS);
  await twoFrames(page);
  return { before, after: await top(), shifts: await shiftsOf(page) };
}

test('shape dividers are out of the flow from the first paint, so nothing moves when the footer stylesheet the page builder prints for them arrives', async ({ page, browser }) => {
  // Issue 23, found side by side on a captured add-on page (gec22's sponsors, CLS 0.144 with wisp, 0.014 with the
  // original): from 3.24 on the builder prints the dividers' stylesheet in the footer. The original's blocking scripts
  // mostly held the first paint until it had arrived; wisp's page paints before, with the divider in the flow.
  const control = await browser.newPage();
  const without = await shapeDividerLoad(control, false);
  await control.close();
  // The fixture shows the problem: without the prepaint style the text moves up by the divider heights. (Its shift
  // entry is not asserted: in the mobile project under the full suite's load Chromium reported none for that move, in
  // both tries, where a run of this file alone reports one; the position is what the visitor sees.)
  expect(without.before - without.after).toBeGreaterThan(100);
  const withPrepaint = await shapeDividerLoad(page, true);
  expect(withPrepaint.after).toBe(withPrepaint.before);
  expect(withPrepaint.shifts).toEqual([]);
  // Laid out as the builder's stylesheet lays it out: out of the flow, over the section's top edge, flipped below.
  const shapes = await page.locator('.elementor-shape').evaluateAll((elements) => elements.map((element) => {
    const style = getComputedStyle(element);
    return `${style.position} ${style.transform === 'none' ? 'upright' : 'turned'}`;
  }));
  expect(shapes).toEqual(['absolute upright', 'absolute upright', 'absolute turned']);
});

/** Where the section starts and how wide it is, in whole pixels. */
const spanOf = (page: Page, id: string) => page.locator(`[data-id="${id}"]`).evaluate((element) => {
  const rect = element.getBoundingClientRect();
  return { left: Math.round(rect.left), width: Math.round(rect.width) };
});
const windowSpan = (page: Page) => page.evaluate(() => ({ left: 0, width: document.documentElement.clientWidth }));
const STRETCHED_CHUNK = /\/wisp\/chunks\/stretched-section-[0-9A-Z]+\.js$/;

for (const { name, path } of [{ name: '', path: '/fixtures/sections/stretched.html' }, { name: ' on a right-to-left page', path: '/fixtures/sections/stretched-rtl.html' }]) {
  test(`a stretched section spans the window from the first paint on a phone${name}, and nothing moves when wisp stretches it`, async ({ page }, info) => {
    test.skip(info.project.name !== 'mobile', 'the prepaint rule is for touch screens, whose scrollbars take no room');
    // Issue 23: the section was laid out in the theme's narrower column until the module's chunk arrived after the first
    // paint, then it and everything in it moved sideways (the original stretches it before its first paint).
    await observeShifts(page);
    await serveInjected(page);
    const release = await holdRequest(page, STRETCHED_CHUNK);
    await page.goto(path);
    await expect(page.locator('[data-id="57e7c01"]')).not.toHaveAttribute('data-wisp-stretched', /.*/);
    expect(await spanOf(page, '57e7c01')).toEqual(await windowSpan(page));
    // The class without the setting is left as printed, as the module leaves it (the left-to-right page has one).
    if (!name) expect((await spanOf(page, '57e7c03')).width).toBeLessThan((await windowSpan(page)).width);
    release();
    await expect(page.locator('[data-id="57e7c01"]')).toHaveAttribute('data-wisp-stretched', '');
    await expect.poll(() => page.locator('[data-id="57e7c01"]').evaluate((element: HTMLElement) => element.style.width)).toMatch(/px$/);
    await twoFrames(page);
    expect(await spanOf(page, '57e7c01')).toEqual(await windowSpan(page));
    expect(await shiftsOf(page)).toEqual([]);
  });
}

test('the original, served where a host printed the prepaint style before standing aside, still measures its stretched section right', async ({ page }, info) => {
  test.skip(info.project.name !== 'mobile', 'the prepaint rule is for touch screens, whose scrollbars take no room');
  // The original resets the section and measures where the theme lays it out; the prepaint rule must be off by then
  // (the e--ua-* class it adds first), or it would measure the stretched place and write a zero offset.
  await useOriginal(page, { head: toPrepaintTag() });
  await page.goto('/fixtures/sections/stretched.html');
  await page.waitForFunction(() => Boolean((window as unknown as { elementorFrontend?: object }).elementorFrontend));
  const section = page.locator('[data-id="57e7c01"]');
  await expect.poll(() => section.evaluate((element: HTMLElement) => element.style.left)).toMatch(/^-\d+(\.\d+)?px$/);
  expect(await spanOf(page, '57e7c01')).toEqual(await windowSpan(page));
});

test.describe('in Safari on an iPhone', () => {
  test.use({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1' });

  test('a stretched section stays stretched when wisp adds its e--ua-* classes before the module arrives', async ({ page }, info) => {
    test.skip(info.project.name !== 'mobile', 'the prepaint rule is for touch screens, whose scrollbars take no room');
    // wisp adds the body's e--ua-* classes in Safari at its first idle moment; the rule must not take them for the
    // original's, or the section would fall back to the column until its chunk arrives, and move twice.
    await observeShifts(page);
    await serveInjected(page);
    const release = await holdRequest(page, STRETCHED_CHUNK);
    await page.goto('/fixtures/sections/stretched.html');
    await expect(page.locator('body')).toHaveClass(/\be--ua-safari\b/);
    await twoFrames(page);
    expect(await spanOf(page, '57e7c01')).toEqual(await windowSpan(page));
    release();
    await expect(page.locator('[data-id="57e7c01"]')).toHaveAttribute('data-wisp-stretched', '');
    await twoFrames(page);
    expect(await spanOf(page, '57e7c01')).toEqual(await windowSpan(page));
    expect(await shiftsOf(page)).toEqual([]);
  });
});

test('the demo site serves its pages as a host does: scrolling Cyber Essentials down to its gallery moves nothing as the tabs mount', async ({ page }) => {
  // Root cause: the demo server printed no prepaint style, which the WordPress plugin and `wisp inject` print; the tabs
  // above the gallery, printed with every panel hidden, grew by about 208 px when their module mounted on the way down
  // (a layout shift of 0.09-0.13 here), and a click aimed at the gallery could land on the tabs instead.
  await observeShifts(page);
  await page.goto('/cyber-essentials/');
  await expect(page.locator('style#wisp-prepaint')).toHaveCount(1);
  const tabs = page.locator('[data-id="a1b2c3d"]');
  await expect(tabs).not.toHaveAttribute('data-wisp-ready', /.*/);
  const before = await tabs.evaluate((element) => element.getBoundingClientRect().height);
  await page.locator('[data-id="9a11e01"]').scrollIntoViewIfNeeded();
  await readyWidget(page, 'a1b2c3d');
  await twoFrames(page);
  expect(Math.abs((await tabs.evaluate((element) => element.getBoundingClientRect().height)) - before)).toBeLessThan(2);
  expect((await shiftsOf(page)).filter((shift) => shift.value > 0.001)).toEqual([]);
});
