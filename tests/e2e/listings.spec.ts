// Paged listings in the browser against the demo backend: custom-skin load more and lazy load, Pro load more.
import { expect, test, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { isMobileProject, readyWidget, watchConsole } from './helpers.ts';
import { startStaticServer } from '../../scripts/lib/static-server.ts';
import { DIST } from '../../scripts/lib/dist.ts';
import { injectWisp } from '../../src/tools/inject.ts';
import { REAL_PAGES, REAL_PAGES_REQUIRED } from '../../scripts/lib/real-pages.ts';

const AJAX = '/wp-admin/admin-ajax.php';
const articles = (page: Page, id: string) => page.locator(`[data-id="${id}"] .ecs-posts > article`);
const live = (page: Page) => page.locator('[data-wisp-live]');

/**
 * Scrolls the widget's top just inside the viewport: near enough to mount it, while its end (the lazy-load nav or
 * the infinite-scroll anchor) stays below the fold, so nothing loads before the test scrolls there.
 */
async function mountBelowFold(page: Page, id: string) {
  const root = page.locator(`[data-id="${id}"]`);
  await root.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - window.innerHeight + 40));
  await expect(root).toHaveAttribute('data-wisp-ready', '');
  return root;
}

/** Scrolls the marker into view until it is removed: a tall screen may load two pages for one scroll. */
async function scrollUntilGone(marker: ReturnType<Page['locator']>): Promise<void> {
  await expect(async () => {
    if ((await marker.count()) > 0) await marker.scrollIntoViewIfNeeded({ timeout: 500 }).catch(() => undefined);
    await expect(marker).toHaveCount(0, { timeout: 500 });
  }).toPass();
}

/** Counts the ecsload requests the page sends from now on. */
function countEcsRequests(page: Page): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === AJAX && request.method() === 'POST') count += 1;
  });
  return { count: () => count };
}

async function setKnob(page: Page, value: string | null): Promise<void> {
  const context = page.context();
  await context.clearCookies({ name: 'wisp-demo-ecs' });
  if (value) await context.addCookies([{ name: 'wisp-demo-ecs', value, url: new URL(page.url()).origin }]);
}

