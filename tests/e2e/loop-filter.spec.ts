import { expect, test, type Locator, type Page } from '@playwright/test';
import { readyWidget, watchConsole, wispIdle } from './helpers.ts';

const postsOf = (loop: Locator) => loop.locator('.e-loop-item').evaluateAll((items) => items.map((item) => item.className.match(/e-loop-item-(\d+)/)?.[1]));
const pressedOf = (filter: Locator) => filter.locator('.e-filter-item[aria-pressed="true"]').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-filter')));
const searchOf = (page: Page) => new URL(page.url()).search;

test.describe('loop filter on the Cyber Essentials page', () => {
  test('a filter writes the URL, survives a reload, and back and forward restore it', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto('/cyber-essentials/');
    const filter = await readyWidget(page, '7a8f1a1');
    const loop = page.locator('[data-id="100b9d1"]');
    await filter.locator('[data-filter="guides"]').click();
    await expect.poll(() => postsOf(loop)).toEqual(['952', '955', '956', '959']);
    expect(searchOf(page)).toBe('?e-filter-100b9d1-category=guides');
    await filter.locator('[data-filter="checklists"]').click();
    await expect.poll(() => postsOf(loop)).toEqual(['950', '953', '957', '960']);
    await page.goBack();
    await expect.poll(() => postsOf(loop)).toEqual(['952', '955', '956', '959']);
    expect(await pressedOf(filter)).toEqual(['guides']);
    await page.reload();
    await readyWidget(page, '7a8f1a1');
    expect(await pressedOf(filter)).toEqual(['guides']);
    await expect(filter.locator('[data-filter="guides"]')).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => postsOf(loop)).toEqual(['952', '955', '956', '959']);
    await page.goBack();
    await expect.poll(() => searchOf(page)).toBe('');
    await readyWidget(page, '7a8f1a1');
    await expect.poll(() => pressedOf(filter)).toEqual(['__all']);
    await expect.poll(() => postsOf(loop)).toEqual(['950', '951', '952', '953', '954', '955']);
    await page.goForward();
    await expect.poll(() => pressedOf(filter)).toEqual(['guides']);
    await expect.poll(() => postsOf(loop)).toEqual(['952', '955', '956', '959']);
    expect(log.errors).toEqual([]);
  });

  test('the keyboard chooses a filter: Tab to a button, Enter presses it', async ({ page }) => {
    await page.goto('/cyber-essentials/');
    const filter = await readyWidget(page, '7a8f1a1');
    await filter.locator('[data-filter="__all"]').focus();
    await page.keyboard.press('Tab');
    await expect(filter.locator('[data-filter="guides"]')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(filter.locator('[data-filter="guides"]')).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => searchOf(page)).toBe('?e-filter-100b9d1-category=guides');
  });
});

test.describe('loop filter bytes', () => {
  // Markers of preact's options hooks and of signals' brand, as the build's own check reads them.
  const PREACT = /__PREACT_DEVTOOLS__|preact-signals/;

  test('before any input only the URL-following part loads, without preact; a pointer over the filter loads the rest', async ({ page }) => {
    const bodies: Array<Promise<string>> = [];
    // A chunk still arriving when the test ends (what the hover, a first input, starts at the next idle moment) has no
    // body to read any more: that read must not fail the test.
    page.on('response', (response) => void (new URL(response.url()).pathname.startsWith('/wisp/') && bodies.push(response.text().catch(() => ''))));
    await page.goto('/cyber-essentials/');
    const filter = await readyWidget(page, '7a8f1a1');
    await page.evaluate('window.wisp.idle()');
    const before = await Promise.all(bodies);
    expect(before.length).toBeGreaterThan(0);
    expect(before.filter((body) => PREACT.test(body))).toEqual([]);
    await filter.locator('[data-filter="guides"]').hover();
    await expect(filter).toHaveAttribute('data-wisp-filter', 'loaded');
    expect((await Promise.all(bodies)).some((body) => PREACT.test(body))).toBe(true);
  });
});

