import { expect, test, type Page } from '@playwright/test';
import { isMobileProject, watchConsole, wispIdle } from './helpers.ts';
import { behavioursStarted } from './behaviour-helpers.ts';

const HEADER_PAGE = '/fixtures/sticky/header.html';
/** The element itself: while it is stuck, its hidden copy (the spacer, as in the original) carries the same attributes. */
const own = (id: string) => `[data-id="${id}"]:not(.elementor-sticky__spacer)`;
const HEADER = own('b7a0100');

/** Two frames: the scroll event's frame, in which sticky reads and writes, and one more to be sure it has run. */
const frames = (page: Page) => page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await frames(page);
}

/** An element's top in page coordinates: it stays the same whatever the scroll, unless the layout shifts. */
const pageTop = (page: Page, selector: string) =>
  page.evaluate((css) => (document.querySelector(css)?.getBoundingClientRect().top ?? Number.NaN) + scrollY, selector);
const rectOf = (page: Page, selector: string) =>
  page.evaluate((css) => {
    const rect = document.querySelector(css)?.getBoundingClientRect();
    return rect ? { top: rect.top, bottom: rect.bottom, height: rect.height } : null;
  }, selector);

async function openSticky(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await wispIdle(page);
  await frames(page);
}

test.describe('sticky header: top, desktop and tablet only, effects after 100px', () => {
  test('sticks on desktop with a spacer in its place, so the content below never moves', async ({ page }, info) => {
    test.skip(isMobileProject(info.project.name), 'phones are excluded by sticky_on: the next test covers them');
    // The same page without wisp: where the content starts when the header is an ordinary block.
    await page.route('**/wisp/loader.js', (route) => route.abort());
    await page.goto(HEADER_PAGE);
    const baseline = await pageTop(page, '#content');
    await page.unrouteAll();
    const log = watchConsole(page);
    await openSticky(page, HEADER_PAGE);
    const header = page.locator(HEADER);
    await expect(header).toHaveClass(/\belementor-sticky\b.*\belementor-sticky--active\b/);
    const spacer = page.locator(`${HEADER} + .elementor-sticky__spacer`);
    await expect(spacer).toHaveCSS('visibility', 'hidden');
    expect((await rectOf(page, `${HEADER} + .elementor-sticky__spacer`))?.height).toBe((await rectOf(page, HEADER))?.height);
    for (const y of [0, 40, 400, 1500]) {
      await scrollToY(page, y);
      expect(await pageTop(page, '#content')).toBe(baseline);
      expect((await rectOf(page, HEADER))?.top).toBe(0);
    }
    expect(log.errors).toEqual([]);
    expect(log.wispWarnings).toEqual([]);
  });

  test('is not sticky on phones: no sticky class, and it scrolls away with the page', async ({ page }, info) => {
    test.skip(!isMobileProject(info.project.name), 'a phone-sized viewport');
    await openSticky(page, HEADER_PAGE);
    await scrollToY(page, 400);
    await expect(page.locator(HEADER)).not.toHaveClass(/elementor-sticky/);
    await expect(page.locator('.elementor-sticky__spacer')).toHaveCount(0);
    expect((await rectOf(page, HEADER))?.top).toBeLessThan(-300);
  });

  test('gets its effects class once scrolled 100px, and loses it on the way back', async ({ page }, info) => {
    test.skip(isMobileProject(info.project.name), 'not sticky on phones');
    await openSticky(page, HEADER_PAGE);
    const header = page.locator(HEADER);
    await scrollToY(page, 99);
    await expect(header).not.toHaveClass(/elementor-sticky--effects/);
    await scrollToY(page, 100);
    await expect(header).toHaveClass(/elementor-sticky--effects/);
    await scrollToY(page, 20);
    await expect(header).not.toHaveClass(/elementor-sticky--effects/);
    await expect(header).toHaveClass(/elementor-sticky--active/);
  });

  test('a resize to a phone width lets go of the header after the 300 ms recheck; back at desktop width it sticks again', async ({ page }, info) => {
    test.skip(isMobileProject(info.project.name), 'resizes a desktop window');
    await openSticky(page, HEADER_PAGE);
    const header = page.locator(HEADER);
    await expect(header).toHaveClass(/elementor-sticky--active/);
    await page.setViewportSize({ width: 600, height: 900 });
    await expect(header).not.toHaveClass(/elementor-sticky/);
    await expect(page.locator('.elementor-sticky__spacer')).toHaveCount(0);
    expect(await header.getAttribute('style')).toBeNull();
    await page.setViewportSize({ width: 1366, height: 900 });
    await expect(header).toHaveClass(/elementor-sticky--active/);
  });

  test('tells listeners with the original\'s sticky:stick and sticky:unstick events, which bubble', async ({ page }, info) => {
    test.skip(isMobileProject(info.project.name), 'not sticky on phones');
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { stickyEvents: string[] }).stickyEvents = seen;
      for (const type of ['sticky:stick', 'sticky:unstick']) document.addEventListener(type, (event) => seen.push(`${type} ${(event.target as HTMLElement).dataset['id'] ?? ''}`));
    });
    await openSticky(page, HEADER_PAGE);
    await expect.poll(() => page.evaluate(() => (window as unknown as { stickyEvents: string[] }).stickyEvents)).toEqual(['sticky:stick b7a0100']);
    await page.evaluate(() => window.wisp?.destroy());
    expect(await page.evaluate(() => (window as unknown as { stickyEvents: string[] }).stickyEvents)).toEqual(['sticky:stick b7a0100', 'sticky:unstick b7a0100']);
    await expect(page.locator(HEADER)).not.toHaveClass(/elementor-sticky/);
    await expect(page.locator('.elementor-sticky__spacer')).toHaveCount(0);
  });
});

