// The same fixture pages and the same assertions, once with the page builder's original free scripts (jQuery +
// elementor 3.27.6, extracted from ../shared/wordpress at test time) and once with wisp: where the original is right,
// wisp must pass exactly what it passes.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openSide, SIDES, type Side } from './original.ts';

/** `aria-selected`, `aria-expanded` and `tabindex` of a title, as one comparable row. */
const stateOf = (title: Locator) => title.evaluate((element) => ['aria-selected', 'aria-expanded', 'tabindex'].map((name) => element.getAttribute(name)));
const focusIsIn = (title: Locator) => title.evaluate((element) => element.contains(document.activeElement));
const scrollTop = (page: Page) => page.evaluate(() => Math.round(scrollY));
/** A section's left edge and width on screen, rounded to the pixel. */
const spanOf = (page: Page, id: string) => page.locator(`[data-id="${id}"]`).evaluate((element) => {
  const rect = element.getBoundingClientRect();
  return { left: Math.round(rect.left), width: Math.round(rect.width) };
});
const inlineOf = (page: Page, id: string) => page.locator(`[data-id="${id}"]`).evaluate((element: HTMLElement) =>
  ({ width: element.style.width, left: element.style.left, right: element.style.right }));

/** Waits until `element`'s computed transform reads the same twice 150 ms apart (a slide transition has ended). */
async function comesToRest(element: Locator): Promise<void> {
  const transform = () => element.evaluate((el) => getComputedStyle(el).transform);
  let last = '';
  await expect.poll(async () => {
    const now = await transform();
    const resting = now === last;
    last = now;
    return resting;
  }, { intervals: [150] }).toBe(true);
}

/** The image carousel fixture on one side at a desktop width, with carousel `id` scrolled into view. */
async function openImageCarousel(page: Page, side: Side, id: string): Promise<Locator> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSide(page, side, '/fixtures/carousels/image-carousel.html');
  const root = page.locator(`[data-id="${id}"]`);
  await root.scrollIntoViewIfNeeded();
  return root;
}