test.describe('loop filter fixtures', () => {
  test('a failed refresh shows the overlay, then leaves the grid as it was, restores the buttons and tells screen readers', async ({ page }) => {
    await page.goto('/fixtures/loop/two-filters.html?wisp-demo-loop=slow-600,fail');
    const filter = await readyWidget(page, 'f11a001');
    // The widgets inside the loop mount near view as the filter does (no longer after it, which loaded at idle): the
    // snapshot waits for them.
    await wispIdle(page);
    const loop = page.locator('[data-id="1a00b01"]');
    const before = await loop.innerHTML();
    await filter.locator('[data-filter="guides"]').click();
    await expect(loop).toHaveClass(/\be-loading-overlay\b/);
    await expect(loop).toHaveAttribute('aria-busy', 'true');
    await expect(loop).not.toHaveClass(/\be-loading-overlay\b/);
    expect(await loop.innerHTML()).toBe(before);
    expect(await loop.getAttribute('aria-busy')).toBeNull();
    expect(await pressedOf(filter)).toEqual(['__all']);
    expect(searchOf(page)).toBe('?wisp-demo-loop=slow-600,fail');
    await expect(page.locator('[data-wisp-live]')).toHaveText(/could not be loaded/);
  });

  test('a network failure leaves the grid as it was', async ({ page }) => {
    await page.goto('/fixtures/loop/two-filters.html?wisp-demo-loop=drop');
    const filter = await readyWidget(page, 'f11a001');
    // The widgets inside the loop mount near view as the filter does (no longer after it, which loaded at idle): the
    // snapshot waits for them.
    await wispIdle(page);
    const loop = page.locator('[data-id="1a00b01"]');
    const before = await loop.innerHTML();
    const response = page.waitForEvent('requestfailed', (request) => request.url().includes('refresh-loop'));
    await filter.locator('[data-filter="templates"]').click();
    await response;
    await expect(loop).not.toHaveClass(/\be-loading-overlay\b/);
    expect(await loop.innerHTML()).toBe(before);
  });

  test('two loops stay independent, each with its own filters and URL params', async ({ page }) => {
    await page.goto('/fixtures/loop/two-filters.html');
    const audience = await readyWidget(page, 'f11a002');
    const first = page.locator('[data-id="1a00b01"]');
    const second = page.locator('[data-id="1a00b02"]');
    // Widgets inside a loop item (a text editor's drop cap) may mount while the test runs, as they come near the
    // viewport on a phone, and get wisp's ready marker: the loop's own markup is what must stay as it was.
    const markup = async (loop: typeof first) => (await loop.innerHTML()).replaceAll(' data-wisp-ready=""', '');
    const firstBefore = await markup(first);
    await audience.locator('[data-filter="schools"]').click();
    await expect.poll(() => postsOf(second)).toEqual(['952', '953', '956', '958', '960', '961']);
    await audience.locator('[data-filter="charities"]').click();
    await expect.poll(() => searchOf(page)).toBe('?e-filter-1a00b02-audience=schools~charities');
    await expect.poll(() => postsOf(second)).toEqual(['950', '952', '953', '954', '955', '956']);
    expect(await markup(first)).toBe(firstBefore);
    const secondNow = await markup(second);
    const tags = await readyWidget(page, 'f11a003');
    await tags.locator('[data-filter="passwords"]').click();
    await tags.locator('[data-filter="access-control"]').click();
    await expect.poll(() => searchOf(page)).toBe('?e-filter-1a00b02-audience=schools~charities&e-filter-1a00b01-post_tag=passwords,access-control');
    await expect.poll(() => postsOf(first)).toEqual(['951', '958', '959']);
    expect(await markup(second)).toBe(secondNow);
    expect(await pressedOf(audience)).toEqual(['charities', 'schools']);
  });

  test('a response to an older click is ignored when a newer click came first', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((done) => (release = done));
    let count = 0;
    await page.route('**/wp-json/elementor-pro/v1/refresh-loop', async (route) => {
      count += 1;
      // The first answer is held back until the second has arrived, then sent anyway.
      if (count === 1) await held;
      await route.continue().catch(() => {});
    });
    await page.goto('/fixtures/loop/two-filters.html');
    const filter = await readyWidget(page, 'f11a001');
    const loop = page.locator('[data-id="1a00b01"]');
    await filter.locator('[data-filter="guides"]').click();
    await filter.locator('[data-filter="templates"]').click();
    await expect.poll(() => postsOf(loop)).toEqual(['951', '954', '958', '961']);
    release();
    await page.waitForTimeout(300);
    expect(await postsOf(loop)).toEqual(['951', '954', '958', '961']);
    expect(await pressedOf(filter)).toEqual(['templates']);
    expect(searchOf(page)).toBe('?e-filter-1a00b01-category=templates');
  });

  test('a page the server printed already filtered sends nothing on load, and the next filter returns to page 1 of its base URL', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('refresh-loop')) sent.push(request.postData() ?? '');
    });
    await page.goto('/fixtures/loop/server-filtered.html?e-filter-1a00b03-category=guides&paged=2&e-page-1a00b03=2');
    const filter = await readyWidget(page, 'f11a004');
    await page.evaluate(() => window.wisp?.idle());
    expect(sent).toEqual([]);
    expect(await pressedOf(filter)).toEqual(['guides']);
    await filter.locator('[data-filter="templates"]').click();
    await expect.poll(() => new URL(page.url()).pathname + searchOf(page)).toBe('/fixtures/loop/server-filtered.html?view=grid&e-filter-1a00b03-category=templates');
    expect(JSON.parse(sent[0] ?? '{}')).toMatchObject({
      post_id: '931', widget_id: '1a00b03', widget_filters: { taxonomy: { category: { terms: ['templates'] } } },
      pagination_base_url: expect.stringMatching(/\/fixtures\/loop\/server-filtered\.html\?view=grid$/),
    });
  });

  const BROKEN = [
    ['bad-settings', ['bad0f01', 'bad0f02'], ['not valid JSON', 'selected_element', 'multiple_selection', 'columns_tablet']],
    ['missing-markup', ['deadf01', 'deadf02', 'deadb01', 'deadc01'], ['buttons', 'dead000', 'elementor-loop-container', 'elementor-portfolio-item']],
  ] as const;
  for (const [path, untouched, warnings] of BROKEN) {
    test(`${path}: broken widgets stay as printed, with exactly one warning each`, async ({ page }) => {
      const log = watchConsole(page);
      await page.goto(`/fixtures/loop/${path}.html`);
      const printed = await Promise.all(untouched.map((id) => page.locator(`[data-id="${id}"]`).evaluate((el) => el.outerHTML)));
      // Loop grids and portfolios load near the viewport, filters when the browser is idle.
      for (const widget of await page.locator('.elementor-widget').all()) await widget.scrollIntoViewIfNeeded();
      await expect.poll(() => log.wispWarnings.length).toBe(warnings.length);
      await page.evaluate(() => window.wisp?.idle());
      for (const [index, id] of untouched.entries()) expect(await page.locator(`[data-id="${id}"]`).evaluate((el) => el.outerHTML)).toBe(printed[index]);
      for (const words of warnings) expect(log.wispWarnings.filter((text) => text.includes(words))).toHaveLength(1);
      expect(log.errors).toEqual([]);
    });
  }
});
