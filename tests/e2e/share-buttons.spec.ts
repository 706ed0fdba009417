import { expect, test, type Page } from '@playwright/test';
import { isMobileProject, readyWidget, watchConsole } from './helpers.ts';

type Opened = { url: string; target: string; features: string };
type Recorded = { opened: Opened[]; printed: number; shared: Array<{ url: string; title?: string }> };

/** Records window.open, print and the share sheet instead of letting them act: no network and no dialogs in tests. */
async function recordShares(page: Page, withShareSheet = false): Promise<void> {
  await page.addInitScript((sheet: boolean) => {
    const record: Recorded = { opened: [], printed: 0, shared: [] };
    (window as unknown as { __shares: Recorded }).__shares = record;
    window.open = (url?: string | URL, target?: string, features?: string) => {
      record.opened.push({ url: String(url), target: target ?? '', features: features ?? '' });
      return null;
    };
    window.print = () => void (record.printed += 1);
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: sheet ? (data: { url: string; title?: string }) => (record.shared.push(data), Promise.resolve()) : undefined,
    });
  }, withShareSheet);
}

const shares = (page: Page) => page.evaluate(() => (window as unknown as { __shares: Recorded }).__shares);

/** The features a popup centred on this browser window must have. */
const centred = (page: Page) => page.evaluate(() =>
  `toolbar=0,status=0,width=640,height=480,top=${Math.round(screenY + (outerHeight - 480) / 2)},left=${Math.round(screenX + (outerWidth - 640) / 2)},noopener`);

/** Every spec network → where its popup must go and which of its parameters must carry the page URL. */
const WEB: Record<string, { page: string; urlParam: string }> = {
  facebook: { page: 'https://www.facebook.com/sharer.php', urlParam: 'u' },
  twitter: { page: 'https://twitter.com/intent/tweet', urlParam: 'url' },
  'x-twitter': { page: 'https://x.com/intent/tweet', urlParam: 'url' },
  linkedin: { page: 'https://www.linkedin.com/sharing/share-offsite/', urlParam: 'url' },
  pinterest: { page: 'https://www.pinterest.com/pin/create/button/', urlParam: 'url' },
  reddit: { page: 'https://www.reddit.com/submit', urlParam: 'url' },
  vk: { page: 'https://vk.com/share.php', urlParam: 'url' },
  odnoklassniki: { page: 'https://connect.ok.ru/offer', urlParam: 'url' },
  tumblr: { page: 'https://www.tumblr.com/widgets/share/tool', urlParam: 'canonicalUrl' },
  digg: { page: 'https://digg.com/submit', urlParam: 'url' },
  skype: { page: 'https://teams.microsoft.com/share', urlParam: 'href' },
  stumbleupon: { page: 'https://mix.com/add', urlParam: 'url' },
  mix: { page: 'https://mix.com/add', urlParam: 'url' },
  telegram: { page: 'https://t.me/share/url', urlParam: 'url' },
  xing: { page: 'https://www.xing.com/spi/shares/new', urlParam: 'url' },
};

