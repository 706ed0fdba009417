// Add-on widgets far below the first screen, in a real browser: their handlers wait until the visitor comes near or
// reaches for them, or until a while after the load event, and are in place before they are used.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { injectWisp } from '../../src/tools/inject.ts';
import { watchConsole } from './helpers.ts';

const widget = (id: string, inner = '') => `<div class="elementor-element elementor-widget elementor-widget-acme-ticker" data-id="${id}"
 data-element_type="widget" data-widget_type="acme-ticker.default"><div class="elementor-widget-container">ticker ${id}${inner}</div></div>`;
const section = (id: string, content: string) => `<section class="elementor-section elementor-top-section" data-id="${id}" data-element_type="section">${content}</section>`;
const SPACER = '<div style="height: 4000px"></div>';

// w1 in the first screen; w2 far below; w3 further down, drawing a fixed button in the screen's corner (a back-to-top
// or chat button's markup), which is on screen from the start though its widget is not.
const PAGE = injectWisp(`<!doctype html><html><head><meta name="viewport" content="width=device-width"></head><body>
<div class="elementor elementor-9">
${section('s1', widget('w1'))}${SPACER}${section('s2', widget('w2'))}${SPACER}
${section('s3', widget('w3', '<button id="corner" style="position: fixed; right: 10px; bottom: 10px">top</button>'))}
</div>
<script>
window.ran = [];
addEventListener('elementor/frontend/init', function () {
  elementorFrontend.hooks.addAction('frontend/element_ready/acme-ticker.default', function ($element) {
    var element = $element[0] || $element;
    window.ran.push(element.getAttribute('data-id'));
    var button = element.querySelector('button');
    if (button) button.addEventListener('click', function () { element.setAttribute('data-clicked', 'yes'); });
  });
});
</script>
</body></html>`).html;

const ran = (page: Page) => page.evaluate(() => (window as unknown as { ran: string[] }).ran);

/** Opens the page and waits for the first screen's handler (not `wisp.idle()`: that waits for the far ones too). */
async function open(page: Page): Promise<void> {
  await page.route('**/addon-far/**', (route) => route.fulfill({ body: PAGE, contentType: 'text/html; charset=utf-8' }));
  await page.goto('/addon-far/page.html');
  await expect.poll(() => ran(page)).toEqual(['w1']);
  // A few frames more: the far ones are not merely late.
  await page.waitForTimeout(300);
}
const statusOf = (page: Page, id: string) => page.evaluate((id) => window.wisp?.report().find((row) => row.id === id)?.status, id);

test('a far widget waits, reported as deferred, and its handler runs as the visitor scrolls near it', async ({ page }) => {
  const log = watchConsole(page);
  await open(page);
  expect(await ran(page)).toEqual(['w1']);
  expect(await statusOf(page, 'w1')).toBe('compat');
  expect(await statusOf(page, 'w2')).toBe('deferred');
  await page.evaluate(() => document.querySelector('[data-id="s2"]')!.scrollIntoView());
  await expect.poll(() => ran(page)).toEqual(['w1', 'w2']);
  expect(await statusOf(page, 'w2')).toBe('compat');
  expect(log.errors).toEqual([]);
});

test('a far widget\'s button drawn on screen works on the first click', async ({ page }) => {
  await open(page);
  expect(await ran(page)).not.toContain('w3');
  await page.click('#corner');
  await expect(page.locator('[data-id="w3"]')).toHaveAttribute('data-clicked', 'yes');
  expect(await ran(page)).toEqual(['w1', 'w3']);
});

test('a far widget nobody comes near has its handler run a few seconds after the load event; wisp.idle() waits for it', async ({ page }) => {
  await open(page);
  expect(await ran(page)).toEqual(['w1']);
  const atIdle = await page.evaluate(async () => {
    await window.wisp?.idle();
    return [...(window as unknown as { ran: string[] }).ran];
  });
  expect(atIdle).toEqual(['w1', 'w2', 'w3']);
  expect(await statusOf(page, 'w3')).toBe('compat');
});

// The same far widget with jQuery on the page, its handler waiting for the window's load event (as Element Pack's table
// of contents and accordion do): run after that event, the handler must still get it.
const JQUERY = readFileSync(join(dirname(createRequire(import.meta.url).resolve('jquery')), 'jquery.min.js'), 'utf8');
const LATE_LOAD_PAGE = injectWisp(`<!doctype html><html><head><meta name="viewport" content="width=device-width"></head><body>
<div class="elementor elementor-9">${section('s1', widget('w1'))}${SPACER}${section('s2', widget('w2'))}</div>
<script src="/addon-far/jquery.min.js"></script>
<script>
jQuery(window).on('elementor/frontend/init', function () {
  elementorFrontend.hooks.addAction('frontend/element_ready/acme-ticker.default', function ($element) {
    jQuery(window).on('load', function () { $element.attr('data-window-loaded', 'yes'); });
  });
});
</script>
</body></html>`).html;

test('a far widget whose handler waits for the window\'s load event gets it, though it ran after that event', async ({ page }) => {
  const log = watchConsole(page);
  await page.route('**/addon-far/**', (route) => route.request().url().endsWith('jquery.min.js')
    ? route.fulfill({ body: JQUERY, contentType: 'text/javascript' })
    : route.fulfill({ body: LATE_LOAD_PAGE, contentType: 'text/html; charset=utf-8' }));
  await page.goto('/addon-far/late-load.html');
  await page.evaluate(() => window.wisp?.idle());
  // The first screen's handler runs around the load event (before or after it, as the chunks arrive); the far one after.
  await expect(page.locator('[data-id="w1"]')).toHaveAttribute('data-window-loaded', 'yes');
  await expect(page.locator('[data-id="w2"]')).toHaveAttribute('data-window-loaded', 'yes');
  expect(log.errors).toEqual([]);
});
