import { expect, test } from '@playwright/test';
import { readyWidget, watchConsole } from './helpers.ts';

// Each test sets its own viewport: the menus behave differently on desktop (hover) and below 1025px (toggle).
const DESKTOP = { width: 1280, height: 800 };

test.describe('menus', () => {
  test('nav menu: a submenu is not shown 100 ms after hovering but is by 400 ms, and hides after leaving', async ({ page }) => {
    const log = watchConsole(page);
    // The page's clock is driven by the test, so the delays are checked exactly, however loaded the machine is.
    await page.clock.install();
    await page.setViewportSize(DESKTOP);
    await page.goto('/fixtures/nav-menu/basic.html');
    const root = await readyWidget(page, '6a1e001');
    const parent = root.locator('#menu-1-6a1e001 > li').first();
    const sub = parent.locator(':scope > ul');
    await page.clock.pauseAt(Date.now() + 60_000);
    await parent.locator(':scope > a').hover();
    await page.clock.runFor(100);
    await expect(sub).toBeHidden({ timeout: 1 });
    await page.clock.runFor(300);
    await expect(sub).toBeVisible();
    await expect(parent.locator(':scope > a')).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(5, 700);
    await page.clock.runFor(400);
    await expect(sub).toBeVisible({ timeout: 1 });
    await page.clock.runFor(400);
    await expect(sub).toBeHidden();
    await expect(sub).toHaveAttribute('aria-hidden', 'true');
    expect(log.errors).toEqual([]);
  });

  test('nav menu: keyboard focus opens, arrows move and Escape closes step by step', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/fixtures/nav-menu/basic.html');
    const root = await readyWidget(page, '6a1e001');
    const link = root.locator('#menu-1-6a1e001 > li > a').first();
    await link.focus();
    await expect(link).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(root.locator('#menu-1-6a1e001 > li > ul > li > a').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(link).toBeFocused();
    await expect(link).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowRight');
    const second = root.locator('#menu-1-6a1e001 > li > a').nth(1);
    await expect(second).toBeFocused();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(link).toHaveAttribute('aria-expanded', 'false');
  });

  test('nav menu: the mobile toggle opens a full-width dropdown that closes on an outside click and on resize to desktop', async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 800 });
    await page.goto('/fixtures/nav-menu/basic.html');
    const root = await readyWidget(page, '6a1e001');
    const toggle = root.locator('.elementor-menu-toggle');
    const dropdown = root.locator('nav.elementor-nav-menu--dropdown');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveClass(/elementor-active/);
    await expect(dropdown).toHaveAttribute('aria-hidden', 'false');
    const box = await dropdown.boundingBox();
    expect(box?.x).toBeCloseTo(0, 0);
    expect(box?.width).toBeGreaterThan(580);
    await page.mouse.click(300, 780);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.setViewportSize(DESKTOP);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(dropdown).toHaveAttribute('aria-hidden', 'true');
  });

  test('mega menu: click mode opens an item from its icon and closes it on an outside click; hover mode opens on hover', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/fixtures/mega-menu/basic.html');
    const click = await readyWidget(page, '6b1e002');
    await click.locator('#e-n-menu-dropdown-icon-1021').click();
    await expect(click.locator('#e-n-menu-content-1021')).toBeVisible();
    await page.mouse.click(5, 790);
    await expect(click.locator('#e-n-menu-content-1021')).toBeHidden();
    const hover = await readyWidget(page, '6b1e001');
    await hover.locator('#e-n-menu-title-1011').hover();
    await expect(hover.locator('#e-n-menu-content-1011')).toBeVisible();
    const content = await hover.locator('#e-n-menu-content-1011').boundingBox();
    expect(content?.width).toBeGreaterThan(1200);
  });

  test('search form: the full-screen skin opens from its toggle and Escape returns focus to the toggle', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/fixtures/search-form/basic.html');
    const root = await readyWidget(page, '6c1e001');
    const toggle = root.locator('.elementor-search-form__toggle');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const input = root.locator('input.elementor-search-form__input');
    await expect(input).toBeFocused();
    await expect(input).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(input).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});
