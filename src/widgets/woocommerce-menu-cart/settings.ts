// Menu cart settings from `data-settings`, and the shop's part of the Pro config (cart URLs, fragments nonce).
import { oneOf } from '../../shared/checks.ts';
import { readFields, type Fields } from '../../shared/fields.ts';
import { readConfigGlobal } from '../../shared/config-global.ts';
import { toRecord, toText } from '../../shared/guards.ts';
import type { ParseResult } from '../../core/types.ts';

export type MenuCartSettings = {
  /**
   * `side-cart` slides a panel in from the side; `mini-cart` drops the list under the toggle (its height is governed).
   * @default 'side-cart'
   */
  cart_type: 'side-cart' | 'mini-cart';
  /**
   * `click` toggles on click; `mouseover` opens on hover (and click) and closes when the pointer leaves the toggle area.
   * @default 'click'
   */
  open_cart: 'click' | 'mouseover';
  /**
   * `yes` opens the cart after a product was added (and on the page load that follows a single-product add).
   * @default 'no'
   */
  automatically_open_cart: 'yes' | 'no' | '';
};

const FIELDS: Fields<MenuCartSettings> = {
  cart_type: { schema: oneOf(['side-cart', 'mini-cart']), fallback: 'side-cart' },
  open_cart: { schema: oneOf(['click', 'mouseover']), fallback: 'click' },
  automatically_open_cart: { schema: oneOf(['yes', 'no', '']), fallback: 'no' },
};

export function parseMenuCart(raw: Record<string, unknown>): ParseResult<MenuCartSettings> {
  return { ok: true, ...readFields(raw, FIELDS) };
}

export type ShopConfig = { cartUrl: string; checkoutUrl: string; nonce: string; productAddedToCart: boolean };

/** `ElementorProFrontendConfig.woocommerce`; null when the site printed no `menu_cart` (WooCommerce had no cart). */
export function readShopConfig(): ShopConfig | null {
  const shop = toRecord(toRecord(readConfigGlobal('ElementorProFrontendConfig', 'elementor-pro-frontend-js-before'))['woocommerce']);
  const cart = shop['menu_cart'];
  if (cart === undefined || cart === null || typeof cart !== 'object') return null;
  const menuCart = toRecord(cart);
  return {
    cartUrl: toText(menuCart['cart_page_url']),
    checkoutUrl: toText(menuCart['checkout_page_url']),
    nonce: toText(menuCart['fragments_nonce']),
    productAddedToCart: shop['productAddedToCart'] === true,
  };
}
