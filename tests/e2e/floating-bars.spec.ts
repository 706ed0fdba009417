// The floating bar (floating-bars-var-1.default) in Chromium. The same assertions run once with the page builder's
// original free scripts (extracted from ../shared/wordpress at test time) and once with wisp: the bar pads the page or
// moves to its top as the original does, takes focus on load, hides on its close button and on Escape, and its call to
// action enters and counts clicks. wisp alone: a top sticky header stops below the bar (the original's sticky is Pro's),
// and reduced motion shows the call to action at once.
import { expect, test, type Page } from '@playwright/test';
import { readyWidget, watchConsole } from './helpers.ts';
import { openSide, SIDES } from './original.ts';

const STICKY = '/fixtures/floating-bars/sticky-top.html';
const bar = (page: Page, id: string) => page.locator(`[data-id="${id}"] .e-floating-bars`);
const bodyPadding = (page: Page) => page.evaluate(() => getComputedStyle(document.body).paddingTop);
const heightOf = (page: Page, id: string) => bar(page, id).evaluate((element: HTMLElement) => `${element.offsetHeight}px`);

for (const side of SIDES) {
  test.describe(`floating bar, ${side}`, () => {
    test('a sticky bar at the top pads the page by its height, its call to action enters, then the bar has focus; the close button hides it and the padding goes', async ({ page }) => {
      const log = watchConsole(page);
      await openSide(page, side, STICKY);
      const main = bar(page, 'f1ba001');
      const cta = main.locator('.e-floating-bars__cta-button');
      await expect.poll(() => bodyPadding(page)).toBe(await heightOf(page, 'f1ba001'));
      expect(await bodyPadding(page)).not.toBe('0px');
      await expect(cta).toHaveClass(/\bvisible\b/);
      await expect(cta).not.toHaveClass(/\b(animated|fadeIn|has-entrance-animation)\b/);
      await expect(cta).toHaveCSS('opacity', '1');
      await expect(main).toBeFocused();
      await expect(main).toHaveAttribute('tabindex', '0');
      await expect(page.locator('[data-id="f1ba0010"]')).toHaveClass(/\be-con--floating-bars\b/);
      await expect(page.locator('[data-id="f1ba0010"] > .e-con-inner')).toHaveClass(/\be-con-inner--floating-bars\b/);
      await main.locator('.e-floating-bars__close-button').click();
      await expect(main).toBeHidden();
      await expect(main).toHaveClass(/\bis-hidden\b/);
      await expect.poll(() => bodyPadding(page)).toBe('0px');
      if (side === 'wisp') expect(log.errors).toEqual([]);
    });

    test('Escape hides the bar while focus is inside it, and not otherwise', async ({ page }) => {
      await openSide(page, side, STICKY);
      const main = bar(page, 'f1ba001');
      await expect(main).toBeFocused();
      await page.locator('h1').evaluate((element: HTMLElement) => {
        element.tabIndex = -1;
        element.focus();
      });
      await page.keyboard.press('Escape');
      await expect(main).toBeVisible();
      await main.locator('.e-floating-bars__cta-button').focus();
      await page.keyboard.press('Escape');
      await expect(main).toBeHidden();
    });

    test('a bar at the top that is not sticky moves from the end of the page to its start, after the admin bar; a sticky one at the bottom stays and pads nothing', async ({ page }) => {
      await openSide(page, side, '/fixtures/floating-bars/top.html');
      await expect.poll(() => page.evaluate(() => document.querySelector('#wpadminbar')?.nextElementSibling?.getAttribute('data-elementor-id'))).toBe('1802');
      const box = await bar(page, 'f1ba002').boundingBox();
      expect(box?.y).toBe(32);
      expect(await page.evaluate(() => document.body.style.paddingTop)).toBe('');
      await expect(page.locator('[data-elementor-id="1803"]')).toHaveCount(1);
      // Every bar is a tab stop, the one that did not get focus at load too.
      for (const id of ['f1ba002', 'f1ba003']) await expect(bar(page, id)).toHaveAttribute('tabindex', '0');
      const bottom = await bar(page, 'f1ba003').boundingBox();
      const viewport = page.viewportSize();
      expect(Math.round((bottom?.y ?? 0) + (bottom?.height ?? 0))).toBe(viewport?.height);
      await bar(page, 'f1ba002').locator('.e-floating-bars__close-button').click();
      await expect(bar(page, 'f1ba002')).toBeHidden();
      await expect(bar(page, 'f1ba003')).toBeVisible();
    });

    test('clicks on the call to action are posted in tens with the click-tracking nonce', async ({ page }) => {
      const posts: string[] = [];
      await page.route('**/wp-admin/admin-ajax.php', async (route) => {
        posts.push(route.request().postData() ?? '');
        await route.fulfill({ status: 200, body: '{"success":true}', contentType: 'application/json' });
      });
      await openSide(page, side, STICKY);
      const cta = bar(page, 'f1ba001').locator('.e-floating-bars__cta-button');
      await expect(cta).toHaveClass(/\bvisible\b/);
      for (let index = 0; index < 10; index += 1) await cta.click();
      await expect.poll(() => posts.length).toBe(1);
      expect(posts[0]).toContain('elementor_send_clicks');
      expect(posts[0]).toContain('5c1e0b7a42');
      expect(posts[0]?.match(/name="clicks\[\]"/g)).toHaveLength(10);
      expect(posts[0]).toContain('1801');
    });
  });
}

