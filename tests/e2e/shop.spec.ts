import { expect, test } from '@playwright/test';
import { isMobileProject, readyWidget, watchConsole, wispIdle } from './helpers.ts';

const PAGE = '/fixtures/shop/menu-cart.html';

test.describe('menu cart', () => {
  test('the side cart opens on click with focus inside, and Escape closes it with focus back on the toggle', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto(PAGE);
    const cart = await readyWidget(page, 'c4a7101');
    const toggle = cart.locator('#elementor-menu-cart__toggle_button');
    const panel = cart.locator('.elementor-menu-cart__main');
    await expect(panel).toBeHidden();
    await toggle.click();
    await expect(cart).toHaveClass(/elementor-menu-cart--shown/);
    await expect(panel).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toHaveAttribute('aria-hidden', 'false');
    await expect(cart.locator('.elementor-menu-cart__close-button')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    expect(log.errors).toEqual([]);
    expect(log.wispWarnings).toEqual([]);
  });

  test('the side cart closes on a click on its backdrop and from its close button, and stays open on a click inside', async ({ page }) => {
    await page.goto(PAGE);
    const cart = await readyWidget(page, 'c4a7101');
    const toggle = cart.locator('#elementor-menu-cart__toggle_button');
    const panel = cart.locator('.elementor-menu-cart__main');
    await toggle.click();
    await panel.locator('.elementor-menu-cart__subtotal').click();
    await expect(panel).toBeVisible();
    await page.mouse.click(5, 200);
    await expect(panel).toBeHidden();
    await toggle.click();
    await cart.locator('.elementor-menu-cart__close-button').click();
    await expect(panel).toBeHidden();
    await expect(cart).not.toHaveClass(/elementor-menu-cart--shown/);
  });

  test('the mini cart opens by hover (by tap on a phone) and closes when the pointer leaves', async ({ page }, info) => {
    await page.goto(PAGE);
    const cart = await readyWidget(page, 'c4a7102');
    const toggle = cart.locator('#elementor-menu-cart__toggle_button');
    const panel = cart.locator('.elementor-menu-cart__main');
    if (isMobileProject(info.project.name)) await toggle.tap();
    else await toggle.hover();
    await expect(panel).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The governed list height: at least 120 px, written on the list.
    const maxHeight = await cart.locator('.elementor-menu-cart__products').evaluate((list) => (list as HTMLElement).style.maxHeight);
    expect(parseFloat(maxHeight)).toBeGreaterThanOrEqual(120);
    if (!isMobileProject(info.project.name)) {
      await page.mouse.move(5, 5);
      await expect(panel).toBeHidden();
    }
  });

  test('adding a product refreshes both carts from the fragments call and opens the mini cart automatically', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto(PAGE);
    await readyWidget(page, 'c4a7101');
    const mini = await readyWidget(page, 'c4a7102');
    const request = page.waitForRequest((req) => req.url().endsWith('/wp-admin/admin-ajax.php') && (req.postData() ?? '').includes('elementor_menu_cart_fragments'));
    await page.locator('#demo-add').click();
    expect((await request).postData()).toBe('action=elementor_menu_cart_fragments&templates%5B%5D=910&_nonce=8d2e61c0aa&is_editor=false');
    await expect(page.locator('.elementor-button-icon-qty[data-counter="2"]')).toHaveCount(2);
    await expect(page.locator('.elementor-menu-cart__toggle_button .elementor-button-text').first()).toHaveText('£50.00');
    await expect(mini).toHaveClass(/elementor-menu-cart--shown/);
    await expect(mini.locator('.elementor-menu-cart__product')).toHaveCount(2);
    await expect(page.locator('[data-id="c4a7101"]')).not.toHaveClass(/elementor-menu-cart--shown/);
    await page.locator('#demo-remove').click();
    await expect(page.locator('.elementor-button-icon-qty[data-counter="1"]')).toHaveCount(2);
    expect(log.errors).toEqual([]);
  });

  test('with jQuery on the page, a jQuery-triggered and a DOM-dispatched store event each cause exactly one fragments call', async ({ page }) => {
    // Debian's jQuery, put in the page's head as a WooCommerce site loads it (before wisp's deferred module).
    await page.route('**/test-jquery.js', (route) => route.fulfill({ path: '/usr/share/javascript/jquery/jquery.min.js', contentType: 'text/javascript' }));
    await page.route(`**${PAGE}`, async (route) => {
      const html = await (await route.fetch()).text();
      await route.fulfill({ body: html.replace('</head>', '<script src="/test-jquery.js"></script></head>'), contentType: 'text/html' });
    });
    await page.goto(PAGE);
    expect(await page.evaluate(() => typeof (window as unknown as { jQuery?: unknown }).jQuery)).toBe('function');
    await readyWidget(page, 'c4a7101');
    await readyWidget(page, 'c4a7102');
    const calls: string[] = [];
    page.on('request', (req) => { if ((req.postData() ?? '').includes('elementor_menu_cart_fragments')) calls.push(req.url()); });
    const answered = () => page.waitForResponse((res) => res.url().endsWith('/wp-admin/admin-ajax.php'));
    let answer = answered();
    await page.evaluate(() => (window as unknown as { jQuery(target: Element): { trigger(type: string): void } }).jQuery(document.body).trigger('added_to_cart'));
    await answer;
    answer = answered();
    await page.evaluate(() => document.body.dispatchEvent(new CustomEvent('removed_from_cart', { bubbles: true })));
    await answer;
    await wispIdle(page);
    expect(calls).toHaveLength(2);
  });

  test('a hostile fragments answer runs nothing: scripts, inline handlers and javascript: links are dropped', async ({ page }) => {
    await page.goto(`${PAGE}?wisp-demo-shop=hostile`);
    await readyWidget(page, 'c4a7101');
    await page.locator('#demo-add').click();
    await expect(page.locator('.elementor-button-icon-qty[data-counter="2"]')).toHaveCount(2);
    await expect(page.locator('.widget_shopping_cart_content img')).toHaveCount(2);
    expect(await page.locator('.widget_shopping_cart_content script, .widget_shopping_cart_content [onerror]').count()).toBe(0);
    expect(await page.locator('.hostile-link').first().getAttribute('href')).toBeNull();
    expect(await page.evaluate(() => (window as unknown as { __hostileRan?: boolean }).__hostileRan)).toBeUndefined();
  });

  test('a failing fragments call leaves the carts as they were', async ({ page }) => {
    await page.goto(`${PAGE}?wisp-demo-shop=fail`);
    const cart = await readyWidget(page, 'c4a7101');
    const answer = page.waitForResponse((res) => res.url().endsWith('/wp-admin/admin-ajax.php'));
    await page.locator('#demo-add').click();
    expect((await answer).status()).toBe(500);
    await wispIdle(page);
    await expect(cart.locator('.elementor-button-icon-qty')).toHaveAttribute('data-counter', '1');
  });

  test('a cart without its panel is left untouched with one warning', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto('/fixtures/shop/menu-cart-missing-markup.html');
    await wispIdle(page);
    await expect(page.locator('[data-id="c4a7104"]')).not.toHaveAttribute('data-wisp-ready', '');
    expect(log.wispWarnings).toHaveLength(1);
    expect(log.wispWarnings[0]).toContain('woocommerce-menu-cart');
  });
});
