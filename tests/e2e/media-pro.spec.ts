import { expect, test, type Page } from '@playwright/test';
import { isMobileProject, readyWidget, watchConsole } from './helpers.ts';

const dialog = (page: Page) => page.locator('.elementor-lightbox[role="dialog"]');

test.describe('gallery', () => {
  test('the filter shows only matching pictures, and the lightbox steps through those alone', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto('/fixtures/gallery/layouts.html');
    const gallery = await readyWidget(page, 'ga11e01');
    const items = gallery.locator('.e-gallery-item');
    await expect(gallery.locator('.elementor-gallery-title').first()).toHaveAttribute('aria-pressed', 'true');
    await expect(items.filter({ visible: true })).toHaveCount(6);
    await gallery.getByRole('button', { name: 'Servers' }).click();
    await expect(items.filter({ visible: true })).toHaveCount(3);
    await expect(gallery.getByRole('button', { name: 'Servers' })).toHaveAttribute('aria-pressed', 'true');
    await items.filter({ visible: true }).first().click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).locator('.elementor-slideshow__counter')).toHaveText('1 / 3');
    expect(log.errors).toEqual([]);
  });

  test('the filter answers the keyboard', async ({ page }) => {
    await page.goto('/fixtures/gallery/layouts.html');
    const gallery = await readyWidget(page, 'ga11e01');
    await gallery.getByRole('button', { name: 'Offices' }).focus();
    await page.keyboard.press('Enter');
    await expect(gallery.locator('.e-gallery-item').filter({ visible: true })).toHaveCount(3);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press(' ');
    await expect(gallery.locator('.e-gallery-item').filter({ visible: true })).toHaveCount(6);
  });

  test('justified rows fill the container width at one height per row, pictures loaded', async ({ page }) => {
    await page.goto('/fixtures/gallery/layouts.html');
    const gallery = await readyWidget(page, 'ga11e01');
    const rows = await gallery.locator('.elementor-gallery__container').evaluate((container) => {
      const box = container.getBoundingClientRect();
      const byTop = new Map<number, DOMRect[]>();
      for (const item of container.querySelectorAll('.e-gallery-item')) {
        const rect = item.getBoundingClientRect();
        byTop.set(Math.round(rect.top), [...(byTop.get(Math.round(rect.top)) ?? []), rect]);
      }
      return { width: box.width, left: box.left, rows: [...byTop.values()].map((rects) => ({ heights: rects.map((r) => Math.round(r.height)), right: Math.max(...rects.map((r) => r.right)) })) };
    });
    expect(rows.rows.length).toBeGreaterThan(1);
    const full = rows.rows.slice(0, -1);
    for (const row of full) {
      expect(new Set(row.heights).size).toBe(1);
      expect(Math.abs(row.right - (rows.left + rows.width))).toBeLessThan(1.5);
    }
    await expect(gallery.locator('.e-gallery-image').first()).toHaveCSS('background-image', /gallery-1\.svg/);
  });

  test('masonry stacks pictures in columns with no gap larger than the set one', async ({ page }, info) => {
    await page.goto('/fixtures/gallery/layouts.html');
    const gallery = await readyWidget(page, 'ga11e02');
    const lefts = await gallery.locator('.e-gallery-item').evaluateAll((items) => [...new Set(items.map((item) => Math.round(item.getBoundingClientRect().left)))]);
    expect(lefts).toHaveLength(isMobileProject(info.project.name) ? 2 : 3);
  });
});

test.describe('gallery with bad settings or missing markup', () => {
  test('unusable settings fall back to a 4-column grid with warnings; a gallery without its container stays as it was', async ({ page }, info) => {
    const log = watchConsole(page);
    await page.goto('/fixtures/gallery/bad.html');
    const missing = page.locator('[data-id="ga11eb2"]');
    const before = await missing.innerHTML();
    const gallery = await readyWidget(page, 'ga11eb1');
    const columns = await gallery.locator('.e-gallery-item').evaluateAll((items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().left))).size);
    expect(columns).toBe(isMobileProject(info.project.name) ? 1 : 4);
    expect(log.wispWarnings.some((text) => text.includes('gallery_layout'))).toBe(true);
    await missing.scrollIntoViewIfNeeded();
    await expect.poll(() => log.wispWarnings.some((text) => text.includes('no .elementor-gallery__container'))).toBe(true);
    expect(await missing.innerHTML()).toBe(before);
    expect(log.errors).toEqual([]);
  });
});

