import { expect, test, type Locator, type Page } from '@playwright/test';
import { readyWidget, watchConsole } from './helpers.ts';

// Pro carousels (and the loop / nested carousels) over their fixtures: mount, arrows, dots, labels, slides per view, autoplay.
type Case = {
  kind: string;
  id: string;
  container: string;
  /** Slides fully in view at 1280, 900 and 500 px wide. */
  perView: readonly [number, number, number];
  dots: boolean;
  /** Whether autoplay with pause on hover is set. */
  hoverPause: boolean;
};

const CASES: readonly Case[] = [
  { kind: 'testimonial-carousel', id: 'c1a0001', container: '.elementor-main-swiper', perView: [2, 2, 1], dots: true, hoverPause: true },
  { kind: 'testimonial-carousel', id: 'c1a0002', container: '.elementor-main-swiper', perView: [1, 1, 1], dots: true, hoverPause: false },
  { kind: 'reviews', id: 'c1b0001', container: '.elementor-main-swiper', perView: [1, 1, 1], dots: true, hoverPause: true },
  { kind: 'reviews', id: 'c1b0002', container: '.elementor-main-swiper', perView: [3, 1, 1], dots: true, hoverPause: false },
  { kind: 'media-carousel', id: 'c1c0001', container: '.elementor-main-swiper', perView: [3, 2, 1], dots: true, hoverPause: false },
  { kind: 'media-carousel', id: 'c1c0002', container: '.elementor-main-swiper', perView: [1, 1, 1], dots: false, hoverPause: false },
  { kind: 'slides', id: 'c1d0001', container: '.elementor-slides-wrapper', perView: [1, 1, 1], dots: true, hoverPause: true },
  { kind: 'loop-carousel', id: 'c1e0001', container: '.elementor-loop-container', perView: [3, 2, 1], dots: true, hoverPause: true },
  { kind: 'loop-carousel', id: 'c1e0002', container: '.elementor-loop-container', perView: [2, 2, 1], dots: false, hoverPause: false },
  { kind: 'custom-skin-slider', id: 'c2a0001', container: '.ecs-swiper', perView: [3, 2, 1], dots: true, hoverPause: true },
  { kind: 'custom-skin-slider', id: 'c2a0002', container: '.ecs-swiper', perView: [2, 2, 1], dots: false, hoverPause: false },
  { kind: 'nested-carousel', id: 'c1f0001', container: '.e-n-carousel', perView: [4, 2, 1], dots: true, hoverPause: true },
];

const pageOf = (kind: string) => `/fixtures/carousels/${kind}.html`;

/** The widget's own Swiper element (not one nested inside a slide). */
const own = (root: Locator, selector: string) => root.locator(`${selector}:not(:scope .swiper-slide ${selector})`).first();

const realIndex = (container: Locator) =>
  container.evaluate((el) => (el as unknown as { swiper?: { realIndex: number } }).swiper?.realIndex ?? -1);

const isAnimating = (container: Locator) =>
  container.evaluate((el) => (el as unknown as { swiper?: { animating: boolean } }).swiper?.animating ?? true);

/** Slides whose box lies inside the container's box: what the visitor sees whole. */
const countInView = (container: Locator) =>
  container.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const slides = [...el.querySelectorAll(':scope > .swiper-wrapper > .swiper-slide')];
    return slides.filter((slide) => {
      const r = slide.getBoundingClientRect();
      return r.width > 0 && r.left >= box.left - 1 && r.right <= box.right + 1;
    }).length;
  });

async function open(page: Page, item: Case) {
  await page.goto(pageOf(item.kind));
  const root = await readyWidget(page, item.id);
  return { root, container: own(root, item.container) };
}

