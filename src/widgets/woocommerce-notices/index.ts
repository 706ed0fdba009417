// Notices (`woocommerce-notices`): moves the store's notices into the widget and scrolls them to mid-screen.
import type { MountContext, WispModule } from '../../core/types.ts';
import { onStoreEvent } from '../../families/shop/store-signal.ts';
import { prefersReducedMotion } from '../../shared/motion.ts';

const NOTICES = ':not(.woocommerce-NoticeGroup) .wc-block-components-notice-banner, .woocommerce-NoticeGroup, '
  + ':not(.woocommerce-NoticeGroup) .woocommerce-error, :not(.woocommerce-NoticeGroup) .woocommerce-message, '
  + ':not(.woocommerce-NoticeGroup) .woocommerce-info';
// The store's events after which it may have printed new notices.
const EVENTS = ['updated_wc_div', 'updated_checkout', 'updated_cart_totals', 'applied_coupon', 'removed_coupon',
  'applied_coupon_in_checkout', 'removed_coupon_in_checkout', 'checkout_error'];

/** The notices on the page, outermost only: a notice inside a notice group moves with its group. */
function findNotices(): HTMLElement[] {
  const all = [...document.body.querySelectorAll<HTMLElement>(NOTICES)];
  return all.filter((notice) => !all.some((other) => other !== notice && other.contains(notice)));
}

function moveNotices(wrapper: HTMLElement, ctx: MountContext): void {
  const notices = findNotices();
  wrapper.prepend(...notices);
  wrapper.classList.remove('e-woocommerce-notices-wrapper-loading');
  // `.form.checkout`, as the original spells it: only a notice-less page with such a form scrolls to it.
  const target = notices[0] ?? document.querySelector<HTMLElement>('.form.checkout');
  if (!target) return;
  const top = target.getBoundingClientRect().top + scrollY - document.documentElement.clientHeight / 2;
  // The notice in the middle of the window, where it draws attention (the original animates for 1000 ms).
  scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  ctx.emit('notices-moved', { count: notices.length });
}

const notices: WispModule<Record<string, never>> = {
  parse: () => ({ ok: true, settings: {} }),
  mount(_root, _settings, ctx) {
    const [wrapper] = ctx.own('.e-woocommerce-notices-wrapper');
    if (!wrapper) return ctx.warn('markup', 'no .e-woocommerce-notices-wrapper'), false;
    moveNotices(wrapper, ctx);
    onStoreEvent(EVENTS, () => moveNotices(wrapper, ctx), ctx.signal);
  },
};

export default notices;
