import { expect, test, type Page } from '@playwright/test';
import { isMobileProject, watchConsole } from './helpers.ts';

const N = 175840257; // widget number of a7b1c01: the decimal value of its hex id
const title = (page: Page, n: number, number = N) => page.locator(`#e-n-tab-title-${number}${n}`);
const panel = (page: Page, n: number, number = N) => page.locator(`#e-n-tab-content-${number}${n}`);

/** Nested tabs mount when the browser is idle; waits for the widget's ready marker. */
async function ready(page: Page, id = 'a7b1c01') {
  const root = page.locator(`[data-id="${id}"]`);
  await expect(root).toHaveAttribute('data-wisp-ready', '', { timeout: 10_000 });
  return root;
}

test.describe('nested tabs', () => {
  test('show the first panel, switch on click and fire the recalc window events with the panel', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto('/fixtures/nested-tabs/basic.html');
    const root = await ready(page);
    await expect(root.locator('.e-n-tabs')).toHaveClass(/e-activated/);
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      for (const name of ['elementor-pro/motion-fx/recalc', 'elementor/nested-tabs/activate', 'elementor/bg-video/recalc']) {
        window.addEventListener(name, (event) => seen.push(`${name} ${((event as CustomEvent).detail as Element | null)?.id ?? ''}`));
      }
    });
    await expect(panel(page, 1)).toBeVisible();
    await expect(panel(page, 2)).toBeHidden();
    await title(page, 2).click();
    await expect(panel(page, 2)).toBeVisible();
    await expect(panel(page, 1)).toBeHidden();
    await expect(title(page, 2)).toHaveAttribute('aria-selected', 'true');
    await expect(title(page, 1)).toHaveAttribute('aria-selected', 'false');
    await expect(title(page, 1)).toHaveAttribute('tabindex', '-1');
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual([
      'elementor-pro/motion-fx/recalc ', `elementor/nested-tabs/activate e-n-tab-content-${N}2`, 'elementor/bg-video/recalc ',
    ]);
    expect(log.errors).toEqual([]);
    expect(log.wispWarnings).toEqual([]);
  });

  test('answer the keyboard: Tab from title 1 enters its panel, ArrowLeft focuses the last title without selecting it, Enter selects it', async ({ page }) => {
    await page.goto('/fixtures/nested-tabs/basic.html');
    await ready(page);
    await title(page, 1).focus();
    await page.keyboard.press('Tab');
    await expect(panel(page, 1).locator('.elementor-button')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(title(page, 1)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(title(page, 3)).toBeFocused();
    await expect(title(page, 3)).toHaveAttribute('aria-selected', 'false');
    await expect(title(page, 3)).toHaveAttribute('tabindex', '0');
    await expect(panel(page, 1)).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(title(page, 3)).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page, 3)).toBeVisible();
    await expect(panel(page, 1)).toBeHidden();
  });

  test('move focus with every arrow, Home and End, wrapping, and select with Space', async ({ page }) => {
    await page.goto('/fixtures/nested-tabs/basic.html');
    await ready(page);
    await title(page, 1).focus();
    const steps: Array<[string, number]> = [['ArrowRight', 2], ['ArrowDown', 3], ['ArrowRight', 1], ['ArrowUp', 3], ['Home', 1], ['End', 3], ['ArrowLeft', 2]];
    for (const [key, expected] of steps) {
      await page.keyboard.press(key);
      await expect(title(page, expected)).toBeFocused();
    }
    await expect(title(page, 1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Space');
    await expect(panel(page, 2)).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('return focus to the selected title on Escape inside its panel', async ({ page }) => {
    await page.goto('/fixtures/nested-tabs/basic.html');
    await ready(page);
    await title(page, 3).click();
    await panel(page, 3).locator('.elementor-button').focus();
    await page.keyboard.press('Escape');
    await expect(title(page, 3)).toBeFocused();
  });

  test('start the counter inside a later tab only when that tab is shown, and end it on its exact value', async ({ page }) => {
    await page.goto('/fixtures/nested-tabs/basic.html');
    await ready(page);
    const counter = page.locator('[data-id="a7b1c18"]');
    await page.waitForTimeout(500);
    await expect(counter).not.toHaveAttribute('data-wisp-ready', '');
    await expect(counter.locator('.elementor-counter-number')).toHaveText('0');
    await title(page, 2).click();
    await expect(counter).toHaveAttribute('data-wisp-ready', '');
    await expect(counter.locator('.elementor-counter-number')).toHaveText('14');
  });

  test('select the tab a deep link names on load, scroll to it, and follow later hash changes', async ({ page }) => {
    await page.goto(`/fixtures/nested-tabs/basic.html#e-n-tab-content-${N}3`);
    await ready(page);
    await expect(title(page, 3)).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page, 3)).toBeInViewport();
    await page.evaluate((number) => { location.hash = `#e-n-tab-title-${number}2`; }, N);
    await expect(panel(page, 2)).toBeVisible();
    await expect(title(page, 3)).toHaveAttribute('aria-selected', 'false');
  });

  test('work the same with the .elementor-widget-container wrapper', async ({ page }) => {
    await page.goto('/fixtures/nested-tabs/basic.html');
    const number = Number.parseInt('a7b1c02', 16);
    await ready(page, 'a7b1c02');
    await title(page, 3, number).click();
    await expect(panel(page, 3, number)).toBeVisible();
    await expect(panel(page, 1)).toBeVisible();
  });

  test('set touch mode from the device: true on a touch phone, false on a desktop', async ({ page }, info) => {
    await page.goto('/fixtures/nested-tabs/basic.html');
    const root = await ready(page);
    await expect(root.locator('.e-n-tabs')).toHaveAttribute('data-touch-mode', String(isMobileProject(info.project.name)));
  });

  test('stack titles and panels as an accordion below the mobile breakpoint', async ({ page }) => {
    // The phone layout: the desktop project narrows its window to a phone's width.
    await page.setViewportSize({ width: 412, height: 860 });
    await page.goto('/fixtures/nested-tabs/basic.html');
    await ready(page);
    await title(page, 2).click();
    await expect(panel(page, 2)).toBeVisible();
    const box = async (n: number, kind: 'title' | 'panel') => (await (kind === 'title' ? title(page, n) : panel(page, n)).boundingBox())?.y ?? -1;
    expect(await box(2, 'title')).toBeLessThan(await box(2, 'panel'));
    expect(await box(2, 'panel')).toBeLessThan(await box(3, 'title'));
    await expect(panel(page, 1)).toBeHidden();
  });

  test('swap the left and right arrows on a right-to-left page', async ({ page }) => {
    await page.goto('/fixtures/nested-tabs/rtl.html');
    const number = Number.parseInt('a7b1c04', 16);
    await ready(page, 'a7b1c04');
    await title(page, 1, number).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(title(page, 2, number)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(title(page, 1, number)).toBeFocused();
  });

  test('scroll an overflowing title row to the end it is aligned to, and let the mouse drag it', async ({ page }) => {
    await page.goto('/fixtures/nested-tabs/horizontal-scroll.html');
    const root = await ready(page, 'a7b1c03');
    const heading = root.locator('.e-n-tabs-heading');
    await expect(heading).toHaveAttribute('style', /--n-tabs-heading-justify-content: start/);
    const before = await heading.evaluate((el) => ({ left: el.scrollLeft, max: el.scrollWidth - el.clientWidth }));
    expect(before.max).toBeGreaterThan(0);
    expect(before.left).toBeGreaterThan(before.max - 2);
    const box = await heading.boundingBox();
    if (!box) throw new Error('no heading box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2, { steps: 6 });
    await expect(heading).toHaveClass(/e-scroll-active/);
    await page.mouse.up();
    await expect(heading).not.toHaveClass(/e-scroll/);
    expect(await heading.evaluate((el) => el.scrollLeft)).toBeLessThan(before.left);
  });

  test('leave the tabs inside a nested accordion to their own widget, and the accordion inside a tab to its own', async ({ page }) => {
    await page.goto('/fixtures/nested-tabs/nested-in-accordion.html');
    const inner = Number.parseInt('a7b1c08', 16);
    await ready(page, 'a7b1c08');
    const outerItems = page.locator('[data-id="a7b2d01"] > .e-n-accordion > details');
    await title(page, 3, inner).click();
    await expect(panel(page, 3, inner)).toBeVisible();
    await expect(outerItems.nth(0)).toHaveAttribute('open', '');
    await title(page, 3, inner).focus();
    await page.keyboard.press('ArrowRight');
    await expect(title(page, 1, inner)).toBeFocused();
    await expect(outerItems.nth(0).locator('> summary')).toHaveAttribute('aria-expanded', 'true');
    const tabsAround = Number.parseInt('a7b1c09', 16);
    await ready(page, 'a7b1c09');
    const innerAccordion = page.locator('[data-id="a7b2d06"]');
    await innerAccordion.scrollIntoViewIfNeeded();
    await expect(innerAccordion).toHaveAttribute('data-wisp-ready', '');
    await innerAccordion.locator('summary').nth(1).click();
    await expect(innerAccordion.locator('details').nth(1)).toHaveAttribute('open', '');
    await expect(title(page, 1, tabsAround)).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page, 1, tabsAround)).toBeVisible();
  });

  test('with data-settings that is not JSON keep their markup byte-identical and warn once', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto('/fixtures/nested-tabs/bad-settings.html');
    const root = page.locator('[data-id="a7b1c05"]');
    // The text editor in the first panel is a widget of its own and may mount; the tabs themselves must not.
    await expect(root.locator('[data-widget_type="text-editor.default"]').first()).toHaveAttribute('data-wisp-ready', '');
    const before = await root.evaluate((el) => el.outerHTML);
    await expect.poll(() => log.wispWarnings.length, { timeout: 10_000 }).toBe(1);
    await root.locator('.e-n-tab-title').nth(1).click();
    expect(await root.evaluate((el) => el.outerHTML)).toBe(before);
    expect(log.wispWarnings[0]).toMatch(/^\[wisp\] nested-tabs: data-settings is not valid JSON/);
  });

  test('with no panels keep their markup byte-identical and warn once', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto('/fixtures/nested-tabs/missing-markup.html');
    const root = page.locator('[data-id="a7b1c07"]');
    const before = await root.evaluate((el) => el.outerHTML);
    await expect.poll(() => log.wispWarnings.length, { timeout: 10_000 }).toBe(1);
    await root.locator('.e-n-tab-title').nth(1).click();
    expect(await root.evaluate((el) => el.outerHTML)).toBe(before);
    expect(log.wispWarnings[0]).toMatch(/^\[wisp\] nested-tabs: no \.e-n-tabs with/);
    expect(log.errors).toEqual([]);
  });

  test('on the Cyber Essentials page show "How we work" and fill the progress bar in tab 2 once it is shown', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto('/cyber-essentials/');
    const number = Number.parseInt('c5e1b01', 16);
    await page.locator('#how-we-work').scrollIntoViewIfNeeded();
    await ready(page, 'c5e1b01');
    const bar = page.locator('[data-id="c5e1b32"] .elementor-progress-bar');
    await expect(bar).toBeHidden();
    await title(page, 2, number).click();
    // Showing the tab starts a chain (the loader's observer, the progress chunk, the bar's own observer): allow a loaded CI machine time.
    await expect(bar).toHaveAttribute('style', /width: 75%/, { timeout: 10_000 });
    expect(log.errors).toEqual([]);
  });
});
