import { expect, test, type Page } from '@playwright/test';
import { readyWidget, watchConsole } from './helpers.ts';

const number = (page: Page, id: string) => page.locator(`[data-id="${id}"] .elementor-counter-number`);

/** Records every text a counter's number shows, from the first paint on. */
async function recordCounter(page: Page, id: string): Promise<void> {
  await page.addInitScript((counterId) => {
    document.addEventListener('DOMContentLoaded', () => {
      const element = document.querySelector(`[data-id="${counterId}"] .elementor-counter-number`);
      const shown: string[] = [];
      (window as unknown as { shown: string[] }).shown = shown;
      if (element) new MutationObserver(() => shown.push(element.textContent ?? '')).observe(element, { childList: true, characterData: true, subtree: true });
    });
  }, id);
}

const recorded = (page: Page) => page.evaluate(() => (window as unknown as { shown: string[] }).shown);

/**
 * Scrolls so the widget sits 100px below the viewport: inside the 256px margin wisp mounts it in, outside the view
 * its own observer (no margin) waits for.
 */
async function scrollJustBelow(page: Page, id: string): Promise<void> {
  await page.evaluate((widgetId) => {
    const element = document.querySelector(`[data-id="${widgetId}"]`);
    if (!element) throw new Error(`no ${widgetId}`);
    window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - window.innerHeight - 100);
  }, id);
}

test.describe('counter', () => {
  test('counts up once in view and ends on the exact number, delimiter and decimals included', async ({ page }) => {
    const log = watchConsole(page);
    await recordCounter(page, 'c0a7e01');
    await page.goto('/fixtures/counter/basic.html');
    await expect(number(page, 'c0a7e01')).toHaveText('1,250');
    await expect(number(page, 'c0a7e02')).toHaveText('99.5');
    await expect(number(page, 'c0a7e03')).toHaveText('120');
    const shown = await recorded(page);
    expect(shown.length).toBeGreaterThan(3);
    expect(shown.at(-1)).toBe('1,250');
    expect(shown.every((text) => /^\d{1,3}(,\d{3})*$/.test(text))).toBe(true);
    expect(log.errors).toEqual([]);
    expect(log.wispWarnings).toEqual([]);
  });

  test('starts from the printed number when data-from-value is 0', async ({ page }) => {
    await recordCounter(page, 'c0a7e04');
    await page.goto('/fixtures/counter/basic.html');
    await expect(number(page, 'c0a7e04')).toHaveText('50');
    const shown = (await recorded(page)).map(Number);
    expect(Math.min(...shown)).toBe(25);
  });

  test('does not start a counter below the fold before it is scrolled into view', async ({ page }) => {
    await page.goto('/fixtures/counter/basic.html');
    await expect(number(page, 'c0a7e01')).toHaveText('1,250');
    await scrollJustBelow(page, 'c0a7e05');
    await expect(page.locator('[data-id="c0a7e05"]')).toHaveAttribute('data-wisp-ready', '');
    await page.waitForTimeout(1500);
    await expect(number(page, 'c0a7e05')).toHaveText('0');
    await page.locator('[data-id="c0a7e05"]').scrollIntoViewIfNeeded();
    await expect(number(page, 'c0a7e05')).toHaveText('12 500');
  });

  test('shows the final value at once when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await recordCounter(page, 'c0a7e01');
    await page.goto('/fixtures/counter/basic.html');
    await readyWidget(page, 'c0a7e01');
    await expect(number(page, 'c0a7e01')).toHaveText('1,250');
    expect(await recorded(page)).toEqual(['1,250']);
  });

  for (const [file, id, message] of [
    ['bad-settings', 'c0a7e06', /^\[wisp\] counter: data-to-value "lots" is not a number/],
    ['missing-markup', 'c0a7e07', /^\[wisp\] counter: no \.elementor-counter-number/],
  ] as const) {
    test(`with ${file.replace('-', ' ')} keeps its markup byte-identical and warns once`, async ({ page }) => {
      const log = watchConsole(page);
      await page.goto(`/fixtures/counter/${file}.html`);
      const root = page.locator(`[data-id="${id}"]`);
      const before = await root.evaluate((el) => el.outerHTML);
      await root.hover();
      await expect.poll(() => log.wispWarnings.length).toBe(1);
      await page.waitForTimeout(300);
      expect(await root.evaluate((el) => el.outerHTML)).toBe(before);
      expect(log.wispWarnings[0]).toMatch(message);
    });
  }

  test('on the Cyber Essentials page the track record counters end on their exact numbers', async ({ page }) => {
    await page.goto('/cyber-essentials/');
    await page.locator('#track-record').scrollIntoViewIfNeeded();
    await expect(number(page, 'c5e1a11')).toHaveText('480');
    await expect(number(page, 'c5e1a12')).toHaveText('98.7');
    await expect(number(page, 'c5e1a13')).toHaveText('12,500');
  });
});

