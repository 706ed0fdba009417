import { expect, test, type Locator, type Page } from '@playwright/test';
import { isMobileProject, readyWidget, watchConsole, wispIdle } from './helpers.ts';
import { playerCalls, stubPlayers } from './video-stubs.ts';

const BASIC = '/fixtures/video-playlist/basic.html';
const LAZY = '/fixtures/video-playlist/lazy.html';
const ID = 'a7b1c01';

type Fake = { videoId?: string; id?: number };
const created = (page: Page) => page.evaluate(() => ({
  youtube: ((window as unknown as { __ytPlayers?: Fake[] }).__ytPlayers ?? []).map((p) => p.videoId),
  vimeo: ((window as unknown as { __vimeoPlayers?: Fake[] }).__vimeoPlayers ?? []).map((p) => p.id),
}));
/** The video panel; the inner-tabs panel repeats its id, as the server prints it. */
const panel = (root: Locator, tab: number) => root.locator(`.e-tabs-content-wrapper > .e-tab-content[data-tab="${tab}"]`);
const calls = async (page: Page, provider: 'youtube' | 'vimeo', call: string) =>
  (await playerCalls(page)).filter((c) => c.provider === provider && c.call === call).length;

async function open(page: Page, path: string) {
  await stubPlayers(page);
  await page.goto(path);
  await wispIdle(page);
  return readyWidget(page, path.includes('lazy') ? 'b2c3d04' : ID);
}

