// The Facebook SDK for the social embeds: fetched once per page, initialised with the site's app id, or the site's own reused.
import { readConfigGlobal } from '../../shared/config-global.ts';
import { isRecord, toText } from '../../shared/guards.ts';
import { addScript, whenLoaded } from '../../shared/script-tag.ts';

export type FacebookSdk = { init(options: Record<string, unknown>): void; XFBML: { parse(element?: Element): void } };
export type SdkConfig = { lang: string; appId: string };

// The SDK's locale is a path segment: anything but `xx_XX` falls back, so settings cannot point the URL elsewhere.
const LOCALE = /^[a-z]{2,3}_[A-Z]{2}$/;
const APP_ID = /^\d{1,20}$/;

function proSdkConfig(): Record<string, unknown> | null {
  const pro = readConfigGlobal('ElementorProFrontendConfig', 'elementor-pro-frontend-js-before');
  const value = isRecord(pro) ? pro['facebook_sdk'] : undefined;
  return isRecord(value) ? value : null;
}

/** `ElementorProFrontendConfig.facebook_sdk`, checked: a bad locale becomes `en_US`, a bad app id none. */
export function readSdkConfig(): SdkConfig {
  const raw = proSdkConfig() ?? {};
  const lang = toText(raw['lang']);
  const appId = typeof raw['app_id'] === 'number' ? String(raw['app_id']) : toText(raw['app_id']);
  return { lang: LOCALE.test(lang) ? lang : 'en_US', appId: APP_ID.test(appId) ? appId : '' };
}

export function toSdkUrl(config: SdkConfig): string {
  return `https://connect.facebook.net/${config.lang}/sdk.js`;
}

function currentSdk(): FacebookSdk | null {
  const fb: unknown = (window as unknown as Record<string, unknown>)['FB'];
  return isRecord(fb) && isRecord(fb['XFBML']) && typeof fb['XFBML']['parse'] === 'function' && typeof fb['init'] === 'function'
    ? (fb as unknown as FacebookSdk) : null;
}

/** The original records its progress on the config object; site code may read `isLoaded`. */
function mark(key: 'isLoading' | 'isLoaded', value: boolean): void {
  const raw = proSdkConfig();
  if (raw) raw[key] = value;
}

function injectSdk(config: SdkConfig): Promise<FacebookSdk> {
  const script = addScript(toSdkUrl(config));
  return whenLoaded(script).then(() => {
    const sdk = currentSdk();
    if (!sdk) throw new Error('the Facebook SDK loaded without defining FB');
    // v2.10 and xfbml off: the original's values; each widget is parsed on its own below.
    sdk.init({ appId: config.appId, version: 'v2.10', xfbml: false });
    return sdk;
  }, () => {
    throw new Error(`the Facebook SDK failed to load from ${script.src}`);
  });
}

let loading: Promise<FacebookSdk> | null = null;

/** The SDK, loaded at most once per page; a page that already has `FB` (the site loaded it) keeps its own. */
export function loadFacebookSdk(): Promise<FacebookSdk> {
  const existing = currentSdk();
  if (existing) return Promise.resolve(existing);
  if (!loading) {
    mark('isLoading', true);
    loading = injectSdk(readSdkConfig()).then((sdk) => {
      mark('isLoaded', true);
      mark('isLoading', false);
      document.dispatchEvent(new CustomEvent('fb:sdk:loaded'));
      return sdk;
    }, (error: unknown) => {
      // A failed load may be retried by the next embed that mounts (an ad blocker may also have stopped it).
      loading = null;
      mark('isLoading', false);
      throw error;
    });
  }
  return loading;
}