for (const side of SIDES) {
  test.describe(`side by side, ${side}`, () => {
    test.skip(({ isMobile }) => isMobile, 'the desktop layout is compared; the phone layout uses other titles');

    test('tabs: the first panel shows on load, a click selects a tab, focuses it and moves the roving tabindex', async ({ page }) => {
      await openSide(page, side, '/fixtures/tabs/basic.html');
      const tabs = page.locator('[data-id="b0a5e01"]');
      const title = (n: number) => tabs.locator(`.elementor-tab-desktop-title[data-tab="${n}"]`);
      const panel = (n: number) => tabs.locator(`.elementor-tab-content[data-tab="${n}"]`);
      await expect(panel(1)).toBeVisible();
      await expect(panel(2)).toBeHidden();
      await title(2).click();
      await expect(panel(2)).toBeVisible();
      await expect(panel(1)).toBeHidden();
      expect(await stateOf(title(2))).toEqual(['true', 'true', '0']);
      expect(await stateOf(title(1))).toEqual(['false', 'false', '-1']);
      expect(await focusIsIn(title(2))).toBe(true);
    });

    test('accordion: item 1 opens on load, a click opens another, closes the first, sets aria-selected and tabindex, focuses it', async ({ page }) => {
      // Root cause (wisp): aria-selected and the tabindex were written on tab-list titles only, and a click did not focus
      // the title; the original writes both on accordion and toggle titles.
      await openSide(page, side, '/fixtures/accordion/basic.html');
      const accordion = page.locator('[data-id="acc0001"]');
      const title = (n: number) => accordion.locator(`.elementor-tab-title[data-tab="${n}"]`);
      const panel = (n: number) => accordion.locator(`.elementor-tab-content[data-tab="${n}"]`);
      await expect(panel(1)).toBeVisible();
      await expect(title(1)).toHaveAttribute('aria-expanded', 'true');
      expect(await stateOf(title(1))).toEqual(['true', 'true', '0']);
      await title(2).click();
      await expect(panel(2)).toBeVisible();
      await expect(panel(1)).toBeHidden();
      expect(await stateOf(title(1))).toEqual(['false', 'false', '-1']);
      expect(await stateOf(title(2))).toEqual(['true', 'true', '0']);
      expect(await focusIsIn(title(2))).toBe(true);
    });

    test('toggle: all closed on load, items open independently and close again with the same states', async ({ page }) => {
      await openSide(page, side, '/fixtures/toggle/basic.html');
      const toggle = page.locator('[data-id="7091e01"]');
      const title = (n: number) => toggle.locator(`.elementor-tab-title[data-tab="${n}"]`);
      const panel = (n: number) => toggle.locator(`.elementor-tab-content[data-tab="${n}"]`);
      await expect(panel(1)).toBeHidden();
      expect(await stateOf(title(1))).toEqual([null, 'false', null]);
      await title(1).click();
      await title(2).click();
      await expect(panel(1)).toBeVisible();
      await expect(panel(2)).toBeVisible();
      expect(await stateOf(title(1))).toEqual(['true', 'true', '0']);
      await title(1).click();
      await expect(panel(1)).toBeHidden();
      expect(await stateOf(title(1))).toEqual(['false', 'false', '-1']);
      expect(await stateOf(title(2))).toEqual(['true', 'true', '0']);
    });

    test('counter: counts to its number with the delimiter once scrolled into view', async ({ page }) => {
      await openSide(page, side, '/fixtures/counter/basic.html');
      const number = page.locator('[data-id="c0a7e01"] .elementor-counter-number');
      await number.scrollIntoViewIfNeeded();
      await expect(number).toHaveText('1,250', { timeout: 10_000 });
    });

    test('lightbox: a gallery link opens its slideshow at that image; the counter, next and Escape work', async ({ page }) => {
      await openSide(page, side, '/fixtures/lightbox/gallery.html');
      const box = page.locator('.dialog-widget.elementor-lightbox').filter({ visible: true });
      // wisp's page-wide listener is armed once the page-wide behaviours are (it loads on the first input and holds the
      // click that woke it until it has started, then replays it).
      if (side === 'wisp') await page.waitForFunction(() => window.wisp?.report().some((row) => row.module === 'lightbox' && (row.status === 'loading' || row.status === 'mounted')));
      await page.locator('[data-id="9a11e02"] a').nth(1).click();
      await expect(box).toHaveCount(1);
      await expect(box.locator('.elementor-slideshow__counter')).toHaveText('2 / 4');
      await expect(box.locator('.swiper-slide-active .elementor-lightbox-image')).toHaveAttribute('src', /gallery-2\.svg$/);
      await expect(box.locator('.elementor-slideshow__title')).toHaveText('Assessment');
      await box.locator('.elementor-swiper-button-next').click();
      await expect(box.locator('.elementor-slideshow__counter')).toHaveText('3 / 4');
      await page.keyboard.press('Escape');
      await expect(page.locator('.dialog-widget.elementor-lightbox').filter({ visible: true })).toHaveCount(0);
    });

    test('image carousel: slides per view by width, labels, and the next arrow and a dot move it', async ({ page }) => {
      const root = await openImageCarousel(page, side, 'c0a0002');
      const active = root.locator('.swiper-slide-active');
      // The label's wording differs (the server's "1 of 8", which wisp keeps, or Swiper's "1 / 8"): its number counts.
      await expect(active).toHaveAttribute('aria-label', /^1\D+8$/);
      const next = root.locator('.elementor-swiper-button-next');
      await expect(next).toHaveAttribute('aria-label', 'Next slide');
      await expect(root.locator('.elementor-swiper-button-prev')).toHaveAttribute('aria-label', 'Previous slide');
      const perView = await root.locator('.elementor-image-carousel-wrapper').evaluate((el) => {
        const slide = el.querySelector('.swiper-slide-active');
        return Math.round(el.getBoundingClientRect().width / (slide?.getBoundingClientRect().width || 1));
      });
      expect(perView).toBe(4);
      await next.click();
      await expect(active).toHaveAttribute('aria-label', /^2\D+8$/);
      // Both frontends ignore a dot pressed while the slide still moves: let it come to rest first.
      await comesToRest(root.locator('.swiper-wrapper'));
      const dot = root.locator('.swiper-pagination-bullet').nth(2);
      await expect(dot).toHaveAttribute('aria-label', 'Go to slide 3');
      await dot.click();
      await expect(dot).toHaveClass(/swiper-pagination-bullet-active/);
    });

    test('image carousel, one slide fading, infinite: the previous arrow on the first slide shows the last, the next arrow there the first', async ({ page }) => {
      const root = await openImageCarousel(page, side, 'c0a0003');
      const active = root.locator('.swiper-slide-active');
      await expect(active).toHaveAttribute('aria-label', /^1\D+3$/);
      const prev = root.locator('.elementor-swiper-button-prev');
      await expect(prev).not.toHaveAttribute('aria-disabled', 'true');
      await prev.click();
      await expect(active).toHaveAttribute('aria-label', /^3\D+3$/);
      // The last slide is the one on screen: faded in (the original's Swiper leaves its opacity at 0.94–0.99 once at rest),
      // its image the third.
      await expect.poll(() => active.evaluate((el) => Number(getComputedStyle(el).opacity))).toBeGreaterThan(0.9);
      await expect(active.locator('img')).toHaveAttribute('alt', 'Slide 3');
      await comesToRest(active);
      await root.locator('.elementor-swiper-button-next').click();
      await expect(active).toHaveAttribute('aria-label', /^1\D+3$/);
      await expect(active.locator('img')).toHaveAttribute('alt', 'Slide 1');
      await expect.poll(() => active.evaluate((el) => Number(getComputedStyle(el).opacity))).toBeGreaterThan(0.9);
    });

    test('nested tabs: a click selects a tab and shows its panel; arrow keys, Home and End move focus along the tabs', async ({ page }) => {
      await openSide(page, side, '/fixtures/nested-tabs/basic.html');
      const tabs = page.locator('[data-id="a7b1c01"]');
      const title = (n: number) => tabs.locator(`.e-n-tab-title[data-tab-index="${n}"]`).first();
      const panel = (n: number) => tabs.locator(`.e-con[data-tab-index="${n}"]`).first();
      const focusedIndex = () => page.evaluate(() => document.activeElement?.getAttribute('data-tab-index') ?? null);
      await expect(panel(1)).toBeVisible();
      await expect(panel(2)).toBeHidden();
      await title(2).click();
      await expect(panel(2)).toBeVisible();
      await expect(panel(1)).toBeHidden();
      await expect(title(2)).toHaveAttribute('aria-selected', 'true');
      await expect(title(2)).toHaveAttribute('tabindex', '0');
      await expect(title(1)).toHaveAttribute('aria-selected', 'false');
      await expect(title(1)).toHaveAttribute('tabindex', '-1');
      expect(await focusedIndex()).toBe('2');
      await page.keyboard.press('ArrowRight');
      expect(await focusedIndex()).toBe('3');
      await page.keyboard.press('Home');
      expect(await focusedIndex()).toBe('1');
      await page.keyboard.press('End');
      expect(await focusedIndex()).toBe('3');
      // Focus moves, the selection stays until the visitor activates the focused tab.
      await expect(title(2)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Enter');
      await expect(panel(3)).toBeVisible();
      await expect(title(3)).toHaveAttribute('aria-selected', 'true');
      await expect(panel(2)).toBeHidden();
    });

    test('nested accordion: the first item is open on load; opening another closes it (one at a time), with aria-expanded on both', async ({ page }) => {
      await openSide(page, side, '/fixtures/nested-accordion/basic.html');
      const accordion = page.locator('[data-id="a7b2d02"]');
      const item = (n: number) => accordion.locator('.e-n-accordion-item').nth(n - 1);
      const title = (n: number) => item(n).locator('> .e-n-accordion-item-title');
      await expect(item(1)).toHaveAttribute('open', '');
      await expect(title(1)).toHaveAttribute('aria-expanded', 'true');
      await title(2).click();
      await expect(item(2)).toHaveAttribute('open', '');
      await expect(title(2)).toHaveAttribute('aria-expanded', 'true');
      await expect(item(1)).not.toHaveAttribute('open', '');
      await expect(title(1)).toHaveAttribute('aria-expanded', 'false');
      await title(2).click();
      await expect(item(2)).not.toHaveAttribute('open', '');
      await expect(title(2)).toHaveAttribute('aria-expanded', 'false');
    });

    test('alert: the dismiss button hides its alert and leaves the other', async ({ page }) => {
      await openSide(page, side, '/fixtures/alert/basic.html');
      const first = page.locator('[data-id="a1e7a01"] .elementor-alert');
      await first.locator('.elementor-alert-dismiss').click();
      await expect(first).toBeHidden();
      await expect(page.locator('[data-id="a1e7a02"] .elementor-alert')).toBeVisible();
    });

    test('progress bar: fills to its value once in view, the inner bar\'s width that share of the track', async ({ page }) => {
      await openSide(page, side, '/fixtures/progress/basic.html');
      const widget = page.locator('[data-id="b0a7e02"]');
      await widget.scrollIntoViewIfNeeded();
      const bar = widget.locator('.elementor-progress-bar');
      await expect(bar).toHaveAttribute('data-max', '65');
      // The share is read off the screen (the inner bar's box against its track's), so both frontends' ways of writing it count.
      await expect.poll(() => bar.evaluate((element) => Math.round((100 * element.getBoundingClientRect().width) / (element.parentElement?.getBoundingClientRect().width || 1))), { timeout: 10_000 }).toBe(65);
    });

    test('anchors: a link brings its target into view with the hash in the address, and Back returns to where the visitor was', async ({ page }) => {
      // Root cause (wisp): Back during the 500 ms scroll let the animation run on to the old target after the browser had
      // restored the previous position, so the visitor did not land where they were, unlike the browser's own jump.
      await openSide(page, side, '/fixtures/anchors/basic.html');
      await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }));
      await expect.poll(() => scrollTop(page)).toBe(300);
      await page.locator('.e-fixture-nav a[href="#services"]:not([target])').click();
      await expect(page).toHaveURL(/basic\.html#services$/);
      await expect(page.locator('#services')).toBeInViewport();
      await expect.poll(() => scrollTop(page)).not.toBe(300);
      await page.goBack();
      await expect(page).toHaveURL(/basic\.html$/);
      await expect.poll(() => scrollTop(page)).toBe(300);
      await page.waitForTimeout(700);
      expect(await scrollTop(page)).toBe(300);
    });

    test('anchors: Back once the page has come to rest at the target also returns to where the visitor was', async ({ page }) => {
      await openSide(page, side, '/fixtures/anchors/basic.html');
      await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }));
      await expect.poll(() => scrollTop(page)).toBe(300);
      await page.locator('.e-fixture-nav a[href="#faq"]').click();
      await expect(page).toHaveURL(/basic\.html#faq$/);
      let last = -1;
      await expect.poll(async () => {
        const now = await scrollTop(page);
        const resting = now === last;
        last = now;
        return resting && now !== 300;
      }, { intervals: [200] }).toBe(true);
      await page.goBack();
      await expect(page).toHaveURL(/basic\.html$/);
      await expect.poll(() => scrollTop(page)).toBe(300);
    });

    test('stretched section: spans the window from the narrow content column, again after a resize; others stay as printed', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await openSide(page, side, '/fixtures/sections/stretched.html');
      for (const width of [1280, 1000]) {
        await page.setViewportSize({ width, height: 800 });
        // The window's width without its scrollbar, where the section must start and end.
        await expect.poll(() => spanOf(page, '57e7c01')).toEqual(await page.evaluate(() => ({ left: 0, width: document.documentElement.clientWidth })));
      }
      for (const id of ['57e7c02', '57e7c03']) {
        expect(await inlineOf(page, id)).toEqual({ width: '', left: '', right: '' });
        expect((await spanOf(page, id)).width).toBeLessThan(900);
      }
    });

    test('stretched section: on a right-to-left page the offset is on the right', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await openSide(page, side, '/fixtures/sections/stretched-rtl.html');
      await expect.poll(() => spanOf(page, '57e7c01')).toEqual(await page.evaluate(() => ({ left: 0, width: document.documentElement.clientWidth })));
      const inline = await inlineOf(page, '57e7c01');
      expect(inline.left).toBe('');
      expect(inline.right).toMatch(/^-\d+(\.\d+)?px$/);
    });

    test('stretched section: with the kit\'s container selector it lines up with that element, not the window', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await openSide(page, side, '/fixtures/sections/stretched-container.html');
      const box = await page.locator('#wisp-stretch-box').evaluate((element) => ({ left: Math.round(element.getBoundingClientRect().left), width: element.clientWidth }));
      await expect.poll(() => spanOf(page, '57e7c01')).toEqual(box);
    });
  });
}
