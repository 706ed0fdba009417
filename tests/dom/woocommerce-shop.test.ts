import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $, $$ } from './helpers.ts';
import { fixture, mountWidget } from './pro-fixture.ts';
import { toLoginBody } from '../../src/widgets/woocommerce-checkout-page/requests.ts';

const PAGE = 'shop/store-pages.html';
const scope = window as unknown as Record<string, unknown>;

// The page holds a notices widget without its wrapper (f7a9107): its expected warning is kept out of the output.
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  (window as unknown as { wisp?: { destroy(): void } }).wisp?.destroy();
  delete scope['wc_checkout_params'];
  delete scope['jQuery'];
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('woocommerce notices', () => {
  it('moves the page notices into its wrapper, a notice group whole, and drops the loading class', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { root } = await mountWidget(fixture(PAGE), 'f7a9101');
    const wrapper = $('.e-woocommerce-notices-wrapper', root);
    expect([...wrapper.children].map((child) => child.className)).toEqual(['woocommerce-message', 'woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout']);
    expect(wrapper.classList.contains('e-woocommerce-notices-wrapper-loading')).toBe(false);
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
  });

  it('moves notices the store prints later when it announces an update', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { root } = await mountWidget(fixture(PAGE), 'f7a9101');
    document.body.insertAdjacentHTML('afterbegin', '<div class="woocommerce-info" id="late">Coupon removed.</div>');
    document.body.dispatchEvent(new CustomEvent('removed_coupon', { bubbles: true }));
    expect($('.e-woocommerce-notices-wrapper', root).firstElementChild?.id).toBe('late');
  });

  it('leaves a widget without its wrapper byte-identical with one warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = fixture(PAGE);
    const { root } = await mountWidget(html, 'f7a9107');
    expect(root.outerHTML).toBe(new DOMParser().parseFromString(html, 'text/html').querySelector('[data-id="f7a9107"]')?.outerHTML);
    expect(warn.mock.calls.filter((call) => String(call[0]).includes('woocommerce-notices: no .e-woocommerce-notices-wrapper'))).toHaveLength(1);
  });
});

describe('woocommerce cart', () => {
  it('sticks the totals column, animates only with a plain animation name and marks the referer with page and widget', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { root } = await mountWidget(fixture(PAGE), 'f7a9102');
    const column = $('.e-sticky-right-column', root);
    expect(column.classList.contains('e-sticky-right-column--active')).toBe(true);
    expect(column.style.top).toBe('20px');
    expect($('.checkout-button', root).classList.contains('elementor-animation-grow')).toBe(true);
    expect($$('.shop_table .button', root).some((button) => [...button.classList].some((name) => name.startsWith('elementor-animation-')))).toBe(false);
    const referer = new URL($('[name=_wp_http_referer]', root).getAttribute('value') ?? '');
    expect([referer.searchParams.get('elementorPageId'), referer.searchParams.get('elementorWidgetId')]).toEqual(['719', 'f7a9102']);
    expect(warn.mock.calls.filter((call) => String(call[0]).includes('woocommerce-cart'))).toEqual([]);
  });

  it('presses "Update cart" 1.5 s after the last quantity change', async () => {
    const { root } = await mountWidget(fixture(PAGE), 'f7a9102');
    vi.useFakeTimers();
    const update = $('button[name=update_cart]', root);
    const clicks = vi.fn((event: Event) => event.preventDefault());
    update.addEventListener('click', clicks);
    const qty = $('.qty', root);
    qty.dispatchEvent(new Event('input', { bubbles: true }));
    vi.advanceTimersByTime(1000);
    qty.dispatchEvent(new Event('input', { bubbles: true }));
    vi.advanceTimersByTime(1499);
    expect(clicks).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('releases the sticky column on teardown', async () => {
    const { api, root } = await mountWidget(fixture(PAGE), 'f7a9102');
    api.destroy(root);
    expect($('.e-sticky-right-column', root).classList.contains('e-sticky-right-column--active')).toBe(false);
  });
});

describe('woocommerce checkout', () => {
  it('opens and closes the coupon panel from its link with aria-expanded', async () => {
    const { root } = await mountWidget(fixture(PAGE), 'f7a9103');
    const link = $('.e-show-coupon-form', root);
    expect(link.getAttribute('aria-expanded')).toBe('false');
    link.click();
    expect(link.getAttribute('aria-expanded')).toBe('true');
    await vi.waitFor(() => expect($('.e-coupon-anchor', root).style.display).not.toBe('none'));
  });

  it('applies a coupon through wc-ajax and shows the answer inert before the form, then asks the store to update', async () => {
    scope['wc_checkout_params'] = { wc_ajax_url: '/?wc-ajax=%%endpoint%%', apply_coupon_nonce: 'c0up0n' };
    const fetchMock = vi.fn(async () => new Response('<div class="woocommerce-message">Coupon applied.<script>window.__c = 1</script></div>'));
    vi.stubGlobal('fetch', fetchMock);
    const updates = vi.fn();
    document.body.addEventListener('update_checkout', updates);
    const { root } = await mountWidget(fixture(PAGE), 'f7a9103');
    $('.e-apply-coupon', root).click();
    await vi.waitFor(() => expect(updates).toHaveBeenCalledTimes(1));
    const [url, init] = (fetchMock.mock.calls as unknown as Array<[URL, RequestInit]>)[0] ?? [];
    expect(String(url)).toMatch(/\/\?wc-ajax=apply_coupon$/);
    expect(String(init?.body)).toBe('security=c0up0n&coupon_code=SPRING');
    // The notices widget on the page hears applied_coupon_in_checkout and takes the new notice, as the original's does.
    expect($$('.woocommerce-message').map((notice) => notice.textContent)).toEqual(['Coupon applied.']);
    expect($('.woocommerce-message').querySelector('script')).toBeNull();
    document.body.removeEventListener('update_checkout', updates);
  });

  it('sends the login fields as the original and shows a refused login as notices', async () => {
    expect(String(toLoginBody({ username: 'ada', password: 'p&w', nonce: 'n', remember: true }))).toBe('action=elementor_woocommerce_checkout_login_user&username=ada&password=p%26w&nonce=n&remember=true');
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ logged_in: false, message: '<ul class="woocommerce-error"><li>Wrong password.</li></ul>' }))));
    const errors = vi.fn();
    document.body.addEventListener('checkout_error', errors);
    const { root } = await mountWidget(fixture(PAGE), 'f7a9103');
    $('.e-woocommerce-form-login-submit', root).click();
    await vi.waitFor(() => expect(errors).toHaveBeenCalledTimes(1));
    expect($$('.woocommerce-error').map((notice) => notice.textContent)).toEqual(['Wrong password.']);
    document.body.removeEventListener('checkout_error', errors);
  });

  it('animates the place-order button again after the store re-renders the checkout', async () => {
    const { root } = await mountWidget(fixture(PAGE), 'f7a9103');
    expect($('#place_order', root).classList.contains('elementor-animation-pulse')).toBe(false);
    document.body.dispatchEvent(new CustomEvent('updated_checkout', { bubbles: true }));
    expect($('#place_order', root).classList.contains('elementor-animation-pulse')).toBe(true);
  });
});