for (const item of CASES) {
  test.describe(`${item.kind} ${item.id}`, () => {
    test('mounts, labels its arrows and moves with next and prev', async ({ page }) => {
      const log = watchConsole(page);
      const { root, container } = await open(page, item);
      await expect(container).toHaveClass(/swiper-initialized/);
      const next = own(root, '.elementor-swiper-button-next');
      const prev = own(root, '.elementor-swiper-button-prev');
      await expect(next).toHaveAttribute('aria-label', 'Next slide');
      await expect(prev).toHaveAttribute('aria-label', 'Previous slide');
      await expect(container.locator(':scope > .swiper-wrapper > .swiper-slide').first()).toHaveAttribute('aria-label', /1 (of|\/) \d/);
      await root.hover();
      const start = await realIndex(container);
      await next.click();
      await expect.poll(() => realIndex(container)).not.toBe(start);
      await expect.poll(() => isAnimating(container)).toBe(false);
      await prev.click();
      await expect.poll(() => realIndex(container)).toBe(start);
      expect(log.errors).toEqual([]);
    });

    if (item.dots) {
      test('a dot moves to its slide and becomes the active dot', async ({ page }) => {
        const { root, container } = await open(page, item);
        await root.hover();
        const bullet = own(root, '.swiper-pagination').locator('.swiper-pagination-bullet').nth(1);
        await expect(bullet).toHaveAttribute('aria-label', 'Go to slide 2');
        await bullet.click();
        await expect(bullet).toHaveClass(/swiper-pagination-bullet-active/);
        await expect.poll(() => realIndex(container)).toBeGreaterThan(0);
      });
    }

    for (const [index, width] of [1280, 900, 500].entries()) {
      test(`shows ${item.perView[index]} slides per view at ${width} px wide`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        const { container } = await open(page, item);
        await expect.poll(() => countInView(container)).toBe(item.perView[index]);
      });
    }

    if (item.hoverPause) {
      test('autoplay advances and pauses while hovered', async ({ page }) => {
        const { root, container } = await open(page, item);
        await page.mouse.move(0, 0);
        const start = await realIndex(container);
        await expect.poll(() => realIndex(container), { timeout: 6000 }).not.toBe(start);
        await root.hover();
        await expect.poll(() => isAnimating(container)).toBe(false);
        const hovered = await realIndex(container);
        await page.waitForTimeout(2500);
        expect(await realIndex(container)).toBe(hovered);
      });
    }
  });
}

test.describe('media carousel slideshow', () => {
  test('the thumbnails follow the main slider, steer it, and a slide opens the lightbox', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto(pageOf('media-carousel'));
    const root = await readyWidget(page, 'c1c0002');
    const main = root.locator('.elementor-main-swiper');
    const thumbs = root.locator('.elementor-thumbnails-swiper');
    await expect(thumbs).toHaveClass(/swiper-initialized/);
    await root.locator('.elementor-swiper-button-next').click();
    await expect.poll(() => realIndex(main)).toBe(1);
    await expect.poll(() => realIndex(thumbs)).toBe(1);
    await expect.poll(() => isAnimating(main)).toBe(false);
    await thumbs.locator('.swiper-slide').nth(3).click();
    await expect.poll(() => realIndex(main)).toBe(3);
    await expect.poll(() => isAnimating(main)).toBe(false);
    await page.waitForFunction(() => window.wisp?.report().some((row) => row.module === 'lightbox' && ['loading', 'mounted'].includes(row.status)));
    await main.locator('.swiper-slide-active a').click();
    const dialog = page.locator('.elementor-lightbox[role="dialog"]');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveId('elementor-lightbox-slideshow-c1c0002');
    expect(log.errors).toEqual([]);
  });
});

test.describe('slides effects', () => {
  test('Ken Burns follows the active slide and the content animation replays after a move', async ({ page }) => {
    await page.goto(pageOf('slides'));
    const root = await readyWidget(page, 'c1d0001');
    const container = root.locator('.elementor-slides-wrapper');
    await root.hover();
    const active = root.locator('.swiper-slide-active');
    await expect(active.locator('.swiper-slide-bg')).toHaveClass(/elementor-ken-burns--active/);
    await expect(active.locator('.swiper-slide-contents')).toHaveClass(/animated fadeInUp|fadeInUp animated/);
    const before = await realIndex(container);
    await root.locator('.elementor-swiper-button-next').click();
    await expect.poll(() => realIndex(container)).not.toBe(before);
    await expect.poll(() => isAnimating(container)).toBe(false);
    await expect(root.locator('.swiper-slide-bg.elementor-ken-burns--active')).toHaveCount(1);
    await expect(root.locator('.swiper-slide-active .swiper-slide-bg')).toHaveClass(/elementor-ken-burns--active/);
    await expect(root.locator('.swiper-slide-active .swiper-slide-contents')).toHaveClass(/fadeInUp/);
  });

  test('slides keep the height the site gives them when Swiper starts: no layout shift', async ({ page }) => {
    // wisp's copy of Swiper's structural rules weighed more than the site's own (`[data-wisp-carousel] > .swiper-wrapper >
    // .swiper-slide` against `.elementor-slides .swiper-slide`), so slides lost their set height on init and shifted the page.
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => shifts.push((entry as unknown as { value: number }).value))).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/fixtures/carousels/slides.html');
    for (const id of ['c1d0001', 'c1d0002']) {
      const root = await readyWidget(page, id);
      await expect(root.locator('.elementor-slides-wrapper')).toHaveClass(/swiper-initialized/);
      // 260 px: the fixture's `.elementor-slides .swiper-slide` height, as the widget's height setting prints it.
      expect(await root.locator('.swiper-slide-active').evaluate((slide) => slide.getBoundingClientRect().height)).toBe(260);
    }
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
  });

  test('a fade slider with dots only cross-fades', async ({ page }) => {
    await page.goto(pageOf('slides'));
    const root = await readyWidget(page, 'c1d0002');
    await expect(root.locator('.elementor-slides-wrapper')).toHaveClass(/swiper-fade/);
    await root.locator('.swiper-pagination-bullet').nth(2).click();
    const opacity = (n: number) => root.locator('.swiper-slide').nth(n).evaluate((el) => Number(getComputedStyle(el).opacity));
    await expect.poll(() => opacity(2)).toBeGreaterThan(0.95);
    await expect.poll(() => opacity(0)).toBeLessThan(0.05);
  });
});

