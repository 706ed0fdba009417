// The floating chat button (contact-buttons.default) in Chromium: the box opens and closes from the chat button, the
// close button and Escape, with aria-expanded, aria-hidden and focus as the original moves them; its animations settle
// into the visible state; the bubble shows the time; clicks on the send button are counted and posted as the original does.
import { expect, test, type Page } from '@playwright/test';
import { readyWidget, watchConsole } from './helpers.ts';

const PAGE = '/fixtures/contact-buttons/basic.html';
const part = (page: Page, id: string, name: string) => page.locator(`[data-id="${id}"] .e-contact-buttons__${name}`);

test.describe('contact buttons', () => {
  test('the chat button opens the box and moves focus into it; Escape and the close button close it and focus returns', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto(PAGE);
    await readyWidget(page, 'c0b7a01');
    const chat = part(page, 'c0b7a01', 'chat-button');
    const wrapper = part(page, 'c0b7a01', 'content-wrapper');
    await expect(chat).toHaveAttribute('aria-expanded', 'false');
    await expect(wrapper).toBeHidden();
    await chat.click();
    await expect(wrapper).toBeVisible();
    await expect(wrapper).toHaveAttribute('aria-hidden', 'false');
    await expect(chat).toHaveAttribute('aria-expanded', 'true');
    await expect(part(page, 'c0b7a01', 'close-button')).toHaveAttribute('aria-expanded', 'true');
    await expect(wrapper).toBeFocused();
    await expect(part(page, 'c0b7a01', 'content')).toHaveClass(/\bvisible\b/);
    await page.keyboard.press('Escape');
    await expect(wrapper).toBeHidden();
    await expect(chat).toHaveAttribute('aria-expanded', 'false');
    await expect(chat).toBeFocused();
    await chat.click();
    await expect(wrapper).toBeVisible();
    await part(page, 'c0b7a01', 'close-button').click();
    await expect(wrapper).toBeHidden();
    await expect(wrapper).toHaveAttribute('aria-hidden', 'true');
    // The bubble shows the visitor's time, 12-hour as data-time-format asks; the container is marked for the builder's CSS.
    await expect(part(page, 'c0b7a01', 'message-bubble-time')).toHaveText(/^\d{1,2}:\d{2}\s?(AM|PM)$/i);
    await expect(page.locator('[data-id="c0b7a010"] > .e-con-inner')).toHaveClass(/\be-con-inner--floating-buttons\b/);
    expect(log.errors).toEqual([]);
  });

  test('an animated box runs its entrance and exit animations and settles visible or hidden; the chat button\'s own entrance too', async ({ page }) => {
    await page.goto(PAGE);
    await readyWidget(page, 'c0b7a02');
    const chat = part(page, 'c0b7a02', 'chat-button');
    const content = part(page, 'c0b7a02', 'content');
    await expect(chat).toHaveClass(/\bvisible\b/);
    await expect(chat).not.toHaveClass(/\bzoomIn\b/);
    await chat.click();
    await expect(content).toHaveClass(/\bvisible\b/);
    await expect(content).not.toHaveClass(/\banimated\b/);
    await expect(part(page, 'c0b7a02', 'content-wrapper')).toBeVisible();
    await chat.click();
    await expect(content).not.toHaveClass(/\bvisible\b/);
    await expect(content).not.toHaveClass(/\b(animated|reverse|zoomOut)\b/);
    await expect(part(page, 'c0b7a02', 'content-wrapper')).toBeHidden();
  });

  test('clicks on the send button are posted in tens with the click-tracking nonce, the rest when the page is left', async ({ page }) => {
    const posts: string[] = [];
    await page.route('**/wp-admin/admin-ajax.php', async (route) => {
      posts.push(route.request().postData() ?? '');
      await route.fulfill({ status: 200, body: '{"success":true}', contentType: 'application/json' });
    });
    await page.goto(PAGE);
    await readyWidget(page, 'c0b7a01');
    await part(page, 'c0b7a01', 'chat-button').click();
    const send = page.locator('[data-id="c0b7a01"] .e-contact-buttons__send-cta');
    for (let index = 0; index < 12; index += 1) await send.click();
    await expect.poll(() => posts.length).toBe(1);
    expect(posts[0]).toContain('elementor_send_clicks');
    expect(posts[0]).toContain('5c1e0b7a42');
    expect(posts[0]?.match(/name="clicks\[\]"/g)).toHaveLength(10);
    // Leaving the page: what is left goes in a beacon, which outlives the page.
    await page.evaluate(() => dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })));
    await expect.poll(() => posts.length).toBe(2);
    expect(posts[1]?.match(/name="clicks\[\]"/g)).toHaveLength(2);
  });
});
