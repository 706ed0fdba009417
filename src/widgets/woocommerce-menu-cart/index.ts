// Menu cart (`woocommerce-menu-cart`): open/close the side or mini cart, focus, Escape, outside click, store fragments.
import type { MountContext, WispModule } from '../../core/types.ts';
import { parseMenuCart, readShopConfig, type MenuCartSettings, type ShopConfig } from './settings.ts';
import { onStoreEvent } from '../../families/shop/store-signal.ts';
import { readTemplateIds, refreshFragments, toAjaxUrl, toFragmentsBody } from './fragments.ts';
import { governListHeight } from './height.ts';

const SHOWN = 'elementor-menu-cart--shown';
const BUTTON = '#elementor-menu-cart__toggle_button';
const CLOSE = '.elementor-menu-cart__close-button, .elementor-menu-cart__close-button-custom';
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';
const STORE_EVENTS = ['wc_fragments_refreshed', 'removed_from_cart', 'added_to_cart', 'wc_fragments_loaded'];

type Parts = { wrapper: HTMLElement; main: HTMLElement; container: HTMLElement };
type How = 'activate' | 'hover' | 'auto';

// Several menu carts hear the same store event: one fragments call serves them all, as it replaces page-wide.
const calls = new WeakMap<object, Promise<number | null>>();

function collect(ctx: MountContext): Parts | null {
  const [wrapper] = ctx.own('.elementor-menu-cart__toggle_wrapper');
  const [main] = ctx.own('.elementor-menu-cart__main');
  const [container] = ctx.own('.elementor-menu-cart__container');
  if (!wrapper || !main || !container || !ctx.own(BUTTON)[0]) return null;
  return { wrapper, main, container };
}

/** The original's quirk: it stays a plain link only when the page is both the cart and the checkout URL. */
function isCartAndCheckout(shop: ShopConfig): boolean {
  const current = shop.cartUrl.includes('?') ? location.href : location.origin + location.pathname;
  return shop.cartUrl === current && shop.checkoutUrl === current;
}

type Cart = { isOpen(): boolean; paint(open: boolean): void; set(open: boolean, how: How): void; governHeight(): void };

/** Open/close with the original's class and ARIA, plus focus: into the cart when opened on purpose, back when closed. */
function toCart(root: HTMLElement, settings: MenuCartSettings, { main, container }: Parts, ctx: MountContext): Cart {
  const button = () => ctx.own(BUTTON)[0] ?? null;
  const isOpen = () => root.classList.contains(SHOWN);
  const paint = (open: boolean) => {
    root.classList.toggle(SHOWN, open);
    button()?.setAttribute('aria-expanded', String(open));
    main.setAttribute('aria-hidden', String(!open));
    container.setAttribute('aria-hidden', String(!open));
  };
  const governHeight = () => {
    const [list] = ctx.own('.elementor-menu-cart__products');
    const [toggle] = ctx.own('.elementor-menu-cart__toggle');
    if (settings.cart_type === 'mini-cart' && list && toggle) governListHeight(list, toggle, main);
  };
  const set = (open: boolean, how: How) => {
    if (open === isOpen() || !ctx.emit(`before-menu-cart-${open ? 'open' : 'close'}`, { how }, true)) return;
    const hadFocus = main.contains(document.activeElement);
    paint(open);
    // Hover never moves focus: only a click or a key press opens "on purpose".
    if (open && how === 'activate') main.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    if (!open && hadFocus) button()?.focus();
    if (open) governHeight();
    ctx.emit(`menu-cart-${open ? 'open' : 'close'}`, { how });
  };
  return { isOpen, paint, set, governHeight };
}

