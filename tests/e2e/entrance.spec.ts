import { expect, test, type Page } from '@playwright/test';
import { isMobileProject, watchConsole, wispIdle } from './helpers.ts';

const PAGE = '/fixtures/entrance/basic.html';
type Recorder = { states: Record<string, string[]>; starts: Record<string, number> };

/** Before the page runs: records every class state of each animated element, and counts its animation starts. */
async function recordAnimations(page: Page): Promise<() => Promise<Recorder>> {
  await page.addInitScript(() => {
    const record: Recorder = { states: {}, starts: {} };
    (window as unknown as { entrance: Recorder }).entrance = record;
    const state = (element: Element) => `${element.classList.contains('elementor-invisible') ? 'hidden' : 'shown'}${element.classList.contains('animated') ? '+animated' : ''}`;
    new MutationObserver((mutations) => {
      for (const { target } of mutations) {
        const id = target instanceof HTMLElement ? target.dataset['id'] : undefined;
        if (id) (record.states[id] ??= []).push(state(target as Element));
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'] });
    document.addEventListener('animationstart', (event) => {
      const id = (event.target as HTMLElement).dataset['id'];
      if (id) record.starts[id] = (record.starts[id] ?? 0) + 1;
    }, true);
  });
  return () => page.evaluate(() => (window as unknown as { entrance: Recorder }).entrance);
}

const element = (page: Page, id: string) => page.locator(`[data-id="${id}"]`);

test.describe('entrance animations', () => {
  test('an element in view on load goes straight from hidden to its animation, never showing its final state first', async ({ page }) => {
    const log = watchConsole(page);
    const recorded = await recordAnimations(page);
    await page.goto(PAGE);
    await expect(element(page, 'b6a0101')).toHaveClass(/\banimated\b.*\bfadeInUp\b/);
    await expect(element(page, 'b6a0101')).toHaveCSS('animation-name', 'fadeInUp');
    const states = (await recorded()).states['b6a0101'] ?? [];
    expect(states).toContain('shown+animated');
    expect(states).not.toContain('shown');
    expect(log.wispWarnings).toEqual([]);
    expect(log.errors).toEqual([]);
  });

  test('a delayed element with the slow duration class animates for 2 s; "none" shows at once without an animation', async ({ page }) => {
    await page.goto(PAGE);
    await expect(element(page, 'b6a0201')).toHaveClass(/\banimated\b.*\bzoomIn\b/);
    await expect(element(page, 'b6a0201')).toHaveCSS('animation-duration', '2s');
    await expect(element(page, 'b6a0301')).not.toHaveClass(/elementor-invisible|animated/);
    await expect(element(page, 'b6a0301')).toBeVisible();
  });

  test('a container animates with its own (section-level) setting', async ({ page }) => {
    await page.goto(PAGE);
    await expect(element(page, 'b6a0400')).toHaveClass(/\banimated\b.*\bfadeIn\b/);
  });

  test('the animation name follows the device: fadeInLeft on desktop, fadeIn on phones', async ({ page }, info) => {
    await page.goto(PAGE);
    const name = isMobileProject(info.project.name) ? 'fadeIn' : 'fadeInLeft';
    await expect(element(page, 'b6a0501')).toHaveClass(new RegExp(`\\banimated ${name}$`));
  });

  test('an element below the fold waits hidden until it scrolls into view, then plays once with the fast duration', async ({ page }) => {
    const recorded = await recordAnimations(page);
    await page.goto(PAGE);
    await wispIdle(page);
    const below = element(page, 'b6a0701');
    await expect(below).toHaveClass(/elementor-invisible/);
    await below.scrollIntoViewIfNeeded();
    await expect(below).toHaveClass(/\banimated\b.*\bfadeInUp\b/);
    await expect(below).toHaveCSS('animation-duration', '0.75s');
    await page.evaluate(() => window.scrollTo(0, 0));
    await below.scrollIntoViewIfNeeded();
    await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
    expect((await recorded()).starts['b6a0701']).toBe(1);
  });

  test('an element scrolled past while the module was still loading ends up revealed, as with the original', async ({ page }) => {
    // Root cause: the module's observer started only once its chunk arrived; an element the visitor had already
    // scrolled past was not intersecting then and stayed invisible, where the original had revealed it on the way.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/chunks/entrance-animation-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(PAGE);
    const below = element(page, 'b6a0701');
    await below.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await expect.poll(() => below.evaluate((el) => el.getBoundingClientRect().bottom)).toBeLessThan(0);
    release();
    await wispIdle(page);
    await expect(below).not.toHaveClass(/elementor-invisible/);
    await expect(below).toHaveClass(/\banimated\b.*\bfadeInUp\b/);
  });

  test('mounting reads no element box: where each element stands comes from its observer, with the frame\'s layout', async ({ page }) => {
    // Root cause: each mount read its element's box at once to catch one already scrolled past, and a box read after
    // other mounts had written classes forced a style and layout pass of the whole page: 26–43 passes at boot on real
    // pages that animate many elements (safelabelpro, intrusionx), at 1–3 ms each on a phone.
    await page.addInitScript(() => {
      const reads: string[] = [];
      (window as unknown as { boxReads: string[] }).boxReads = reads;
      for (const name of ['getBoundingClientRect', 'getClientRects'] as const) {
        const original = Element.prototype[name] as (this: Element) => unknown;
        (Element.prototype as unknown as Record<string, unknown>)[name] = function (this: Element) {
          if (/entrance-animation-/.test(new Error().stack ?? '')) reads.push(name);
          return original.call(this);
        };
      }
    });
    await page.goto(PAGE);
    await wispIdle(page);
    // The first screen's elements have mounted and revealed (so the module ran), without one box read.
    await expect(page.locator('.animated').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { boxReads: string[] }).boxReads)).toEqual([]);
  });

  test('with reduced motion every element shows at once, without scrolling and without an animation class', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(PAGE);
    await wispIdle(page);
    await expect(page.locator('.elementor-invisible')).toHaveCount(0);
    await expect(page.locator('.animated')).toHaveCount(0);
  });

  test('an element inside an accordion panel stays hidden while the panel is closed and animates when it opens', async ({ page }) => {
    await page.goto('/fixtures/entrance/accordion.html');
    const accordion = element(page, 'b6b0101');
    await accordion.scrollIntoViewIfNeeded();
    await expect(accordion).toHaveAttribute('data-wisp-ready', '');
    await wispIdle(page);
    const inside = element(page, 'b6b0201');
    await expect(inside).toHaveClass(/elementor-invisible/);
    await accordion.locator('.elementor-tab-title[data-tab="2"]').click();
    await expect(inside).toHaveClass(/\banimated\b.*\bfadeInUp\b/);
    await expect(inside).toBeVisible();
  });
});
