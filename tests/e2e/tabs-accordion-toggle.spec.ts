import { expect, test } from '@playwright/test';
import { isMobileProject, readyWidget, watchConsole } from './helpers.ts';

test.describe('classic tabs, accordion and toggle on the Cyber Essentials page', () => {
  test('tabs show the first panel and switch on click', async ({ page }, info) => {
    const log = watchConsole(page);
    await page.goto('/cyber-essentials/');
    const tabs = await readyWidget(page, 'a1b2c3d');
    const panels = tabs.locator('.elementor-tab-content');
    await expect(panels.nth(0)).toBeVisible();
    await expect(panels.nth(1)).toBeHidden();
    const titleClass = isMobileProject(info.project.name) ? '.elementor-tab-mobile-title' : '.elementor-tab-desktop-title';
    const second = tabs.locator(`${titleClass}[data-tab="2"]`);
    await second.click();
    await expect(panels.nth(1)).toBeVisible();
    await expect(panels.nth(0)).toBeHidden();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.locator(`${titleClass}[data-tab="1"]`)).toHaveAttribute('aria-selected', 'false');
    await expect(tabs.locator('.elementor-tab-title.elementor-active')).toHaveCount(2);
    expect(log.errors).toEqual([]);
  });

  test('tabs answer the keyboard: arrows move focus, Enter selects', async ({ page }, info) => {
    await page.goto('/cyber-essentials/');
    const tabs = await readyWidget(page, 'a1b2c3d');
    // Desktop titles form a horizontal tab list; the mobile titles a vertical one (aria-orientation="vertical").
    const mobile = isMobileProject(info.project.name);
    const titleClass = mobile ? '.elementor-tab-mobile-title' : '.elementor-tab-desktop-title';
    await tabs.locator(`${titleClass}[data-tab="1"]`).focus();
    await page.keyboard.press(mobile ? 'ArrowDown' : 'ArrowRight');
    const second = tabs.locator(`${titleClass}[data-tab="2"]`);
    await expect(second).toBeFocused();
    await expect(second).toHaveAttribute('aria-selected', 'false');
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.locator('.elementor-tab-content[data-tab="2"]')).toBeVisible();
  });

  test('accordion opens item 1 on load and slides between items', async ({ page }) => {
    await page.goto('/cyber-essentials/');
    const accordion = await readyWidget(page, 'ac0d1e5');
    const titles = accordion.locator('.elementor-tab-title');
    const contents = accordion.locator('.elementor-tab-content');
    await expect(contents.nth(0)).toBeVisible();
    await expect(titles.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await titles.nth(1).click();
    // Mid-slide the first item is still on screen: the 400 ms slide animates its height down.
    const heightDuringSlide = await contents.nth(0).evaluate((el) => el.getBoundingClientRect().height);
    expect(heightDuringSlide).toBeGreaterThan(0);
    await expect(contents.nth(1)).toBeVisible();
    await expect(contents.nth(0)).toBeHidden();
    await expect(titles.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(titles.nth(1)).toHaveAttribute('aria-expanded', 'true');
  });

  test('accordion skips the slide when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/cyber-essentials/');
    const accordion = await readyWidget(page, 'ac0d1e5');
    await accordion.locator('.elementor-tab-title').nth(1).click();
    const display = await accordion.locator('.elementor-tab-content').nth(0).evaluate((el) => getComputedStyle(el).display);
    expect(display).toBe('none');
  });

  test('toggle starts closed and keeps several items open', async ({ page }) => {
    await page.goto('/cyber-essentials/');
    const toggle = await readyWidget(page, '7099e1a');
    const titles = toggle.locator('.elementor-tab-title');
    const contents = toggle.locator('.elementor-tab-content');
    await expect(contents.nth(0)).toBeHidden();
    await titles.nth(0).click();
    await titles.nth(1).click();
    await expect(contents.nth(0)).toBeVisible();
    await expect(contents.nth(1)).toBeVisible();
    await titles.nth(0).click();
    await expect(contents.nth(0)).toBeHidden();
    await expect(titles.nth(0)).toHaveAttribute('aria-expanded', 'false');
  });

  test('legacy section markup works the same', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto('/legacy-sections/');
    const roots = page.locator('[data-widget_type="tabs.default"], [data-widget_type="accordion.default"], [data-widget_type="toggle.default"]');
    const count = await roots.count();
    expect(count).toBeGreaterThanOrEqual(3);
    for (let index = 0; index < count; index += 1) {
      await roots.nth(index).scrollIntoViewIfNeeded();
      await expect(roots.nth(index)).toHaveAttribute('data-wisp-ready', '');
    }
    const tabs = page.locator('[data-widget_type="tabs.default"]').first();
    await tabs.locator('.elementor-tab-title:visible').nth(1).click();
    await expect(tabs.locator('.elementor-tab-content[data-tab="2"]')).toBeVisible();
    expect(log.errors).toEqual([]);
  });
});
