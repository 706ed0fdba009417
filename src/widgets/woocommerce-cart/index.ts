// Cart (`woocommerce-cart`): sticky totals column, referer inputs, button animations and the automatic cart update.
import { numberIn, SWITCH, text } from '../../shared/checks.ts';
import type { MountContext, WispModule } from '../../core/types.ts';
import { readFields, type Fields } from '../../shared/fields.ts';
import { animateButtons, stickRightColumn, updateReferers, wrapSelect2Dropdowns } from '../../families/shop/widget.ts';
import { onStoreEvent } from '../../families/shop/store-signal.ts';

export type CartSettings = {
  /** `yes` keeps the totals column in view. @default false */
  sticky_right_column: boolean;
  /** Distance from the top of the window for the sticky column, in px. @default 0 */
  sticky_right_column_offset: number;
  /** `yes` presses "Update cart" 1.5 s after the last quantity change. @default false */
  update_cart_automatically: boolean;
  /** Hover animation of the checkout button. @default '' */
  checkout_button_hover_animation: string;
  /** Hover animation of the cart's form buttons. @default '' */
  forms_buttons_hover_animation: string;
};

const FIELDS: Fields<CartSettings> = {
  sticky_right_column: { schema: SWITCH, fallback: false },
  sticky_right_column_offset: { schema: numberIn(), fallback: 0 },
  update_cart_automatically: { schema: SWITCH, fallback: false },
  checkout_button_hover_animation: { schema: text(), fallback: '' },
  forms_buttons_hover_animation: { schema: text(), fallback: '' },
};

// 1500 ms: the original waits this long after the last quantity input before pressing "Update cart".
const UPDATE_DELAY_MS = 1500;

function animate(settings: CartSettings, ctx: MountContext): void {
  // Looked up each time: the store re-renders the cart markup.
  animateButtons(ctx.own('.checkout-button'), settings.checkout_button_hover_animation);
  animateButtons(ctx.own('.shop_table .button'), settings.forms_buttons_hover_animation);
}

function startAutoUpdate(root: HTMLElement, ctx: MountContext): void {
  let timer = 0;
  root.addEventListener('input', (event) => {
    if (!(event.target as Element).closest('.qty')) return;
    clearTimeout(timer);
    timer = window.setTimeout(() => ctx.own<HTMLButtonElement>('button[name=update_cart]')[0]?.click(), UPDATE_DELAY_MS);
  }, { signal: ctx.signal });
  ctx.signal.addEventListener('abort', () => clearTimeout(timer));
}

const cart: WispModule<CartSettings> = {
  parse: (raw) => ({ ok: true, ...readFields(raw, FIELDS) }),
  mount(root, settings, ctx) {
    const [column] = ctx.own('.e-sticky-right-column');
    if (settings.sticky_right_column) stickRightColumn(column, settings.sticky_right_column_offset);
    animate(settings, ctx);
    updateReferers(ctx.own<HTMLInputElement>('[name=_wp_http_referer]'), ctx);
    if (settings.update_cart_automatically) startAutoUpdate(root, ctx);
    wrapSelect2Dropdowns(ctx.signal);
    onStoreEvent(['wc_fragments_loaded', 'wc_fragments_refreshed'], (type) => {
      if (type === 'wc_fragments_refreshed') animate(settings, ctx);
      updateReferers(ctx.own<HTMLInputElement>('[name=_wp_http_referer]'), ctx);
    }, ctx.signal);
    return () => column?.classList.remove('e-sticky-right-column--active');
  },
};

export default cart;
