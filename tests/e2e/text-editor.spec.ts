import { expect, test } from '@playwright/test';
import { readyWidget, watchConsole } from './helpers.ts';

test.describe('text editor', () => {
  test('sets the drop cap only where the switch is on and the first paragraph starts with text', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto('/fixtures/text-editor/drop-cap.html');
    const first = await readyWidget(page, 'd0ca901');
    await expect(first.locator('p').first().locator('.elementor-drop-cap > .elementor-drop-cap-letter')).toHaveText('C');
    await expect(first.locator('p').first()).toHaveText('Cyber Essentials is the government-backed scheme that protects organisations against the most common online attacks.');
    const float = await first.locator('.elementor-drop-cap').evaluate((el) => getComputedStyle(el).float);
    expect(float).toBe('left');
    await expect(first.locator('.elementor-drop-cap')).toHaveCount(1);
    for (const id of ['d0ca902', 'd0ca903', 'd0ca904']) {
      const root = await readyWidget(page, id);
      await expect(root.locator('.elementor-drop-cap')).toHaveCount(0);
    }
    expect(log.wispWarnings).toEqual([]);
    expect(log.errors).toEqual([]);
  });
});
