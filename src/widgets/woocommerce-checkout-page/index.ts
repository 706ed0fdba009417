// Checkout (`woocommerce-checkout-page`): coupon and login panels with their calls, sticky summary, referers, animations.
import { numberIn, SWITCH, text } from '../../shared/checks.ts';
import type { MountContext, WispModule } from '../../core/types.ts';
import { readFields, type Fields } from '../../shared/fields.ts';
import { onStoreEvents, triggerStoreEvent } from '../../families/shop/store-events.ts';
import { animateButtons, equalizeHeights, stickRightColumn, updateReferers, wrapSelect2Dropdowns } from '../../families/shop/widget.ts';
import { slideClosed, slideOpen } from '../../shared/motion.ts';
import { toSafeFragment } from '../../shared/safe-html.ts';
import { applyCoupon, logIn, readCheckoutParams } from './requests.ts';

export type CheckoutSettings = {
  /** @default false */
  sticky_right_column: boolean;
  /** @default 0 */
  sticky_right_column_offset: number;
  /** Hover animation of the "Place order" button. @default '' */
  purchase_button_hover_animation: string;
};

const FIELDS: Fields<CheckoutSettings> = {
  sticky_right_column: { schema: SWITCH, fallback: false },
  sticky_right_column_offset: { schema: numberIn(), fallback: 0 },
  purchase_button_hover_animation: { schema: text(), fallback: '' },
};

// 400 ms: jQuery's default slide duration, which the original's slideToggle uses.
const SLIDE_MS = 400;

function isShown(panel: HTMLElement): boolean {
  return panel.style.display !== 'none' && getComputedStyle(panel).display !== 'none';
}

function bindPanel(toggle: HTMLElement | undefined, panel: HTMLElement | undefined, signal: AbortSignal): void {
  if (!toggle || !panel) return;
  toggle.setAttribute('aria-expanded', String(isShown(panel)));
  toggle.addEventListener('click', (event) => {
    event.preventDefault();
    const open = !isShown(panel);
    toggle.setAttribute('aria-expanded', String(open));
    (open ? slideOpen : slideClosed)(panel, SLIDE_MS);
  }, { signal });
}

/** Puts the store's (untrusted) notice HTML before the checkout form, inert and script-free, replacing the old notices. */
function showNotices(form: HTMLElement | undefined, html: string): void {
  for (const old of document.querySelectorAll('.woocommerce-error, .woocommerce-message')) old.remove();
  form?.before(toSafeFragment(html));
}

async function busy<T>(box: HTMLElement, work: () => Promise<T>): Promise<T | undefined> {
  if (box.classList.contains('processing')) return undefined;
  box.classList.add('processing');
  box.setAttribute('aria-busy', 'true');
  try {
    return await work();
  } finally {
    box.classList.remove('processing');
    box.removeAttribute('aria-busy');
  }
}

function bindCoupon(ctx: MountContext, form: HTMLElement | undefined): void {
  const [button] = ctx.own('.e-apply-coupon');
  const [box] = ctx.own('.e-coupon-box');
  const [section] = ctx.own('.e-coupon-anchor');
  button?.addEventListener('click', (event) => {
    event.preventDefault();
    const params = readCheckoutParams();
    if (!params || !box) return ctx.warn('coupon', 'wc_checkout_params or .e-coupon-box is missing: the coupon cannot be applied');
    const code = box.querySelector<HTMLInputElement>('input[name="coupon_code"]')?.value ?? '';
    void busy(box, () => applyCoupon(params.couponUrl, params.nonce, code)).then((html) => {
      if (!html || ctx.signal.aborted) return;
      if (html.includes('woocommerce-error') || html.includes('does not exist')) scrollTo({ top: 0, behavior: 'smooth' });
      showNotices(form, html);
      if (section) slideClosed(section, SLIDE_MS);
      triggerStoreEvent('applied_coupon_in_checkout', [code]);
      triggerStoreEvent('update_checkout', [{ update_shipping_method: false }]);
    });
  }, { signal: ctx.signal });
}

function bindLogin(ctx: MountContext, form: HTMLElement | undefined): void {
  const [submit] = ctx.own('.e-woocommerce-form-login-submit');
  const [section] = ctx.own('.e-woocommerce-login-section');
  submit?.addEventListener('click', (event) => {
    event.preventDefault();
    if (!section) return;
    const value = (name: string) => section.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '';
    const fields = { username: value('username'), password: value('password'), nonce: value('woocommerce-login-nonce'),
      remember: section.querySelector<HTMLInputElement>('input#rememberme')?.checked === true };
    let url: URL | null = null;
    try { url = new URL(ctx.config.urls.ajaxurl, location.href); } catch { /* warned below */ }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return ctx.warn('login', 'the ajax URL is not an http(s) address');
    const endpoint = url;
    void busy(section, () => logIn(endpoint, fields)).then((answer) => {
      if (!answer || ctx.signal.aborted) return;
      if (answer.loggedIn) return location.reload();
      showNotices(form, answer.message);
      triggerStoreEvent('checkout_error', [answer.message]);
    });
  }, { signal: ctx.signal });
}

const checkout: WispModule<CheckoutSettings> = {
  parse: (raw) => ({ ok: true, ...readFields(raw, FIELDS) }),
  mount(_root, settings, ctx) {
    const [form] = ctx.own('form.woocommerce-checkout');
    const [column] = ctx.own('.e-sticky-right-column');
    const referers = () => updateReferers(ctx.own<HTMLInputElement>('[name="_wp_http_referer"]'), ctx);
    if (settings.sticky_right_column) stickRightColumn(column, settings.sticky_right_column_offset);
    referers();
    equalizeHeights(ctx.own('address'));
    bindPanel(ctx.own('.e-show-coupon-form')[0], ctx.own('.e-coupon-anchor')[0], ctx.signal);
    bindPanel(ctx.own('.e-show-login')[0], ctx.own('.e-woocommerce-login-anchor')[0], ctx.signal);
    bindCoupon(ctx, form);
    bindLogin(ctx, form);
    wrapSelect2Dropdowns(ctx.signal);
    onStoreEvents(['updated_checkout'], () => {
      // The store re-renders the payment box: the button is looked up again.
      animateButtons(ctx.own('#place_order'), settings.purchase_button_hover_animation);
      referers();
    }, ctx.signal);
    return () => column?.classList.remove('e-sticky-right-column--active');
  },
};

export default checkout;
