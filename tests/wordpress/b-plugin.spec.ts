// What the plugin decides per request and per page: settings, the add-on safety check, bad options, a broken dist/, the editor.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ctl, debugReport, expectOriginal, expectServedByWisp, logIn, scriptsOf, setOptions, setWisp } from './helpers.ts';

const PAGE = '/cyber-essentials/';
const ADDON_PAGE = '/add-on-ticker/';

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  setWisp(true);
  setOptions({});
});

test.afterAll(() => {
  setOptions({});
});

test('a page with an add-on widget that needs the frontend API keeps the original scripts and the debug output says why', async ({ page }) => {
  ctl('activate', 'wisp-test-addon/wisp-test-addon.php');
  try {
    setOptions({ debug: true });
    await expectOriginal(page, ADDON_PAGE);
    const report = await debugReport(page, ADDON_PAGE);
    expect(report.served).toBe('original');
    expect(report.reasons.join('\n')).toMatch(/acme-ticker/);
    // Decided in the head (the widget is in the page's own data), so the head's scripts are the original's: the custom
    // skin's and the jQuery they need are not moved to the footer, where inline jQuery code in the content would miss it.
    const headScripts = (html: string) => (/<head[\s\S]*?<\/head>/.exec(html)?.[0] ?? '').match(/<script\b[^>]*\bsrc=["'][^"']+/g)?.map((tag) => tag.replace(/\?ver=[^"']*$/, '')) ?? [];
    const served = headScripts((await scriptsOf(page, ADDON_PAGE)).html);
    setWisp(false);
    const original = headScripts((await scriptsOf(page, ADDON_PAGE)).html);
    setWisp(true);
    expect(original.some((tag) => /jquery(?:\.min)?\.js/.test(tag))).toBe(true);
    expect(served).toEqual(original);
    // The original scripts really run there: the add-on's element-ready hook marks its widget.
    await page.goto(ADDON_PAGE);
    await expect(page.locator('.elementor-element-ad0a102')).toHaveAttribute('data-ticker-ready', 'yes');
    // Other pages are still served by wisp, and keep jQuery because the add-on's clock script depends on it.
    await expectServedByWisp(page, PAGE);
    expect((await debugReport(page, PAGE)).served).toBe('wisp');
    await page.goto(PAGE);
    await expect(page.locator('body')).toHaveAttribute('data-acme-clock', 'ready');
  } finally {
    ctl('deactivate', 'wisp-test-addon/wisp-test-addon.php');
  }
});

test('code an add-on attaches after the frontend script keeps the original scripts on every page, and that code runs', async ({ page }) => {
  // Held back with its handle, the inline part would be lost: the original's page is the only one that has it.
  ctl('activate', 'wisp-test-inline/wisp-test-inline.php');
  try {
    setOptions({ debug: true });
    await expectOriginal(page, PAGE);
    const report = await debugReport(page, PAGE);
    expect(report.served).toBe('original');
    expect(report.reasons.join('\n')).toMatch(/"elementor-frontend".*inline code after it/);
    await page.goto(PAGE);
    await expect(page.locator('html')).toHaveAttribute('data-acme-inline', 'object');
  } finally {
    ctl('deactivate', 'wisp-test-inline/wisp-test-inline.php');
  }
  await expectServedByWisp(page, PAGE);
});

