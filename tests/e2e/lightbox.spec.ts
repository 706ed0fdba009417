import { expect, test, type Page } from '@playwright/test';
import { holdChunk, isMobileProject, settledInView, watchConsole, wispIdle } from './helpers.ts';

/** Waits until the page-wide lightbox behaviour has installed its click listener (it starts when the browser is idle). */
async function lightboxReady(page: Page): Promise<void> {
  await wispIdle(page);
  await page.waitForFunction(() => window.wisp?.report().some((row) => row.module === 'lightbox' && ['loading', 'mounted'].includes(row.status)));
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await lightboxReady(page);
}

/** Whether the page has shown an alert (dismissed at once): a `javascript:` URL that ran. */
function watchAlerts(page: Page): () => boolean {
  let alerted = false;
  page.on('dialog', (alert) => {
    alerted = true;
    void alert.dismiss();
  });
  return () => alerted;
}

const dialog = (page: Page) => page.locator('.elementor-lightbox[role="dialog"]');
const counter = (page: Page) => dialog(page).locator('.elementor-slideshow__counter');
const activeImage = (page: Page) => dialog(page).locator('.swiper-slide-active .elementor-lightbox-image');

test.describe('the lightbox on a gallery', () => {
  test('a gallery link opens a slideshow of its own group whose counter, next and previous work', async ({ page }) => {
    const log = watchConsole(page);
    await open(page, '/fixtures/lightbox/gallery.html');
    await page.locator('[data-id="9a11e02"] a').nth(1).click();
    const box = dialog(page);
    await expect(box).toBeVisible();
    await expect(box).toHaveAttribute('aria-modal', 'true');
    await expect(box).toHaveAttribute('aria-label', 'Lightbox');
    await expect(box).toHaveId('elementor-lightbox-slideshow-9a11e02');
    await expect(counter(page)).toHaveText('2 / 4');
    await expect(activeImage(page)).toHaveAttribute('src', /gallery-2\.svg$/);
    await expect(box.locator('.elementor-slideshow__title')).toHaveText('Assessment');
    await expect(box.locator('.elementor-slideshow__description')).toHaveText('A remote vulnerability scan of the boundary firewall.');
    await box.locator('.elementor-swiper-button-next').click();
    await expect(counter(page)).toHaveText('3 / 4');
    await expect(box.locator('.elementor-slideshow__title')).toHaveText('Certificate');
    await page.keyboard.press('ArrowRight');
    await expect(counter(page)).toHaveText('4 / 4');
    await page.keyboard.press('ArrowRight');
    await expect(counter(page)).toHaveText('1 / 4');
    await page.keyboard.press('ArrowLeft');
    await expect(counter(page)).toHaveText('4 / 4');
    await box.locator('.elementor-swiper-button-prev').click();
    await expect(counter(page)).toHaveText('3 / 4');
    await expect(box.locator('.swiper-slide:not([hidden])')).toHaveCount(1);
    expect(log.errors).toEqual([]);
    expect(log.wispWarnings).toEqual([]);
  });

  test('zoom switches on and off, and fullscreen keeps its switch, class and document state in step', async ({ page }) => {
    await open(page, '/fixtures/lightbox/gallery.html');
    await page.locator('[data-id="9a11e02"] a').first().click();
    const box = dialog(page);
    const zoom = box.getByRole('switch', { name: 'Zoom' });
    await zoom.click();
    await expect(zoom).toHaveAttribute('aria-checked', 'true');
    await expect(box.locator('.swiper')).toHaveClass(/elementor-slideshow--zoom-mode/);
    await expect(activeImage(page)).toHaveCSS('transform', /matrix\(2\.5, 0, 0, 2\.5/);
    await zoom.click();
    await expect(zoom).toHaveAttribute('aria-checked', 'false');
    await expect(box.locator('.swiper')).not.toHaveClass(/zoom-mode/);

    const fullscreen = box.getByRole('switch', { name: 'Fullscreen' });
    await fullscreen.click();
    // Headless Chromium may grant or refuse fullscreen; either way the switch must tell the truth.
    await expect.poll(async () => {
      const inFullscreen = await page.evaluate(() => document.fullscreenElement?.classList.contains('elementor-lightbox') ?? false);
      const checked = await fullscreen.getAttribute('aria-checked');
      const mode = await box.locator('.swiper').evaluate((el) => el.classList.contains('elementor-slideshow--fullscreen-mode'));
      return checked === String(inFullscreen) && mode === inFullscreen ? 'consistent' : `switch ${checked}, class ${mode}, document ${inFullscreen}`;
    }).toBe('consistent');
    if (await page.evaluate(() => document.fullscreenElement !== null)) {
      await fullscreen.click();
      await expect(fullscreen).toHaveAttribute('aria-checked', 'false');
      await expect(box.locator('.swiper')).not.toHaveClass(/fullscreen-mode/);
    }
  });

  test('the share menu offers Facebook, Twitter, Pinterest and the download with the spec’s labels', async ({ page }, info) => {
    await open(page, '/fixtures/lightbox/gallery.html');
    await page.locator('[data-id="9a11e02"] a').nth(2).click();
    const box = dialog(page);
    const share = box.getByRole('button', { name: 'Share on social networks' });
    await expect(share).toHaveAttribute('aria-expanded', 'false');
    await share.click();
    await expect(share).toHaveAttribute('aria-expanded', 'true');
    await expect(box.locator('.swiper')).toHaveClass(/elementor-slideshow--share-mode/);
    const menu = box.locator('.elementor-slideshow__share-menu');
    await expect(menu).toBeVisible();
    await expect(menu.locator('a')).toHaveText(['Share on Facebook', 'Share on Twitter', 'Pin it', 'Download image']);
    const origin = new URL(page.url()).origin;
    const hash = await page.locator('[data-id="9a11e02"] a').nth(2).getAttribute('data-e-action-hash');
    const facebook = new URL(await menu.getByRole('link', { name: 'Share on Facebook' }).getAttribute('href') ?? '');
    expect(facebook.origin + facebook.pathname).toBe('https://www.facebook.com/sharer.php');
    expect(facebook.searchParams.get('u')).toBe(`${origin}/fixtures/lightbox/gallery.html${hash}`);
    const pin = new URL(await menu.getByRole('link', { name: 'Pin it' }).getAttribute('href') ?? '');
    expect(pin.searchParams.get('media')).toBe(`${origin}/assets/img/gallery-3.svg`);
    await expect(menu.getByRole('link', { name: 'Download image' })).toHaveAttribute('download', '');
    await expect(menu.getByRole('link', { name: 'Download image' })).toHaveAttribute('href', `${origin}/assets/img/gallery-3.svg`);
    if (!isMobileProject(info.project.name)) {
      // Escape closes the menu first and gives focus back to its button; the lightbox stays.
      await menu.locator('a').first().focus();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(share).toBeFocused();
      await expect(box).toBeVisible();
    }
  });

  test('Escape closes the lightbox and focus returns to the link; Tab stays inside while it is open', async ({ page }, info) => {
    test.skip(isMobileProject(info.project.name), 'keyboard use is a desktop scenario');
    await open(page, '/fixtures/lightbox/gallery.html');
    const link = page.locator('[data-id="9a11e02"] a').nth(1);
    await link.focus();
    await page.keyboard.press('Enter');
    const box = dialog(page);
    await expect(box).toBeVisible();
    await expect(box.locator('.dialog-close-button')).toBeFocused();
    for (let i = 0; i < 9; i += 1) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('.elementor-lightbox') !== null)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(box).toHaveCount(0);
    await expect(link).toBeFocused();
    await expect(page.locator('body')).not.toHaveClass(/dialog-lightbox-body/);
  });

  test('a click beside the picture closes the lightbox; a click on it does not', async ({ page }) => {
    await open(page, '/fixtures/lightbox/gallery.html');
    await page.locator('[data-id="9a11e02"] a').first().click();
    await activeImage(page).click();
    await expect(dialog(page)).toBeVisible();
    await page.mouse.click(5, 300);
    await expect(dialog(page)).toHaveCount(0);
  });

  test('a swipe (touch) or drag (mouse) moves to the next picture without closing the lightbox', async ({ page }, info) => {
    await open(page, '/fixtures/lightbox/gallery.html');
    await page.locator('[data-id="9a11e02"] a').first().click();
    await expect(counter(page)).toHaveText('1 / 4');
    const size = page.viewportSize() ?? { width: 800, height: 600 };
    const y = Math.round(size.height / 2);
    const xs = [0.7, 0.55, 0.4, 0.25].map((share) => Math.round(size.width * share));
    if (isMobileProject(info.project.name)) {
      // A real touch sequence through the DevTools protocol: Playwright's touchscreen only taps.
      const cdp = await page.context().newCDPSession(page);
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: x === undefined ? [] : [{ x, y }] });
      await touch('touchStart', xs[0]);
      for (const x of xs.slice(1)) await touch('touchMove', x);
      await touch('touchEnd');
    } else {
      await page.mouse.move(xs[0] ?? 0, y);
      await page.mouse.down();
      for (const x of xs.slice(1)) await page.mouse.move(x, y, { steps: 2 });
      await page.mouse.up();
    }
    await expect(counter(page)).toHaveText('2 / 4');
    await expect(dialog(page)).toBeVisible();
  });

  test('with reduced motion the lightbox appears without animation', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, '/fixtures/lightbox/gallery.html');
    await page.locator('[data-id="9a11e02"] a').first().click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).locator('.dialog-message')).not.toHaveClass(/animated/);
    await expect(dialog(page)).toHaveCSS('animation-name', 'none');
  });
});

