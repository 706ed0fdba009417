import { expect, test, type Locator, type Page } from '@playwright/test';
import { holdChunk, readyWidget, watchConsole } from './helpers.ts';

const postsOf = (loop: Locator) => loop.locator('.elementor-loop-container > .e-loop-item').evaluateAll((items) =>
  items.map((item) => [...item.classList].find((name) => /^post-\d+$/.test(name))));

test.describe('loop grid load more', () => {
  test('appends each next page with its dynamic styles until the last, then shows the end message', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto('/fixtures/loop/load-more.html');
    const loop = await readyWidget(page, '1a00c11');
    const button = loop.locator('.e-loop__load-more .elementor-button');
    await button.click();
    await expect.poll(() => postsOf(loop)).toEqual(['post-901', 'post-902', 'post-903', 'post-904', 'post-905', 'post-906']);
    await expect(loop.locator('.e-load-more-anchor')).toHaveAttribute('data-page', '2');
    await button.click();
    await expect.poll(() => postsOf(loop).then((posts) => posts.length)).toBe(9);
    await expect(loop).toHaveClass(/\be-load-more-pagination-end\b/);
    await expect(button).toBeHidden();
    await expect(loop.locator('.e-load-more-message')).toBeVisible();
    expect(await loop.locator('style[id^="loop-dynamic"]').count()).toBe(9);
    // The new cards' widgets (headings) were scanned by wisp like the first ones.
    await expect(loop.locator('[data-id="8509a01"]')).toBeAttached();
    expect(log.errors).toEqual([]);
  });
  test('a click on the button while its paging code loads is kept from the page and loads the next page once', async ({ page }) => {
    const log = watchConsole(page);
    const paging = holdChunk(page, /\/chunks\/paging-[^/]*\.js$/);
    await paging.ready;
    await page.goto('/fixtures/loop/load-more.html');
    const loop = await readyWidget(page, '1a00c11');
    await paging.held;
    const button = loop.locator('.e-loop__load-more .elementor-button');
    await button.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    await button.click();
    // The button is a link to `#`: the held click neither jumps to the top nor changes the address.
    expect(await page.evaluate(() => [window.scrollY, location.hash])).toEqual([scrolled, '']);
    paging.release();
    await expect.poll(() => postsOf(loop).then((posts) => posts.length)).toBe(6);
    await expect(loop.locator('.e-load-more-anchor')).toHaveAttribute('data-page', '2');
    await page.waitForTimeout(300);
    expect(await postsOf(loop)).toHaveLength(6);
    expect(log.errors).toEqual([]);
  });
});

test.describe('loop grid AJAX pagination', () => {
  const id = '1a00c21';
  const pageLink = (loop: Locator, n: number) => loop.locator('a.page-numbers:not(.prev):not(.next)', { hasText: String(n) });

  /**
   * The fixture with its grid mounted and its paging part in. Until that part has run, a page link works as printed
   * (it loads that page, by design), so a click right after the mount could leave the page: in the full run of
   * e73373f the failing-page test clicked before it, under load, and the browser loaded the failing page instead.
   */
  async function openPaging(page: Page): Promise<Locator> {
    const part = page.waitForResponse((response) => /\/chunks\/paging-[^/]*\.js$/.test(response.url()));
    await page.goto('/fixtures/loop/ajax-pagination.html');
    const loop = await readyWidget(page, id);
    await part;
    // The module runs in a task after its answer, and the part starts as it does.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done)))));
    return loop;
  }

  test('swaps the cards in place, writes e-page-{id} in the address, and back restores the first page', async ({ page }) => {
    const log = watchConsole(page);
    const loop = await openPaging(page);
    await pageLink(loop, 2).click();
    await expect.poll(() => postsOf(loop)).toEqual(['post-904', 'post-905', 'post-906']);
    expect(new URL(page.url()).searchParams.get(`e-page-${id}`)).toBe('2');
    await expect(loop.locator('.page-numbers.current')).toContainText('2');
    await expect(loop).not.toHaveClass(/\be-loading-overlay\b/);
    // The swapped-in links resolve against the pushed address, so the next page works too.
    await pageLink(loop, 3).click();
    await expect.poll(() => postsOf(loop)).toEqual(['post-907', 'post-908', 'post-909']);
    await page.goBack();
    await expect.poll(() => postsOf(loop)).toEqual(['post-904', 'post-905', 'post-906']);
    await page.goBack();
    await expect.poll(() => postsOf(loop)).toEqual(['post-901', 'post-902', 'post-903']);
    expect(new URL(page.url()).searchParams.has(`e-page-${id}`)).toBe(false);
    expect(log.errors).toEqual([]);
  });

  test('leaves the cards and the address unchanged, without the overlay, when the page fails to load', async ({ page }) => {
    await page.route('**/fixtures/loop/ajax-pagination/2/**', (route) => route.fulfill({ status: 500, body: 'Server error' }));
    const loop = await openPaging(page);
    const before = await loop.locator('.elementor-widget-container').innerHTML();
    const address = page.url();
    const failed = page.waitForResponse((response) => response.url().includes('/ajax-pagination/2/'));
    await pageLink(loop, 2).click();
    await failed;
    await expect(loop).not.toHaveClass(/\be-loading-overlay\b/);
    expect(await loop.locator('.elementor-widget-container').innerHTML()).toBe(before);
    expect(page.url()).toBe(address);
    await expect(page.locator('[data-wisp-live]')).toHaveText(/could not be loaded/);
  });
});
