// The differential on real server output: the same behaviour checks with wisp serving the page and with the original scripts.
import { expect, test } from '@playwright/test';
import { POST_TITLES, expectOriginal, expectServedByWisp, scriptsOf, setOptions, setWisp } from './helpers.ts';

const PAGE = '/cyber-essentials/';

for (const mode of ['wisp', 'original'] as const) {
  test.describe(`The Cyber Essentials page served by ${mode}`, () => {
    test.describe.configure({ mode: 'serial' });
    let errors: string[] = [];

    test.beforeAll(() => {
      setWisp(mode === 'wisp');
      if (mode === 'wisp') setOptions({});
    });

    test.beforeEach(async ({ page }) => {
      errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(PAGE);
    });

    test.afterEach(() => {
      expect(errors).toEqual([]);
    });

    if (mode === 'wisp') {
      test('has no page-builder frontend script, keeps the config objects and loads the loader as a module', async ({ page }) => {
        await expectServedByWisp(page, PAGE);
        const { srcs } = await scriptsOf(page, PAGE);
        // Nothing else on this page needs jQuery, so WordPress's dependency graph no longer prints it.
        expect(srcs.filter((src) => /jquery/.test(src))).toEqual([]);
        const globals = await page.evaluate(() => ({
          frontend: typeof (window as unknown as Record<string, unknown>)['elementorFrontendConfig'],
          ecs: typeof (window as unknown as Record<string, unknown>)['ecs_ajax_params'],
          builder: typeof (window as unknown as Record<string, unknown>)['elementorFrontend'],
        }));
        expect(globals).toEqual({ frontend: 'object', ecs: 'object', builder: 'undefined' });
        await expect(page.locator('[data-wisp-ready]').first()).toBeAttached();
      });

      test('preloads the chunk the loader imports first, beside the loader, and fetches it once', async ({ page }) => {
        const fetched: string[] = [];
        let seen = () => {};
        const requested = new Promise<boolean>((done) => { seen = () => done(true); });
        page.on('request', (request) => {
          if (!/\/plugins\/wisp\/dist\/chunks\/activate-/.test(request.url())) return;
          fetched.push(request.url());
          seen();
        });
        // The loader is held until the chunk is requested (5 s at most): only the preload can ask for it meanwhile.
        let duringLoader = false;
        await page.route('**/plugins/wisp/dist/loader.js*', async (route) => {
          duringLoader = await Promise.race([requested, new Promise<boolean>((done) => setTimeout(() => done(false), 5000))]);
          await route.continue();
        });
        await page.goto(PAGE);
        await expect(page.locator('[data-wisp-ready]').first()).toBeAttached();
        const tags = await page.evaluate(() => [...document.querySelectorAll('link[rel="modulepreload"], script[type="module"]')]
          .map((element) => `${element.localName} ${element.getAttribute('href') ?? element.getAttribute('src') ?? ''}`));
        const preload = tags.findIndex((tag) => /^link \S*\/plugins\/wisp\/dist\/chunks\/activate-\w+\.js$/.test(tag));
        const loader = tags.findIndex((tag) => /^script \S*\/plugins\/wisp\/dist\/loader\.js/.test(tag));
        expect(preload).toBeGreaterThanOrEqual(0);
        expect(preload).toBeLessThan(loader);
        // Neither is needed for the first paint: both ask a low fetch priority (the loader through WordPress's own tag).
        const priorities = await page.evaluate(() => [...document.querySelectorAll('link[rel="modulepreload"][href*="/plugins/wisp/dist/chunks/activate-"], script[type="module"][src*="/plugins/wisp/dist/loader.js"]')]
          .map((element) => element.getAttribute('fetchpriority')));
        expect(priorities).toEqual(['low', 'low']);
        // One request, the link's: the loader's import found it in the module map.
        expect(duringLoader).toBe(true);
        expect(fetched).toHaveLength(1);
      });
    } else {
      test('loads the page builder frontend and no wisp loader', async ({ page }) => {
        await expectOriginal(page, PAGE);
      });
    }

    test('a tab switches', async ({ page }) => {
      const tabs = page.locator('.elementor-element-a1b2c3d');
      await tabs.scrollIntoViewIfNeeded();
      await tabs.locator('.elementor-tab-desktop-title').nth(1).click();
      await expect(tabs.locator('.elementor-tab-content').nth(1)).toBeVisible();
      await expect(tabs.locator('.elementor-tab-content').nth(0)).toBeHidden();
      await expect(tabs.locator('.elementor-tab-desktop-title').nth(1)).toHaveAttribute('aria-selected', 'true');
    });

    test('an accordion item and a toggle open on click', async ({ page }) => {
      const accordion = page.locator('.elementor-element-ac0d1e5');
      await accordion.scrollIntoViewIfNeeded();
      await accordion.locator('.elementor-tab-title').nth(1).click();
      await expect(accordion.locator('.elementor-tab-content').nth(1)).toBeVisible();
      const toggle = page.locator('.elementor-element-7099e1a');
      await toggle.locator('.elementor-tab-title').nth(0).click();
      await expect(toggle.locator('.elementor-tab-content').nth(0)).toBeVisible();
      await expect(toggle.locator('.elementor-tab-content').nth(1)).toBeHidden();
    });

    test('a counter counts up to its ending number', async ({ page }) => {
      const counter = page.locator('.elementor-element-c5e1a11 .elementor-counter-number');
      await counter.scrollIntoViewIfNeeded();
      await expect(counter).toHaveText('412', { timeout: 10_000 });
    });

    test('the image carousel shows its dots and moves to a slide when its dot is clicked', async ({ page }) => {
      const carousel = page.locator('.elementor-element-7e571b0');
      await carousel.scrollIntoViewIfNeeded();
      const dots = carousel.locator('.swiper-pagination-bullet');
      await expect(dots.nth(1)).toBeVisible();
      await dots.nth(1).click();
      await expect(dots.nth(1)).toHaveClass(/swiper-pagination-bullet-active/);
    });

    test('load more appends the next real page of posts from admin-ajax and stops at the last page', async ({ page }) => {
      const listing = page.locator('.elementor-element-ec5a11e');
      const titles = listing.locator('.ecs-posts article .elementor-post__title');
      await listing.scrollIntoViewIfNeeded();
      await expect(titles).toHaveText(POST_TITLES.slice(0, 3));
      const button = listing.locator('.ecs-load-more-button .elementor-button');
      const answers: string[] = [];
      page.on('response', (response) => {
        if (response.url().includes('/wp-admin/admin-ajax.php')) answers.push(response.request().postData() ?? '');
      });
      await button.click();
      await expect(titles).toHaveText(POST_TITLES.slice(0, 6));
      await button.click();
      await expect(titles).toHaveText(POST_TITLES);
      await expect(listing.locator('.ecs-load-more-button')).toHaveCount(0);
      expect(answers.length).toBe(2);
      expect(answers.every((body) => body.includes('action=ecsload'))).toBe(true);
    });

    test('the column hidden by Dynamic Conditions leaves its width to the other two, shared equally', async ({ page }) => {
      const row = page.locator('.elementor-element-dc0a100 > .elementor-container');
      await row.scrollIntoViewIfNeeded();
      await expect(page.locator('.elementor-element-dc0a100 .dc-hidden-column')).toHaveCount(1);
      await expect(page.locator('.elementor-element-dc0a102')).toHaveCount(0);
      const width = async (selector: string): Promise<number> => (await page.locator(selector).boundingBox())?.width ?? 0;
      // The three columns were a third each: the two left must now fill the row (the builder's 33 + 33 + 33 = 99 %).
      await expect.poll(async () => ((await width('.elementor-element-dc0a101')) + (await width('.elementor-element-dc0a103'))) / (await width('.elementor-element-dc0a100 > .elementor-container'))).toBeGreaterThan(0.97);
      expect(Math.abs((await width('.elementor-element-dc0a101')) - (await width('.elementor-element-dc0a103')))).toBeLessThan(2);
    });
  });
}