test.describe('hotspot', () => {
  test('a click opens one tooltip at a time; Escape closes it', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto('/fixtures/hotspot/basic.html');
    const widget = await readyWidget(page, 'h0750a1');
    const buttons = widget.locator('.e-hotspot__button');
    await buttons.nth(0).click();
    await expect(widget.locator('#hotspot-tip-1')).toBeVisible();
    await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await buttons.nth(1).click();
    await expect(widget.locator('#hotspot-tip-1')).toBeHidden();
    await expect(widget.locator('#hotspot-tip-2')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(widget.locator('#hotspot-tip-2')).toBeHidden();
    await expect(buttons.nth(1)).toBeFocused();
    expect(log.errors).toEqual([]);
  });

  test('Enter and Space toggle a tooltip from the keyboard', async ({ page }) => {
    await page.goto('/fixtures/hotspot/basic.html');
    const widget = await readyWidget(page, 'h0750a3');
    const button = widget.locator('.e-hotspot__button').first();
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press(' ');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('hover opens on desktop; on a phone the same widget opens on tap', async ({ page }, info) => {
    await page.goto('/fixtures/hotspot/basic.html');
    const widget = await readyWidget(page, 'h0750a2');
    const tip = widget.locator('#hotspot-tip-4');
    if (isMobileProject(info.project.name)) {
      await widget.locator('.e-hotspot__button').first().tap();
      await expect(tip).toBeVisible();
      return;
    }
    await widget.locator('.e-hotspot__button').first().hover();
    await expect(tip).toBeVisible();
    await page.mouse.move(1, 1);
    await expect(tip).toBeHidden();
  });

  test('a hotspot widget without hotspots is left untouched', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto('/fixtures/hotspot/basic.html');
    const root = page.locator('[data-id="h0750a4"]');
    await root.scrollIntoViewIfNeeded();
    await expect.poll(() => log.wispWarnings.some((text) => text.includes('no .e-hotspot'))).toBe(true);
    await expect(root).not.toHaveAttribute('data-wisp-ready', '');
  });
});

test.describe('text path', () => {
  test('the text runs along the fetched path, escaped, linked, and a hostile SVG runs nothing', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto('/fixtures/text-path/basic.html');
    const widget = await readyWidget(page, '7e47a01');
    const textPath = widget.locator('#e-text-path-7e47a01');
    await expect(textPath).toHaveText('Patch & protect <every> device');
    await expect(textPath).toHaveAttribute('startOffset', '10%');
    await expect(textPath.locator('a')).toHaveAttribute('href', 'https://example.com/');
    await expect(textPath.locator('a')).toHaveAttribute('rel', 'nofollow noopener');
    const drawn = await textPath.evaluate((element) => {
      const text = element.closest('text') as SVGTextElement;
      return { length: text.getComputedTextLength(), chars: text.getNumberOfChars(), href: element.getAttribute('href') };
    });
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.href).toBe('#e-path-7e47a01');
    await expect(page.locator('#e-text-path-7e47a02')).toHaveAttribute('startOffset', '80%');
    await readyWidget(page, '7e47a04');
    await expect(page.locator('[data-id="7e47a04"] textPath')).toHaveText('Script');
    expect(await page.evaluate(() => (window as unknown as { hostileRan?: boolean }).hostileRan)).toBeUndefined();
    await expect(page.locator('[data-id="7e47a04"] script, [data-id="7e47a04"] foreignObject')).toHaveCount(0);
    expect(log.wispWarnings.some((text) => text.includes('nothing fetched'))).toBe(true);
    expect(log.errors).toEqual([]);
  });
});

test.describe('lottie (fake player)', () => {
  const calls = (page: Page, id: string) => page.evaluate((which) => (window as unknown as { lottieCalls: unknown[][] }).lottieCalls.filter((call) => call[0] === which).map((call) => call.slice(1)), id);

  test('the viewport animation plays its range only once scrolled into view', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto('/fixtures/lottie/triggers.html');
    // Just below the fold: inside the loader's 256px margin, so it mounts and shows its first frame, but unseen.
    await page.locator('[data-id="10771e1"]').evaluate((element) => scrollTo(0, element.getBoundingClientRect().top + scrollY - innerHeight - 100));
    await expect(page.locator('[data-id="10771e1"]')).toHaveAttribute('data-wisp-ready', '');
    await expect.poll(() => calls(page, '10771e1')).toContainEqual(['goToAndStop', 30]);
    expect((await calls(page, '10771e1')).some((call) => call[0] === 'segments')).toBe(false);
    await readyWidget(page, '10771e1');
    await expect.poll(() => calls(page, '10771e1')).toContainEqual(['segments', 30, 90]);
    const made = await calls(page, '10771e1');
    expect(made[0]).toEqual(['load', expect.stringContaining('/fixtures/lottie/anim.json'), true]);
    expect(log.errors).toEqual([]);
  });

  test('a click on a linked animation plays it and follows the link after its link timeout, not at once', async ({ page }) => {
    await page.goto('/fixtures/lottie/triggers.html');
    const widget = await readyWidget(page, '10771e5');
    await expect.poll(() => calls(page, '10771e5')).toContainEqual(['goToAndStop', 0]);
    await widget.locator('.e-lottie__animation').click();
    expect(page.url()).not.toContain('followed=1');
    expect((await calls(page, '10771e5')).some((call) => call[0] === 'segments')).toBe(true);
    await page.waitForURL(/followed=1/, { timeout: 5000 });
  });

  test('a javascript: link under a timed animation is never followed', async ({ page }) => {
    await page.goto('/fixtures/lottie/triggers.html');
    const widget = await readyWidget(page, '10771e6');
    await expect.poll(() => calls(page, '10771e6')).toContainEqual(['goToAndStop', 0]);
    await widget.locator('.e-lottie__animation').click();
    // Well past its 300 ms timeout.
    await page.waitForTimeout(900);
    expect(await page.evaluate(() => (window as unknown as { lottieLinkRan?: boolean }).lottieLinkRan)).toBeUndefined();
    expect(page.url()).toMatch(/triggers\.html$/);
  });

  test('the hover animation plays on hover and rewinds when the pointer leaves', async ({ page }) => {
    await page.goto('/fixtures/lottie/triggers.html');
    const widget = await readyWidget(page, '10771e2');
    await expect.poll(() => calls(page, '10771e2')).toContainEqual(['speed', 1.5]);
    await widget.locator('.e-lottie__container').hover();
    await expect.poll(async () => (await calls(page, '10771e2')).at(-1)).toEqual(['play']);
    await page.mouse.move(1, 1);
    await expect.poll(async () => (await calls(page, '10771e2')).at(-1)).toEqual(['goToAndStop', 0]);
  });
});
