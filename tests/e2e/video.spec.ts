import { expect, test, type Page } from '@playwright/test';
import { readyWidget, watchConsole, wispIdle } from './helpers.ts';
import { playerCalls, stubPlayers, type PlayerCall } from './video-stubs.ts';

const PROVIDERS = '/fixtures/video/providers.html';
const created = (calls: PlayerCall[], videoId: string) => calls.find((c) => c.call === 'new' && (c.args as { videoId?: string }).videoId === videoId);

async function open(page: Page, path: string): Promise<string[]> {
  const requests = await stubPlayers(page);
  await page.goto(path);
  await wispIdle(page);
  return requests;
}

test.describe('video widget', () => {
  test('an inline YouTube video is created through the IFrame API with the original parameters, privacy host and mute', async ({ page }) => {
    const requests = await open(page, PROVIDERS);
    await readyWidget(page, 'a0d0001');
    await expect.poll(async () => created(await playerCalls(page), 'XHOmBV4js_E')).toBeTruthy();
    const call = created(await playerCalls(page), 'XHOmBV4js_E');
    expect(call?.args).toEqual({
      videoId: 'XHOmBV4js_E',
      playerVars: { controls: 1, rel: 0, playsinline: 0, cc_load_policy: 0, autoplay: 0, start: 5, end: 20 },
      host: 'https://www.youtube-nocookie.com',
      origin: new URL(page.url()).origin,
    });
    await expect.poll(async () => (await playerCalls(page)).some((c) => c.call === 'mute')).toBe(true);
    // One API script for the whole page, inserted before the first script as the original does.
    expect(requests.filter((url) => url.includes('iframe_api'))).toHaveLength(1);
    expect(await page.evaluate(() => document.querySelector('script')?.getAttribute('src'))).toBe('https://www.youtube.com/iframe_api');
    await expect(page.locator('[data-id="a0d0001"] .fake-youtube-player')).toHaveCount(1);
  });

  test('the play button works from the keyboard: Enter removes the overlay and starts the YouTube player with autoplay', async ({ page }) => {
    await open(page, PROVIDERS);
    const root = await readyWidget(page, 'a0d0002');
    const play = root.locator('.elementor-custom-embed-play');
    await expect(play).toHaveAttribute('aria-label', 'Play Video');
    expect(created(await playerCalls(page), 'dQw4w9WgXcQ')).toBeUndefined();
    await play.focus();
    await page.keyboard.press('Enter');
    await expect(root.locator('.elementor-custom-embed-image-overlay')).toHaveCount(0);
    await expect.poll(async () => created(await playerCalls(page), 'dQw4w9WgXcQ')).toBeTruthy();
    const vars = (created(await playerCalls(page), 'dQw4w9WgXcQ')?.args as { playerVars: Record<string, number> }).playerVars;
    expect(vars['autoplay']).toBe(1);
    await expect.poll(async () => (await playerCalls(page)).filter((c) => c.call === 'playVideo').length).toBeGreaterThan(0);
  });

  test('a Vimeo overlay click fills the lazy iframe from the video id with the kept parameters, autoplay and the start fragment', async ({ page }) => {
    await open(page, PROVIDERS);
    const root = await readyWidget(page, 'a0d0003');
    const iframe = root.locator('iframe');
    expect(await iframe.getAttribute('src')).toBeNull();
    await root.locator('.elementor-custom-embed-image-overlay').click();
    await expect(iframe).toHaveAttribute('src', /^https:\/\/player\.vimeo\.com\/video\/235215203\?/);
    const src = new URL((await iframe.getAttribute('src')) ?? '');
    expect(Object.fromEntries(src.searchParams)).toEqual({
      loop: '0', muted: '0', title: '1', portrait: '1', byline: '1', color: '', autopause: '0', autoplay: '1', playsinline: '1',
    });
    expect(src.hash).toBe('#t=1m5s');
    await expect(iframe).toHaveAttribute('allow', /^autoplay/);
    await expect(iframe).not.toHaveAttribute('data-lazy-load', /./);
    await expect(root.locator('.elementor-custom-embed-image-overlay')).toHaveCount(0);
  });

  test('a Dailymotion iframe stays as printed and a lazy VideoPress iframe gets its rebuilt src only when it comes into view', async ({ page }) => {
    await open(page, PROVIDERS);
    const daily = await readyWidget(page, 'a0d0004');
    await expect(daily.locator('iframe')).toHaveAttribute('src', 'https://www.dailymotion.com/embed/video/x6tqhqb?controls=1&mute=0&start=0');
    const press = page.locator('[data-id="a0d0005"]');
    await expect(press).toHaveAttribute('data-wisp-ready', '');
    expect(await press.locator('iframe').getAttribute('src')).toBeNull();
    await press.locator('iframe').scrollIntoViewIfNeeded();
    await expect(press.locator('iframe')).toHaveAttribute('src', 'https://videopress.com/embed/ZCAOzTNk?hd=1&cover=1&loop=0&autoPlay=0&muted=0');
  });

  test('a hosted video plays from its overlay and keeps its printed attributes', async ({ page }) => {
    await page.addInitScript(() => {
      const scope = window as unknown as { __plays: number };
      scope.__plays = 0;
      HTMLMediaElement.prototype.play = function play() { scope.__plays += 1; return Promise.resolve(); };
    });
    await open(page, PROVIDERS);
    const root = await readyWidget(page, 'a0d0006');
    await root.locator('.elementor-custom-embed-play').click();
    await expect(root.locator('.elementor-custom-embed-image-overlay')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __plays: number }).__plays)).toBe(1);
    const video = root.locator('video');
    await expect(video).toHaveAttribute('src', '/assets/missing-clip.mp4#t=2,8');
    await expect(video).toHaveAttribute('controlslist', 'nodownload');
    await expect(video).toBeFocused();
  });

  test('lightbox mode opens the video in the page lightbox, by click and by Enter on the play button', async ({ page }) => {
    await open(page, '/fixtures/video/lightbox.html');
    const root = await readyWidget(page, 'a0d0101');
    const dialog = page.locator('.elementor-lightbox[role="dialog"]');
    await root.locator('.elementor-custom-embed-image-overlay').click();
    const frame = dialog.locator('.elementor-video-wrapper iframe');
    await expect(frame).toHaveAttribute('src', 'https://www.youtube.com/embed/XHOmBV4js_E?start=3&rel=0&controls=1&autoplay=1');
    await expect(dialog).toHaveId('elementor-lightbox-a0d0101');
    // The widget itself never creates an inline player in lightbox mode.
    expect(created(await playerCalls(page), 'XHOmBV4js_E')).toBeUndefined();
    await dialog.locator('.dialog-close-button').click();
    await expect(dialog).toHaveCount(0);
    await root.locator('.elementor-custom-embed-play').focus();
    await page.keyboard.press('Enter');
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube\.com\/embed\/XHOmBV4js_E/);
  });

  test('bad settings and missing markup load no player, change nothing and warn once each', async ({ page }) => {
    const log = watchConsole(page);
    const requests = await open(page, '/fixtures/video/bad-settings.html');
    const before = await page.locator('[data-id="a0d0201"]').evaluate((el) => el.innerHTML);
    await page.locator('[data-id="a0d0202"] .elementor-custom-embed-image-overlay').click();
    await wispIdle(page);
    expect(await page.locator('[data-id="a0d0201"]').evaluate((el) => el.innerHTML)).toBe(before);
    expect(await page.locator('[data-id="a0d0202"] iframe').getAttribute('src')).toBeNull();
    await page.goto('/fixtures/video/missing-markup.html');
    await wispIdle(page);
    expect(requests).toEqual([]);
    // Each widget warns when it mounts, which need not be in document order: wait for each warning itself.
    for (const warning of [/youtube_url has no YouTube video id/, /vimeo iframe has no video URL/, /no \.elementor-wrapper element/, /no <video> element/]) {
      await expect.poll(() => log.wispWarnings.join('\n')).toMatch(warning);
    }
    expect(log.errors).toEqual([]);
  });
});
