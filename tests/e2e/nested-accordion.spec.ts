import { expect, test, type Page } from '@playwright/test';
import { readyWidget, watchConsole } from './helpers.ts';

const items = (page: Page, id = 'a7b2d02') => page.locator(`[data-id="${id}"] .e-n-accordion`).first().locator('> details');
const titles = (page: Page, id = 'a7b2d02') => items(page, id).locator('> summary');
const prefix = (id: string) => String(Number.parseInt(id, 16)).slice(0, 3);

test.describe('nested accordion', () => {
  test('opens item 1 as printed, then animates between items: aria-expanded at the start, open removed at the end', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto('/fixtures/nested-accordion/basic.html');
    await readyWidget(page, 'a7b2d02');
    await expect(items(page).nth(0)).toHaveAttribute('open', '');
    const closedHeight = await items(page).nth(2).evaluate((el) => el.getBoundingClientRect().height);
    const openHeight = await items(page).nth(0).evaluate((el) => el.getBoundingClientRect().height);
    // Sampled in the page, in the first frame after the click: read over the protocol after `click()` returned, the state
    // raced the animation's end on a loaded machine (a flaky failure in CI).
    await items(page).nth(0).evaluate((el) => {
      window.addEventListener('click', () => requestAnimationFrame(() => {
        const state = { open: (el as HTMLDetailsElement).open, expanded: el.querySelector('summary')?.getAttribute('aria-expanded'), height: el.getBoundingClientRect().height };
        (window as unknown as { __during: typeof state }).__during = state;
      }), { once: true });
    });
    await titles(page).nth(1).click();
    // Mid-animation: item 1 already announces closed but is still open and taller than a closed item.
    const during = await (await page.waitForFunction(() => (window as unknown as { __during?: unknown }).__during)).jsonValue() as { open: boolean; expanded: string | null; height: number };
    expect(during.open).toBe(true);
    expect(during.expanded).toBe('false');
    expect(during.height).toBeGreaterThan(closedHeight + 1);
    expect(during.height).toBeLessThanOrEqual(openHeight + 1);
    await expect(items(page).nth(0)).not.toHaveAttribute('open', '');
    await expect(items(page).nth(1)).toHaveAttribute('open', '');
    await expect(titles(page).nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(items(page).nth(1).locator('> .e-con')).toBeVisible();
    expect(await items(page).nth(1).getAttribute('style')).toBeFalsy();
    expect(log.errors).toEqual([]);
    expect(log.wispWarnings).toEqual([]);
  });

  test('closes the open item when its title is clicked again', async ({ page }) => {
    await page.goto('/fixtures/nested-accordion/basic.html');
    await readyWidget(page, 'a7b2d02');
    await titles(page).nth(0).click();
    await expect(items(page).nth(0)).not.toHaveAttribute('open', '');
    await expect(titles(page).nth(0)).toHaveAttribute('aria-expanded', 'false');
  });

  test('opens and closes at once when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/fixtures/nested-accordion/basic.html');
    await readyWidget(page, 'a7b2d02');
    await titles(page).nth(2).click();
    const state = await items(page).evaluateAll((all) => all.map((el) => (el as HTMLDetailsElement).open));
    expect(state).toEqual([false, false, true]);
  });

  test('answers the keyboard: arrows, Home and End move focus, Enter and Space toggle, Escape closes', async ({ page }) => {
    await page.goto('/fixtures/nested-accordion/basic.html');
    await readyWidget(page, 'a7b2d02');
    await titles(page).nth(0).focus();
    for (const [key, expected] of [['ArrowDown', 1], ['ArrowRight', 2], ['ArrowDown', 0], ['ArrowUp', 2], ['Home', 0], ['End', 2], ['ArrowLeft', 1]] as const) {
      await page.keyboard.press(key);
      await expect(titles(page).nth(expected)).toBeFocused();
    }
    await expect(titles(page).nth(1)).toHaveAttribute('tabindex', '0');
    await expect(titles(page).nth(0)).toHaveAttribute('tabindex', '-1');
    await expect(items(page).nth(0)).toHaveAttribute('open', '');
    await page.keyboard.press('Enter');
    await expect(items(page).nth(1)).toHaveAttribute('open', '');
    await expect(items(page).nth(0)).not.toHaveAttribute('open', '');
    await page.keyboard.press('Space');
    await expect(items(page).nth(1)).not.toHaveAttribute('open', '');
    await page.keyboard.press('Space');
    await expect(items(page).nth(1)).toHaveAttribute('open', '');
    await page.keyboard.press('Escape');
    await expect(items(page).nth(1)).not.toHaveAttribute('open', '');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('returns focus to the title and closes the item on Escape inside its content', async ({ page }) => {
    await page.goto('/fixtures/nested-accordion/basic.html');
    await readyWidget(page, 'a7b2d02');
    await titles(page).nth(0).focus();
    await page.keyboard.press('Tab');
    const link = items(page).nth(0).locator('.elementor-button');
    await expect(link).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(titles(page).nth(0)).toBeFocused();
    await expect(items(page).nth(0)).not.toHaveAttribute('open', '');
  });

  test('keeps several items open with max_items_expended multiple, animating for 0.6 s', async ({ page }) => {
    await page.goto('/fixtures/nested-accordion/multiple.html');
    await readyWidget(page, 'a7b2d03');
    await titles(page, 'a7b2d03').nth(0).click();
    await titles(page, 'a7b2d03').nth(2).click();
    // The opening animation starts on the next frame, so its timing is read once it exists.
    await expect.poll(() => items(page, 'a7b2d03').nth(2).evaluate((el) => el.getAnimations()[0]?.effect?.getComputedTiming().duration)).toBe(600);
    await expect(items(page, 'a7b2d03').nth(0)).toHaveAttribute('open', '');
    await expect(items(page, 'a7b2d03').nth(2)).toHaveAttribute('open', '');
    await expect(titles(page, 'a7b2d03').nth(0)).toHaveAttribute('aria-expanded', 'true');
  });

  test('opens the item a deep link names and closes the others', async ({ page }) => {
    await page.goto(`/fixtures/nested-accordion/basic.html#e-n-accordion-item-${prefix('a7b2d02')}2`);
    await readyWidget(page, 'a7b2d02');
    await expect(items(page).nth(2)).toHaveAttribute('open', '');
    await expect(titles(page).nth(2)).toHaveAttribute('aria-expanded', 'true');
    await expect(items(page).nth(0)).not.toHaveAttribute('open', '');
  });

  test('with data-settings that is not JSON keeps its markup byte-identical and warns once', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto('/fixtures/nested-accordion/bad-settings.html');
    const root = page.locator('[data-id="a7b2d04"]');
    // The text editor inside the open item is a widget of its own and may mount; the accordion itself must not.
    await expect(root.locator('[data-widget_type="text-editor.default"]').first()).toHaveAttribute('data-wisp-ready', '');
    const before = await root.evaluate((el) => el.outerHTML);
    await root.hover();
    await expect.poll(() => log.wispWarnings.length).toBe(1);
    await root.locator('summary').nth(0).focus();
    await page.keyboard.press('ArrowDown');
    expect(await root.evaluate((el) => el.outerHTML)).toBe(before);
    expect(log.wispWarnings[0]).toMatch(/^\[wisp\] nested-accordion: data-settings is not valid JSON/);
  });

  test('with no items keeps its markup byte-identical and warns once', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto('/fixtures/nested-accordion/missing-markup.html');
    const root = page.locator('[data-id="a7b2d05"]');
    const before = await root.evaluate((el) => el.outerHTML);
    await root.hover();
    await expect.poll(() => log.wispWarnings.length).toBe(1);
    expect(await root.evaluate((el) => el.outerHTML)).toBe(before);
    expect(log.wispWarnings[0]).toMatch(/^\[wisp\] nested-accordion: no details\.e-n-accordion-item/);
    expect(log.errors).toEqual([]);
  });
});
