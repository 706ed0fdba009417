// Add to cart (`woocommerce-product-add-to-cart`) in loop items: the quantity goes with the AJAX button, and the store's
// "View cart" link lands in the form container.
import type { WispModule } from '../../core/types.ts';
import { onStoreEvent } from '../../families/shop/store-signal.ts';
import { isRecord } from '../../shared/guards.ts';
import { wrapSelect2Dropdowns } from '../../families/shop/widget.ts';

/** The button WooCommerce passes with `added_to_cart`: a jQuery set (its first element) or an element. */
function toElement(value: unknown): Element | null {
  if (value instanceof Element) return value;
  const first = isRecord(value) ? value[0] : undefined;
  return first instanceof Element ? first : null;
}

const addToCart: WispModule<Record<string, never>> = {
  parse: () => ({ ok: true, settings: {} }),
  mount(root, _settings, ctx) {
    // Nothing is required: outside a loop the widget is WooCommerce's plain form, which its own script handles.
    const { signal } = ctx;
    wrapSelect2Dropdowns(signal);
    root.addEventListener('change', (event) => {
      const input = (event.target as Element).closest<HTMLInputElement>('.e-loop-add-to-cart-form input.qty');
      if (!input) return;
      for (const button of ctx.own('.e-loop-add-to-cart-form .ajax_add_to_cart')) button.setAttribute('data-quantity', input.value);
    }, { signal });
    onStoreEvent(['added_to_cart'], (_type, _event, args) => {
      const button = toElement(args[2]);
      if (!button || !root.contains(button)) return;
      const link = [...(button.parentElement?.children ?? [])].find((sibling) => sibling !== button && sibling.matches('.added_to_cart'));
      const container = link?.closest('.e-loop-add-to-cart-form-container');
      if (!link || !container) return;
      for (const old of container.querySelectorAll(':scope > .added_to_cart')) old.remove();
      container.append(link);
    }, signal);
  },
};

export default addToCart;
