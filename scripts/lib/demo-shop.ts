// The demo shop's admin-ajax actions: the menu cart's fragments and the Stripe button, with knobs to make them misbehave.
import type { IncomingMessage } from 'node:http';

type Answer = { status: number; type: string; body: string };

const JSON_TYPE = 'application/json; charset=UTF-8';
const NAME = 'wisp-demo-shop';
// The nonce the shop fixtures print; any other value gets WordPress's `[]`, as a stale page would.
const DEMO_NONCE = '8d2e61c0aa';
const MAX_ITEMS = 99;

/**
 * Knobs from a `wisp-demo-shop` cookie or query parameter of the requesting page: comma-separated `fail` (HTTP 500),
 * `hostile` (fragments carry a script, an inline handler and a javascript: link), `stripe-401`, `stripe-500`,
 * `stripe-js-url` (a javascript: checkout URL). The cart count comes from a `wisp-demo-cart` cookie (0–99).
 */
function readKnobs(req: IncomingMessage): string[] {
  const cookie = req.headers.cookie ?? '';
  const fromCookie = new RegExp(`(?:^|;\\s*)${NAME}=([^;]*)`).exec(cookie)?.[1];
  let fromPage: string | null = null;
  try {
    fromPage = req.headers.referer ? new URL(req.headers.referer).searchParams.get(NAME) : null;
  } catch {
    fromPage = null;
  }
  return decodeURIComponent(fromCookie ?? fromPage ?? '').split(',').map((word) => word.trim());
}

function readCount(req: IncomingMessage): number {
  const raw = /(?:^|;\s*)wisp-demo-cart=(\d{1,2})/.exec(req.headers.cookie ?? '')?.[1];
  return Math.min(MAX_ITEMS, Number(raw ?? 0));
}

function miniCart(count: number, hostile: boolean): string {
  if (count === 0) return '<div class="widget_shopping_cart_content"><div class="woocommerce-mini-cart__empty-message">No products in the cart.</div></div>';
  const items = Array.from({ length: count }, (_, index) => `<div class="elementor-menu-cart__product woocommerce-cart-form__cart-item cart_item"><div class="elementor-menu-cart__product-name product-name"><a href="/shop/item-${index + 1}/">Security key ${index + 1}</a></div><div class="elementor-menu-cart__product-price product-price"><span class="quantity">1 × £25.00</span></div></div>`).join('');
  const extra = hostile ? '<script>window.__hostileRan = true</script><img src="x" onerror="window.__hostileRan = true"><a class="hostile-link" href="javascript:window.__hostileRan=true">x</a>' : '';
  return `<div class="widget_shopping_cart_content"><div class="elementor-menu-cart__products woocommerce-mini-cart cart woocommerce-cart-form__contents">${items}</div>${extra}<div class="elementor-menu-cart__subtotal"><strong>Subtotal:</strong> £${count * 25}.00</div><div class="elementor-menu-cart__footer-buttons"><a href="/cart/" class="elementor-button elementor-button--view-cart elementor-size-md"><span class="elementor-button-text">View cart</span></a><a href="/checkout/" class="elementor-button elementor-button--checkout elementor-size-md"><span class="elementor-button-text">Checkout</span></a></div></div>`;
}

function answerFragments(req: IncomingMessage, fields: FormData, knobs: string[]): Answer {
  if (knobs.includes('fail')) return { status: 500, type: JSON_TYPE, body: '{"error":"Failing on purpose (wisp-demo-shop=fail)."}' };
  if (fields.get('_nonce') !== DEMO_NONCE || fields.getAll('templates[]').length === 0) return { status: 200, type: JSON_TYPE, body: '[]' };
  const count = readCount(req);
  const fragments = {
    '.elementor-menu-cart__toggle_button span.elementor-button-text': `<span class="elementor-button-text">£${count * 25}.00</span>`,
    '.elementor-menu-cart__toggle_button span.elementor-button-icon-qty': `<span class="elementor-button-icon-qty" data-counter="${count}">${count}</span>`,
    'div.widget_shopping_cart_content': miniCart(count, knobs.includes('hostile')),
    // A widget that is not on the page: the client must skip it.
    'div.elementor-element-0000000 .elementor-menu-cart__toggle': '<div class="elementor-menu-cart__toggle">never</div>',
  };
  return { status: 200, type: JSON_TYPE, body: JSON.stringify({ fragments }) };
}

/** Pro's Stripe handler answers WordPress-HTTP style: `{response: {code}, body: "<json string>"}`. */
function answerStripe(fields: FormData, knobs: string[]): Answer {
  const wrap = (code: number, body: unknown) => ({ status: 200, type: JSON_TYPE, body: JSON.stringify({ response: { code }, body: JSON.stringify(body) }) });
  if (fields.get('data[nonce]') === null || fields.get('data[widgetId]') === null) return wrap(400, { error: { message: 'Missing data.' } });
  if (knobs.includes('stripe-401')) return wrap(401, { error: { message: 'Invalid API Key provided: <b>sk_test_****</b>' } });
  if (knobs.includes('stripe-500')) return wrap(500, { error: { message: 'Stripe is unavailable.' } });
  if (knobs.includes('stripe-js-url')) return wrap(200, { url: 'javascript:alert(1)' });
  return wrap(200, { url: '/fixtures/payments/thank-you.html' });
}

/** Answers the shop's actions, or null when the action is not one of them. */
export function answerShop(req: IncomingMessage, fields: FormData): Answer | null {
  const action = fields.get('action');
  if (action === 'elementor_menu_cart_fragments') return answerFragments(req, fields, readKnobs(req));
  if (action === 'submit_stripe_form') return answerStripe(fields, readKnobs(req));
  return null;
}
