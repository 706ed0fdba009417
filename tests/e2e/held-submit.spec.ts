import { expect, test, type Route } from '@playwright/test';
import { watchConsole } from './helpers.ts';

const AJAX = '/wp-admin/admin-ajax.php';

test('a form sent before its chunk arrives is held, then sent with AJAX once mounted: no page post, nothing typed lost', async ({ page }) => {
  const log = watchConsole(page);
  let release: () => void = () => undefined;
  const chunkHeld = new Promise<void>((resolve) => {
    void page.route(/\/chunks\/form-[A-Z0-9]+\.js$/, async (route: Route) => {
      resolve();
      await new Promise<void>((done) => (release = done));
      await route.continue();
    });
  });
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
  });
  await page.goto('/fixtures/form/basic.html');
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await chunkHeld;
  await page.locator('#form-field-name').fill('Ada');
  await page.locator('#form-field-email').fill('ada@example.co.uk');
  await page.locator('#form-field-email').press('Enter');
  // The native post would have left the page; it is still here, with what was typed, and nothing was sent.
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await expect(page.locator('#form-field-name')).toHaveValue('Ada');
  expect(posts).toEqual([]);
  const sent = page.waitForRequest((request) => request.url().includes(AJAX));
  release();
  expect((await sent).postData() ?? '').toContain('ada@example.co.uk');
  await expect(page.locator('.elementor-message-success')).toBeVisible();
  expect(posts).toEqual([AJAX]);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(log.errors).toEqual([]);
});
