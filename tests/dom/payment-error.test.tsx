import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { PaymentError, toPaymentError } from '../../src/families/payments/error-view.tsx';

let host: HTMLElement | null = null;

afterEach(() => {
  if (host) act(() => void render(null, host!));
  host?.remove();
  host = null;
});

const EVIL = 'Refused <img src=x onerror="window.__pwned=1">';

describe('the payment error component', () => {
  it("draws the original's Stripe error box, announced as it appears, with the provider's message as text", () => {
    host = document.body.appendChild(document.createElement('div'));
    act(() => void render(<PaymentError message={EVIL} />, host!));
    const box = host.firstElementChild as HTMLElement;
    expect([box.tagName, box.className, box.getAttribute('role'), box.textContent]).toEqual(['DIV', 'elementor-message elementor-stripe-error-message elementor-message-danger', 'alert', EVIL]);
    expect(box.children).toHaveLength(0);
  });

  it('hands back a detached element that a form can take without losing its fields', () => {
    document.body.innerHTML = '<form><input id="amount" value="5"></form>';
    const form = document.querySelector('form')!;
    form.append(toPaymentError('Declined'));
    expect([...form.children].map((child) => child.localName)).toEqual(['input', 'div']);
    expect(form.lastElementChild?.textContent).toBe('Declined');
  });
});
