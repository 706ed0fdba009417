import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $, $$, boot } from './helpers.ts';
import { fixture, mountWidget } from './pro-fixture.ts';
import { readSdkConfig, toSdkUrl } from '../../src/families/facebook/sdk.ts';

const scope = window as unknown as Record<string, unknown>;

function fakeSdk() {
  return { init: vi.fn(), XFBML: { parse: vi.fn() } };
}

/** happy-dom does not fetch scripts: the SDK tag is kept out of the document and answered as the network would. */
function answerSdkTags(sdk: ReturnType<typeof fakeSdk> | null): string[] {
  const sources: string[] = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) {
      if (!(node instanceof HTMLScriptElement)) continue;
      sources.push(node.src);
      // A tick later, as a network load: FB appears only then.
      setTimeout(() => {
        if (sdk) scope['FB'] = sdk;
        node.dispatchEvent(new Event(sdk ? 'load' : 'error'));
      }, 5);
    }
  });
  return sources;
}

beforeEach(() => {
  scope['ElementorProFrontendConfig'] = { facebook_sdk: { lang: 'en_GB', app_id: '123456789012345' } };
});

afterEach(() => {
  (window as unknown as { wisp?: { destroy(): void } }).wisp?.destroy();
  delete scope['ElementorProFrontendConfig'];
  delete scope['FB'];
  for (const script of $$('script[src*="connect.facebook.net"]')) script.remove();
  vi.restoreAllMocks();
});

describe('facebook sdk config', () => {
  it('takes the locale and app id from the Pro config, and refuses values that are not a locale or a number', () => {
    expect(toSdkUrl(readSdkConfig())).toBe('https://connect.facebook.net/en_GB/sdk.js');
    scope['ElementorProFrontendConfig'] = { facebook_sdk: { lang: '../evil', app_id: '<script>' } };
    expect(readSdkConfig()).toEqual({ lang: 'en_US', appId: '' });
    delete scope['ElementorProFrontendConfig'];
    expect(readSdkConfig()).toEqual({ lang: 'en_US', appId: '' });
  });
});

describe('facebook embeds', () => {
  it('loads the SDK once for several embeds, initialises it with the app id and parses each embed', async () => {
    const sdk = fakeSdk();
    const sources = answerSdkTags(sdk);
    const loaded = vi.fn();
    document.addEventListener('fb:sdk:loaded', loaded);
    const html = fixture('social/facebook.html');
    const api = await boot(html);
    // All four mount before the SDK has arrived: they must share the one load.
    for (const id of ['e6f8101', 'e6f8102', 'e6f8103', 'e6f8104']) $(`[data-id="${id}"]`).dispatchEvent(new Event('pointerover', { bubbles: true }));
    await api.idle();
    await vi.waitFor(() => expect(sdk.XFBML.parse).toHaveBeenCalledTimes(4));
    expect(sources).toEqual(['https://connect.facebook.net/en_GB/sdk.js']);
    expect(sdk.init).toHaveBeenCalledTimes(1);
    expect(sdk.init).toHaveBeenCalledWith({ appId: '123456789012345', version: 'v2.10', xfbml: false });
    expect(sdk.XFBML.parse.mock.calls.map((call) => (call[0] as HTMLElement).dataset['id']).sort()).toEqual(['e6f8101', 'e6f8102', 'e6f8103', 'e6f8104']);
    expect((scope['ElementorProFrontendConfig'] as { facebook_sdk: { isLoaded?: boolean } }).facebook_sdk.isLoaded).toBe(true);
    expect(loaded).toHaveBeenCalledTimes(1);
    document.removeEventListener('fb:sdk:loaded', loaded);
  });

  it('reuses an SDK the site already loaded, without a second script or init', async () => {
    const sdk = fakeSdk();
    scope['FB'] = sdk;
    const sources = answerSdkTags(null);
    await mountWidget(fixture('social/facebook.html'), 'e6f8101');
    await vi.waitFor(() => expect(sdk.XFBML.parse).toHaveBeenCalledTimes(1));
    expect(sources).toEqual([]);
    expect(sdk.init).not.toHaveBeenCalled();
  });

  it('warns once when the SDK cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answerSdkTags(null);
    await mountWidget(fixture('social/facebook.html'), 'e6f8101');
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[wisp\] facebook-button: the Facebook SDK failed to load/);
  });

  it('leaves an embed without its markup byte-identical with one warning and loads nothing for it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const sources = answerSdkTags(fakeSdk());
    const html = fixture('social/facebook.html');
    const { root } = await mountWidget(html, 'e6f8105');
    expect(root.outerHTML).toBe(new DOMParser().parseFromString(html, 'text/html').querySelector('[data-id="e6f8105"]')?.outerHTML);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(sources).toEqual([]);
  });
});
