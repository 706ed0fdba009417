// PayPal button (`paypal-button`): the legacy button shows the server's error messages instead of leaving for PayPal.
import type { WispModule } from '../../core/types.ts';
import { revealErrors } from '../../families/payments/errors.ts';

const paypalButton: WispModule<Record<string, never>> = {
  // No setting is read: the server printed everything the click needs.
  parse: () => ({ ok: true, settings: {} }),
  mount(_root, _settings, ctx) {
    const [button] = ctx.own('.elementor-button.elementor-paypal-legacy');
    if (!button) return ctx.warn('markup', 'no .elementor-button.elementor-paypal-legacy'), false;
    const errors = ctx.own('.elementor-message-danger');
    button.addEventListener('click', (event) => {
      // Errors printed = the widget is misconfigured (no account, no price): going to PayPal would fail there.
      if (errors.length === 0) return;
      event.preventDefault();
      revealErrors(errors);
      ctx.emit('payment-error', { provider: 'paypal', messages: errors.map((error) => error.textContent?.trim() ?? '') });
    }, { signal: ctx.signal });
  },
};

export default paypalButton;
