import { expect, test, type Page } from '@playwright/test';
import { isMobileProject, watchConsole } from './helpers.ts';
import { behavioursStarted } from './behaviour-helpers.ts';

/** Each column's width as a percentage of its row's content width, measured from layout. */
function widthsIn(page: Page, rowSelector: string, columnSelector: string): Promise<number[]> {
  return page.evaluate(({ rowCss, columnCss }) => {
    const row = document.querySelector(rowCss) as HTMLElement;
    const style = getComputedStyle(row);
    const inner = row.getBoundingClientRect().width - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return [...row.querySelectorAll<HTMLElement>(columnCss)].map((column) => (column.getBoundingClientRect().width / inner) * 100);
  }, { rowCss: rowSelector, columnCss: columnSelector });
}

/** The proportional rule, written out again: each visible column below 100 % gets hidden × own / total. */
const share = (widths: number[], hidden: number) => {
  const total = widths.reduce((sum, width) => sum + width, 0);
  return widths.map((width) => (width < 100 ? width + (hidden * width) / total : width));
};

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await behavioursStarted(page, 'column-redistribution');
}

const SECTION_ROW = '[data-id="b9a0100"] > .elementor-container';
const LEGACY_ROW = '[data-id="b9a0200"] .elementor-row';

test.describe('a hidden column\'s width goes to its siblings', () => {
  test('in a section row, 50 % and 25 % columns share a hidden 25 % in proportion: 66.7 % and 33.3 % at desktop', async ({ page }, info) => {
    test.skip(isMobileProject(info.project.name), 'phones stack the columns: next test');
    const log = watchConsole(page);
    await open(page, '/fixtures/columns/section-row.html');
    const widths = await widthsIn(page, SECTION_ROW, ':scope > .elementor-column');
    const expected = share([50, 25], 25);
    widths.forEach((width, index) => expect(width).toBeCloseTo(expected[index] ?? 0, 1));
    expect(await page.locator(`${SECTION_ROW} > .elementor-column`).first().getAttribute('style')).toMatch(/width: 66\.66/);
    expect(log.wispWarnings).toEqual([]);
    expect(log.errors).toEqual([]);
  });

  test('two hidden columns in one legacy row are shared one after the other: 25 % + 25 % become 50 % each', async ({ page }, info) => {
    test.skip(isMobileProject(info.project.name), 'phones stack the columns');
    await open(page, '/fixtures/columns/section-row.html');
    const widths = await widthsIn(page, LEGACY_ROW, ':scope > .elementor-column');
    const expected = share(share([25, 25], 25), 25);
    expect(expected).toEqual([50, 50]);
    widths.forEach((width, index) => expect(width).toBeCloseTo(expected[index] ?? 0, 1));
  });

  test('stacked full-width columns on phones are left alone', async ({ page }, info) => {
    test.skip(!isMobileProject(info.project.name), 'a phone-sized viewport');
    await open(page, '/fixtures/columns/section-row.html');
    for (const width of await widthsIn(page, SECTION_ROW, ':scope > .elementor-column')) expect(width).toBeCloseTo(100, 1);
    await expect(page.locator('.elementor-column[style]')).toHaveCount(0);
  });

  test('widths are measured again after a resize: stacked on a phone width, shared again at desktop width', async ({ page }, info) => {
    test.skip(isMobileProject(info.project.name), 'resizes a desktop window');
    await open(page, '/fixtures/columns/section-row.html');
    await page.setViewportSize({ width: 500, height: 900 });
    await expect(page.locator('.elementor-column[style]')).toHaveCount(0);
    await page.setViewportSize({ width: 1366, height: 900 });
    await expect.poll(async () => (await widthsIn(page, SECTION_ROW, ':scope > .elementor-column'))[0]).toBeCloseTo(66.67, 1);
  });

  test('beyond the original, a flex container row shares a hidden child\'s width the same way', async ({ page }, info) => {
    test.skip(isMobileProject(info.project.name), 'phones stack the children');
    await open(page, '/fixtures/columns/container-row.html');
    const widths = await widthsIn(page, '[data-id="b9b0100"] > .e-con-inner', ':scope > .e-con');
    const expected = share([50, 25], 25);
    widths.forEach((width, index) => expect(width).toBeCloseTo(expected[index] ?? 0, 1));
  });
});

test.describe('hide markers', () => {
  test('hide the wrapper their selector names and every other element it names; an invalid selector warns once and hides nothing', async ({ page }) => {
    const log = watchConsole(page);
    await open(page, '/fixtures/columns/hide-markers.html');
    await expect(page.locator('.e-fixture-dc-wrapper')).toBeHidden();
    await expect(page.locator('.e-fixture-promo')).toHaveCount(2);
    for (const promo of await page.locator('.e-fixture-promo').all()) await expect(promo).toBeHidden();
    for (const kept of await page.locator('.e-fixture-keep').all()) await expect(kept).toBeVisible();
    expect(log.wispWarnings.map((text) => text.replace(/ JSHandle@node$/, ''))).toEqual([
      '[wisp] column-redistribution: "[[broken" is not a valid selector; nothing hidden for it',
    ]);
    expect(log.errors).toEqual([]);
  });
});

test('a page without markers does not load the behaviour', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('/fixtures/sticky/header.html');
  await page.evaluate(() => window.wisp?.idle());
  // The check runs in the activate chunk (behaviours/late-checks.ts), which reports the behaviour as not needed.
  expect(await page.evaluate(() => window.wisp?.report().find((row) => row.module === 'column-redistribution')?.status)).toBe('not needed');
  expect(fetched.filter((path) => path.includes('/column-redistribution-'))).toEqual([]);
});
