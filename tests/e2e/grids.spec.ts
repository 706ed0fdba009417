import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { isMobileProject, readyWidget, watchConsole, wispIdle } from './helpers.ts';

type Box = { left: number; top: number; bottom: number };

/** The shown items' boxes, in document order. */
function boxesOf(items: Locator): Promise<Box[]> {
  return items.evaluateAll((elements) => elements.filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).display !== 'none').map((el) => {
    const rect = el.getBoundingClientRect();
    return { left: Math.round(rect.left), top: rect.top, bottom: rect.bottom };
  }));
}

/**
 * Null when the boxes form `columns` columns in grid order (item i in column i % columns) and each item sits `gap` px
 * below the one above it in its column; otherwise what is wrong.
 */
function checkMasonry(boxes: Box[], columns: number, gap: number): string | null {
  const lefts = [...new Set(boxes.map((box) => box.left))];
  if (lefts.length !== Math.min(columns, boxes.length)) return `expected ${columns} columns, found lefts ${lefts.join(', ')}`;
  for (const [index, box] of boxes.entries()) {
    if (box.left !== boxes[index % columns]?.left) return `item ${index} is not in column ${index % columns}`;
    const above = boxes[index - columns];
    if (above && Math.abs(box.top - above.bottom - gap) > 1.5) return `item ${index} is ${box.top - above.bottom}px below item ${index - columns}, not ${gap}px`;
  }
  return null;
}

async function masonryAt(page: Page, loop: Locator, columns: number, gap: number): Promise<void> {
  await expect.poll(async () => checkMasonry(await boxesOf(loop.locator('.e-loop-item')), columns, gap)).toBeNull();
  await expect(loop.locator('.elementor-loop-container')).toHaveClass(columns >= 2 ? /\belementor-posts-masonry\b/ : /^(?!.*elementor-posts-masonry)/);
}

test.describe('masonry loop grid', () => {
  test.skip(({ isMobile }) => isMobile, 'the widths are set per test');

  test('stacks its columns with the row gap of each device, and lays out again when the window is resized', async ({ page }) => {
    const log = watchConsole(page);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/fixtures/loop/masonry.html');
    const loop = await readyWidget(page, '1a00b04');
    // The tall cards make the grid's plain rows uneven, so stacking moves items up.
    const uneven = await loop.locator('.e-loop-item').evaluateAll((items) => items.some((item) => item.style.marginTop !== ''));
    expect(uneven).toBe(true);
    await masonryAt(page, loop, 3, 20);
    await page.setViewportSize({ width: 900, height: 900 });
    await masonryAt(page, loop, 2, 16);
    await page.setViewportSize({ width: 500, height: 900 });
    await masonryAt(page, loop, 1, 12);
    expect(await loop.locator('.e-loop-item').evaluateAll((items) => items.every((item) => item.style.marginTop === ''))).toBe(true);
    await page.setViewportSize({ width: 1366, height: 900 });
    await masonryAt(page, loop, 3, 20);
    expect(log.errors).toEqual([]);
  });

  test('loads straight at a tablet width with two stacked columns', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 1000 });
    await page.goto('/fixtures/loop/masonry.html');
    await masonryAt(page, await readyWidget(page, '1a00b04'), 2, 16);
  });

  test('lays out again when an image inside an item loads, and after a filter replaces the items', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/fixtures/loop/masonry.html');
    const loop = await readyWidget(page, '1a00b04');
    await masonryAt(page, loop, 3, 20);
    await loop.locator('.e-loop-item').first().evaluate((item) => {
      const image = document.createElement('img');
      image.src = '/assets/img/post-a.svg';
      image.style.width = '100%';
      item.querySelector('.e-con')?.prepend(image);
    });
    await masonryAt(page, loop, 3, 20);
    await page.locator('[data-id="f11a005"] [data-filter="guides"]').click();
    await expect.poll(() => loop.locator('.e-loop-item').count()).toBe(4);
    await masonryAt(page, loop, 3, 20);
  });
});

test.describe('loop grid and filter bytes', () => {
  test('a loop grid with a filter fetches neither signals nor the UI chunk before any input; a touch of the filter brings them, and a choice then reaches the grid', async ({ page }) => {
    const ui = (JSON.parse(readFileSync('dist/sizes.json', 'utf8')) as { chunks: Array<{ file: string; ui: boolean }> }).chunks.find((chunk) => chunk.ui)?.file;
    expect(ui).toBeDefined();
    const fetched: string[] = [];
    page.on('response', (response) => fetched.push(new URL(response.url()).pathname));
    await page.goto('/fixtures/loop/masonry.html', { waitUntil: 'networkidle' });
    const loop = await readyWidget(page, '1a00b04');
    await wispIdle(page);
    await page.waitForLoadState('networkidle');
    expect(fetched.filter((path) => path.endsWith(`/${ui}`))).toEqual([]);
    const guides = page.locator('[data-id="f11a005"] [data-filter="guides"]');
    await guides.hover();
    await expect(page.locator('[data-id="f11a005"]')).toHaveAttribute('data-wisp-filter', 'loaded');
    await guides.click();
    await expect.poll(() => loop.locator('.e-loop-item').count()).toBe(4);
    expect(fetched.filter((path) => path.endsWith(`/${ui}`))).toHaveLength(1);
  });
});

