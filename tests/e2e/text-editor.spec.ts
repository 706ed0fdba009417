import { expect, test } from '@playwright/test';
import { readyWidget, watchConsole, wispIdle } from './helpers.ts';

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

  // Issue 23 item 4, issue 20 item 2: text editors are on nearly every page and nearly none has a drop cap, yet each page
  // fetched the module's chunk before any input (one request, 0.6 KB gzip). The activate chunk carries a stand-in that
  // loads it only for an element that asks for the drop cap, one added later included.
  test('a page whose text editors have no drop cap never fetches the module; a drop cap added later fetches and sets it', async ({ page }) => {
    const log = watchConsole(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/cyber-essentials/', { waitUntil: 'networkidle' });
    await wispIdle(page);
    const editors = page.locator('[data-widget_type="text-editor.default"][data-wisp-ready]');
    expect(await editors.count()).toBeGreaterThan(0);
    const chunk = /^\/wisp\/chunks\/text-editor-[0-9A-Z]+\.js$/;
    expect(requested.filter((path) => chunk.test(path))).toEqual([]);
    await page.evaluate(() => {
      const added = document.createElement('div');
      added.innerHTML = '<div class="elementor-element elementor-element-d0ca9ff elementor-widget elementor-widget-text-editor" data-id="d0ca9ff" data-element_type="widget" data-settings="{&quot;drop_cap&quot;:&quot;yes&quot;}" data-widget_type="text-editor.default"><p>Later content.</p></div>';
      document.querySelector('main')?.prepend(added);
      window.wisp?.rescan(added);
    });
    const late = await readyWidget(page, 'd0ca9ff');
    await expect(late.locator('.elementor-drop-cap-letter')).toHaveText('L');
    expect(requested.filter((path) => chunk.test(path))).toHaveLength(1);
    expect(log.wispWarnings).toEqual([]);
    expect(log.errors).toEqual([]);
  });
});
