import { expect, test } from '@playwright/test';
import { readyWidget, watchConsole } from './helpers.ts';
import { recordE2eFigures } from './reliability-figures.ts';

// A 10 MB ecsload answer on the Cyber Essentials page: the items arrive, and the longest main-thread task while they
// are cleaned and inserted is recorded (a figure for the README, not asserted: timings vary with the machine).

/** About 10 MB of listing items as the custom skin prints them (image with srcset, title link, excerpt). */
function hugeAnswer(): { html: string; count: number } {
  const items: string[] = [];
  let size = 0;
  for (let id = 1000; size < 10 * 1024 * 1024; id += 1) {
    const item = `<article id="post-${id}" class="elementor-post elementor-grid-item ecs-post-loop post-${id} type-post"><div class="elementor-post__thumbnail"><img width="300" height="200" src="/assets/img/post-a.svg" srcset="/assets/img/post-a.svg 300w, /assets/img/post-b.svg 768w" sizes="300px" alt="Post ${id}" loading="lazy" data-id="${id}"></div><h3 class="elementor-post__title"><a href="/post-${id}/">Post ${id} about Cyber Essentials</a></h3><p class="elementor-post__excerpt">${'Controls that protect organisations against the most common online attacks. '.repeat(3)}</p></article>`;
    items.push(item);
    size += item.length;
  }
  return { html: items.join(''), count: items.length };
}

test('a 10 MB load-more answer is inserted whole, and the longest task meanwhile is recorded', async ({ page }) => {
  test.setTimeout(180_000);
  const log = watchConsole(page);
  const answer = hugeAnswer();
  await page.route('**/wp-admin/admin-ajax.php', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: answer.html }));
  await page.goto('/cyber-essentials/');
  const root = await readyWidget(page, 'ec5a11e');
  await page.evaluate(() => {
    const scope = window as unknown as { longest: number };
    scope.longest = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) scope.longest = Math.max(scope.longest, entry.duration);
    }).observe({ type: 'longtask' });
  });
  await root.locator('.ecs-load-more-button .elementor-button').click();
  await expect(root.locator('.ecs-posts > article')).toHaveCount(3 + answer.count, { timeout: 150_000 });
  await page.waitForTimeout(500);
  const longest = await page.evaluate(() => (window as unknown as { longest: number }).longest);
  recordE2eFigures('large-answer', { bytes: answer.html.length, items: answer.count, longestTaskMs: Math.round(longest) });
  expect(log.errors).toEqual([]);
});