test.describe('video playlist', () => {
  test('a click selects a video, loads its provider player, plays it and writes the deep link', async ({ page }) => {
    const log = watchConsole(page);
    const root = await open(page, BASIC);
    const tabs = root.locator('.e-tab-title');
    await expect.poll(async () => (await created(page)).youtube).toEqual(['XHOmBV4js_E']);
    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'false');
    await expect(panel(root, 3)).toBeVisible();
    await expect(panel(root, 1)).toBeHidden();
    await expect.poll(async () => (await created(page)).vimeo).toEqual([235215203]);
    await expect.poll(() => calls(page, 'vimeo', 'play')).toBe(1);
    expect(new URL(page.url()).search).toBe('?playlist=a7b1c01&video=e4f5a6b');
    expect(log.errors.filter((e) => !e.includes('missing-clip'))).toEqual([]);
  });

  test('the keyboard moves through the list with arrows, Home and End, and Enter or Space picks a video', async ({ page }, info) => {
    test.skip(isMobileProject(info.project.name), 'keyboard use is a desktop scenario');
    const root = await open(page, BASIC);
    const tabs = root.locator('.e-tab-title');
    await tabs.nth(0).focus();
    await page.keyboard.press('ArrowDown');
    await expect(tabs.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press(' ');
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
    await expect(root.locator('#e-tab-content-1754 video source')).toHaveAttribute('src', /\/assets\/missing-clip\.mp4$/);
    await page.keyboard.press('End');
    await expect(tabs.nth(3)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tabs.nth(0)).toBeFocused();
    // Roving tabindex: Tab leaves the list from the selected video, not from every title link.
    await expect(root.locator('.e-tab-title[tabindex="0"]')).toHaveCount(1);
    expect(await page.evaluate(() => scrollY)).toBeLessThan(400);
  });

  test('the image overlay plays the first video on click and disappears', async ({ page }) => {
    const root = await open(page, BASIC);
    await expect.poll(async () => (await created(page)).youtube).toEqual(['XHOmBV4js_E']);
    expect(await calls(page, 'youtube', 'playVideo')).toBe(0);
    await root.locator('.elementor-custom-embed-image-overlay').click();
    await expect(root.locator('.elementor-custom-embed-image-overlay')).toHaveCount(0);
    await expect.poll(() => calls(page, 'youtube', 'playVideo')).toBe(1);
  });

  test('when a video ends the next one plays, and the watched mark survives a reload', async ({ page }) => {
    const root = await open(page, BASIC);
    const tabs = root.locator('.e-tab-title');
    const events = page.evaluate(() => new Promise<unknown>((done) => {
      document.body.addEventListener('elementor-video-playList', (event) => {
        const detail = (event as CustomEvent<{ event: { type: string } }>).detail;
        if (detail.event.type === 'videoEnded') done(detail);
      });
    }));
    await expect.poll(async () => (await created(page)).youtube).toHaveLength(1);
    await page.evaluate(() => (window as unknown as { __ytPlayers: Array<{ fire(data: number): void }> }).__ytPlayers[0]?.fire(0));
    await expect(tabs.nth(0)).toHaveClass(/watched-video/);
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => calls(page, 'vimeo', 'play')).toBe(1);
    expect(await events).toMatchObject({ event: { type: 'videoEnded', watchCount: 1 }, playlist: { name: 'Security basics', currentItem: 1, amount: 4 } });
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('elementor') ?? '{}').watched_videos_a7b1c01)).toBe('["a1b2c3d"]');
    await page.reload();
    await wispIdle(page);
    const again = await readyWidget(page, ID);
    await expect(again.locator('.e-tab-title').nth(0)).toHaveClass(/watched-video/);
    await expect(again.locator('.e-tab-title.watched-video')).toHaveCount(1);
    // The next-up video wrote the deep link, so the reload lands on it.
    await expect(again.locator('.e-tab-title').nth(1)).toHaveAttribute('aria-selected', 'true');
  });

  test('a deep link opens its video; a link to another playlist or an unknown video opens the first', async ({ page }) => {
    await stubPlayers(page);
    await page.goto(`${BASIC}?playlist=${ID}&video=c7d8e9f`);
    await wispIdle(page);
    const root = await readyWidget(page, ID);
    await expect(root.locator('.e-tab-title').nth(3)).toHaveAttribute('aria-selected', 'true');
    await expect(panel(root, 5)).toBeVisible();
    await expect.poll(async () => (await created(page)).youtube).toEqual(['dQw4w9WgXcQ']);
    for (const search of [`?playlist=${ID}&video=%22%5D%3Cb%3E`, '?playlist=other&video=c7d8e9f']) {
      await page.goto(`${BASIC}${search}`);
      await wispIdle(page);
      const plain = await readyWidget(page, ID);
      await expect(plain.locator('.e-tab-title').nth(0)).toHaveAttribute('aria-selected', 'true');
      expect(new URL(page.url()).search).toBe(search);
    }
  });

  test('a lazy playlist creates its player only in view, then autoplays it muted and links it', async ({ page }) => {
    await stubPlayers(page);
    await page.goto(LAZY);
    await wispIdle(page);
    const root = page.locator('[data-id="b2c3d04"]');
    // 100 px below the fold: inside the loader's 256 px margin, so the widget mounts, but not yet in view.
    await page.evaluate(() => scrollBy(0, (document.querySelector('[data-id="b2c3d04"]')?.getBoundingClientRect().top ?? 0) - innerHeight - 100));
    await expect(root).toHaveAttribute('data-wisp-ready', '');
    // Two frames: any intersection the browser would report has been delivered by then.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(new URL(page.url()).search).toBe('?playlist=b2c3d04&video=a1b2c3d');
    // Activating a player inserts the provider's API script at once: none yet.
    expect(await page.locator('script[src*="iframe_api"]').count()).toBe(0);
    expect((await created(page)).youtube).toEqual([]);
    await root.locator('.e-tabs-main-area').scrollIntoViewIfNeeded();
    await expect.poll(async () => (await created(page)).youtube).toEqual(['XHOmBV4js_E']);
    await expect.poll(() => calls(page, 'youtube', 'mute')).toBe(1);
    await expect.poll(() => calls(page, 'youtube', 'playVideo')).toBe(1);
  });

  test('a collapsible inner tab taller than its limit gets Show more and Show less, and reports both', async ({ page }) => {
    const root = await open(page, BASIC);
    const types = page.evaluate(() => new Promise<string[]>((done) => {
      const seen: string[] = [];
      document.querySelector('[data-id="a7b1c01"]')?.addEventListener('wisp:video-playlist', (event) => {
        seen.push((event as CustomEvent<{ event: { type: string } }>).detail.event.type);
        if (seen.includes('tabCollapsed')) done(seen.filter((type) => type.startsWith('tab')));
      });
    }));
    const description = root.locator('.e-inner-tab-content').first();
    await expect(description).toHaveClass(/show-inner-tab-buttons/);
    await description.getByRole('button', { name: 'Show More' }).click();
    await expect(description).toHaveClass(/show-full-height/);
    await description.getByRole('button', { name: 'Show Less' }).click();
    await expect(description).not.toHaveClass(/show-full-height/);
    expect(await types).toEqual(['tabExpanded', 'tabCollapsed']);
  });

  test('with reduced motion nothing starts by itself', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await stubPlayers(page);
    await page.goto(LAZY);
    await wispIdle(page);
    const root = await readyWidget(page, 'b2c3d04');
    await root.locator('.e-tabs-main-area').scrollIntoViewIfNeeded();
    await expect.poll(async () => (await created(page)).youtube).toEqual(['XHOmBV4js_E']);
    expect(await calls(page, 'youtube', 'playVideo')).toBe(0);
  });

  test('on phones the caret is a button that hides and shows the video list', async ({ page }, info) => {
    test.skip(!isMobileProject(info.project.name), 'the caret shows on phones only');
    const root = await open(page, BASIC);
    const caret = root.locator('.e-tabs-toggle-videos-display-button');
    await expect(caret).toHaveAttribute('role', 'button');
    await expect(caret).toHaveAttribute('aria-expanded', 'true');
    await caret.click();
    await expect(caret).toHaveAttribute('aria-expanded', 'false');
    await expect(caret).toHaveClass(/rotate-up/);
    await expect(root.locator('.e-tabs-items-wrapper')).toBeHidden();
    await caret.click();
    await expect(root.locator('.e-tabs-items-wrapper')).toBeVisible();
    await expect(caret).toHaveClass(/rotate-down/);
  });
});
