import { expect, test } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { watchConsole, wispIdle } from './helpers.ts';

const pages = readdirSync('fixtures/pages').filter((file) => file.endsWith('.html') && file !== 'index.html').map((file) => `/${file.replace(/\.html$/, '')}/`);

test.describe('fixture pages', () => {
  for (const path of pages) {
    test(`${path} runs with no console errors and reveals every animated element`, async ({ page }) => {
      const log = watchConsole(page);
      await page.goto(path);
      await wispIdle(page);
      const invisible = page.locator('.elementor-invisible');
      const total = await invisible.count();
      for (let index = total - 1; index >= 0; index -= 1) {
        const element = invisible.nth(index);
        if (await element.count()) await element.scrollIntoViewIfNeeded().catch(() => undefined);
      }
      await expect(page.locator('.elementor-invisible')).toHaveCount(0, { timeout: 5_000 });
      await wispIdle(page);
      const failed = await page.evaluate(() => window.wisp?.report().filter((row) => row.status === 'failed' || row.status === 'invalid').map((row) => `${row.kind} ${row.id}`));
      expect(failed).toEqual([]);
      expect(log.errors).toEqual([]);
      expect(log.wispWarnings).toEqual([]);
    });
  }

  test('?wisp-debug prints one table of every element once everything has loaded', async ({ page }) => {
    const tables: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'table') tables.push(message.text());
    });
    await page.goto('/fixtures/action-links/popup.html?wisp-debug');
    await wispIdle(page);
    await expect.poll(() => tables.length).toBe(1);
  });

  test('the loader tag is the only script wisp needs on the page', async () => {
    const html = readFileSync('fixtures/pages/cyber-essentials.html', 'utf8');
    expect(html.match(/<script[^>]+src=/g)).toEqual(['<script type="module" src=']);
  });
});

test.describe('window.wisp', () => {
  test('idle() resolves only once a widget added in view has mounted, though its trigger fires a frame later', async ({ page }) => {
    // The widget's markup as printed, kept before wisp boots (the loader boots in a task after DOMContentLoaded).
    await page.addInitScript(() => document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { pristine: string }).pristine = document.querySelector('[data-id="b0a5e01"]')?.outerHTML ?? '';
    }));
    await page.goto('/fixtures/tabs/basic.html');
    await wispIdle(page);
    const status = await page.evaluate(async () => {
      const holder = document.createElement('div');
      holder.innerHTML = (window as unknown as { pristine: string }).pristine.replaceAll('b0a5e01', 'c0ffee1');
      document.body.prepend(holder);
      window.wisp?.rescan(holder);
      // Its near-view trigger fires on the IntersectionObserver's first entry, which comes with the next frame.
      await window.wisp?.idle();
      return window.wisp?.report().find((row) => row.id === 'c0ffee1')?.status;
    });
    expect(status).toBe('mounted');
    await expect(page.locator('[data-id="c0ffee1"]')).toHaveAttribute('data-wisp-ready', '');
  });
  test('idle() waits for the work a pointer with no click has scheduled: the page-wide behaviours it wakes have started', async ({ page }) => {
    await page.goto('/fixtures/action-links/popup.html');
    await wispIdle(page);
    const statuses = await page.evaluate(async () => {
      const actionLinks = () => window.wisp?.report().find((row) => row.kind === 'page' && row.module === 'action-links')?.status;
      const before = actionLinks();
      // A mouse passing over the page: no click ends the gesture, so its work comes 0.4 s later, at the next idle moment.
      document.body.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
      await window.wisp?.idle();
      return [before, actionLinks()];
    });
    expect(statuses).toEqual(['loading', 'mounted']);
  });
});

test.describe('bad input', () => {
  for (const kind of ['tabs', 'accordion', 'toggle']) {
    test(`${kind} with data-settings that is not JSON keeps its markup byte-identical and warns once`, async ({ page }) => {
      const log = watchConsole(page);
      await page.goto(`/fixtures/${kind}/bad-settings.html`);
      const root = page.locator(`[data-widget_type="${kind}.default"]`).first();
      const before = await root.evaluate((el) => el.outerHTML);
      await root.scrollIntoViewIfNeeded();
      await wispIdle(page);
      await root.locator('.elementor-tab-title:visible').first().click();
      await wispIdle(page);
      expect(await root.evaluate((el) => el.outerHTML)).toBe(before);
      expect(log.wispWarnings).toHaveLength(1);
      expect(log.wispWarnings[0]).toMatch(new RegExp(`^\\[wisp\\] ${kind}: data-settings`));
      expect(log.errors).toEqual([]);
    });
  }

  test('tabs with no titles keep their markup byte-identical and warn once', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto('/fixtures/tabs/missing-markup.html');
    const root = page.locator('[data-widget_type="tabs.default"]').first();
    const before = await root.evaluate((el) => el.outerHTML);
    await root.hover();
    await wispIdle(page);
    expect(await root.evaluate((el) => el.outerHTML)).toBe(before);
    expect(log.wispWarnings).toHaveLength(1);
    expect(log.errors).toEqual([]);
  });

  test('a page with no config warns once and still works', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto('/fixtures/config/missing-config.html');
    const root = page.locator('[data-widget_type="tabs.default"]').first();
    await root.scrollIntoViewIfNeeded();
    await expect(root).toHaveAttribute('data-wisp-ready', '');
    expect(log.wispWarnings).toEqual(['[wisp] config: elementorFrontendConfig is missing; using defaults']);
  });
});