test.describe('custom skin load more on the Cyber Essentials page', () => {
  test('pages to the last page: articles appended, address rewritten, focus on the first new article, button gone', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto('/cyber-essentials/');
    const root = await readyWidget(page, 'ec5a11e');
    const button = root.locator('.ecs-load-more-button .elementor-button');
    await expect(articles(page, 'ec5a11e')).toHaveCount(3);
    await button.click();
    await expect(articles(page, 'ec5a11e')).toHaveCount(6);
    await expect(page).toHaveURL(/\/cyber-essentials\/page\/2\/$/);
    await expect(page.locator('#post-904 h3 a')).toBeFocused();
    await expect(live(page)).toHaveText('3 more articles loaded.');
    await expect(button).toHaveText('Load more articles');
    await button.click();
    await expect(articles(page, 'ec5a11e')).toHaveCount(9);
    await expect(page).toHaveURL(/\/cyber-essentials\/page\/3\/$/);
    await expect(root.locator('.ecs-load-more-button')).toHaveCount(0);
    await expect(live(page)).toHaveText('3 more articles loaded. No more articles to load.');
    const ids = await articles(page, 'ec5a11e').evaluateAll((items) => items.map((item) => item.id));
    expect(new Set(ids).size).toBe(9);
    expect(await page.evaluate(() => (history.state as { urlPath?: string } | null)?.urlPath)).toBe('/cyber-essentials/page/3/');
    expect(log.errors).toEqual([]);
  });

  test('a double click sends one request', async ({ page }) => {
    await page.goto('/cyber-essentials/');
    await setKnob(page, 'slow-1000');
    const requests = countEcsRequests(page);
    const root = await readyWidget(page, 'ec5a11e');
    const button = root.locator('.ecs-load-more-button .elementor-button');
    await button.dblclick();
    await expect(button).toHaveText('Loading articles…');
    await expect(articles(page, 'ec5a11e')).toHaveCount(6);
    await expect(button).toHaveText('Load more articles');
    // A second request would have left with the second click, so it would be counted by now.
    expect(requests.count()).toBe(1);
  });

  test('a failed request brings the label back, is announced, and the visitor can retry', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto('/cyber-essentials/');
    await setKnob(page, 'fail');
    const root = await readyWidget(page, 'ec5a11e');
    const button = root.locator('.ecs-load-more-button .elementor-button');
    await button.click();
    await expect(live(page)).toHaveText('Could not load more articles. Please try again.');
    await expect(button).toHaveText('Load more articles');
    await expect(articles(page, 'ec5a11e')).toHaveCount(3);
    await expect(page).toHaveURL(/\/cyber-essentials\/$/);
    await setKnob(page, null);
    await button.click();
    await expect(articles(page, 'ec5a11e')).toHaveCount(6);
    expect(log.errors.filter((error) => !error.includes('500'))).toEqual([]);
  });

  test('the rewritten address survives a reload, and paging goes on from it', async ({ page }) => {
    await page.goto('/cyber-essentials/');
    const root = await readyWidget(page, 'ec5a11e');
    await root.locator('.ecs-load-more-button .elementor-button').click();
    await expect(page).toHaveURL(/\/cyber-essentials\/page\/2\/$/);
    await page.reload();
    const reloaded = await readyWidget(page, 'ec5a11e');
    await expect(articles(page, 'ec5a11e')).toHaveCount(3);
    await reloaded.locator('.ecs-load-more-button .elementor-button').click();
    await expect(articles(page, 'ec5a11e')).toHaveCount(6);
    await expect(page).toHaveURL(/\/cyber-essentials\/page\/2\/$/);
  });
});

test.describe('custom skin listings (fixtures/listings)', () => {
  test('lazy load: scrolling to the end of the listing loads each page until the last', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto('/fixtures/listings/ecs-lazy-load.html');
    const root = await mountBelowFold(page, 'ec1a2b0');
    const nav = root.locator('.ecs-lazyload');
    await expect(nav).toHaveClass(/animation-hidden/);
    await expect(nav.locator('a')).toBeHidden();
    await expect(articles(page, 'ec1a2b0')).toHaveCount(3);
    await nav.scrollIntoViewIfNeeded();
    await expect(articles(page, 'ec1a2b0').nth(5)).toHaveId('post-1306');
    await scrollUntilGone(nav);
    await expect(articles(page, 'ec1a2b0')).toHaveCount(9);
    await expect(page.locator('#post-1301 h3 a')).not.toBeFocused();
    expect(log.errors).toEqual([]);
  });

  test('two listings page independently and the address stays put with change_url off', async ({ page }) => {
    await page.goto('/fixtures/listings/ecs-load-more.html');
    await setKnob(page, 'slow-400');
    const first = await readyWidget(page, 'ec2b3c0');
    const second = await readyWidget(page, 'ec2b3c1');
    await first.locator('.elementor-button').click();
    await second.locator('.elementor-button').click();
    await expect(articles(page, 'ec2b3c0')).toHaveCount(6);
    await expect(articles(page, 'ec2b3c1')).toHaveCount(6);
    await expect(second.locator('.ecs-load-more-button')).toHaveCount(0);
    await expect(first.locator('.ecs-load-more-button')).toHaveCount(1);
    await expect(page).toHaveURL(/\/fixtures\/listings\/ecs-load-more\.html$/);
  });

  test('a tabs widget inside a loaded article works', async ({ page }, info) => {
    await page.goto('/fixtures/listings/ecs-reinit.html');
    const root = await readyWidget(page, 'ec3c4d0');
    await root.locator('.ecs-load-more-button .elementor-button').click();
    const tabs = await readyWidget(page, '7ab0c01');
    const titleClass = isMobileProject(info.project.name) ? '.elementor-tab-mobile-title' : '.elementor-tab-desktop-title';
    await tabs.locator(`${titleClass}[data-tab="2"]`).click();
    await expect(tabs.locator('.elementor-tab-content[data-tab="2"]')).toBeVisible();
    await expect(tabs.locator('.elementor-tab-content[data-tab="1"]')).toBeHidden();
  });

  test('broken settings and missing markup leave each listing as the server printed it, with one warning each', async ({ page }) => {
    const log = watchConsole(page);
    for (const [file, ids] of [['bad-settings', ['ec4d5e0', 'ec4d5e1']], ['missing-markup', ['ec5e6f0', 'ec5e6f1', 'ec5e6f2']]] as const) {
      log.wispWarnings.length = 0;
      const response = await page.request.get(`/fixtures/listings/${file}.html`);
      const served = await response.text();
      await page.goto(`/fixtures/listings/${file}.html`);
      for (const id of ids) {
        const root = page.locator(`[data-id="${id}"]`);
        await root.scrollIntoViewIfNeeded();
        await root.hover();
      }
      await page.evaluate(() => window.wisp?.idle());
      const statuses = await page.evaluate((list: string[]) => window.wisp?.report().filter((row) => list.includes(row.id)).map((row) => row.status), [...ids] as string[]);
      expect(statuses).toEqual(ids.map(() => 'invalid'));
      expect(log.wispWarnings).toHaveLength(ids.length);
      for (const id of ids) {
        const root = page.locator(`[data-id="${id}"]`);
        await expect(root).not.toHaveAttribute('data-wisp-ready');
        // Widgets nested in the articles (text editors…) are other modules' business: their ready marker is ignored.
        const outer = await root.evaluate((el) => el.outerHTML.replace(/ data-wisp-ready=""/g, ''));
        expect(served.replace(/\r\n/g, '\n')).toContain(outer);
      }
    }
  });
});

