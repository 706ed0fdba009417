// My account (`woocommerce-my-account`): equal address and login/register boxes, joined purchase notes, button animations.
import { text } from '../../shared/checks.ts';
import type { WispModule } from '../../core/types.ts';
import { readFields, type Fields } from '../../shared/fields.ts';
import { animateButtons, equalizeHeights, joinPurchaseNotes, wrapSelect2Dropdowns } from '../../families/shop/widget.ts';

export type MyAccountSettings = {
  /** Hover animation of the form buttons. @default '' */
  forms_buttons_hover_animation: string;
  /** Hover animation of the table buttons (order again, pagination). @default '' */
  tables_button_hover_animation: string;
};

const FIELDS: Fields<MyAccountSettings> = {
  forms_buttons_hover_animation: { schema: text(), fallback: '' },
  tables_button_hover_animation: { schema: text(), fallback: '' },
};

const myAccount: WispModule<MyAccountSettings> = {
  parse: (raw) => ({ ok: true, ...readFields(raw, FIELDS) }),
  mount(_root, settings, ctx) {
    // The tab switching of the original runs in the editor only; on the site each tab is its own page.
    const equalize = () => {
      equalizeHeights(ctx.own('address'));
      equalizeHeights(ctx.own('form.login, form.register'));
    };
    animateButtons(ctx.own('.woocommerce button.button, #add_payment_method #payment #place_order'), settings.forms_buttons_hover_animation);
    animateButtons(ctx.own('.order-again .button, td .button, .woocommerce-pagination .button'), settings.tables_button_hover_animation);
    equalize();
    joinPurchaseNotes(ctx.own('tr.product-purchase-note'));
    wrapSelect2Dropdowns(ctx.signal);
    // The store's password strength meter grows the register box: the boxes are equalized again.
    for (const type of ['keyup', 'change']) {
      document.body.addEventListener(type, (event) => {
        if ((event.target as Element).closest?.('.register #reg_password')) equalize();
      }, { signal: ctx.signal });
    }
  },
};

export default myAccount;
