// Purchase summary (`woocommerce-purchase-summary`): equal address boxes, joined purchase notes, button hover animation.
import { text } from '../../shared/checks.ts';
import type { WispModule } from '../../core/types.ts';
import { readFields, type Fields } from '../../shared/fields.ts';
import { animateButtons, equalizeHeights, joinPurchaseNotes, wrapSelect2Dropdowns } from '../../families/shop/widget.ts';

export type PurchaseSummarySettings = {
  /** Hover animation of the order buttons (`elementor-animation-{name}`). @default '' */
  order_details_button_hover_animation: string;
};

const FIELDS: Fields<PurchaseSummarySettings> = {
  order_details_button_hover_animation: { schema: text(), fallback: '' },
};

const purchaseSummary: WispModule<PurchaseSummarySettings> = {
  parse: (raw) => ({ ok: true, ...readFields(raw, FIELDS) }),
  mount(_root, settings, ctx) {
    // Nothing is required: an order without addresses or notes simply has nothing to adjust.
    equalizeHeights(ctx.own('address'));
    joinPurchaseNotes(ctx.own('.product-purchase-note'));
    animateButtons(ctx.own('.order-again .button, td .button'), settings.order_details_button_hover_animation);
    wrapSelect2Dropdowns(ctx.signal);
  },
};

export default purchaseSummary;
