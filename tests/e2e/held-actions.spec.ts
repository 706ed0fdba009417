import { expect, test, type Page, type Route } from '@playwright/test';
import { watchConsole } from './helpers.ts';

/** Holds the chunk whose file matches until `release` is called; `held` resolves once the browser asked for it. */
function holdChunk(page: Page, file: RegExp) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    void page.route(file, async (route: Route) => {
      resolve();
      await new Promise<void>((done) => (release = done));
      await route.continue();
    });
  });
  return { held, release: () => release() };
}

const AJAX = '/wp-admin/admin-ajax.php';

test('a form sent before its chunk arrives is held, then sent with AJAX once mounted: no page post, nothing typed lost', async ({ page }) => {
  const log = watchConsole(page);
  const chunk = holdChunk(page, /\/chunks\/form-[A-Z0-9]+\.js$/);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
  });
  await page.goto('/fixtures/form/basic.html');
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await chunk.held;
  await page.locator('#form-field-name').fill('Ada');
  await page.locator('#form-field-email').fill('ada@example.co.uk');
  await page.locator('#form-field-email').press('Enter');
  // The native post would have left the page; it is still here, with what was typed, and nothing was sent.
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await expect(page.locator('#form-field-name')).toHaveValue('Ada');
  expect(posts).toEqual([]);
  const sent = page.waitForRequest((request) => request.url().includes(AJAX));
  chunk.release();
  expect((await sent).postData() ?? '').toContain('ada@example.co.uk');
  await expect(page.locator('.elementor-message-success')).toBeVisible();
  expect(posts).toEqual([AJAX]);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(log.errors).toEqual([]);
});

test('a tab clicked before its chunk arrives is selected once the module mounts, not lost', async ({ page }) => {
  const log = watchConsole(page);
  const chunk = holdChunk(page, /\/chunks\/tabs-[A-Z0-9]+\.js$/);
  await page.goto('/fixtures/tabs/basic.html');
  await chunk.held;
  const second = page.locator('[data-id="b0a5e01"] .elementor-tab-title[data-tab="2"]').filter({ visible: true });
  await second.click();
  await page.waitForTimeout(200);
  await expect(second).not.toHaveClass(/elementor-active/);
  chunk.release();
  await expect(second).toHaveClass(/elementor-active/);
  await expect(page.locator('#elementor-tab-content-1852')).toBeVisible();
  expect(log.errors).toEqual([]);
});
