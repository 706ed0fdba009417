import { expect, test, type Page } from '@playwright/test';
import { readyWidget, watchConsole, wispIdle } from './helpers.ts';

// A stand-in for Facebook's SDK, served locally for the SDK URL (tests never reach the network).
const FAKE_SDK = `window.__fb = { inits: [], parsed: [] };
window.FB = {
  init: function (options) { window.__fb.inits.push(options); },
  XFBML: { parse: function (element) { window.__fb.parsed.push(element.getAttribute('data-id')); } }
};`;

async function stubSdk(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route('https://connect.facebook.net/**', (route) => {
    requests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_SDK });
  });
  return requests;
}

type FbLog = { inits: Array<Record<string, unknown>>; parsed: string[] };
const fbLog = (page: Page): Promise<FbLog | null> => page.evaluate(() => (window as unknown as { __fb?: FbLog }).__fb ?? null);

test.describe('facebook embeds', () => {
  test('the SDK is fetched only when an embed comes into view, once, and every embed is parsed', async ({ page }) => {
    const log = watchConsole(page);
    const requests = await stubSdk(page);
    await page.goto('/fixtures/social/facebook.html');
    await wispIdle(page);
    expect(requests).toEqual([]);
    await readyWidget(page, 'e6f8101');
    await expect.poll(() => requests.length).toBe(1);
    expect(requests[0]).toBe('https://connect.facebook.net/en_GB/sdk.js');
    for (const id of ['e6f8102', 'e6f8103', 'e6f8104']) await readyWidget(page, id);
    await expect.poll(async () => (await fbLog(page))?.parsed.slice().sort()).toEqual(['e6f8101', 'e6f8102', 'e6f8103', 'e6f8104']);
    const sdk = await fbLog(page);
    expect(sdk?.inits).toEqual([{ appId: '123456789012345', version: 'v2.10', xfbml: false }]);
    expect(requests).toHaveLength(1);
    expect(log.errors).toEqual([]);
    // e6f8105 lost its embed markup: its one warning is the only one.
    await readyWidget(page, 'e6f8104');
    await page.locator('[data-id="e6f8105"]').scrollIntoViewIfNeeded();
    await wispIdle(page);
    expect(log.wispWarnings).toHaveLength(1);
    expect(log.wispWarnings[0]).toContain('facebook-page');
  });

  test('an SDK the site already loaded is reused: no second script, no second init', async ({ page }) => {
    const requests = await stubSdk(page);
    await page.addInitScript(FAKE_SDK);
    await page.goto('/fixtures/social/facebook.html');
    await readyWidget(page, 'e6f8101');
    await expect.poll(async () => (await fbLog(page))?.parsed).toContain('e6f8101');
    expect(requests).toEqual([]);
    expect((await fbLog(page))?.inits).toEqual([]);
  });

  test('a bad locale or app id in the config never shapes the SDK URL or the init', async ({ page }) => {
    const requests = await stubSdk(page);
    await page.goto('/fixtures/social/facebook-bad-config.html');
    await readyWidget(page, 'e6f8106');
    await expect.poll(() => requests).toEqual(['https://connect.facebook.net/en_US/sdk.js']);
    await expect.poll(async () => (await fbLog(page))?.inits).toEqual([{ appId: '', version: 'v2.10', xfbml: false }]);
  });
});
