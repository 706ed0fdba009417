// The Stripe button's error box as a component, its message as text only. Loaded alongside the payment request, so the
// button's own chunk (mounted near the viewport, before any input) stays free of the UI chunk.
import { toElement } from '../../ui/render-detached.ts';

/** The original's box: `div.elementor-message.elementor-stripe-error-message.elementor-message-danger[role=alert]`. */
export function PaymentError({ message }: { message: string }) {
  return <div className="elementor-message elementor-stripe-error-message elementor-message-danger" role="alert">{message}</div>;
}

export const toPaymentError = (message: string): HTMLElement => toElement(<PaymentError message={message} />);
