import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $, press } from './helpers.ts';
import { afterFirstInput } from './behaviour-helpers.ts';
import { fixture, mountWidget } from './pro-fixture.ts';
import menuCart from '../../src/widgets/woocommerce-menu-cart/index.ts';
import { replaceFragments, toFragments, toFragmentsBody } from '../../src/widgets/woocommerce-menu-cart/fragments.ts';

const PAGE = 'shop/menu-cart.html';
const scope = window as unknown as Record<string, unknown>;
const PRO = { ajaxurl: '/wp-admin/admin-ajax.php', woocommerce: { menu_cart: { cart_page_url: '/cart/', checkout_page_url: '/checkout/', fragments_nonce: '8d2e61c0aa' } } };

function fragmentsAnswer(count: number, extra = ''): Response {
  const fragments = {
    '.elementor-menu-cart__toggle_button span.elementor-button-icon-qty': `<span class="elementor-button-icon-qty" data-counter="${count}">${count}</span>`,
    'div.widget_shopping_cart_content': `<div class="widget_shopping_cart_content"><div class="elementor-menu-cart__products">${count} items</div>${extra}</div>`,
    'div.elementor-element-0000000 .nothing': '<div class="nothing">never</div>',
  };
  return new Response(JSON.stringify({ fragments }), { status: 200, headers: { 'content-type': 'application/json' } });
}

const sideCart = () => $('[data-id="c4a7101"]');
const button = (root: HTMLElement) => $('#elementor-menu-cart__toggle_button', root);
const isShown = (root: HTMLElement) => root.classList.contains('elementor-menu-cart--shown');

beforeEach(() => {
  scope['ElementorProFrontendConfig'] = structuredClone(PRO);
});