test.describe('floating bar, wisp only', () => {
  test('a top sticky header stops below the bar while it shows, and at the top once the bar is closed', async ({ page }) => {
    await page.goto('/fixtures/floating-bars/sticky-header.html');
    await readyWidget(page, 'f1ba001');
    const header = page.locator('[data-id="f1ba0h0"]:not(.elementor-sticky__spacer)');
    const barHeight = await bar(page, 'f1ba001').evaluate((element: HTMLElement) => element.offsetHeight);
    expect(barHeight).toBeGreaterThan(0);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => header.evaluate((element) => element.classList.contains('elementor-sticky--active'))).toBe(true);
    await expect.poll(async () => Math.round((await header.boundingBox())?.y ?? -1)).toBe(barHeight);
    await bar(page, 'f1ba001').locator('.e-floating-bars__close-button').click();
    await expect.poll(async () => Math.round((await header.boundingBox())?.y ?? -1)).toBe(0);
    expect(await bodyPadding(page)).toBe('0px');
  });

  test('with reduced motion the call to action shows at once and the bar still takes focus', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(STICKY);
    await readyWidget(page, 'f1ba001');
    const cta = bar(page, 'f1ba001').locator('.e-floating-bars__cta-button');
    await expect(cta).toHaveClass(/\bvisible\b/);
    expect(await cta.getAttribute('class')).not.toMatch(/\b(animated|fadeIn|has-entrance-animation)\b/);
    await expect(bar(page, 'f1ba001')).toBeFocused();
  });

  test('focus the visitor has already placed is not taken by the bar', async ({ page }) => {
    // The loader is held until the visitor has focused the page's heading.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/wisp/loader.js', async (route) => {
      await held;
      await route.continue();
    });
    // A module script holds DOMContentLoaded back: the heading is there before it.
    await page.goto('/fixtures/floating-bars/sticky-header.html', { waitUntil: 'commit' });
    await page.locator('h1').waitFor();
    await page.locator('h1').evaluate((element: HTMLElement) => {
      element.tabIndex = -1;
      element.focus();
    });
    release();
    await readyWidget(page, 'f1ba001');
    await expect(page.locator('h1')).toBeFocused();
    // Still a tab stop, as the original makes it.
    await expect(bar(page, 'f1ba001')).toHaveAttribute('tabindex', '0');
    await expect(page.locator('h1')).toBeFocused();
  });
});
