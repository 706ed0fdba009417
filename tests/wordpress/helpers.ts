// Shared by the WordPress specs: driving the site through scripts/wordpress/ctl.php, and what a served page contains.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

const ROOT = join(import.meta.dirname, '..', '..');
const SITE = process.env['WISP_WP_DIR'] ?? '';

/** The demo posts' titles, newest first: the test data the set-up created the posts from. */
export const POST_TITLES: string[] = JSON.parse(readFileSync(join(import.meta.dirname, 'demo-posts.json'), 'utf8'));
export const ADMIN = { user: 'admin', password: 'wisp-admin-password' };

export function ctl(...args: string[]): string {
  if (!SITE) throw new Error('WISP_WP_DIR is not set: run these specs through scripts/test-wordpress.ts');
  return execFileSync('php', [join(ROOT, 'scripts', 'wordpress', 'ctl.php'), join(SITE, 'wordpress'), ...args], {
    encoding: 'utf8', env: { ...process.env },
  });
}

export const setWisp = (active: boolean): string => ctl(active ? 'activate' : 'deactivate', 'wisp/wisp.php');

/** Sets the plugin's stored option (merged over the defaults the tests assume). */
export function setOptions(options: Record<string, unknown>): void {
  ctl('set-option', JSON.stringify({ enabled: true, audience: 'everyone', exclude: [], keep_jquery: false, debug: false, ...options }));
}

/** The script tags of the page as the server sent them. */
export async function scriptsOf(page: Page, path: string): Promise<{ html: string; srcs: string[] }> {
  const response = await page.request.get(path);
  const html = await response.text();
  const srcs = [...html.matchAll(/<script\b[^>]*\bsrc=["']([^"']+)["']/gi)].map((m) => m[1] ?? '');
  return { html, srcs };
}

const BUILDER_SCRIPT = /\/plugins\/(?:elementor|ele-custom-skin|dynamicconditions)\/.*\.js/;
export const isBuilderScript = (src: string): boolean => BUILDER_SCRIPT.test(src);

export async function expectServedByWisp(page: Page, path: string): Promise<void> {
  const { html, srcs } = await scriptsOf(page, path);
  expect(srcs.filter(isBuilderScript)).toEqual([]);
  expect(html).toMatch(/<script[^>]*type=["']module["'][^>]*src=["'][^"']*\/plugins\/wisp\/dist\/loader\.js\?ver=[0-9a-f]+["']/);
}

export async function expectOriginal(page: Page, path: string): Promise<void> {
  const { html, srcs } = await scriptsOf(page, path);
  expect(srcs.some((src) => /\/plugins\/elementor\/assets\/js\/frontend(?:\.min)?\.js/.test(src))).toBe(true);
  expect(html).not.toContain('/plugins/wisp/dist/loader.js');
}

export async function logIn(page: Page): Promise<void> {
  await page.goto('/wp-login.php', { waitUntil: 'load' });
  await page.fill('#user_login', ADMIN.user);
  await page.fill('#user_pass', ADMIN.password);
  // Each step has its own limit and its own message: a log-in once hung for the whole test timeout in CI with nothing
  // to say whether the form was not sent, the server did not answer, or WordPress refused it.
  const answer = page.waitForResponse((r) => r.url().includes('/wp-login.php') && r.request().method() === 'POST', { timeout: 15_000 });
  // Enter in the password field, as a visitor may: a click aims at coordinates, and in one CI run under load it sent
  // no form at all (the server log shows the form page served and no POST after it), as if the button had moved.
  await page.press('#user_pass', 'Enter');
  const response = await answer.catch(() => null);
  if (!response) throw new Error(`log-in: no answer to the form within 15 s (page at ${page.url()})`);
  if (response.status() !== 302) {
    const said = await page.locator('#login_error').textContent({ timeout: 5_000 }).catch(() => '');
    throw new Error(`log-in refused: HTTP ${response.status()}, ${said?.trim() || 'no message'}`);
  }
  // Not the load event: the dashboard's widgets may wait on feeds this offline machine cannot reach.
  await page.waitForURL(/wp-admin/, { waitUntil: 'domcontentloaded', timeout: 20_000 });
}

/** The decision the plugin printed (Settings → wisp: debug). */
export async function debugReport(page: Page, path: string): Promise<{ served: string; reasons: string[] }> {
  const { html } = await scriptsOf(page, path);
  const json = /<script type="application\/json" id="wisp-wordpress-debug">([^<]*)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error(`no debug block on ${path}`);
  return JSON.parse(json) as { served: string; reasons: string[] };
}