test.describe('share buttons', () => {
  test('each web network opens its share page for this page in a centred 640×480 popup', async ({ page }) => {
    const log = watchConsole(page);
    await recordShares(page);
    await page.goto('/fixtures/share-buttons/all-networks.html');
    const root = await readyWidget(page, '5b0a001');
    const features = await centred(page);
    const pageUrl = page.url();
    for (const [network, want] of Object.entries(WEB)) {
      await root.locator(`.elementor-share-btn_${network}`).click();
      const last = (await shares(page)).opened.at(-1);
      const url = new URL(last?.url ?? 'about:blank');
      expect(`${url.origin}${url.pathname}`, network).toBe(want.page);
      expect(url.searchParams.get(want.urlParam), network).toBe(pageUrl);
      expect(last?.target, network).toBe('');
      expect(last?.features, network).toBe(features);
    }
    expect((await shares(page)).opened).toHaveLength(Object.keys(WEB).length);
    expect(log.errors).toEqual([]);
    expect(log.wispWarnings).toEqual([]);
  });

  test('titles are decoded from the config and texts encoded once', async ({ page }) => {
    await recordShares(page);
    await page.goto('/fixtures/share-buttons/all-networks.html');
    const root = await readyWidget(page, '5b0a001');
    const origin = new URL(page.url()).origin;
    await root.locator('.elementor-share-btn_reddit').click();
    await root.locator('.elementor-share-btn_pinterest').click();
    await root.locator('.elementor-share-btn_whatsapp').click();
    await root.locator('.elementor-share-btn_threads').click();
    const [reddit, pinterest, whatsapp, threads] = (await shares(page)).opened.map((call) => new URL(call.url).searchParams);
    expect(reddit?.get('title')).toBe('Share buttons: all networks – Northwall Cyber');
    expect(pinterest?.get('media')).toBe(`${origin}/assets/img/hero-shield.svg`);
    expect(whatsapp?.get('text')).toBe(`*Share buttons: all networks – Northwall Cyber*\nEvery network the share buttons widget offers, & one legacy network.\n${page.url()}`);
    expect(threads?.get('text')).toBe(`Every network the share buttons widget offers, & one legacy network. ${page.url()}`);
  });

  test('email hands a mailto: link to the mail client, print opens the print dialog', async ({ page }) => {
    await recordShares(page);
    await page.goto('/fixtures/share-buttons/all-networks.html');
    const root = await readyWidget(page, '5b0a001');
    await root.locator('.elementor-share-btn_email').click();
    await root.locator('.elementor-share-btn_print').click();
    const recorded = await shares(page);
    expect(recorded.printed).toBe(1);
    expect(recorded.opened).toEqual([{
      url: `mailto:?subject=${encodeURIComponent('Share buttons: all networks – Northwall Cyber')}&body=${encodeURIComponent(`Every network the share buttons widget offers, & one legacy network.\n${page.url()}`)}`,
      target: '_self', features: '',
    }]);
  });

  test('a closed network without a successor uses the share sheet, or email where the browser has none', async ({ page }) => {
    await recordShares(page, true);
    await page.goto('/fixtures/share-buttons/all-networks.html');
    let root = await readyWidget(page, '5b0a001');
    await root.locator('.elementor-share-btn_pocket').click();
    await root.locator('.elementor-share-btn_google').click();
    expect((await shares(page)).shared).toEqual([
      { url: page.url(), title: 'Share buttons: all networks – Northwall Cyber' },
      { url: page.url(), title: 'Share buttons: all networks – Northwall Cyber' },
    ]);
    await page.close();
    const second = await page.context().newPage();
    await recordShares(second, false);
    await second.goto('/fixtures/share-buttons/all-networks.html');
    root = await readyWidget(second, '5b0a001');
    await root.locator('.elementor-share-btn_google').click();
    expect((await shares(second)).opened.map((call) => call.url.split('?')[0])).toEqual(['mailto:']);
  });

  test('buttons answer Enter and Space, and legacy markup gains role, tab stop and name', async ({ page }, info) => {
    test.skip(isMobileProject(info.project.name), 'keyboard use is a desktop scenario');
    await recordShares(page);
    await page.goto('/fixtures/share-buttons/custom-url.html');
    const legacy = await readyWidget(page, '5b0a003');
    const whatsapp = legacy.locator('.elementor-share-btn_whatsapp');
    await expect(whatsapp).toHaveAttribute('role', 'button');
    await expect(whatsapp).toHaveAttribute('tabindex', '0');
    await expect(whatsapp).toHaveAttribute('aria-label', 'Share on WhatsApp');
    await whatsapp.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    const opened = (await shares(page)).opened;
    expect(opened).toHaveLength(2);
    expect(opened.every((call) => call.url.startsWith('https://api.whatsapp.com/send?'))).toBe(true);
    expect(await page.evaluate(() => scrollY)).toBe(0);
  });

  test('a custom URL is shared instead of the page, without the page title', async ({ page }) => {
    await recordShares(page);
    await page.goto('/fixtures/share-buttons/custom-url.html');
    const root = await readyWidget(page, '5b0a002');
    await root.locator('.elementor-share-btn_linkedin').click();
    await root.locator('.elementor-share-btn_email').click();
    const [linkedin, email] = (await shares(page)).opened;
    expect(new URL(linkedin?.url ?? '').searchParams.get('url')).toBe('https://northwall.example/cyber-essentials/?utm_source=share&ref=a%20b');
    expect(email?.url).toBe(`mailto:?body=${encodeURIComponent('https://northwall.example/cyber-essentials/?utm_source=share&ref=a%20b')}`);
  });

  test('bad settings warn once each and fall back; data-settings that is not JSON leaves the widget unmounted', async ({ page }) => {
    const log = watchConsole(page);
    await recordShares(page);
    await page.goto('/fixtures/share-buttons/bad-settings.html');
    const unsafe = await readyWidget(page, '5b0a005');
    await unsafe.locator('.elementor-share-btn_twitter').click();
    expect(new URL((await shares(page)).opened[0]?.url ?? '').searchParams.get('url')).toBe(page.url());
    await readyWidget(page, '5b0a006');
    await page.locator('[data-id="5b0a004"]').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.wisp?.idle());
    await expect(page.locator('[data-id="5b0a004"]')).not.toHaveAttribute('data-wisp-ready', '');
    await expect.poll(() => log.wispWarnings.length).toBe(3);
    expect(log.wispWarnings.map((text) => text.replace(/ \(.*$/, ''))).toEqual(expect.arrayContaining([
      expect.stringMatching(/^\[wisp\] share-buttons: data-settings is not valid JSON/),
      '[wisp] share-buttons: setting "share_url" is not an http(s) URL',
      expect.stringMatching(/^\[wisp\] share-buttons: setting "share_url" has an unexpected value/),
    ]));
  });

  test('the footer share buttons of the Cyber Essentials page share that page', async ({ page }) => {
    await recordShares(page);
    await page.goto('/cyber-essentials/');
    const root = await readyWidget(page, '5a3eb77');
    await root.locator('.elementor-share-btn_linkedin').click();
    await root.locator('.elementor-share-btn_x-twitter').click();
    await root.locator('.elementor-share-btn_email').click();
    const [linkedin, x, email] = (await shares(page)).opened;
    expect(new URL(linkedin?.url ?? '').searchParams.get('url')).toBe(page.url());
    expect(new URL(x?.url ?? '').searchParams.get('text')).toBe('Cyber Essentials Consultancy – Northwall Cyber');
    expect(email?.url).toContain(`subject=${encodeURIComponent('Cyber Essentials Consultancy – Northwall Cyber')}`);
  });
});