test.describe('Pro posts load more and infinite scroll (fixtures/listings)', () => {
  test('load more appends each next page, lays out masonry, and ends with the message', async ({ page }, info) => {
    const log = watchConsole(page);
    await page.goto('/fixtures/listings/pro-load-more.html');
    const root = await readyWidget(page, '9c1a551');
    const posts = root.locator('.elementor-posts-container > article');
    const container = root.locator('.elementor-posts-container');
    if (isMobileProject(info.project.name)) await expect(container).not.toHaveClass(/elementor-posts-masonry/);
    else await expect(container).toHaveClass(/elementor-posts-masonry/);
    const button = root.locator('.elementor-button');
    await button.click();
    await expect(posts).toHaveCount(6);
    await expect(root.locator('.e-load-more-anchor')).toHaveAttribute('data-next-page', 'pro-load-more-3.html');
    await expect(page.locator('.post-2104 .elementor-post__title a')).toBeFocused();
    if (!isMobileProject(info.project.name)) {
      // Masonry pulls the fourth post up under the first: no gap bigger than the row gap between them.
      const gap = await page.evaluate(() => {
        const [first, fourth] = [document.querySelector('.post-2101'), document.querySelector('.post-2104')];
        return (fourth?.getBoundingClientRect().top ?? 0) - (first?.getBoundingClientRect().bottom ?? 0);
      });
      expect(gap).toBeGreaterThanOrEqual(27);
      expect(gap).toBeLessThanOrEqual(29);
    }
    await button.click();
    await expect(posts).toHaveCount(9);
    await expect(root).toHaveClass(/e-load-more-pagination-end/);
    await expect(root.locator('.e-load-more-message')).toBeVisible();
    await expect(button).toBeHidden();
    expect(log.errors).toEqual([]);
  });

  test('a failed next page leaves the posts as they were and the button ready for a retry', async ({ page }) => {
    await page.goto('/fixtures/listings/pro-load-more.html');
    let fail = true;
    await page.route('**/pro-load-more-2.html', (route) => (fail ? route.fulfill({ status: 503, body: 'busy' }) : route.continue()));
    const root = await readyWidget(page, '9c1a551');
    const posts = root.locator('.elementor-posts-container > article');
    await root.locator('.elementor-button').click();
    await expect(live(page)).toHaveText('Could not load more articles. Please try again.');
    await expect(root).not.toHaveClass(/e-load-more-pagination-loading/);
    await expect(posts).toHaveCount(3);
    fail = false;
    await root.locator('.elementor-button').click();
    await expect(posts).toHaveCount(6);
  });

  test('infinite scroll loads as the end of the list comes into view, until the last page', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto('/fixtures/listings/pro-infinite.html');
    const root = await mountBelowFold(page, '9c1a552');
    const posts = root.locator('.elementor-posts-container > article');
    await expect(posts).toHaveCount(3);
    await root.locator('.e-load-more-anchor').scrollIntoViewIfNeeded();
    await expect(posts.nth(5)).toHaveClass(/post-2206/);
    await expect(async () => {
      await root.locator('.e-load-more-anchor').scrollIntoViewIfNeeded();
      await expect(root).toHaveClass(/e-load-more-pagination-end/, { timeout: 500 });
    }).toPass();
    await expect(posts).toHaveCount(9);
    expect(log.errors).toEqual([]);
  });
});