afterEach(() => {
  (window as unknown as { wisp?: { destroy(): void } }).wisp?.destroy();
  delete scope['ElementorProFrontendConfig'];
  delete scope['jQuery'];
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('menu cart settings', () => {
  it('parses missing settings to the defaults: side cart, click, no automatic opening', () => {
    const result = menuCart.parse({}, document.body);
    expect(result).toEqual({ ok: true, settings: { cart_type: 'side-cart', open_cart: 'click', automatically_open_cart: 'no' }, warnings: [] });
  });

  it('falls back field by field with one warning for each wrong value', () => {
    const result = menuCart.parse({ cart_type: 'drawer', open_cart: 7, automatically_open_cart: 'yes' }, document.body);
    expect(result.ok && result.settings).toEqual({ cart_type: 'side-cart', open_cart: 'click', automatically_open_cart: 'yes' });
    expect(result.ok && result.warnings?.map((warning) => warning.key)).toEqual(['cart_type', 'open_cart']);
  });
});

describe('menu cart toggle', () => {
  it('opens on a click with the shown class and ARIA, moves focus into the cart and closes on a second click', async () => {
    const { root } = await mountWidget(fixture(PAGE), 'c4a7101');
    expect(root.hasAttribute('data-wisp-ready')).toBe(true);
    button(root).click();
    expect(isShown(root)).toBe(true);
    expect(button(root).getAttribute('aria-expanded')).toBe('true');
    expect($('.elementor-menu-cart__main', root).getAttribute('aria-hidden')).toBe('false');
    expect($('.elementor-menu-cart__container', root).getAttribute('aria-hidden')).toBe('false');
    expect(document.activeElement).toBe($('.elementor-menu-cart__close-button', root));
    button(root).click();
    expect(isShown(root)).toBe(false);
    expect($('.elementor-menu-cart__main', root).getAttribute('aria-hidden')).toBe('true');
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    const { root } = await mountWidget(fixture(PAGE), 'c4a7101');
    button(root).click();
    press($('.elementor-menu-cart__close-button', root), 'Escape');
    expect(isShown(root)).toBe(false);
    expect(document.activeElement).toBe(button(root));
  });

  it('closes on a click outside but not on a click inside the panel', async () => {
    const { root } = await mountWidget(fixture(PAGE), 'c4a7101');
    // The visitor has moved already: a link clicked as the very first input waits for the page-wide behaviours.
    await afterFirstInput();
    button(root).click();
    $('.elementor-menu-cart__products', root).click();
    expect(isShown(root)).toBe(true);
    $('#outside-link').click();
    expect(isShown(root)).toBe(false);
  });

  it('closes from its close button by click and by Enter, which the button now receives as a focusable button', async () => {
    const { root } = await mountWidget(fixture(PAGE), 'c4a7101');
    const close = $('.elementor-menu-cart__close-button', root);
    expect([close.getAttribute('role'), close.getAttribute('tabindex'), close.getAttribute('aria-label')]).toEqual(['button', '0', 'Close']);
    button(root).click();
    close.click();
    expect(isShown(root)).toBe(false);
    button(root).click();
    press(close, 'Enter');
    expect(isShown(root)).toBe(false);
  });

  it('opens on hover in mouseover mode and closes when the pointer leaves the toggle area', async () => {
    const { root } = await mountWidget(fixture(PAGE), 'c4a7102');
    button(root).dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(isShown(root)).toBe(true);
    expect(document.activeElement).not.toBe($('.elementor-menu-cart__close-button', root));
    $('.elementor-menu-cart__toggle_wrapper', root).dispatchEvent(new MouseEvent('mouseleave'));
    expect(isShown(root)).toBe(false);
  });

  it('stops reacting after teardown', async () => {
    const { api, root } = await mountWidget(fixture(PAGE), 'c4a7101');
    api.destroy(root);
    button(root).click();
    expect(isShown(root)).toBe(false);
  });
});

describe('menu cart fragments', () => {
  it('posts the fragments call on added_to_cart and replaces only the selectors on the page, scripts removed', async () => {
    const fetchMock = vi.fn(async () => fragmentsAnswer(3, '<script>window.__ran = 1</script><img src="x" onerror="window.__ran = 1">'));
    vi.stubGlobal('fetch', fetchMock);
    const { root } = await mountWidget(fixture(PAGE), 'c4a7101');
    document.body.dispatchEvent(new CustomEvent('added_to_cart', { bubbles: true }));
    await vi.waitFor(() => expect($('.elementor-button-icon-qty', root).textContent).toBe('3'));
    const calls = fetchMock.mock.calls as unknown as Array<[URL, RequestInit]>;
    expect(calls).toHaveLength(1);
    expect(String(calls[0]?.[0])).toMatch(/\/wp-admin\/admin-ajax\.php$/);
    expect(String(calls[0]?.[1].body)).toBe('action=elementor_menu_cart_fragments&templates%5B%5D=910&_nonce=8d2e61c0aa&is_editor=false');
    expect(document.querySelectorAll('.elementor-button-icon-qty[data-counter="3"]')).toHaveLength(2);
    expect(document.querySelectorAll('.widget_shopping_cart_content')).toHaveLength(2);
    expect(document.querySelectorAll('.widget_shopping_cart_content img')).toHaveLength(2);
    expect(document.querySelectorAll('.widget_shopping_cart_content script, .widget_shopping_cart_content [onerror]')).toHaveLength(0);
    expect(document.querySelector('.nothing')).toBeNull();
  });

  it('opens the cart after an add when automatically_open_cart is on, and not after a removal', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => fragmentsAnswer(2)));
    const { root } = await mountWidget(fixture(PAGE), 'c4a7102');
    document.body.dispatchEvent(new CustomEvent('removed_from_cart', { bubbles: true }));
    await vi.waitFor(() => expect($('.elementor-button-icon-qty', root).textContent).toBe('2'));
    expect(isShown(root)).toBe(false);
    document.body.dispatchEvent(new CustomEvent('added_to_cart', { bubbles: true }));
    await vi.waitFor(() => expect(isShown(root)).toBe(true));
    expect(isShown(sideCart())).toBe(false);
  });

  it('opens on load after a single-product add (productAddedToCart) only where automatically_open_cart is on', async () => {
    scope['ElementorProFrontendConfig'] = { ...structuredClone(PRO), woocommerce: { ...PRO.woocommerce, productAddedToCart: true } };
    const { root } = await mountWidget(fixture(PAGE), 'c4a7102');
    expect(isShown(root)).toBe(true);
    expect(isShown(sideCart())).toBe(false);
  });

  it('subscribes through jQuery when the page has it, as WooCommerce triggers jQuery events', async () => {
    const handlers: Array<(event: { type: string }) => void> = [];
    const on = vi.fn((_events: string, handler: (event: { type: string }) => void) => handlers.push(handler));
    scope['jQuery'] = vi.fn(() => ({ on, off: vi.fn() }));
    const fetchMock = vi.fn(async () => fragmentsAnswer(5));
    vi.stubGlobal('fetch', fetchMock);
    const { root } = await mountWidget(fixture(PAGE), 'c4a7101');
    // Both carts read one store signal: the page subscribes to the store once, for every event they follow.
    expect(on).toHaveBeenCalledTimes(1);
    expect(on.mock.calls[0]?.[0].split(' ')).toEqual(expect.arrayContaining(['wc_fragments_refreshed', 'removed_from_cart', 'added_to_cart', 'wc_fragments_loaded']));
    const event = { type: 'wc_fragments_refreshed' };
    for (const handler of handlers) handler(event);
    await vi.waitFor(() => expect($('.elementor-button-icon-qty', root).textContent).toBe('5'));
    // Both carts heard the same event: one call serves them.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps the markup when the call fails or the nonce is refused', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('[]', { status: 200 })));
    const { root } = await mountWidget(fixture(PAGE), 'c4a7101');
    const before = $('.elementor-menu-cart__toggle', root).outerHTML;
    document.body.dispatchEvent(new CustomEvent('added_to_cart', { bubbles: true }));
    await new Promise((done) => setTimeout(done, 20));
    expect($('.elementor-menu-cart__toggle', root).outerHTML).toBe(before);
  });

  it('builds the body with every template id and never replaces the page skeleton', () => {
    expect(String(toFragmentsBody(['910', '12'], 'n'))).toBe('action=elementor_menu_cart_fragments&templates%5B%5D=910&templates%5B%5D=12&_nonce=n&is_editor=false');
    expect(toFragments([])).toEqual([]);
    expect(toFragments({ fragments: { a: 1, b: '<p></p>' } })).toEqual([['b', '<p></p>']]);
    document.body.innerHTML = '<p id="keep">x</p>';
    expect(replaceFragments([['body', '<p>gone</p>'], ['[[bad', '<p></p>'], ['#keep', '<p id="new">y</p>']])).toBe(1);
    expect(document.body.innerHTML).toBe('<p id="new">y</p>');
  });
});

describe('menu cart bad input', () => {
  it('leaves the markup byte-identical with one warning when the cart panel is missing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = fixture('shop/menu-cart-missing-markup.html');
    const { root } = await mountWidget(html, 'c4a7104');
    expect(root.outerHTML).toBe(new DOMParser().parseFromString(html, 'text/html').querySelector('[data-id="c4a7104"]')?.outerHTML);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[wisp\] woocommerce-menu-cart: no \.elementor-menu-cart__toggle_wrapper/);
  });

  it('mounts with the defaults and one warning per bad field', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { root } = await mountWidget(fixture('shop/menu-cart-bad-settings.html'), 'c4a7103');
    expect(warn).toHaveBeenCalledTimes(2);
    button(root).click();
    expect(isShown(root)).toBe(true);
  });
});