test('a page without the page builder\'s content gets no loader, and the debug output says why', async ({ page }) => {
  // The custom skin and dynamic conditions print their scripts on every page, which wisp replaces there too (and
  // serves such a page): without them, nothing is left to replace.
  const ADDONS = ['ele-custom-skin/ele-custom-skin.php', 'dynamicconditions/dynamic-conditions.php'];
  for (const plugin of ADDONS) ctl('deactivate', plugin);
  try {
    setOptions({ debug: true });
    // The theme's "not found" page: no content of the page builder's.
    const path = '/no-such-page/';
    const { html } = await scriptsOf(page, path);
    expect(html).toContain('Page not found');
    expect(html).not.toContain('/plugins/wisp/dist/loader.js');
    const report = await debugReport(page, path);
    expect(report.served).toBe('original');
    expect(report.reasons.join('\n')).toMatch(/none of the page builder's frontend scripts/);
    await expectServedByWisp(page, PAGE);
  } finally {
    for (const plugin of ADDONS) ctl('activate', plugin);
  }
});

test('a page excluded by ID or by URL pattern keeps the original scripts', async ({ page }) => {
  const { html } = await scriptsOf(page, PAGE);
  const id = /page-id-(\d+)/.exec(html)?.[1] ?? '';
  expect(id).not.toBe('');
  setOptions({ exclude: [id] });
  await expectOriginal(page, PAGE);
  setOptions({ exclude: ['/cyber-*'] });
  await expectOriginal(page, PAGE);
  setOptions({ exclude: ['/pricing/*'] });
  await expectServedByWisp(page, PAGE);
  // A path rule holds whatever the query string (tracking parameters) and however the path is spelled.
  setOptions({ exclude: [PAGE] });
  for (const path of [`${PAGE}?utm_source=mail`, `${PAGE}?fbclid=x`]) await expectOriginal(page, path);
});

test('switched off in the settings, the plugin serves the original scripts', async ({ page }) => {
  setOptions({ enabled: false });
  await expectOriginal(page, PAGE);
});

test('visitors only: a logged-in administrator gets the original scripts, a visitor gets wisp', async ({ page, browser }) => {
  setOptions({ audience: 'visitors' });
  await logIn(page);
  await expectOriginal(page, PAGE);
  const visitor = await browser.newPage();
  await expectServedByWisp(visitor, PAGE);
  await visitor.close();
});

test('keep jQuery always keeps jQuery beside the loader', async ({ page }) => {
  setOptions({ keep_jquery: true });
  await expectServedByWisp(page, PAGE);
  const { srcs } = await scriptsOf(page, PAGE);
  expect(srcs.some((src) => /\/wp-includes\/js\/jquery\/jquery(?:\.min)?\.js/.test(src))).toBe(true);
});

test('a corrupt option falls back to the defaults and wp-admin says so', async ({ page }) => {
  ctl('set-raw-option', 'not a settings array');
  await expectServedByWisp(page, PAGE);
  await logIn(page);
  await expect(page.locator('#wisp-notice-settings')).toBeVisible();
  setOptions({ audience: 'nobody' });
  await page.goto('/wp-admin/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#wisp-notice-settings')).toContainText('audience');
});

test('with dist/ missing the plugin stands aside and wp-admin says so', async ({ page }) => {
  ctl('break-dist');
  try {
    await expectOriginal(page, PAGE);
    await logIn(page);
    await expect(page.locator('#wisp-notice-dist')).toBeVisible();
  } finally {
    ctl('restore-dist');
  }
  // As a visitor: for a logged-in user the page builder's toolbar menu prints its own scripts (see the README).
  await page.context().clearCookies();
  await expectServedByWisp(page, PAGE);
});

test('the page builder editor, its preview and wp-admin are untouched', async ({ page }) => {
  await logIn(page);
  const { html } = await scriptsOf(page, PAGE);
  const id = /page-id-(\d+)/.exec(html)?.[1] ?? '';
  for (const path of ['/wp-admin/', `/wp-admin/post.php?post=${id}&action=elementor`, `${PAGE}?elementor-preview=${id}&ver=1`]) {
    const body = await (await page.request.get(path)).text();
    expect(body, path).not.toContain('/plugins/wisp/dist/loader.js');
  }
  const preview = await (await page.request.get(`${PAGE}?elementor-preview=${id}&ver=1`)).text();
  expect(preview).toMatch(/\/plugins\/elementor\/assets\/js\/frontend(?:\.min)?\.js/);
});

