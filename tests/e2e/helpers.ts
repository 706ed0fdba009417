// Browser-test helpers: watch a page's console and errors, and wait until wisp has mounted what it should.
import { expect, type Locator, type Page, type Route } from '@playwright/test';

export type PageLog = { errors: string[]; warnings: string[]; wispWarnings: string[] };

/** Starts recording uncaught errors, console errors and wisp's warnings; call before `page.goto`. */
export function watchConsole(page: Page): PageLog {
  const log: PageLog = { errors: [], warnings: [], wispWarnings: [] };
  page.on('pageerror', (error) => log.errors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    const text = message.text();
    // A failed request names its URL only in the message location.
    if (message.type() === 'error') log.errors.push(text.startsWith('Failed to load resource') ? `${text}: ${message.location().url}` : text);
    if (message.type() === 'warning') {
      log.warnings.push(text);
      if (text.startsWith('[wisp]')) log.wispWarnings.push(text);
    }
  });
  return log;
}

/** Waits for every started module of wisp to settle. */
export async function wispIdle(page: Page): Promise<void> {
  await page.waitForFunction(() => typeof window.wisp?.idle === 'function');
  await page.evaluate(() => window.wisp?.idle());
}

/**
 * Scrolls `target` into view, then waits for what that starts to settle, before the caller clicks it: a widget above
 * `target` that mounts as it comes into view must not move it between Playwright's stability check and its click. On
 * Cyber Essentials the tabs above the gallery grew by 208 px that way while the demo site printed no prepaint style (a
 * flaky lightbox test); it prints one now, and this wait keeps such clicks safe from any other widget that mounts there.
 */
export async function settledInView(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await wispIdle(page);
}

/** Scrolls the element near the viewport and waits until wisp marked it ready. */
export async function readyWidget(page: Page, id: string) {
  const root = page.locator(`[data-id="${id}"]`);
  await root.scrollIntoViewIfNeeded();
  await expect(root).toHaveAttribute('data-wisp-ready', '');
  return root;
}

export const isMobileProject = (name: string) => name === 'mobile';

/**
 * Holds every request whose URL matches until `release` is called; `held` resolves once the browser asked for it,
 * `ready` once the route is in place (await it before a navigation whose first requests it must catch).
 */
export function holdChunk(page: Page, file: RegExp) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((done) => (release = done));
  let ready: Promise<unknown> = Promise.resolve();
  const held = new Promise<void>((resolve) => {
    ready = page.route(file, async (route: Route) => {
      resolve();
      await released;
      await route.continue();
    });
  });
  return { held, release, ready };
}
