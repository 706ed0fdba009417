// The body's `e--ua-*` classes (the builder's Safari stylesheet selects on `e--ua-appleWebkit`, the only one its
// stylesheets read): in Safari wisp gives the body exactly the classes the original's scripts give it; elsewhere none,
// as their code is fetched in Safari only (shared/device.ts).
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { openSide, type Side } from './original.ts';

const SAFARI_ON_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const FIREFOX_ON_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0';

const uaClasses = (page: Page) => page.evaluate(() => [...document.body.classList].filter((name) => name.startsWith('e--ua-')).sort());

/**
 * The body's e--ua-* classes once `side` has started on a fresh page of `context` (its user agent and touch). With
 * `expected`, waits until they are those: wisp adds them from a chunk of their own, which can land after the device mode.
 */
async function classesOn(context: BrowserContext, side: Side, expected?: string[]): Promise<string[]> {
  const page = await context.newPage();
  await openSide(page, side, '/fixtures/tabs/basic.html');
  await expect.poll(() => page.evaluate(() => document.body.getAttribute('data-elementor-device-mode'))).not.toBeNull();
  if (expected) await expect.poll(() => uaClasses(page)).toEqual(expected);
  const classes = await uaClasses(page);
  await page.close();
  return classes;
}

test.describe('user-agent classes on the body', () => {
  test.skip(({ isMobile }) => isMobile, 'the user agent is set per case; one project is enough');

  for (const [name, userAgent, hasTouch] of [
    ['this Chromium', undefined, false],
    ['Safari on an iPhone', SAFARI_ON_IPHONE, true],
    ['Firefox on a Mac', FIREFOX_ON_MAC, false],
  ] as const) {
    test.describe(name, () => {
      test.use({ ...(userAgent ? { userAgent } : {}), hasTouch });

      test(userAgent === SAFARI_ON_IPHONE ? 'the same e--ua-* classes as the original' : 'none, where the original\'s are none the builder\'s stylesheets read', async ({ context }) => {
        const original = await classesOn(context, 'original');
        expect(original.length).toBeGreaterThan(0);
        const safari = userAgent === SAFARI_ON_IPHONE;
        const wisp = await classesOn(context, 'wisp', safari ? original : undefined);
        if (safari) {
          expect(original).toContain('e--ua-appleWebkit');
          expect(wisp).toEqual(original);
        } else {
          expect(original).not.toContain('e--ua-appleWebkit');
          expect(wisp).toEqual([]);
        }
      });
    });
  }
});