test.describe('nested carousel', () => {
  test('an inner carousel keeps its own arrows and dots, and the outer one does not take them', async ({ page }) => {
    await page.goto(pageOf('nested-carousel'));
    const outer = await readyWidget(page, 'c1f0001');
    const inner = await readyWidget(page, 'c1f0002');
    await outer.hover();
    const outerBox = own(outer, '.e-n-carousel');
    const innerBox = inner.locator('.e-n-carousel');
    const outerStart = await realIndex(outerBox);
    await inner.locator('.elementor-swiper-button-next').click();
    await expect.poll(() => realIndex(innerBox)).toBe(1);
    expect(await realIndex(outerBox)).toBe(outerStart);
    await expect(inner.locator('.swiper-pagination-bullet')).toHaveCount(3);
  });
});

test.describe('custom skin slider', () => {
  test('spaces its slides by slide_gap.size, per listing', async ({ page }, info) => {
    // Root cause: the slider read the core carousel's `image_spacing_custom` behind the skin prefix, while the custom
    // skin's own control is `slide_gap`, so the owner's spacing was ignored.
    test.skip(info.project.name === 'mobile', 'one slide per view on phones: no gap to see');
    await page.goto(pageOf('custom-skin-slider'));
    for (const [id, gap] of [['c2a0001', 10], ['c2a0002', 20]] as const) {
      const root = await readyWidget(page, id);
      await expect(root.locator('.ecs-swiper')).toHaveClass(/swiper-initialized/);
      const slides = root.locator('.ecs-swiper > .swiper-wrapper > .swiper-slide');
      const space = await slides.evaluateAll((all) => {
        const [first, second] = all.map((slide) => slide.getBoundingClientRect());
        return first && second ? Math.round(second.left - first.right) : NaN;
      });
      expect(space).toBe(gap);
    }
  });

  test('a bad prefixed setting warns once under its prefixed name and the slider still mounts', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto(pageOf('custom-skin-slider'));
    const root = await readyWidget(page, 'c2a0002');
    await expect(root.locator('.ecs-swiper')).toHaveClass(/swiper-initialized/);
    expect(log.wispWarnings.filter((w) => w.includes('"archive_custom_slides_to_scroll"'))).toHaveLength(1);
    expect(log.errors).toEqual([]);
  });
});

test.describe('broken markup', () => {
  test('a reviews widget without its wrapper stays byte-identical with one warning', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto(pageOf('reviews'));
    const missing = page.locator('[data-id="c1b0003"]');
    const before = await missing.evaluate((el) => el.outerHTML);
    await readyWidget(page, 'c1b0001');
    await missing.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.wisp?.idle());
    expect(await missing.evaluate((el) => el.outerHTML)).toBe(before);
    expect(log.wispWarnings.filter((w) => w.includes('no .elementor-main-swiper'))).toHaveLength(1);
  });
});

