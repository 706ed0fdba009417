import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $, boot, press, touch } from './helpers.ts';
import { wispWarnings } from './behaviour-helpers.ts';

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/'/g, '&#39;');

function button(network: string, legacy = false): string {
  const a11y = legacy ? '' : ` role="button" tabindex="0" aria-label="Share on ${network}"`;
  return `<div class="elementor-grid-item" role="listitem"><div class="elementor-share-btn elementor-share-btn_${network}"${a11y}><span class="elementor-share-btn__icon"></span><div class="elementor-share-btn__text"><span class="elementor-share-btn__title">${network.toUpperCase()}</span></div></div></div>`;
}

/** A Pro share buttons widget (elementor-pro.md §5) with one button per network. */
function shareWidget(networks: string[], settings?: string, id = '5b0a001', options: { legacy?: boolean; inner?: string } = {}): string {
  const data = settings === undefined ? '' : ` data-settings='${attr(settings)}'`;
  const buttons = networks.map((network) => button(network, options.legacy)).join('');
  return `<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-share-buttons" data-id="${id}" data-element_type="widget"${data} data-widget_type="share-buttons.default"><div class="elementor-widget-container"><div class="elementor-grid" role="list">${buttons}</div>${options.inner ?? ''}</div></div>`;
}

let open: ReturnType<typeof vi.fn>;
beforeEach(() => {
  history.replaceState(null, '', '/cyber-essentials/?u=https://evil.example/');
  open = vi.fn(() => null);
  vi.spyOn(window, 'open').mockImplementation(open as unknown as typeof window.open);
});
afterEach(() => {
  (window as unknown as { wisp?: { destroy(): void } }).wisp?.destroy();
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

async function mount(html: string, id = '5b0a001') {
  const api = await boot(html);
  const root = $(`[data-id="${id}"]`);
  await touch(api, root);
  return { api, root };
}

const lastUrl = () => new URL(String(open.mock.calls.at(-1)?.[0]));

describe('share buttons', () => {
  it('mounts, marks the root ready and opens the network’s share page for the cleaned page URL', async () => {
    const { root } = await mount(shareWidget(['facebook', 'reddit']));
    expect(root.hasAttribute('data-wisp-ready')).toBe(true);
    $('.elementor-share-btn_reddit .elementor-share-btn__title').click();
    expect(open).toHaveBeenCalledTimes(1);
    const [, target, features] = open.mock.calls[0] ?? [];
    expect(lastUrl().origin + lastUrl().pathname).toBe('https://www.reddit.com/submit');
    expect(lastUrl().searchParams.get('url')).toBe(`${location.origin}/cyber-essentials/`);
    expect(lastUrl().searchParams.get('title')).toBe('Cyber Essentials');
    expect(target).toBe('');
    expect(features).toMatch(/^toolbar=0,status=0,width=640,height=480,top=-?\d+,left=-?\d+,noopener$/);
  });

  it('answers Enter and Space on role=button elements, and not other keys', async () => {
    await mount(shareWidget(['linkedin']));
    const linkedin = $('.elementor-share-btn_linkedin');
    expect(press(linkedin, 'Enter').defaultPrevented).toBe(true);
    expect(press(linkedin, ' ').defaultPrevented).toBe(true);
    expect(press(linkedin, 'a').defaultPrevented).toBe(false);
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('adds role, tab stop and name only where the markup lacks them, and takes them back on teardown', async () => {
    const html = shareWidget(['whatsapp'], undefined, '5b0a003', { legacy: true });
    const { api, root } = await mount(html, '5b0a003');
    const whatsapp = $('.elementor-share-btn_whatsapp');
    expect([whatsapp.getAttribute('role'), whatsapp.getAttribute('tabindex'), whatsapp.getAttribute('aria-label')]).toEqual(['button', '0', 'Share on WHATSAPP']);
    api.destroy(root);
    expect(root.outerHTML).toBe(html);
    whatsapp.click();
    expect(open).not.toHaveBeenCalled();
  });

  it('keeps the markup’s own labels', async () => {
    await mount(shareWidget(['facebook']));
    expect($('.elementor-share-btn_facebook').getAttribute('aria-label')).toBe('Share on facebook');
  });

  it('shares only a custom URL when the widget has one', async () => {
    await mount(shareWidget(['facebook', 'email'], JSON.stringify({ share_url: { url: 'https://other.example/x?a=1&b=2', is_external: '' } })));
    $('.elementor-share-btn_facebook').click();
    expect(lastUrl().searchParams.get('u')).toBe('https://other.example/x?a=1&b=2');
    $('.elementor-share-btn_email').click();
    expect(open.mock.calls.at(-1)).toEqual([`mailto:?body=${encodeURIComponent('https://other.example/x?a=1&b=2')}`, '_self']);
  });

  it('prints with print, and announces a share with a cancelable event first', async () => {
    // happy-dom has no print dialog to spy on.
    const print = vi.fn();
    Object.defineProperty(window, 'print', { configurable: true, writable: true, value: print });
    const { root } = await mount(shareWidget(['print', 'xing']));
    const seen: string[] = [];
    root.addEventListener('wisp:share', (event) => seen.push((event as CustomEvent<{ network: string }>).detail.network));
    $('.elementor-share-btn_print').click();
    expect(print).toHaveBeenCalledTimes(1);
    root.addEventListener('wisp:before-share', (event) => event.preventDefault(), { once: true });
    $('.elementor-share-btn_xing').click();
    expect(open).not.toHaveBeenCalled();
    $('.elementor-share-btn_xing').click();
    expect(open).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['print', 'xing']);
  });

  it('does not react to the buttons of a share widget nested inside it', async () => {
    const inner = shareWidget(['vk'], undefined, '5b0a0ff');
    await mount(shareWidget(['telegram'], undefined, '5b0a001', { inner }));
    $('.elementor-share-btn_vk').click();
    expect(open).not.toHaveBeenCalled();
  });

  it('leaves markup byte-identical with one warning when data-settings is not JSON', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = await boot(shareWidget(['facebook'], '{not json'));
    const root = $('[data-id="5b0a001"]');
    const before = root.outerHTML;
    await touch(api, root);
    $('.elementor-share-btn_facebook').click();
    expect(root.outerHTML).toBe(before);
    expect(wispWarnings(warn)).toHaveLength(1);
    expect(wispWarnings(warn)[0]).toMatch(/^\[wisp\] share-buttons: data-settings is not valid JSON/);
    expect(open).not.toHaveBeenCalled();
    expect(api.report().find((row) => row.module === 'share-buttons')?.status).toBe('invalid');
  });

  it('warns once about an unsafe or mistyped custom URL and shares the page instead', async () => {
    for (const shareUrl of [{ url: 'javascript:alert(1)' }, 'https://other.example/']) {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      await mount(shareWidget(['facebook'], JSON.stringify({ share_url: shareUrl })));
      $('.elementor-share-btn_facebook').click();
      expect(lastUrl().searchParams.get('u')).toBe(`${location.origin}/cyber-essentials/`);
      expect(wispWarnings(warn)).toHaveLength(1);
      expect(wispWarnings(warn)[0]).toContain('setting "share_url"');
      (window as unknown as { wisp: { destroy(): void } }).wisp.destroy();
      warn.mockRestore();
    }
  });

  it('leaves markup byte-identical with one warning when there are no buttons', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = shareWidget([]);
    const { api, root } = await mount(html);
    expect(root.outerHTML).toBe(html);
    expect(wispWarnings(warn)).toEqual(['[wisp] share-buttons: no share button with a known network (.elementor-share-btn_{network}) was found']);
    expect(api.report().find((row) => row.module === 'share-buttons')?.status).toBe('invalid');
  });

  it('warns about an unknown network and leaves that button alone while the others work', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mount(shareWidget(['myspace', 'tumblr']));
    expect($('.elementor-share-btn_myspace').getAttribute('role')).toBe('button');
    $('.elementor-share-btn_myspace').click();
    expect(open).not.toHaveBeenCalled();
    $('.elementor-share-btn_tumblr').click();
    expect(open).toHaveBeenCalledTimes(1);
    expect(wispWarnings(warn)).toEqual(['[wisp] share-buttons: unknown share network "myspace"; that button is left alone']);
  });
});
