// What the add-on page benches share: the captured add-on pages chosen with `--pages` (`--dir` for another tree), the
// side-by-side server that serves each page's variants, and a Chromium whose requests stay on this machine.
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.ts';
import { findPages } from '../scripts/conformance/pages.ts';
import { option, PORTS } from './options.ts';
import { ADDON_SITES, readCurrent, startSiteServer, type Current } from './side-by-side.ts';

type Page = Awaited<ReturnType<typeof findPages>>[number];

export type AddonBench = {
  pages: Page[];
  browser: Browser;
  /** Serves `page` from now on, and returns the address of its `variant`. */
  serve(page: Page): Promise<(variant: string) => string>;
  close(): Promise<void>;
};

export async function openAddonBench(): Promise<AddonBench> {
  const only = option('pages', '').split(',').filter(Boolean);
  const pages = (await findPages([option('dir', ADDON_SITES)])).filter((page) => only.length === 0 || only.some((name) => page.key.includes(name)));
  const current: { value: Current | null } = { value: null };
  const site = await startSiteServer(current, PORTS.site);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'] });
  return {
    pages,
    browser,
    async serve(page) {
      current.value = await readCurrent(page);
      return (variant) => `${site.origin}${encodeURI(page.urlPath)}?variant=${variant}`;
    },
    async close() {
      await browser.close();
      await site.close();
    },
  };
}
