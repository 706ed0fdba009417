// Pro's off-canvas widget, from the original's contract: action links send `elementor-pro/off-canvas/toggle-display-mode`
// with the widget id; the panel's `aria-hidden`/`inert` follow; its links get `aria-controls`/`aria-expanded`; Escape
// and the overlay close it unless switched off; `prevent_scroll` locks the body; its widgets start on first opening.
import { expect, test, type Page } from '@playwright/test';
import { watchConsole, wispIdle } from './helpers.ts';

const PAGE = '/fixtures/off-canvas/basic.html';
const panel = (page: Page, id = '0ffca01') => page.locator(`#off-canvas-${id}`);
/** A click on the overlay, beside the panel (which takes at most 90% of the width from the left). */
const clickOverlay = (page: Page) => page.mouse.click((page.viewportSize()?.width ?? 1366) - 8, 400);

async function open(page: Page) {
  await page.goto(PAGE);
  await wispIdle(page);
  await expect(page.locator('[data-id="0ffca01"]')).toHaveAttribute('data-wisp-ready', '');
}

test.describe('off-canvas', () => {
  test('an action link opens the panel as a dialog, marks its links expanded, locks scrolling and focuses inside', async ({ page }) => {
    const log = watchConsole(page);
    await open(page);
    const link = page.locator('#open-menu');
    await expect(link).toHaveAttribute('aria-controls', 'off-canvas-0ffca01');
    await expect(link).toHaveAttribute('aria-expanded', 'false');
    await expect(panel(page)).toBeHidden();
    await link.click();
    await expect(panel(page)).toHaveAttribute('aria-hidden', 'false');
    await expect(panel(page)).not.toHaveAttribute('inert', '');
    await expect(page.locator('#oc-first')).toBeVisible();
    await expect(link).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('body')).toHaveClass(/e-off-canvas__no-scroll/);
    await expect(page.locator('#oc-first')).toBeFocused();
    expect(log.errors).toEqual([]);
    expect(log.wispWarnings).toEqual([]);
  });

  test('the widgets inside start on the first opening, not before', async ({ page }) => {
    await open(page);
    const toggle = page.locator('[data-id="0ffca05"]');
    await expect(toggle).not.toHaveAttribute('data-wisp-ready', '');
    await page.locator('#open-menu').click();
    await expect(toggle).toHaveAttribute('data-wisp-ready', '');
    await toggle.locator('.elementor-tab-title[data-tab="1"]').click();
    await expect(toggle.locator('.elementor-tab-content[data-tab="1"]')).toBeVisible();
  });

  test('a close link, Escape and the overlay close it; focus returns to the link that opened it', async ({ page }) => {
    await open(page);
    const link = page.locator('#open-menu');
    for (const close of [
      () => page.locator('#oc-close').click(),
      () => page.keyboard.press('Escape'),
      () => clickOverlay(page),
    ]) {
      await link.focus();
      await page.keyboard.press('Enter');
      await expect(panel(page)).toHaveAttribute('aria-hidden', 'false');
      await close();
      await expect(panel(page)).toHaveAttribute('aria-hidden', 'true');
      await expect(panel(page)).toHaveAttribute('inert', '');
      await expect(link).toHaveAttribute('aria-expanded', 'false');
      await expect(page.locator('body')).not.toHaveClass(/e-off-canvas__no-scroll/);
      await expect(link).toBeFocused();
    }
  });

  test('Tab stays inside the open panel', async ({ page }) => {
    await open(page);
    await page.locator('#open-menu').click();
    await expect(page.locator('#oc-first')).toBeFocused();
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.getElementById('off-canvas-0ffca01')?.contains(document.activeElement))).toBe(true);
    }
  });

  test('a panel that ignores Escape and the overlay stays open until its toggle link closes it', async ({ page }) => {
    await open(page);
    await page.locator('#toggle-notice').click();
    await expect(panel(page, '0ffcb01')).toHaveAttribute('aria-hidden', 'false');
    await page.keyboard.press('Escape');
    await clickOverlay(page);
    await page.waitForTimeout(200);
    await expect(panel(page, '0ffcb01')).toHaveAttribute('aria-hidden', 'false');
    await page.locator('#oc2-close').click();
    await expect(panel(page, '0ffcb01')).toHaveAttribute('aria-hidden', 'true');
  });

  test('the entrance animation plays on the panel, and not for visitors who prefer reduced motion', async ({ page }) => {
    await open(page);
    await page.locator('#open-menu').click();
    await expect(page.locator('#off-canvas-0ffca01 .e-off-canvas__main')).toHaveClass(/animated fadeInLeft/);
    await expect(page.locator('#off-canvas-0ffca01 .e-off-canvas__main')).not.toHaveClass(/fadeInLeft/, { timeout: 5000 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.keyboard.press('Escape');
    await page.locator('#open-menu').click();
    await expect(panel(page)).toHaveClass(/no-animation/);
    await expect(page.locator('#off-canvas-0ffca01 .e-off-canvas__main')).not.toHaveClass(/animated/);
  });
});