test.describe('portfolio', () => {
  const shownWorks = (portfolio: Locator) => portfolio.locator('.elementor-portfolio-item').evaluateAll((items) =>
    items.filter((item) => getComputedStyle(item).display !== 'none').map((item) => item.querySelector('h3')?.textContent ?? ''));

  test('filters by term with motion: items leave and glide, then the chosen ones fill the first grid slots', async ({ page }, info) => {
    await page.goto('/fixtures/loop/portfolio.html');
    const portfolio = await readyWidget(page, '9f0a001');
    const slots = await boxesOf(portfolio.locator('.elementor-portfolio-item'));
    await portfolio.locator('[data-filter="training"]').click();
    expect(await page.evaluate(() => document.getAnimations().length)).toBeGreaterThan(0);
    await expect.poll(() => shownWorks(portfolio)).toEqual(['Phishing awareness for a housing charity', 'Board briefing on ransomware readiness', 'New-starter security induction course']);
    await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
    const after = await boxesOf(portfolio.locator('.elementor-portfolio-item'));
    expect(after.map((box) => [box.left, Math.round(box.top)])).toEqual(slots.slice(0, 3).map((box) => [box.left, Math.round(box.top)]));
    await expect(portfolio.locator('[data-filter="training"]')).toHaveAttribute('aria-pressed', 'true');
    await expect(portfolio.locator('[data-filter="training"]')).toHaveClass(/\belementor-active\b/);
    // Leaving items get their own inline styles back once hidden.
    const leftovers = await portfolio.locator('.elementor-portfolio-item:not(.elementor-active)').evaluateAll((items) => items.map((item) => item.getAttribute('style')));
    expect(leftovers.every((style) => style === 'display: none;')).toBe(true);
    if (!isMobileProject(info.project.name)) {
      await portfolio.locator('[data-filter="__all"]').focus();
      await page.keyboard.press('Tab');
      await expect(portfolio.locator('[data-filter="audits"]')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(portfolio.locator('[data-filter="audits"]')).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(() => shownWorks(portfolio).then((works) => works.length)).toBe(3);
    }
  });

  test('filters at once, without motion, when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/fixtures/loop/portfolio.html');
    const portfolio = await readyWidget(page, '9f0a001');
    await portfolio.locator('[data-filter="audits"]').click();
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
    expect(await shownWorks(portfolio)).toHaveLength(3);
  });

  test('a masonry portfolio stacks its columns and stacks them again after filtering', async ({ page }, info) => {
    await page.goto('/fixtures/loop/portfolio.html');
    const portfolio = await readyWidget(page, '9f0a002');
    const columns = isMobileProject(info.project.name) ? 1 : 3;
    const items = portfolio.locator('.elementor-portfolio-item');
    await expect.poll(async () => checkMasonry(await boxesOf(items), columns, 16)).toBeNull();
    await portfolio.locator('[data-filter="certification"]').click();
    await expect.poll(() => shownWorks(portfolio).then((works) => works.length)).toBe(3);
    await expect.poll(async () => checkMasonry(await boxesOf(items), columns, 16)).toBeNull();
  });
});

test.describe('custom skin masonry', () => {
  test.skip(({ isMobile }) => isMobile, 'the widths are set per test');

  test('stacks the listing with masonrys on, per device, and again after load more appends a page', async ({ page }) => {
    // Root cause: the custom skin's masonry (`{prefix}masonrys`, per-device columns, row_gap) was not read at all, so
    // its listings kept the grid's uneven plain rows where the original stacks them.
    const log = watchConsole(page);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/fixtures/listings/ecs-masonry.html');
    const root = await readyWidget(page, 'ec2b3c0');
    const items = root.locator('.ecs-posts > article');
    await root.locator('.ecs-load-more-button .elementor-button').click();
    await expect(items).toHaveCount(6);
    await expect.poll(async () => checkMasonry(await boxesOf(items), 3, 32)).toBeNull();
    await expect(root.locator('.ecs-posts')).toHaveClass(/\belementor-posts-masonry\b/);
    expect(await items.evaluateAll((all) => all.some((item) => item.style.marginTop !== ''))).toBe(true);
    await page.setViewportSize({ width: 900, height: 900 });
    await expect.poll(async () => checkMasonry(await boxesOf(items), 2, 32)).toBeNull();
    await page.setViewportSize({ width: 500, height: 900 });
    await expect(root.locator('.ecs-posts')).not.toHaveClass(/\belementor-posts-masonry\b/);
    const other = await readyWidget(page, 'ec2b3c1');
    await expect(other.locator('.ecs-posts')).not.toHaveClass(/\belementor-posts-masonry\b/);
    expect(log.errors).toEqual([]);
  });
});
