import { expect, test, type Page } from '@playwright/test';
import { isMobileProject, watchConsole } from './helpers.ts';
import { join } from 'node:path';
import { behavioursStarted, builderStorage, popupDialog } from './behaviour-helpers.ts';
import { extractOriginal } from './original.ts';

async function visit(page: Page, name: string): Promise<void> {
  await page.goto(`/fixtures/popups/${name}.html`);
  await behavioursStarted(page, 'popups');
}

/** Lets any trigger that would fire within `ms` fire, so "still hidden" means something. */
const settle = (page: Page, ms: number) => page.waitForTimeout(ms);

test.describe('popup triggers and conditions', () => {
  test('a delayed popup appears after its delay, once, and mounts its content', async ({ page }) => {
    const log = watchConsole(page);
    await visit(page, 'delayed');
    const dialog = popupDialog(page, '1401');
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Book a free readiness call' })).toBeVisible();
    expect(await builderStorage(page)).toMatchObject({ pageViews: 1, sessions: 1, popup_1401_times: 1 });
    expect(log.errors).toEqual([]);
  });

  test('exit intent opens the popup when the mouse leaves through the top of the window', async ({ page }, info) => {
    test.skip(isMobileProject(info.project.name), 'exit intent needs a mouse');
    await visit(page, 'exit-intent');
    await page.mouse.move(400, 300);
    await page.mouse.move(400, 150);
    await settle(page, 200);
    await expect(popupDialog(page, '1402')).toHaveCount(0);
    await page.mouse.move(400, -10);
    await expect(popupDialog(page, '1402')).toBeVisible();
  });

  test('scrolling to a section opens its popup; an invalid selector is ignored with one warning', async ({ page }) => {
    const log = watchConsole(page);
    await visit(page, 'scroll-to');
    await settle(page, 300);
    await expect(popupDialog(page, '1403')).toHaveCount(0);
    await page.evaluate(() => document.getElementById('e-fixture-pricing')?.scrollIntoView());
    await expect(popupDialog(page, '1403')).toBeVisible();
    await expect(popupDialog(page, '1404')).toHaveCount(0);
    expect(log.wispWarnings.filter((text) => text.includes('scrolling_to_selector'))).toHaveLength(1);
  });

  test('inactivity opens the popup after the configured seconds without input', async ({ page }) => {
    await visit(page, 'inactivity');
    await expect(popupDialog(page, '1405')).toBeVisible();
  });

  test('the ad blocker trigger opens its popup after its delay where a blocker hides ad-like elements, and never elsewhere', async ({ page }) => {
    // A blocker's cosmetic filter, as EasyList's generic rules hide `.ad-box`, in place before the page's scripts run.
    const withBlocker = await page.context().newPage();
    await withBlocker.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => document.head.insertAdjacentHTML('beforeend', '<style>.ad-box { display: none !important; }</style>'));
    });
    await visit(withBlocker, 'adblock');
    await expect(popupDialog(withBlocker, '1408')).toBeVisible();
    await expect(withBlocker.getByRole('dialog', { name: 'Our guides are free thanks to our sponsors' })).toBeVisible();
    expect(await withBlocker.locator('[id^="elementor-adblock-detection-"]').count()).toBe(0);
    await withBlocker.close();
    await visit(page, 'adblock');
    await settle(page, 1500);
    await expect(popupDialog(page, '1408')).toHaveCount(0);
    expect(await page.locator('.ad-box').count()).toBe(0);
  });

  test('a popup limited to once a day stays away on reload until the day is over; "do not show again" lasts', async ({ page }) => {
    await visit(page, 'times-per-day');
    await expect(popupDialog(page, '1406')).toBeVisible();
    await expect(popupDialog(page, '1407')).toBeVisible();
    await popupDialog(page, '1407').locator('.e-fixture-dismiss').click();
    await expect(popupDialog(page, '1407')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(popupDialog(page, '1406')).toHaveCount(0);
    await page.reload();
    await behavioursStarted(page, 'popups');
    await settle(page, 600);
    await expect(popupDialog(page, '1406')).toHaveCount(0);
    await expect(popupDialog(page, '1407')).toHaveCount(0);
    const stored = await builderStorage(page);
    // One showing, one impression: the reload where the limit kept 1406 hidden used up nothing.
    expect(stored).toMatchObject({ pageViews: 2, sessions: 1, 'popup-1406-impressions-count': 1, popup_1407_disable: true });
    // A day later: the period counter has expired.
    await page.evaluate(() => {
      const entries = JSON.parse(localStorage.getItem('elementor') ?? '{}');
      entries.__expiration['popup-1406-impressions-count'] = Date.now() - 1;
      localStorage.setItem('elementor', JSON.stringify(entries));
    });
    await page.reload();
    await behavioursStarted(page, 'popups');
    await expect(popupDialog(page, '1406')).toBeVisible();
    await settle(page, 600);
    await expect(popupDialog(page, '1407')).toHaveCount(0);
  });

  test('with avoid_multiple_popups a popup does not open by trigger after another, but still by its selector', async ({ page }) => {
    await visit(page, 'avoid-multiple');
    await expect(popupDialog(page, '1408')).toBeVisible();
    await expect(popupDialog(page, '1410')).toBeVisible();
    await settle(page, 300);
    await expect(popupDialog(page, '1409')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(popupDialog(page, '1410')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(popupDialog(page, '1408')).toHaveCount(0);
    await page.locator('#e-fixture-open-1409').click();
    await expect(popupDialog(page, '1409')).toBeVisible();
  });
});

test.describe('jQuery selectors in popup settings', () => {
  // Root cause: open_selector and scrolling_to_selector went straight to querySelector, which rejects jQuery's extensions,
  // so popups whose owners wrote ":contains()" or ":eq()" for the original (which runs them through jQuery) never opened.
  test('open_selector with :contains(), :eq() and :visible opens the popup on the elements jQuery would match, and only those', async ({ page }) => {
    const log = watchConsole(page);
    await visit(page, 'jquery-selectors');
    // What the original would match: real jQuery (from ../shared/wordpress) on the same page.
    await page.addScriptTag({ path: join(extractOriginal(), 'wordpress/wp-includes/js/jquery/jquery.min.js') });
    const byJQuery = await page.evaluate(() => {
      const $ = (window as unknown as { jQuery: (selector: string) => { get(): Element[] } }).jQuery;
      return [".e-fixture-cta:contains('Book')", '.e-fixture-list li:eq(1) a', 'button:visible.e-fixture-twin'].map((selector) => $(selector).get().map((element) => element.id));
    });
    expect(byJQuery).toEqual([['cta-book'], ['list-2'], ['twin-shown']]);
    await page.locator('#cta-call').click();
    await page.locator('#list-1').click();
    await settle(page, 200);
    await expect(page.locator('.elementor-popup-modal')).toHaveCount(0);
    await page.locator('#cta-book').click();
    await expect(popupDialog(page, '1501')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.locator('#list-2').click();
    await expect(popupDialog(page, '1502')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.locator('#twin-shown').click();
    await expect(popupDialog(page, '1504')).toBeVisible();
    expect(log.wispWarnings).toEqual(['[wisp] popups: popup 1505: open_selector ".e-fixture-cta:animated" is neither CSS nor a jQuery selector wisp supports; ignored']);
  });

  test('scrolling_to_selector with :contains() and :first opens the popup when that heading scrolls into view', async ({ page }) => {
    await visit(page, 'jquery-selectors');
    await settle(page, 300);
    await expect(popupDialog(page, '1503')).toHaveCount(0);
    await page.evaluate(() => document.getElementById('e-fixture-pricing')?.scrollIntoView());
    await expect(popupDialog(page, '1503')).toBeVisible();
  });
});

test.describe("site code on Pro's frontend API", () => {
  // Root cause: wisp defined no window.elementorProFrontend, so site code that opens popups through it, as the builder's
  // docs show, threw a ReferenceError on the click and the popup never opened.
  test('showPopup opens a popup, closePopup from inside it closes it, and showPopup with toggle closes an open one', async ({ page }) => {
    const log = watchConsole(page);
    await visit(page, 'pro-api');
    await behavioursStarted(page, 'addon-compat');
    await page.locator('#quote-open').click();
    await expect(popupDialog(page, '1601')).toBeVisible();
    await page.locator('#quote-close').click();
    await expect(popupDialog(page, '1601')).toBeHidden();
    await page.locator('#quote-toggle').click();
    await expect(popupDialog(page, '1601')).toBeVisible();
    await page.evaluate(() => (window as unknown as { elementorProFrontend: { modules: { popup: { showPopup(settings: unknown): void } } } })
      .elementorProFrontend.modules.popup.showPopup({ id: 1601, toggle: true }));
    await expect(popupDialog(page, '1601')).toBeHidden();
    // Its config is Pro's, as printed on the page.
    expect(await page.evaluate(() => (window as unknown as { elementorProFrontend: { config: { nonce: string } } }).elementorProFrontend.config.nonce)).toBe('a83d1f0c5e');
    expect(log.errors).toEqual([]);
  });
});

test.describe('widgets inside a popup', () => {
  // Root cause: the scan visited a popup's template like any part of the page, so where the template stood visible (a
  // page without the popup stylesheet, as captured pages are) its carousels, forms and menus mounted at boot, were torn
  // down a moment later when the popups behaviour took the template out, and mounted again in the copy shown.
  test('start in the copy shown in the modal, never in the template standing in the page', async ({ page }) => {
    await page.addInitScript(() => {
      const mounts: Array<{ id: string; inModal: boolean }> = [];
      (window as unknown as { __mounts: typeof mounts }).__mounts = mounts;
      document.addEventListener('wisp:mount', (event) => {
        const target = event.target as HTMLElement;
        mounts.push({ id: target.getAttribute('data-id') ?? '', inModal: Boolean(target.closest('.elementor-popup-modal')) });
      }, true);
    });
    // The popups behaviour takes the template out as it starts; held back a while, the scan has long reached the
    // template by then, as on a heavy page where the behaviour starts late.
    await page.route(/\/chunks\/popups-[\w-]+\.js$/, async (route) => {
      await new Promise((done) => setTimeout(done, 1500));
      await route.continue();
    });
    const log = watchConsole(page);
    await visit(page, 'widgets-inside');
    await page.evaluate(() => window.wisp?.idle());
    const mounts = () => page.evaluate(() => (window as unknown as { __mounts: Array<{ id: string; inModal: boolean }> }).__mounts.filter((m) => m.id === '1402b13'));
    expect(await mounts()).toEqual([]);
    await page.locator('#a1402op').click();
    const dialog = popupDialog(page, '1402');
    await expect(dialog).toBeVisible();
    // The accordion works in the copy: its first item opens on mount, as the original's, and a title toggles its item.
    await expect(dialog.locator('#elementor-tab-title-1421')).toHaveAttribute('aria-expanded', 'true');
    await dialog.locator('#elementor-tab-title-1422').click();
    await expect(dialog.locator('#elementor-tab-content-1422')).toBeVisible();
    expect(await mounts()).toEqual([{ id: '1402b13', inModal: true }]);
    expect(log.errors).toEqual([]);
  });
});