test.describe('progress', () => {
  const bar = (page: Page, id: string) => page.locator(`[data-id="${id}"] .elementor-progress-bar`);
  const ratio = (page: Page, id: string) => bar(page, id).evaluate((el) => el.getBoundingClientRect().width / (el.parentElement?.getBoundingClientRect().width ?? 1));

  test('grows a bar in view to its data-max through the stylesheet transition', async ({ page }) => {
    await page.goto('/fixtures/progress/basic.html');
    await readyWidget(page, 'b0a7e01');
    await expect(bar(page, 'b0a7e01')).toHaveAttribute('style', /width: 80%/);
    await expect.poll(() => ratio(page, 'b0a7e01')).toBeCloseTo(0.8, 2);
    await expect.poll(() => ratio(page, 'b0a7e02')).toBeCloseTo(0.65, 2);
    await expect(page.locator('[data-id="b0a7e01"] .elementor-progress-percentage')).toHaveText('80%');
  });

  test('does not fill a bar below the fold until it is scrolled into view', async ({ page }) => {
    await page.goto('/fixtures/progress/basic.html');
    await expect.poll(() => ratio(page, 'b0a7e01')).toBeCloseTo(0.8, 2);
    await scrollJustBelow(page, 'b0a7e03');
    await expect(page.locator('[data-id="b0a7e03"]')).toHaveAttribute('data-wisp-ready', '');
    await page.waitForTimeout(500);
    expect(await bar(page, 'b0a7e03').getAttribute('style')).toBeNull();
    expect(await ratio(page, 'b0a7e03')).toBe(0);
    await page.locator('[data-id="b0a7e03"]').scrollIntoViewIfNeeded();
    // Still growing right after it came into view: the width transition takes a second.
    await expect(bar(page, 'b0a7e03')).toHaveAttribute('style', /width: 95%/);
    await expect.poll(() => ratio(page, 'b0a7e03')).toBeCloseTo(0.95, 2);
  });

  test('draws the bar at its width at once when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/fixtures/progress/basic.html');
    await expect(bar(page, 'b0a7e01')).toHaveAttribute('style', /width: 80%/);
    expect(await ratio(page, 'b0a7e01')).toBeCloseTo(0.8, 2);
  });

  for (const [file, id, message] of [
    ['bad-settings', 'b0a7e04', /^\[wisp\] progress: data-max "high" is not a number/],
    ['missing-markup', 'b0a7e05', /^\[wisp\] progress: no \.elementor-progress-bar/],
  ] as const) {
    test(`with ${file.replace('-', ' ')} keeps its markup byte-identical and warns once`, async ({ page }) => {
      const log = watchConsole(page);
      await page.goto(`/fixtures/progress/${file}.html`);
      const root = page.locator(`[data-id="${id}"]`);
      const before = await root.evaluate((el) => el.outerHTML);
      await root.hover();
      await expect.poll(() => log.wispWarnings.length).toBe(1);
      expect(await root.evaluate((el) => el.outerHTML)).toBe(before);
      expect(log.wispWarnings[0]).toMatch(message);
    });
  }
});

test.describe('alert', () => {
  test('fades out on a click on the dismiss button, then is gone', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto('/fixtures/alert/basic.html');
    const alert = await readyWidget(page, 'a1e7a01');
    // Read right after wisp's click handler (the window listener runs last), so no timing decides what is seen.
    await page.evaluate(`window.addEventListener('click', () => {
      const root = document.querySelector('[data-id="a1e7a01"]');
      window.fade = root.getAnimations().map((animation) => [animation.effect.getTiming().duration, animation.effect.getKeyframes().map((frame) => frame.opacity)]);
    })`);
    await alert.locator('.elementor-alert-dismiss').click();
    expect(await page.evaluate('window.fade')).toEqual([[400, ['1', '0']]]);
    await expect(alert).toBeHidden();
    await expect(page.locator('[data-id="a1e7a02"]')).toBeVisible();
    expect(log.errors).toEqual([]);
  });

  test('is dismissed from the keyboard with Enter or Space on the button', async ({ page }) => {
    for (const key of ['Enter', 'Space']) {
      await page.goto('/fixtures/alert/basic.html');
      const alert = await readyWidget(page, 'a1e7a01');
      await alert.locator('.elementor-alert-dismiss').focus();
      await page.keyboard.press(key);
      await expect(alert).toBeHidden();
    }
  });

  test('without a dismiss button stays and mounts without a warning', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto('/fixtures/alert/basic.html');
    await readyWidget(page, 'a1e7a02');
    expect(log.wispWarnings).toEqual([]);
  });

  test('with no alert box keeps its markup byte-identical and warns once', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto('/fixtures/alert/missing-markup.html');
    const root = page.locator('[data-id="a1e7a03"]');
    const before = await root.evaluate((el) => el.outerHTML);
    await root.hover();
    await expect.poll(() => log.wispWarnings.length).toBe(1);
    await root.locator('.elementor-alert-dismiss').click();
    expect(await root.evaluate((el) => el.outerHTML)).toBe(before);
    expect(log.wispWarnings[0]).toMatch(/^\[wisp\] alert: no \.elementor-alert/);
  });
});