function bindToggle(cart: Cart, settings: MenuCartSettings, { wrapper, main }: Parts, ctx: MountContext): void {
  const { signal } = ctx;
  const fromButton = (event: Event) => (event.target as Element).closest(BUTTON);
  // Delegated: the store may re-render parts of the toggle button.
  wrapper.addEventListener('click', (event) => {
    if (!fromButton(event)) return;
    event.preventDefault();
    cart.set(settings.open_cart === 'mouseover' ? true : !cart.isOpen(), 'activate');
  }, { signal });
  if (settings.open_cart === 'mouseover') {
    wrapper.addEventListener('mouseover', (event) => fromButton(event) && cart.set(true, 'hover'), { signal });
    wrapper.addEventListener('mouseleave', () => cart.set(false, 'hover'), { signal });
  }
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (cart.isOpen() && !main.contains(target) && !target.closest?.('.elementor-menu-cart__toggle')) cart.set(false, 'activate');
  }, { signal });
  document.addEventListener('keydown', (event) => event.key === 'Escape' && cart.set(false, 'activate'), { signal });
  window.addEventListener('resize', cart.governHeight, { signal });
  prepareCloseButtons(ctx, () => cart.set(false, 'activate'));
}

function startCart(root: HTMLElement, settings: MenuCartSettings, parts: Parts, ctx: MountContext, shop: ShopConfig | null): void {
  const cart = toCart(root, settings, parts, ctx);
  const autoOpen = () => settings.automatically_open_cart === 'yes' && cart.set(true, 'auto');
  bindToggle(cart, settings, parts, ctx);
  onStoreEvent(STORE_EVENTS, (type, event) => {
    if (type === 'wc_fragments_loaded') return cart.governHeight();
    void refresh(type, event, shop, ctx).then(() => {
      if (ctx.signal.aborted) return;
      // A replaced toggle button comes back with aria-expanded="false": the state is painted again.
      cart.paint(cart.isOpen());
      cart.governHeight();
      if (type === 'added_to_cart') autoOpen();
    });
  }, ctx.signal);
  cart.paint(cart.isOpen());
  if (shop?.productAddedToCart) autoOpen();
  cart.governHeight();
}

/** The close buttons are plain divs in the markup: made reachable and operable from the keyboard. */
function prepareCloseButtons(ctx: MountContext, close: () => void): void {
  for (const closeButton of ctx.own(CLOSE)) {
    closeButton.setAttribute('role', 'button');
    if (!closeButton.hasAttribute('tabindex')) closeButton.setAttribute('tabindex', '0');
    if (!closeButton.hasAttribute('aria-label')) closeButton.setAttribute('aria-label', ctx.config.i18n['close'] ?? 'Close');
    closeButton.addEventListener('click', (event) => (event.preventDefault(), close()), { signal: ctx.signal });
    closeButton.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' || event.key === ' ') (event.preventDefault(), close());
    }, { signal: ctx.signal });
  }
}

function refresh(type: string, event: object, shop: ShopConfig | null, ctx: MountContext): Promise<number | null> {
  const url = toAjaxUrl(ctx.config.urls.ajaxurl);
  if (!shop || !url || type === 'wc_fragments_loaded') return Promise.resolve(null);
  const call = calls.get(event) ?? refreshFragments(url, toFragmentsBody(readTemplateIds(), shop.nonce));
  calls.set(event, call);
  return call.then((replaced) => {
    if (replaced !== null) ctx.emit('menu-cart-fragments', { replaced });
    return replaced;
  });
}

const menuCart: WispModule<MenuCartSettings> = {
  parse: (raw) => parseMenuCart(raw),
  mount(root, settings, ctx) {
    const parts = collect(ctx);
    if (!parts) return ctx.warn('markup', 'no .elementor-menu-cart__toggle_wrapper with a __container, a __main and a #elementor-menu-cart__toggle_button'), false;
    const shop = readShopConfig();
    if (!shop) ctx.warn('config', 'ElementorProFrontendConfig.woocommerce.menu_cart is missing; the cart opens but its count is not refreshed');
    if (shop && isCartAndCheckout(shop)) {
      ctx.own(BUTTON)[0]?.setAttribute('href', shop.cartUrl);
      return;
    }
    startCart(root, settings, parts, ctx, shop);
  },
};

export default menuCart;
