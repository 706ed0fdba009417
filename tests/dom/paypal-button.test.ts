import { afterEach, describe, expect, it, vi } from 'vitest';
import { $ } from './helpers.ts';
import { fixture, mountWidget } from './pro-fixture.ts';

afterEach(() => {
  (window as unknown as { wisp?: { destroy(): void } }).wisp?.destroy();
  vi.restoreAllMocks();
});

const click = (selector: string): MouseEvent => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  $(selector).dispatchEvent(event);
  return event;
};

describe('paypal legacy button', () => {
  it('stops the trip to PayPal and reveals the printed errors as alerts', async () => {
    const { root } = await mountWidget(fixture('payments/buttons.html'), 'd5e7201');
    expect(root.hasAttribute('data-wisp-ready')).toBe(true);
    const event = click('#paypal-d5e7201');
    const error = $('[data-id="d5e7201"] .elementor-message-danger');
    expect(event.defaultPrevented).toBe(true);
    expect(error.classList.contains('elementor-hidden')).toBe(false);
    expect(error.getAttribute('role')).toBe('alert');
  });

  it('lets a configured button submit to PayPal', async () => {
    await mountWidget(fixture('payments/buttons.html'), 'd5e7202');
    const form = $('[data-id="d5e7202"] form');
    form.addEventListener('submit', (submit) => submit.preventDefault());
    expect(click('#paypal-d5e7202').defaultPrevented).toBe(false);
  });

  it('stops reacting after teardown', async () => {
    const { api, root } = await mountWidget(fixture('payments/buttons.html'), 'd5e7201');
    api.destroy(root);
    $('[data-id="d5e7201"] form').addEventListener('submit', (submit) => submit.preventDefault());
    expect(click('#paypal-d5e7201').defaultPrevented).toBe(false);
  });

  it('leaves the markup byte-identical with one warning when the legacy button is missing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = fixture('payments/missing-markup.html');
    const { root } = await mountWidget(html, 'd5e7204');
    expect(root.outerHTML).toBe(new DOMParser().parseFromString(html, 'text/html').querySelector('[data-id="d5e7204"]')?.outerHTML);
    expect(warn.mock.calls.filter((call) => String(call[0]).startsWith('[wisp] paypal-button'))).toHaveLength(1);
  });
});
