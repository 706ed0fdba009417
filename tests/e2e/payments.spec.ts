import { expect, test, type Page } from '@playwright/test';
import { readyWidget, watchConsole, wispIdle } from './helpers.ts';

const PAGE = '/fixtures/payments/buttons.html';
type Opened = { url: string; target: string; features: string };

async function recordOpen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: Opened[] = [];
    (window as unknown as { __opened: Opened[] }).__opened = calls;
    window.open = (url?: string | URL, target?: string, features?: string) => (calls.push({ url: String(url), target: target ?? '', features: features ?? '' }), null);
  });
}
const opened = (page: Page): Promise<Opened[]> => page.evaluate(() => (window as unknown as { __opened: Opened[] }).__opened);

test.describe('stripe button', () => {
  test('posts the original fields and opens the checkout in a new window', async ({ page }) => {
    const log = watchConsole(page);
    await recordOpen(page);
    await page.goto(PAGE);
    await readyWidget(page, 'd5e7101');
    const request = page.waitForRequest((req) => (req.postData() ?? '').startsWith('action=submit_stripe_form'));
    await page.locator('#pay-d5e7101').click();
    const body = new URLSearchParams((await request).postData() ?? '');
    expect(Object.fromEntries(body)).toMatchObject({ 'data[widgetId]': 'd5e7101', 'data[postId]': '910', 'data[nonce]': '4b1f0e9a2c', 'data[action]': 'submit_stripe_form' });
    expect(body.get('data[pageUrl]')).toMatch(/\/fixtures\/payments\/buttons\.html$/);
    await expect.poll(() => opened(page)).toHaveLength(1);
    const [call] = await opened(page);
    expect(call?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/fixtures\/payments\/thank-you\.html$/);
    expect([call?.target, call?.features]).toEqual(['_blank', 'noopener']);
    expect(page.url()).toMatch(/buttons\.html$/);
    expect(log.errors).toEqual([]);
  });

  test('leads to the checkout in the same window when the new-window switch is off', async ({ page }) => {
    await page.goto(PAGE);
    await readyWidget(page, 'd5e7102');
    await page.locator('#pay-d5e7102').click();
    await expect(page).toHaveURL(/\/fixtures\/payments\/thank-you\.html$/);
  });

  test('a refused payment shows the provider message as text, or the custom message when custom messages are on', async ({ page }) => {
    await page.goto(`${PAGE}?wisp-demo-shop=stripe-401`);
    const plain = await readyWidget(page, 'd5e7101');
    await page.locator('#pay-d5e7101').click();
    const message = plain.locator('.elementor-stripe-error-message');
    await expect(message).toHaveText('Invalid API Key provided: <b>sk_test_****</b>');
    await expect(message.locator('b')).toHaveCount(0);
    await expect(message).toHaveAttribute('role', 'alert');
    const custom = await readyWidget(page, 'd5e7102');
    await page.locator('#pay-d5e7102').click();
    await expect(custom.locator('.elementor-stripe-error-message')).toHaveText('Your payment details were refused.');
  });

  test('a checkout URL that is not http(s) is never opened', async ({ page }) => {
    const log = watchConsole(page);
    await recordOpen(page);
    await page.goto(`${PAGE}?wisp-demo-shop=stripe-js-url`);
    const custom = await readyWidget(page, 'd5e7102');
    await page.locator('#pay-d5e7102').click();
    await expect(custom.locator('.elementor-stripe-error-message')).toHaveText('Payment could not start. Please try again later.');
    await readyWidget(page, 'd5e7101');
    await page.locator('#pay-d5e7101').click();
    await expect.poll(() => log.wispWarnings.length).toBe(1);
    expect(await opened(page)).toEqual([]);
  });

  test('errors printed by the server are shown and nothing is sent', async ({ page }) => {
    await page.goto(PAGE);
    const widget = await readyWidget(page, 'd5e7103');
    let sent = 0;
    page.on('request', (req) => { if (req.method() === 'POST') sent += 1; });
    await expect(widget.locator('.elementor-error-message-account')).toBeHidden();
    await page.locator('#pay-d5e7103').click();
    await expect(widget.locator('.elementor-error-message-account')).toBeVisible();
    await wispIdle(page);
    expect(sent).toBe(0);
  });
});

test.describe('paypal button', () => {
  test('a legacy button with printed errors shows them instead of going to PayPal', async ({ page }) => {
    await page.route('https://www.paypal.com/**', (route) => route.abort());
    await page.goto(PAGE);
    const widget = await readyWidget(page, 'd5e7201');
    let popups = 0;
    page.on('popup', () => { popups += 1; });
    await page.locator('#paypal-d5e7201').click();
    await expect(widget.locator('.elementor-message-danger')).toBeVisible();
    await wispIdle(page);
    expect(popups).toBe(0);
  });

  test('buttons without the markup they need are left alone with one warning each', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto('/fixtures/payments/missing-markup.html');
    await wispIdle(page);
    await expect.poll(() => log.wispWarnings.length).toBe(2);
    await expect(page.locator('[data-wisp-ready]')).toHaveCount(0);
  });
});
