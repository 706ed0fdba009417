// Serves a captured add-on site from ../shared/addon-sites to the browser, as the original or with wisp injected.
import { existsSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { Page, Route } from '@playwright/test';
import { DIST, ROOT } from '../../scripts/lib/dist.ts';
import { injectWisp } from '../../src/tools/inject.ts';

/** `WISP_ADDON_SITES` points elsewhere (a test of the missing-folder failure uses it). */
export const ADDON_SITES = process.env['WISP_ADDON_SITES'] ?? resolve(ROOT, '..', 'shared', 'addon-sites');

export type AddonPage = { site: string; page: string; host: string; kinds: string[] };

/** The pages of INDEX.tsv; throws (so the test fails, never skips) when the shared folder is missing. */
export function readAddonPages(): AddonPage[] {
  const index = join(ADDON_SITES, 'INDEX.tsv');
  if (!existsSync(index)) {
    throw new Error(`${index} is missing: the add-on site checks need ../shared/addon-sites next to this repository (CI has it)`);
  }
  const [, ...lines] = readFileSync(index, 'utf8').trim().split('\n');
  return lines.map((line) => {
    const [site = '', page = '', host = '', , , kinds = ''] = line.split('\t');
    const named = /^[a-z0-9.-]+\.[a-z]+/i.exec(host)?.[0];
    return { site, page, host: named ?? 'addon-site.test', kinds: kinds.split(',').map((kind) => kind.trim().split(' ')[0] ?? '').filter(Boolean) };
  });
}

/** The page's own URL on its host: `elementor-10/index.html` → `https://host/elementor-10/`. */
export const pageUrl = (page: AddonPage): string => `https://${page.host}/${page.page.replace(/index\.html$/, '')}`;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json',
  '.svg': 'image/svg+xml', '.map': 'application/json',
};

/** A file inside `dir` for a URL path; the IdeStake capture kept `?ver=…` in its file names, so that is tried too. */
async function findFile(dir: string, url: URL): Promise<string | null> {
  const root = resolve(dir);
  const path = decodeURIComponent(url.pathname);
  const candidates = [path + decodeURIComponent(url.search), path, path.endsWith('/') ? `${path}index.html` : `${path}/index.html`];
  for (const candidate of candidates) {
    const file = normalize(join(root, candidate));
    if (!file.startsWith(root + sep)) continue;
    if ((await stat(file).catch(() => null))?.isFile()) return file;
  }
  return null;
}

/** `www.lushbythelake.com` → `lushbythelake.com`; `toxictoys.raincloud.ink` → `raincloud.ink`. */
const siteDomain = (host: string): string => host.split('.').slice(-2).join('.');

const typeOf = (file: string): string => TYPES[extname(file.replace(/\?.*$/, '')).toLowerCase()] ?? 'application/octet-stream';

/**
 * Routes every request of the page: its host (and root-relative paths) to the site folder, `/wisp/` to the built
 * dist, everything else (analytics, fonts, embeds) answered empty so the run is offline and repeatable. `rewrite`
 * changes the page as served (before wisp's injection), for both sides alike.
 */
export async function routeSite(page: Page, addon: AddonPage, withWisp: boolean, rewrite = (html: string) => html): Promise<void> {
  const siteDir = join(ADDON_SITES, addon.site);
  await page.route('**/*', async (route: Route) => {
    const url = new URL(route.request().url());
    if (url.pathname.startsWith('/wisp/') && url.hostname === addon.host) {
      const file = await findFile(DIST, new URL(url.pathname.slice('/wisp'.length), url));
      return file ? route.fulfill({ path: file, contentType: typeOf(file) }) : route.fulfill({ status: 404, body: '' });
    }
    // The site's own hosts share its domain (www., a sister subdomain of the same install); the rest is offline.
    if (!url.hostname.endsWith(siteDomain(addon.host))) return route.fulfill({ status: 204, body: '' });
    const file = await findFile(siteDir, url);
    if (!file) return route.fulfill({ status: 404, body: '' });
    if (file.endsWith('.html') && route.request().resourceType() === 'document') {
      const html = rewrite(await readFile(file, 'utf8'));
      return route.fulfill({ body: withWisp ? injectWisp(html).html : html, contentType: TYPES['.html'] });
    }
    return route.fulfill({ path: file, contentType: typeOf(file) });
  });
}

/**
 * The page as a cache plugin (Autoptimize, WP Rocket) or WordPress's own defer strategy prints it: every external script
 * deferred but jQuery, which such plugins leave blocking in the head for the inline code that calls it.
 */
export function deferScripts(html: string): string {
  return html.replace(/<script\b(?![^>]*\b(?:defer|async)\b)(?=[^>]*\bsrc=)(?![^>]*jquery(?:\.min)?\.js)/gi, '<script defer');
}