test.describe('Pro load more on a captured page (specmatic documentation)', () => {
  const SITE = join(REAL_PAGES, 'znsio__specmatic-documentation');
  const PAGE_PATH = '/features/transform-your-openapi-specs-into-executable-contracts-in-seconds-with-specmatic/';
  let server: Server | null = null;
  let origin = '';

  test.beforeAll(async () => {
    ({ server, origin } = await startStaticServer(0, [{ prefix: '/wisp/', dir: DIST }, { prefix: '/', dir: SITE }], async (req, res, url) => {
      if (url.pathname !== PAGE_PATH) return false;
      // The captured widget pages with numbered links; switched to "load more on click" as Pro would print it.
      const html = injectWisp(await readFile(join(SITE, PAGE_PATH, 'index.html'), 'utf8')).html
        .replace('&quot;pagination_type&quot;:&quot;numbers_and_prev_next&quot;', '&quot;pagination_type&quot;:&quot;load_more_on_click&quot;')
        .replace(/(<div class="e-load-more-anchor"[^>]*><\/div>)\s*<nav class="elementor-pagination"[\s\S]*?<\/nav>/,
          '$1<div class="elementor-button-wrapper"><a class="elementor-button elementor-size-sm" href="#"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">Load More</span></span></a></div><div class="e-load-more-message"></div>');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
      return true;
    }));
  });

  test.afterAll(async () => {
    await new Promise((done) => server?.close(done));
  });

  test('fetches the captured pages 2 and 3 and appends their posts, without duplicates', async ({ page }) => {
    test.skip(!existsSync(SITE) && !REAL_PAGES_REQUIRED, 'the captured pages are not beside the project');
    expect(existsSync(SITE), `CI has the captured pages: ${SITE}`).toBe(true);
    await page.route('**/*', (route) => (new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort()));
    await page.goto(origin + PAGE_PATH);
    const root = await readyWidget(page, '6b98057');
    const posts = root.locator('.elementor-posts-container > article');
    await expect(posts).toHaveCount(3);
    await root.locator('.elementor-button').click();
    await expect(posts).toHaveCount(6);
    await root.locator('.elementor-button').click();
    await expect(posts).toHaveCount(9);
    await expect(root).toHaveClass(/e-load-more-pagination-end/);
    const ids = await posts.evaluateAll((items) => items.map((item) => [...item.classList].find((name) => /^post-\d+$/.test(name))));
    expect(new Set(ids).size).toBe(9);
    expect(ids).toContain('post-3776');
    expect(ids).toContain('post-585');
  });
});