test.describe('which links open the lightbox', () => {
  test('the Cyber Essentials gallery opens as a slideshow and closes back to its link', async ({ page }) => {
    const log = watchConsole(page);
    await open(page, '/cyber-essentials/');
    const link = page.locator('[data-id="9a11e01"] a').nth(2);
    await settledInView(page, link);
    await link.click();
    await expect(counter(page)).toHaveText('3 / 3');
    await expect(dialog(page).locator('.elementor-slideshow__title')).toHaveText('Certificate');
    await dialog(page).getByRole('button', { name: 'Close (Esc)' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(link).toBeFocused();
    expect(log.errors).toEqual([]);
  });


  test('a single image opens alone, without counter or arrows', async ({ page }) => {
    await open(page, '/fixtures/lightbox/single-image.html');
    await page.locator('[data-id="1a9e002"] a').click();
    await expect(dialog(page)).toHaveId('elementor-lightbox-slideshow-single-img');
    await expect(activeImage(page)).toHaveAttribute('src', /gallery-2\.svg\?ver=2$/);
    await expect(activeImage(page)).toHaveAttribute('alt', 'Assessment - A remote vulnerability scan of the boundary firewall.');
    await expect(counter(page)).toHaveText('');
    await expect(dialog(page).locator('.elementor-swiper-button')).toHaveCount(0);
  });

  test('carousel clones are left out and slides follow their index', async ({ page }) => {
    await open(page, '/fixtures/lightbox/carousel.html');
    // wisp also runs this carousel: at one slide per view (phones) the first real slide may sit off screen, inert, so
    // the click is dispatched; what is under test is how the lightbox groups the slides, not reaching the slide.
    await page.locator('[data-id="c4a5e01"] .swiper-slide:not(.swiper-slide-duplicate) a').first().dispatchEvent('click');
    await expect(counter(page)).toHaveText('1 / 3');
    await page.keyboard.press('Escape');
    await page.locator('[data-id="5c1c401"] .slick-slide:not(.slick-cloned) a').nth(1).click();
    await expect(counter(page)).toHaveText('1 / 3');
    const titles: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      titles.push(await dialog(page).locator('.elementor-slideshow__title').innerText());
      await dialog(page).locator('.elementor-swiper-button-next').click();
    }
    expect(titles).toEqual(['Workshop', 'Assessment', 'Team']);
  });

  test('a link that says no is followed, one that says yes opens, page and download links are left alone', async ({ page }) => {
    await open(page, '/fixtures/lightbox/per-link.html');
    await page.locator('.e-link-yes').click();
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await page.locator('.e-link-default').click();
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    const prevented = await page.evaluate(() => {
      const results: Record<string, boolean> = {};
      window.addEventListener('click', (event) => {
        const link = (event.target as Element).closest('a');
        if (!link) return;
        results[link.className] = event.defaultPrevented;
        // Keeps the test on this page.
        event.preventDefault();
      });
      for (const name of ['e-link-page', 'e-link-download']) document.querySelector<HTMLElement>(`.${name}`)?.click();
      return results;
    });
    expect(prevented).toEqual({ 'e-link-page': false, 'e-link-download': false });
    await expect(dialog(page)).toHaveCount(0);
    await page.reload();
    await lightboxReady(page);
    await page.locator('.e-link-no').click();
    await expect(page).toHaveURL(/gallery-2\.svg$/);
  });

  test('with the global lightbox off only links that say yes open, and without a toolbar', async ({ page }) => {
    await open(page, '/fixtures/lightbox/global-off.html');
    await page.locator('.e-link-yes').click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).locator('.elementor-slideshow__header')).toHaveCount(0);
    await expect(dialog(page).locator('.elementor-slideshow__title')).toHaveText('Certificate');
    await page.keyboard.press('Escape');
    await page.locator('.e-link-default').click();
    await expect(page).toHaveURL(/gallery-1\.svg$/);
  });
});

