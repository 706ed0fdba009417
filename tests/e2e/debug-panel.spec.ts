import { expect, test } from '@playwright/test';
import { watchConsole, wispIdle } from './helpers.ts';

test.describe('the ?wisp-debug panel', () => {
  test('lists what wisp found on the Cyber Essentials page, filters by status, and shows the element a row names', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto('/cyber-essentials/?wisp-debug');
    await wispIdle(page);
    const panel = page.getByRole('dialog', { name: /^wisp / });
    await expect(panel).toBeVisible();
    // The first input starts what waits for it (action links, anchors, the lightbox; on a phone, the header sticky on
    // desktop only) when the page is next idle: counted while they still loaded, the rows and the report disagreed.
    await panel.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => page.evaluate(() => window.wisp?.report().filter((row) => ['action-links', 'anchors', 'lightbox'].includes(row.module ?? '')).map((row) => row.status)))
      .toEqual(['mounted', 'mounted', 'mounted']);
    await wispIdle(page);
    await panel.getByRole('button', { name: 'Refresh' }).click();
    const total = await page.evaluate(() => window.wisp?.report().length ?? 0);
    expect(total).toBeGreaterThan(5);
    await expect(panel.locator('tbody tr')).toHaveCount(total);
    const mounted = await page.evaluate(() => window.wisp?.report().filter((row) => row.status === 'mounted').length ?? 0);
    await panel.getByRole('button', { name: /^mounted \(\d+\)$/ }).click();
    await expect(panel.locator('tbody tr')).toHaveCount(mounted);
    await expect(panel.locator('tbody tr:not([data-status="mounted"])')).toHaveCount(0);
    await panel.getByRole('button', { name: /^all \(/ }).click();
    // The first element two screens down, so showing it must scroll (not the last one: content loaded near the foot
    // of this page grows it after the scroll).
    const index = await page.evaluate(() => {
      const rows = window.wisp?.report() ?? [];
      return rows.findIndex((row) => row.kind !== 'page' && row.element.getBoundingClientRect().top > 2 * innerHeight && row.element.getClientRects().length > 0);
    });
    expect(index).toBeGreaterThan(0);
    expect(await page.evaluate(() => scrollY)).toBe(0);
    const row = panel.locator('tbody tr').nth(index);
    const name = await row.locator('td button').innerText();
    await row.locator('td button').click();
    const outlined = page.locator('[data-wisp-debug-outline]');
    await expect(outlined).toHaveCount(1);
    await expect(outlined).toBeInViewport();
    await expect(outlined).toHaveCSS('outline-style', 'solid');
    expect(name).toMatch(/^[a-z]+(#|\[data-id=)/);
    await panel.getByRole('button', { name: 'Close the wisp debug panel' }).click();
    await expect(panel).toHaveCount(0);
    await expect(outlined).toHaveCount(0);
    expect(log.errors).toEqual([]);
  });
});