describe('woocommerce my account, purchase summary and loop add to cart', () => {
  it('my account animates its table buttons', async () => {
    const { root } = await mountWidget(fixture(PAGE), 'f7a9104');
    expect($('td .button', root).classList.contains('elementor-animation-float')).toBe(true);
  });

  it('purchase summary joins the purchase note to its product row and animates "Order again"', async () => {
    const { root } = await mountWidget(fixture(PAGE), 'f7a9105');
    expect($$('.order_item > td', root).every((cell) => cell.classList.contains('product-purchase-note-is-below'))).toBe(true);
    expect($('.order-again .button', root).classList.contains('elementor-animation-shrink')).toBe(true);
  });

  it('loop add to cart sends the chosen quantity and moves the "View cart" link into the form container', async () => {
    const { root } = await mountWidget(fixture(PAGE), 'f7a9106');
    const qty = $('input.qty', root) as HTMLInputElement;
    qty.value = '3';
    qty.dispatchEvent(new Event('change', { bubbles: true }));
    const button = $('.ajax_add_to_cart', root);
    expect(button.getAttribute('data-quantity')).toBe('3');
    button.insertAdjacentHTML('afterend', '<a href="/cart/" class="added_to_cart wc-forward">View cart</a>');
    document.body.dispatchEvent(new CustomEvent('added_to_cart', { bubbles: true, detail: [{}, 'hash', { 0: button, length: 1 }] }));
    expect($('.e-loop-add-to-cart-form-container > .added_to_cart', root).textContent).toBe('View cart');
  });

  it('marks each select2 dropdown the store opens with e-woo-select2-wrapper, through jQuery', async () => {
    const handlers = new Map<unknown, Array<(event: Event) => void>>();
    const dropdown = document.createElement('span');
    const select = document.createElement('select');
    scope['jQuery'] = (target: unknown) => ({
      on: (_type: string, fn: (event: Event) => void) => handlers.set(target, [...(handlers.get(target) ?? []), fn]),
      off: vi.fn(),
      data: (key: string) => (target === select && key === 'select2' ? { $dropdown: { 0: dropdown, length: 1 } } : undefined),
    });
    await mountWidget(fixture(PAGE), 'f7a9105');
    const event = new Event('select2:open');
    Object.defineProperty(event, 'target', { value: select });
    for (const handler of handlers.get(document) ?? []) handler(event);
    expect(dropdown.classList.contains('e-woo-select2-wrapper')).toBe(true);
  });
});