test.describe('media carousel effects (Pro hands Swiper the effect; any but slide shows one slide at a time)', () => {
  type Live = { slidesPerView: unknown; slidesPerGroup: unknown; effect: unknown };
  const params = (container: Locator) =>
    container.evaluate((el) => {
      const swiper = (el as unknown as { swiper?: { params: Live } }).swiper;
      return swiper ? { slidesPerView: swiper.params.slidesPerView, slidesPerGroup: swiper.params.slidesPerGroup, effect: swiper.params.effect } : null;
    });

  for (const [width, perView] of [[1280, 3], [900, 2], [500, 1]] as const) {
    test(`the coverflow skin runs the coverflow effect with ${perView} slides per view at ${width} px`, async ({ page }) => {
      const log = watchConsole(page);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(pageOf('media-carousel'));
      const root = await readyWidget(page, 'c1c0003');
      const container = root.locator('.elementor-main-swiper');
      await expect(container).toHaveClass(/swiper-coverflow/);
      await expect(container).toHaveClass(/swiper-3d/);
      expect(await params(container)).toMatchObject({ effect: 'coverflow', slidesPerView: perView });
      // The slides beside the active one are turned in 3D, as Swiper's coverflow draws them.
      const turned = await container.locator('.swiper-slide').nth(1).evaluate((slide) => (slide as HTMLElement).style.transform);
      expect(turned).toMatch(/rotateY\((?!0deg)/);
      await root.hover();
      await root.locator('.elementor-swiper-button-next').click();
      await expect.poll(() => realIndex(container)).toBe(1);
      expect(log.errors).toEqual([]);
      expect(log.wispWarnings).toEqual([]);
    });
  }

  test('the cube effect turns one face at a time and leaves only the face in front reachable', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto(pageOf('media-carousel'));
    const root = await readyWidget(page, 'c1c0004');
    const container = root.locator('.elementor-main-swiper');
    await expect(container).toHaveClass(/swiper-cube/);
    expect(await params(container)).toMatchObject({ effect: 'cube', slidesPerView: 1 });
    await root.hover();
    await root.locator('.elementor-swiper-button-next').click();
    await expect.poll(() => realIndex(container)).toBe(1);
    await expect.poll(() => isAnimating(container)).toBe(false);
    const slides = container.locator(':scope > .swiper-wrapper > .swiper-slide');
    await expect(slides.nth(1)).not.toHaveAttribute('inert');
    for (const index of [0, 2]) await expect(slides.nth(index)).toHaveAttribute('inert', '');
    expect(log.errors).toEqual([]);
  });

  test('the fade effect shows one slide and steps one at a time, whatever slides per view and to scroll print', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(pageOf('media-carousel'));
    const root = await readyWidget(page, 'c1c0005');
    const container = root.locator('.elementor-main-swiper');
    await expect(container).toHaveClass(/swiper-fade/);
    expect(await params(container)).toMatchObject({ effect: 'fade', slidesPerView: 1, slidesPerGroup: 1 });
    await root.hover();
    await root.locator('.elementor-swiper-button-next').click();
    await expect.poll(() => realIndex(container)).toBe(1);
    // The slide in front is the only one drawn: the others have faded out.
    await expect.poll(() => container.locator('.swiper-slide').evaluateAll((slides) => slides.map((slide) => getComputedStyle(slide).opacity === '1'))).toEqual([false, true, false, false, false, false]);
  });
});

test.describe('loop carousel with offset sides', () => {
  const perViewOf = (container: Locator) =>
    container.evaluate((el) => (el as unknown as { swiper?: { params: { slidesPerView: unknown } } }).swiper?.params.slidesPerView);

  test('on desktop the class the site pads by is there and the next post peeks out, reachable; on a phone one per view', async ({ page }) => {
    const log = watchConsole(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(pageOf('loop-carousel'));
    const root = await readyWidget(page, 'c1e0003');
    const container = root.locator('.elementor-loop-container');
    await expect(container).toHaveClass(/\boffset-right\b/);
    expect(await perViewOf(container)).toBe(3.001);
    const fourth = container.locator(':scope > .swiper-wrapper > .swiper-slide').nth(3);
    // In the padding the site's CSS gives the offset: partly in view, so not hidden from keyboard and screen readers.
    const [slideLeft, boxRight] = await Promise.all([fourth.evaluate((el) => el.getBoundingClientRect().left), container.evaluate((el) => el.getBoundingClientRect().right)]);
    expect(slideLeft).toBeLessThan(boxRight);
    await expect(fourth).not.toHaveAttribute('inert');
    await page.setViewportSize({ width: 500, height: 900 });
    await expect.poll(() => perViewOf(container)).toBe(1);
    expect(log.errors).toEqual([]);
  });
});
