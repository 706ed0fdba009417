// A widget chunk that fails to load: retried once; after a second failure the widget stays as the server printed it.
import { expect, test } from '@playwright/test';
import { isMobileProject, readyWidget, watchConsole } from './helpers.ts';
import { recordE2eFigures } from './reliability-figures.ts';

test.describe('a chunk that fails to load', () => {
  test.beforeEach(({}, info) => test.skip(isMobileProject(info.project.name), 'chunk loading does not depend on the screen: it runs once, on desktop'));

  test('is retried once, and the widget then mounts', async ({ page }) => {
    let requests = 0;
    await page.route('**/wisp/chunks/tabs-*.js', (route) => {
      requests += 1;
      return requests === 1 ? route.abort('connectionreset') : route.continue();
    });
    await page.goto('/fixtures/tabs/basic.html');
    const root = await readyWidget(page, 'b0a5e01');
    await root.locator('.elementor-tab-desktop-title').nth(1).click();
    await expect(root.locator('.elementor-tab-desktop-title').nth(1)).toHaveAttribute('aria-selected', 'true');
    expect(requests).toBe(2);
  });

  test('twice stays as server-rendered markup, reports once, and the rest of the page works', async ({ page }) => {
    const log = watchConsole(page);
    await page.addInitScript(() => {
      (window as unknown as { wispErrors: string[] }).wispErrors = [];
      document.addEventListener('wisp:error', (event) => (window as unknown as { wispErrors: string[] }).wispErrors.push(String((event as CustomEvent<{ module: string }>).detail.module)));
    });
    let requests = 0;
    await page.route('**/wisp/chunks/tabs-*.js', (route) => {
      requests += 1;
      return route.abort('connectionreset');
    });
    await page.goto('/cyber-essentials/');
    const tabs = page.locator('[data-id="a1b2c3d"]');
    await tabs.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => (window as unknown as { wispErrors: string[] }).wispErrors)).toEqual(['tabs']);
    // Byte for byte what the server sent: the same element parsed from the page's own HTML.
    const printed = await page.evaluate(async () => {
      const html = await (await fetch(location.href)).text();
      return new DOMParser().parseFromString(html, 'text/html').querySelector('[data-id="a1b2c3d"]')?.outerHTML;
    });
    expect(await tabs.evaluate((element) => element.outerHTML)).toBe(printed);
    expect(requests).toBe(2);
    const accordion = await readyWidget(page, 'ac0d1e5');
    const title = accordion.locator('.elementor-tab-title').first();
    const expanded = await title.getAttribute('aria-expanded');
    await title.click();
    await expect(title).not.toHaveAttribute('aria-expanded', expanded ?? '');
    expect(log.errors.filter((error) => error.includes('[wisp]'))).toEqual([expect.stringContaining('[wisp] tabs: could not load its script')]);
    expect(log.errors.filter((error) => error.startsWith('uncaught'))).toEqual([]);
    recordE2eFigures('faults-chunks', { chunkRequests: requests, failedWidgetStayedPrinted: true });
  });
});