test('below a fixed admin bar a top sticky adds the bar\'s height to its own offset', async ({ page }) => {
  await openSticky(page, '/fixtures/sticky/admin-bar.html');
  await scrollToY(page, 600);
  expect((await rectOf(page, own('b7a0300')))?.top).toBe(32 + 10);
});

test('a bottom sticky bar stays at the viewport bottom until its own place scrolls into view', async ({ page }) => {
  await openSticky(page, '/fixtures/sticky/bottom.html');
  const bar = own('b7a0500');
  const viewport = await page.evaluate(() => innerHeight);
  await expect(page.locator(bar)).toHaveClass(/elementor-sticky--active/);
  expect((await rectOf(page, bar))?.bottom).toBe(viewport);
  const footerTop = await pageTop(page, own('b7a0600'));
  await scrollToY(page, 100_000);
  await expect(page.locator(bar)).not.toHaveClass(/elementor-sticky--active/);
  await expect(page.locator('.elementor-sticky__spacer')).toHaveCount(0);
  expect(await pageTop(page, own('b7a0600'))).toBe(footerTop);
});

/**
 * The device-mode rules of the page builder's stylesheet in its 3.x releases with default breakpoints: a disabled
 * breakpoint is written `min-width:-1px`, which current Chromium matches, so the original reads `widescreen` at every
 * desktop width. `unitless`: the later releases' `-1`, which matches nothing.
 */
const deviceModeCss = (unitless: boolean) => `<style>
@media (min-width:1025px){#elementor-device-mode:after{content:"desktop"}}
@media (min-width:${unitless ? '-1' : '-1px'}){#elementor-device-mode:after{content:"widescreen"}}
@media (max-width:1024px){#elementor-device-mode:after{content:"tablet"}}
@media (max-width:767px){#elementor-device-mode:after{content:"mobile"}}
</style>`;

/** The bottom bar's page with the builder's device-mode rules, and its `sticky_on` list as given. */
async function openWithDeviceCss(page: Page, unitless: boolean, devices: string[]): Promise<void> {
  await page.route('**/fixtures/sticky/bottom.html', async (route) => {
    const html = await (await route.fetch()).text();
    const list = JSON.stringify(devices).replace(/"/g, '&quot;');
    await route.fulfill({ contentType: 'text/html', body: html.replace('</head>', `${deviceModeCss(unitless)}</head>`).replace(/(&quot;sticky_on&quot;:)\[[^\]]*\]/, `$1${list}`) });
  });
  await openSticky(page, '/fixtures/sticky/bottom.html');
}