test.describe('videos in the lightbox', () => {
  test.beforeEach(async ({ page }) => {
    // No network in tests: the players are answered with a stub page.
    await page.route(/youtube(-nocookie)?\.com|player\.vimeo\.com/, (route) => route.fulfill({ contentType: 'text/html', body: '<p>player</p>' }));
  });

  test('YouTube and Vimeo play on the host and with the privacy parameter the page names, sized by their ratio', async ({ page }) => {
    await open(page, '/fixtures/lightbox/video.html');
    await page.locator('[data-id="7d0e001"] .elementor-custom-embed-image-overlay').click();
    const frame = dialog(page).locator('.elementor-video-wrapper iframe');
    await expect(frame).toHaveAttribute('src', 'https://www.youtube.com/embed/XHOmBV4js_E?rel=0&controls=1');
    await expect(dialog(page)).toHaveId('elementor-lightbox-7d0e001');
    await expect(dialog(page).locator('.elementor-video-wrapper')).toHaveClass(/elementor-video-landscape/);
    const width = await dialog(page).locator('.elementor-video-wrapper').evaluate((el) => el.getBoundingClientRect().width / innerWidth);
    expect(width).toBeLessThanOrEqual(0.86);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await page.locator('[data-id="7d0e002"] .elementor-custom-embed-image-overlay').click();
    await expect(frame).toHaveAttribute('src', 'https://player.vimeo.com/video/235215203?autopause=0&dnt=true&autoplay=1#t=0m5s');
    await expect(frame).toHaveAttribute('allow', /autoplay/);
  });

  test('Escape closes a video lightbox once its embedded player has loaded: focus stays in our document', async ({ page }) => {
    // Focus was moved into the player's iframe on opening; once the embedded page had loaded, keys went to that other
    // document and Escape no longer reached the lightbox (a flaky test showed it under load).
    await open(page, '/fixtures/lightbox/video.html');
    await page.locator('[data-id="7d0e001"] .elementor-custom-embed-image-overlay').click();
    await expect(page.frameLocator('.elementor-lightbox iframe').locator('p')).toHaveText('player');
    await expect(dialog(page).locator('.dialog-lightbox-close-button')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
  });

  test('a hosted video keeps only safe attributes; unsupported providers and broken options open nothing, with a warning', async ({ page }) => {
    const log = watchConsole(page);
    await page.route('**/sample-video.mp4', (route) => route.fulfill({ status: 404, body: '' }));
    await open(page, '/fixtures/lightbox/video.html');
    await page.locator('[data-id="7d0e003"] .elementor-custom-embed-image-overlay').click();
    const video = dialog(page).locator('video');
    await expect(video).toHaveAttribute('src', /\/assets\/img\/sample-video\.mp4$/);
    expect(await video.evaluate((el) => el.getAttributeNames().sort())).toEqual(['class', 'controls', 'controlslist', 'loop', 'muted', 'playsinline', 'src']);
    await expect(dialog(page).locator('.elementor-video-wrapper')).toHaveClass(/elementor-video-portrait/);
    await page.keyboard.press('Escape');
    await page.locator('[data-id="7d0e004"] .elementor-custom-embed-image-overlay').click();
    await page.locator('[data-id="7d0e005"] .elementor-custom-embed-image-overlay').click();
    await expect(dialog(page)).toHaveCount(0);
    await expect.poll(() => log.wispWarnings).toEqual([
      '[wisp] lightbox: "dailymotion" videos are not played in the lightbox',
      '[wisp] lightbox: data-elementor-lightbox is not a JSON object',
    ]);
  });

  test('a video slide in a gallery waits for Play Video before it loads the player', async ({ page }) => {
    await open(page, '/fixtures/lightbox/video.html');
    await page.locator('[data-id="9a11e05"] a').nth(1).click();
    await expect(counter(page)).toHaveText('2 / 2');
    await expect(dialog(page).locator('iframe')).toHaveCount(0);
    await dialog(page).getByRole('button', { name: 'Play Video' }).click();
    await expect(dialog(page).locator('iframe')).toHaveAttribute('src', 'https://www.youtube.com/embed/XHOmBV4js_E?autoplay=1');
    await dialog(page).locator('.elementor-swiper-button-next').click();
    await expect(dialog(page).locator('iframe')).toHaveCount(0);
  });
});

test.describe('unsafe URLs and action hashes', () => {
  test('a javascript: or data: link dressed as an image is refused with one warning and never runs', async ({ page }) => {
    const log = watchConsole(page);
    const alerted = watchAlerts(page);
    await open(page, '/fixtures/lightbox/unsafe.html');
    const before = page.url();
    await page.locator('.e-link-javascript').click();
    await page.locator('.e-link-javascript').click();
    // Refused before the next clicks: the first click waits for the lightbox behaviour, the overlay's for the video
    // widget's module, so with all four clicks in flight either refusal could be the one warned about.
    await expect.poll(() => log.wispWarnings).toEqual(['[wisp] lightbox: refused to open a javascript: URL in the lightbox']);
    await page.locator('.e-link-data').click();
    await page.locator('[data-id="7d0e006"] .elementor-custom-embed-image-overlay').click();
    await wispIdle(page);
    expect(log.wispWarnings).toHaveLength(1);
    await expect(dialog(page)).toHaveCount(0);
    expect(page.url()).toBe(before);
    expect(alerted()).toBe(false);
  });

  test('a javascript: link dressed as an image clicked while the lightbox loads is refused with its warning too', async ({ page }) => {
    const log = watchConsole(page);
    const alerted = watchAlerts(page);
    // Idle never comes (a busy page), and the video widget's module is held back, so a pointer over the video leaves a
    // tap pending: the page-wide behaviours start once it has mounted. The lightbox's chunk is held back too. A click on
    // the link meanwhile must be held (not go to the browser) and its replay, which comes with its default prevented so
    // the URL cannot run, must still reach the lightbox, which refuses the link with its warning.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    const chunks = holdChunk(page, /\/chunks\/(lightbox|video)-[\w-]+\.js$/);
    await chunks.ready;
    await page.goto('/fixtures/lightbox/unsafe.html');
    // The activate chunk has started the page-wide behaviours (before that a click on a link goes to the browser).
    await page.waitForFunction(() => window.wisp?.report().some((row) => row.module === 'lightbox'));
    const before = page.url();
    await page.locator('[data-id="7d0e006"] img').hover();
    await page.locator('.e-link-javascript').click();
    chunks.release();
    await expect.poll(() => log.wispWarnings).toEqual(['[wisp] lightbox: refused to open a javascript: URL in the lightbox']);
    await expect(dialog(page)).toHaveCount(0);
    expect(page.url()).toBe(before);
    expect(alerted()).toBe(false);
  });

  test('a slideshow leaves out its unsafe slide with a warning and shows the others', async ({ page }) => {
    const log = watchConsole(page);
    await open(page, '/fixtures/lightbox/unsafe.html');
    await page.locator('[data-id="9a11e06"] a').first().click();
    await expect(counter(page)).toHaveText('1 / 2');
    await dialog(page).locator('.elementor-swiper-button-next').click();
    await expect(activeImage(page)).toHaveAttribute('src', /gallery-2\.svg$/);
    expect(log.wispWarnings).toEqual(['[wisp] lightbox: left 1 slide(s) out of the lightbox: their URLs are not http(s)']);
  });

  test('the page URL carrying an image link’s action hash opens that image through the lightbox action', async ({ page }) => {
    await page.goto('/fixtures/lightbox/action-hash.html');
    const hash = await page.locator('[data-id="1a9e003"] a').getAttribute('data-e-action-hash');
    await page.goto(`/fixtures/lightbox/action-hash.html${hash}`);
    await expect(dialog(page)).toBeVisible();
    await expect(activeImage(page)).toHaveAttribute('src', /gallery-1\.svg$/);
    await expect(dialog(page).locator('.elementor-slideshow__title')).toHaveText('Workshop');
  });

  test('an action link opens the gallery slideshow at the picture it names', async ({ page }) => {
    await open(page, '/fixtures/lightbox/action-hash.html');
    await page.waitForFunction(() => window.wisp?.report().some((row) => row.module === 'action-links' && ['loading', 'mounted'].includes(row.status)));
    await page.locator('.e-link-action').click();
    await expect(counter(page)).toHaveText('3 / 3');
    await expect(dialog(page)).toHaveId('elementor-lightbox-slideshow-9a11e07');
  });
});
