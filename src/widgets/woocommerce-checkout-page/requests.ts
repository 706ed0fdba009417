// The checkout widget's two calls: WooCommerce's apply_coupon (wc-ajax) and Pro's checkout login (admin-ajax).
import { readConfigGlobal } from '../../shared/config-global.ts';
import { isRecord, toText } from '../../shared/guards.ts';
import { postAjax } from '../../shared/ajax-post.ts';

/** WooCommerce's `wc_checkout_params`: the coupon nonce and the wc-ajax URL template; null when absent or not http(s). */
export function readCheckoutParams(): { nonce: string; couponUrl: URL } | null {
  const params = readConfigGlobal('wc_checkout_params', 'wc-checkout-js-extra');
  if (!isRecord(params)) return null;
  try {
    const url = new URL(toText(params['wc_ajax_url']).replace('%%endpoint%%', 'apply_coupon'), location.href);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return { nonce: toText(params['apply_coupon_nonce']), couponUrl: url };
  } catch {
    return null;
  }
}

async function post(url: URL, body: URLSearchParams): Promise<string | null> {
  try {
    const response = await postAjax(url, body);
    return response.ok ? await response.text() : null;
  } catch {
    return null;
  }
}

/** The store's HTML answer (notices), or null when the call failed. */
export function applyCoupon(url: URL, nonce: string, code: string): Promise<string | null> {
  return post(url, new URLSearchParams({ security: nonce, coupon_code: code }));
}

export type LoginFields = { username: string; password: string; nonce: string; remember: boolean };
export type LoginAnswer = { loggedIn: true } | { loggedIn: false; message: string };

/** Field names and values as the original sends them (`remember` as jQuery serialises a boolean). */
export function toLoginBody(fields: LoginFields): URLSearchParams {
  return new URLSearchParams({
    action: 'elementor_woocommerce_checkout_login_user', username: fields.username, password: fields.password,
    nonce: fields.nonce, remember: String(fields.remember),
  });
}

export async function logIn(url: URL, fields: LoginFields): Promise<LoginAnswer | null> {
  const text = await post(url, toLoginBody(fields));
  if (text === null) return null;
  try {
    const answer: unknown = JSON.parse(text);
    if (!isRecord(answer)) return null;
    return answer['logged_in'] === true ? { loggedIn: true } : { loggedIn: false, message: toText(answer['message']) };
  } catch {
    return null;
  }
}
