import { expect, test } from '@playwright/test';
import { watchConsole } from './helpers.ts';
import { behavioursStarted, builderStorage, popupDialog } from './behaviour-helpers.ts';

/** The toggle link of fixtures/action-links/popup.html (button 13a0a01), exactly as printed. */
const TOGGLE_HASH = '#elementor-action%3Aaction%3Dpopup%3Aopen%26settings%3DeyJpZCI6IjEzMDEiLCJ0b2dnbGUiOnRydWV9';

test.describe('action links', () => {
  test('the hero button of the reference page opens its popup, and "do not show again" keeps it closed across a reload', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto('/cyber-essentials/');
    await behavioursStarted(page, 'action-links', 'popups');
    const hero = page.locator('[data-id="1e2f3a5"] a');
    await hero.click();
    const dialog = popupDialog(page, '1203');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('role', 'dialog');
    await expect(dialog).toHaveAccessibleName('Free Cyber Essentials readiness check');
    await expect(page).toHaveURL(/\/cyber-essentials\/$/);
    await dialog.getByRole('link', { name: /don.t show this again/ }).click();
    await expect(dialog).toHaveCount(0);
    expect(await builderStorage(page)).toMatchObject({ popup_1203_disable: true });
    await page.reload();
    await behavioursStarted(page, 'action-links', 'popups');
    await hero.click();
    // Wait for the action chunk to have run: it is the same chunk the first click loaded, so one idle is enough.
    await page.evaluate(() => window.wisp?.idle());
    await page.waitForTimeout(300);
    await expect(page.locator('.elementor-popup-modal')).toHaveCount(0);
    expect(log.errors).toEqual([]);
    expect(log.wispWarnings).toEqual([]);
  });

  test('a toggle link closes the popup it opened', async ({ page }) => {
    await page.goto('/fixtures/action-links/popup.html');
    await behavioursStarted(page, 'action-links', 'popups');
    const link = page.locator('[data-id="13a0a01"] a');
    await link.click();
    await expect(popupDialog(page, '1301')).toBeVisible();
    // The overlay covers the link, as it would for a visitor: the click reaches it from script, as from a popup's own link.
    await link.dispatchEvent('click');
    await expect(popupDialog(page, '1301')).toHaveCount(0);
  });

  test('the raw and the fully encoded forms open their popups too', async ({ page }) => {
    await page.goto('/fixtures/action-links/popup.html');
    await behavioursStarted(page, 'action-links', 'popups');
    await page.locator('[data-id="13a0a02"] a').click();
    await expect(popupDialog(page, '1302')).toBeVisible();
    await popupDialog(page, '1302').locator('.dialog-close-button').click();
    await expect(popupDialog(page, '1302')).toHaveCount(0);
    await page.locator('[data-id="13a0a03"] a').click();
    await expect(popupDialog(page, '1303')).toBeVisible();
    await expect(page).toHaveURL(/popup\.html$/);
  });

  test('a valid action hash in the URL opens the popup when a link on the page carries it', async ({ page }) => {
    await page.goto(`/fixtures/action-links/popup.html${TOGGLE_HASH}`);
    await behavioursStarted(page, 'action-links', 'popups');
    await expect(popupDialog(page, '1301')).toBeVisible();
  });

  test('a forged action hash in the URL opens nothing and warns once', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto('/fixtures/action-links/forged.html#elementor-action:action=popup:open&settings=eyJpZCI6IjEzMDEifQ==');
    await behavioursStarted(page, 'action-links', 'popups');
    await page.evaluate(() => window.wisp?.idle());
    await expect(page.locator('.elementor-popup-modal')).toHaveCount(0);
    expect(log.wispWarnings).toEqual(['[wisp] action-links: the page URL carries an action hash that no element on the page has; ignored']);
    expect(log.errors).toEqual([]);
  });

  test('malformed action links each warn once, open nothing and throw nothing', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto('/fixtures/action-links/malformed.html');
    await behavioursStarted(page, 'action-links', 'popups');
    const buttons = page.locator('.elementor-button');
    const count = await buttons.count();
    expect(count).toBe(9);
    for (let index = 0; index < count; index += 1) {
      await buttons.nth(index).click();
      await buttons.nth(index).click();
      await expect.poll(() => log.wispWarnings.length).toBe(index + 1);
    }
    await expect(page.locator('.elementor-popup-modal')).toHaveCount(0);
    await expect(page).toHaveURL(/malformed\.html$/);
    expect(log.errors).toEqual([]);
  });
});