test.describe('the device as the page builder reads it, from its stylesheet', () => {
  test('where the stylesheet says widescreen at a desktop width, a bar sticky on desktop, tablet and mobile stays put, as with the original', async ({ page }, info) => {
    await openWithDeviceCss(page, false, ['desktop', 'tablet', 'mobile']);
    const device = await page.evaluate(() => getComputedStyle(document.getElementById('elementor-device-mode') as Element, '::after').content);
    if (isMobileProject(info.project.name)) {
      expect(device).toBe('"mobile"');
      await expect(page.locator(own('b7a0500'))).toHaveClass(/elementor-sticky--active/);
    } else {
      // The span the original adds to the body is there (the sticky code asked it), and its rule names widescreen.
      expect(device).toBe('"widescreen"');
      await expect(page.locator(own('b7a0500'))).not.toHaveClass(/elementor-sticky/);
      await expect(page.locator('.elementor-sticky__spacer')).toHaveCount(0);
    }
  });

  test('a list with widescreen sticks there; with the later releases\' rules the desktop is the desktop again', async ({ page }) => {
    await openWithDeviceCss(page, false, ['widescreen', 'desktop', 'tablet', 'mobile']);
    await expect(page.locator(own('b7a0500'))).toHaveClass(/elementor-sticky--active/);
    await page.unrouteAll();
    await openWithDeviceCss(page, true, ['desktop', 'tablet', 'mobile']);
    await expect(page.locator(own('b7a0500'))).toHaveClass(/elementor-sticky--active/);
  });
});

test('"stay in column" stops the box at the bottom of its column and lets it stick again on the way back', async ({ page }, info) => {
  test.skip(isMobileProject(info.project.name), 'on phones the column is no taller than the box');
  await openSticky(page, '/fixtures/sticky/parent.html');
  const box = own('b7a0811');
  const wrap = `${own('b7a0810')} > .elementor-widget-wrap`;
  const sectionTop = await pageTop(page, own('b7a0700'));
  await scrollToY(page, sectionTop + 100);
  await expect(page.locator(box)).toHaveClass(/elementor-sticky--active/);
  expect((await rectOf(page, box))?.top).toBe(20);
  await scrollToY(page, sectionTop + 2500);
  await expect(page.locator(box)).toHaveCSS('position', 'absolute');
  const [boxRect, wrapRect] = [await rectOf(page, box), await rectOf(page, wrap)];
  expect(Math.abs((boxRect?.bottom ?? 0) - (wrapRect?.bottom ?? 0))).toBeLessThanOrEqual(1);
  await scrollToY(page, sectionTop + 100);
  await expect(page.locator(box)).toHaveCSS('position', 'fixed');
  expect((await rectOf(page, box))?.top).toBe(20);
});

test('bad settings: one warning per bad field, default values, and untouched markup for what is not sticky', async ({ page }) => {
  const log = watchConsole(page);
  await page.goto('/fixtures/sticky/bad-settings.html');
  const before = await page.evaluate(() => ['b7a0a00', 'b7a0d00'].map((id) => document.querySelector(`[data-id="${id}"]`)?.outerHTML));
  await wispIdle(page);
  await frames(page);
  // Each warning names its element too (a second console argument).
  expect(log.wispWarnings.map((text) => text.replace(/ JSHandle@node$/, '')).sort()).toEqual([
    '[wisp] sticky: setting "sticky_offset" has an unexpected value "ten"; using 0',
    '[wisp] sticky: setting "sticky_on" is not a list of devices "desktop"; sticky on every device',
  ]);
  expect(await page.evaluate(() => ['b7a0a00', 'b7a0d00'].map((id) => document.querySelector(`[data-id="${id}"]`)?.outerHTML))).toEqual(before);
  // sticky_on fell back to every device: the bar below the fold is stuck to the bottom on phones too.
  await expect(page.locator(own('b7a0b00'))).toHaveClass(/elementor-sticky--active/);
  await scrollToY(page, 1500);
  expect((await rectOf(page, own('b7a0c00')))?.top).toBe(0);
  expect(log.errors).toEqual([]);
});

test.describe('the reference page header', () => {
  test('is sticky on desktop, and an anchor link lands its target just below it', async ({ page }, info) => {
    test.skip(isMobileProject(info.project.name), 'the header is not sticky on phones');
    await page.goto('/cyber-essentials/');
    await wispIdle(page);
    await behavioursStarted(page, 'anchors');
    const header = page.locator(own('4d5e6f0'));
    await expect(header).toHaveClass(/elementor-sticky--active/);
    await page.locator('[data-id="4d5e6f2"] a.elementor-item[href="/cyber-essentials/#certification"]').first().click();
    await expect(page.locator('#certification')).toBeFocused();
    await expect(header).toHaveClass(/elementor-sticky--effects/);
    const headerBottom = (await rectOf(page, own('4d5e6f0')))?.bottom ?? 0;
    expect(headerBottom).toBeGreaterThan(0);
    expect(Math.abs(((await rectOf(page, '#certification'))?.top ?? 0) - headerBottom)).toBeLessThanOrEqual(1);
  });
});