test('the settings page saves sanitised options behind its nonce and rejects bad exclusion lines', async ({ page }) => {
  await logIn(page);
  await page.goto('/wp-admin/options-general.php?page=wisp', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('input[name="_wpnonce"]')).toHaveCount(1);
  await page.check('input[name="wisp_settings[audience]"][value="visitors"]');
  await page.fill('#wisp-exclude', '42\n/landing/*\njavascript:alert(1)\n<b>bad</b>');
  await page.click('#submit');
  await expect(page.locator('.notice, .error, .updated').filter({ hasText: 'javascript:alert(1)' }).first()).toBeVisible();
  expect(JSON.parse(ctl('get-option').split('\n')[0] ?? 'null')).toEqual({
    enabled: true, audience: 'visitors', exclude: ['42', '/landing/*'], keep_jquery: false, debug: false,
  });
  // Without the nonce, options.php refuses the change.
  const response = await page.request.post('/wp-admin/options.php', {
    form: { option_page: 'wisp', action: 'update', 'wisp_settings[enabled]': '' },
    failOnStatusCode: false,
  });
  expect(response.status()).toBeGreaterThanOrEqual(400);
  expect(JSON.parse(ctl('get-option').split('\n')[0] ?? 'null').enabled).toBe(true);
});

test('the option is autoloaded and a page view runs no more queries with the plugin than without it', async ({ page }) => {
  expect(ctl('autoload').split('\n')[0]).toBe('autoloaded');
  const queries = async (): Promise<number> => {
    const { html } = await scriptsOf(page, `${PAGE}?wisp-count-queries`);
    return Number(/<!-- wisp-queries: (\d+) -->/.exec(html)?.[1] ?? NaN);
  };
  await queries();
  const withWisp = await queries();
  await expectServedByWisp(page, PAGE);
  setWisp(false);
  try {
    await queries();
    const without = await queries();
    expect(Number.isNaN(withWisp)).toBe(false);
    expect(withWisp).toBeLessThanOrEqual(without);
  } finally {
    setWisp(true);
  }
});

test('deactivating restores the original scripts at once', async ({ page }) => {
  await expectServedByWisp(page, PAGE);
  setWisp(false);
  try {
    await expectOriginal(page, PAGE);
  } finally {
    setWisp(true);
  }
});

test('the config objects are printed exactly as the page builder and the custom skin attach them', async ({ page }) => {
  const configs = async (): Promise<string[]> => {
    const { html } = await scriptsOf(page, PAGE);
    return ['elementor-frontend-js-before', 'ecs_ajax_load-js-extra'].map((id) =>
      new RegExp(`<script[^>]*id="${id}"[^>]*>([\\s\\S]*?)</script>`).exec(html)?.[1]?.trim() ?? `missing ${id}`);
  };
  const withWisp = await configs();
  await expectServedByWisp(page, PAGE);
  setWisp(false);
  try {
    const original = await configs();
    expect(original[0]).toMatch(/^var elementorFrontendConfig = \{/);
    expect(original[1]).toMatch(/^var ecs_ajax_params = \{/);
    expect(withWisp).toEqual(original);
  } finally {
    setWisp(true);
  }
});

test('the prepaint style holds the stretched sections\' rule, unless the kit fits stretched sections to a container', async ({ page }) => {
  const manifest = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'dist', 'manifest.json'), 'utf8')) as { prepaintCss: string; prepaintStretchCss: string };
  const style = async () => /<style id="wisp-prepaint">([^<]*)<\/style>/.exec((await scriptsOf(page, PAGE)).html)?.[1] ?? 'no prepaint style';
  expect(manifest.prepaintStretchCss).toContain('.elementor-section-stretched');
  expect(await style()).toBe(manifest.prepaintCss);
  ctl('set-kit-setting', 'stretched_section_container', '#content');
  try {
    // The page builder prints the setting in its config, which is what `wisp inject` reads on captured pages.
    expect((await scriptsOf(page, PAGE)).html).toContain('"stretched_section_container":"#content"');
    const without = await style();
    expect(without).not.toContain('.elementor-section-stretched');
    expect(without).toBe(manifest.prepaintCss.replace(manifest.prepaintStretchCss, ''));
  } finally {
    ctl('set-kit-setting', 'stretched_section_container', '');
  }
  expect(await style()).toBe(manifest.prepaintCss);
});
