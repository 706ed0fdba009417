import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { isMobileProject, watchConsole, wispIdle } from './helpers.ts';
import { playerCalls, stubPlayers } from './video-stubs.ts';

const VIDEO = '/fixtures/backgrounds/video.html';
const SLIDESHOW = '/fixtures/backgrounds/slideshow.html';

async function open(page: Page, path: string): Promise<string[]> {
  const requests = await stubPlayers(page);
  await page.goto(path);
  await wispIdle(page);
  return requests;
}

/** The player's box against its container's: it must cover it, and touch it on one axis. */
async function coverage(container: Locator, player: Locator) {
  const outer = await container.boundingBox();
  const inner = await player.boundingBox();
  if (!outer || !inner) throw new Error('not laid out');
  return {
    covers: inner.width >= outer.width - 1 && inner.height >= outer.height - 1,
    fitsOneAxis: Math.abs(inner.width - outer.width) < 1.5 || Math.abs(inner.height - outer.height) < 1.5,
    ratio: inner.width / inner.height,
  };
}

test.describe('background video', () => {
  test('a YouTube background is muted, starts at its start time and covers its section at two aspect ratios', async ({ page }) => {
    await open(page, VIDEO);
    const section = page.locator('[data-id="b0d0001"]');
    await section.scrollIntoViewIfNeeded();
    const player = section.locator('.fake-youtube-player');
    await expect(player).toHaveCount(1);
    const calls = await playerCalls(page);
    const created = calls.find((call) => call.provider === 'youtube' && call.call === 'new');
    expect(created?.args).toMatchObject({ videoId: 'XHOmBV4js_E', playerVars: { controls: 0, rel: 0, playsinline: 1, cc_load_policy: 0 }, host: 'https://www.youtube-nocookie.com' });
    await expect.poll(async () => (await playerCalls(page)).map((call) => call.call)).toEqual(expect.arrayContaining(['mute', 'seekTo', 'playVideo']));
    expect((await playerCalls(page)).find((call) => call.call === 'seekTo')?.args).toBe(5);
    await expect(section.locator('.elementor-background-video-container')).not.toHaveClass(/elementor-loading/);
    const container = section.locator('.elementor-background-video-container');
    const wide = await coverage(container, player);
    expect(wide).toMatchObject({ covers: true, fitsOneAxis: true });
    expect(wide.ratio).toBeCloseTo(16 / 9, 1);
    // A tall section: now the height is fixed and the width overflows.
    await section.evaluate((el) => { el.style.minHeight = '1200px'; });
    await page.evaluate(() => window.dispatchEvent(new Event('elementor/bg-video/recalc')));
    await expect.poll(async () => (await coverage(container, player)).covers).toBe(true);
    const tall = await coverage(container, player);
    expect(tall.fitsOneAxis).toBe(true);
    expect(Math.round((await player.boundingBox())?.height ?? 0)).toBe(Math.round((await container.boundingBox())?.height ?? 0));
  });

  test('a Vimeo background plays once, in the background, and its iframe covers the container by its own ratio', async ({ page }) => {
    await open(page, VIDEO);
    const root = page.locator('[data-id="b0d0002"]');
    await root.scrollIntoViewIfNeeded();
    const frame = root.locator('iframe.elementor-background-video-embed');
    await expect(frame).toHaveCount(1);
    const created = (await playerCalls(page)).find((call) => call.provider === 'vimeo');
    expect(created?.args).toEqual({ url: 'https://vimeo.com/235215203', autoplay: true, loop: false, transparent: true, background: true, muted: true });
    const result = await coverage(root.locator('.elementor-background-video-container'), frame);
    expect(result).toMatchObject({ covers: true, fitsOneAxis: true });
    expect(result.ratio).toBeCloseTo(640 / 272, 1);
  });

  test('a hosted background gets its source with the start and end fragment, and none on phones without play-on-mobile', async ({ page }, info) => {
    await page.route('**/missing-background.mp4', (route) => route.fulfill({ status: 404, body: '' }));
    await open(page, VIDEO);
    const video = page.locator('[data-id="b0d0003"] video');
    await page.locator('[data-id="b0d0003"]').scrollIntoViewIfNeeded();
    await wispIdle(page);
    if (isMobileProject(info.project.name)) {
      await expect(page.locator('[data-id="b0d0003"]')).toHaveAttribute('data-wisp-ready', '');
      expect(await video.getAttribute('src')).toBeNull();
      return;
    }
    await expect(video).toHaveAttribute('src', /\/assets\/missing-background\.mp4#t=2,6$/);
    expect(await video.evaluate((el: HTMLVideoElement) => el.autoplay)).toBe(true);
  });

  test('a hosted background fetches none of the YouTube and Vimeo player code; a YouTube background does', async ({ page }, info) => {
    // Root cause: the module imported the players (and the video APIs' loaders and script tag helper) statically, so a
    // page whose only background video is a file fetched two more chunks (1.3 KB) it never ran (safelabelpro, intrusionx).
    test.skip(isMobileProject(info.project.name), 'the hosted background is off on phones');
    const chunks = (JSON.parse(readFileSync('dist/sizes.json', 'utf8')) as { chunks: Array<{ file: string; entry: string }> }).chunks;
    const players = chunks.find((chunk) => chunk.entry === 'src/elements/background-video/players.ts')?.file;
    expect(players).toBeDefined();
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname.replace(/^\/wisp\//, '')));
    await page.route('**/missing-background.mp4', (route) => route.fulfill({ status: 404, body: '' }));
    await open(page, '/fixtures/backgrounds/hosted-video.html');
    const video = page.locator('[data-id="b0d0003"] video');
    await video.scrollIntoViewIfNeeded();
    await expect(video).toHaveAttribute('src', /#t=2,6$/);
    await wispIdle(page);
    expect(fetched).not.toContain(players);
    await open(page, VIDEO);
    await expect(page.locator('[data-id="b0d0001"] iframe, [data-id="b0d0001"] .elementor-background-video-embed')).not.toHaveCount(0);
    await expect.poll(() => fetched.includes(players ?? '')).toBe(true);
  });

  test('with reduced motion a hosted background shows its first frame without autoplay and no YouTube player is created', async ({ page }, info) => {
    test.skip(isMobileProject(info.project.name), 'the hosted background is off on phones');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.route('**/missing-background.mp4', (route) => route.fulfill({ status: 404, body: '' }));
    const requests = await open(page, VIDEO);
    const video = page.locator('[data-id="b0d0003"] video');
    await video.scrollIntoViewIfNeeded();
    await expect(video).toHaveAttribute('src', /#t=2,6$/);
    expect(await video.evaluate((el: HTMLVideoElement) => [el.autoplay, el.preload])).toEqual([false, 'metadata']);
    await page.locator('[data-id="b0d0001"]').scrollIntoViewIfNeeded();
    await wispIdle(page);
    expect(requests).toEqual([]);
  });
});

test.describe('background slideshow', () => {
  const image = (root: Locator, n: number) => root.locator(':scope > .elementor-background-slideshow .elementor-background-slideshow__slide__image').nth(n);

  test('the original markup is prepended: classes, dir quirk and Ken Burns direction', async ({ page }) => {
    await open(page, SLIDESHOW);
    const section = page.locator('[data-id="b0d0101"]');
    await section.scrollIntoViewIfNeeded();
    const show = section.locator(':scope > .elementor-background-slideshow');
    await expect(show).toHaveCount(1);
    expect(await section.evaluate((el) => el.firstElementChild?.className)).toBe('elementor-background-slideshow swiper');
    await expect(show).toHaveAttribute('dir', 'rtl');
    await expect(show.locator('.swiper-wrapper > .elementor-background-slideshow__slide.swiper-slide')).toHaveCount(3);
    await expect(image(section, 0)).toHaveClass('elementor-background-slideshow__slide__image elementor-ken-burns elementor-ken-burns--in elementor-ken-burns--active');
    const column = page.locator('[data-id="b0d0102"]');
    await column.scrollIntoViewIfNeeded();
    await expect(column.locator(':scope > .elementor-background-slideshow')).toHaveAttribute('dir', 'ltr');
  });

  test('the slideshow advances, loops, and the Ken Burns class moves to the active slide', async ({ page }) => {
    await open(page, SLIDESHOW);
    const section = page.locator('[data-id="b0d0101"]');
    await section.scrollIntoViewIfNeeded();
    await expect(image(section, 1)).toHaveClass(/elementor-ken-burns--active/);
    await expect(image(section, 0)).not.toHaveClass(/elementor-ken-burns--active/);
    await expect(image(section, 2)).toHaveClass(/elementor-ken-burns--active/);
    await expect(image(section, 0)).toHaveClass(/elementor-ken-burns--active/, { timeout: 5000 });
    await expect(section.locator('.swiper-slide-active')).toHaveCount(1);
  });

  test('lazy images get their background when shown, and a non-looping slideshow stops on its last slide', async ({ page }) => {
    await open(page, SLIDESHOW);
    const column = page.locator('[data-id="b0d0102"]');
    await column.scrollIntoViewIfNeeded();
    await expect(image(column, 0)).toHaveClass(/swiper-lazy-loaded/);
    expect(await image(column, 0).evaluate((el) => el.style.backgroundImage)).toMatch(/gallery-1\.svg/);
    expect(await image(column, 0).locator('.swiper-lazy-preloader').count()).toBe(0);
    const container = page.locator('[data-id="b0d0103"]');
    await container.scrollIntoViewIfNeeded();
    await expect(container.locator(':scope > .elementor-background-slideshow')).toHaveAttribute('dir', 'rtl');
    await expect(image(container, 0)).toHaveClass(/elementor-ken-burns--out/);
    await expect(image(container, 1)).toHaveClass(/elementor-ken-burns--active/);
    // Two more slide durations: a loop would have come back to the first slide by now.
    await page.waitForTimeout(1600);
    await expect(image(container, 1)).toHaveClass(/elementor-ken-burns--active/);
    await expect(container.locator('.swiper-slide').nth(1)).toHaveClass(/swiper-slide-active/);
  });

  test('reduced motion: no Ken Burns classes and no auto-advance', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, SLIDESHOW);
    const section = page.locator('[data-id="b0d0101"]');
    await section.scrollIntoViewIfNeeded();
    await expect(image(section, 0)).toHaveClass('elementor-background-slideshow__slide__image');
    await page.waitForTimeout(1500);
    await expect(section.locator('.swiper-slide').nth(0)).toHaveClass(/swiper-slide-active/);
  });

  test('bad settings fall back or build nothing, missing markup writes nothing, each with a warning', async ({ page }) => {
    const log = watchConsole(page);
    await open(page, '/fixtures/backgrounds/bad-settings.html');
    for (const id of ['b0d0201', 'b0d0202', 'b0d0203', 'b0d0204']) await page.locator(`[data-id="${id}"]`).scrollIntoViewIfNeeded();
    await wispIdle(page);
    await expect(page.locator('[data-id="b0d0201"] .elementor-background-slideshow')).toHaveCount(0);
    await expect(page.locator('[data-id="b0d0202"] > .elementor-background-slideshow')).toHaveAttribute('dir', 'rtl');
    expect(await page.locator('[data-id="b0d0203"] video').getAttribute('src')).toBeNull();
    const warnings = log.wispWarnings.join('\n');
    expect(warnings).toMatch(/no image with an http\(s\) URL/);
    expect(warnings).toMatch(/"spin"/);
    expect(warnings).toMatch(/not an http\(s\) URL/);
    expect(warnings).toMatch(/no \.elementor-background-video-container/);
  });
});
