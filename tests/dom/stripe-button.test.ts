import { afterEach, describe, expect, it, vi } from 'vitest';
import { $ } from './helpers.ts';
import { fixture, mountWidget } from './pro-fixture.ts';
import { readStripeForm, toStripeBody, toStripeOutcome, toWebUrl } from '../../src/widgets/stripe-button/request.ts';

const PAGE = 'payments/buttons.html';

function answer(code: number, body: unknown): Response {
  return new Response(JSON.stringify({ response: { code }, body: JSON.stringify(body) }), { status: 200, headers: { 'content-type': 'application/json' } });
}

const submit = (id: string) => $(`[data-id="${id}"] form`).dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
const errorsOf = (id: string) => [...document.querySelectorAll(`[data-id="${id}"] .elementor-stripe-error-message`)];

afterEach(() => {
  (window as unknown as { wisp?: { destroy(): void } }).wisp?.destroy();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('stripe button request', () => {
  it('reads the hidden fields and builds the body with the nested data object as jQuery sends it', async () => {
    await mountWidget(fixture(PAGE), 'd5e7101');
    const form = readStripeForm($('[data-id="d5e7101"] form') as HTMLFormElement);
    expect(form).toMatchObject({ url: '/wp-admin/admin-ajax.php', action: 'submit_stripe_form', widgetId: 'd5e7101', nonce: '4b1f0e9a2c', postId: '910', customMessages: false, target: '_blank' });
    expect(String(toStripeBody(form, 'https://shop.test/p/'))).toBe('action=submit_stripe_form&data%5Baction%5D=submit_stripe_form&data%5BpostId%5D=910&data%5BwidgetId%5D=d5e7101&data%5BpageUrl%5D=https%3A%2F%2Fshop.test%2Fp%2F&data%5Bnonce%5D=4b1f0e9a2c');
  });

  it('opens only http(s) checkout URLs and picks the message per status and custom-message switch', () => {
    const base = 'https://shop.test/';
    const plain = { url: '', action: '', widgetId: '', nonce: '', postId: '', customMessages: false, globalMessage: 'G', paymentMessage: 'P', target: '_self' as const };
    const custom = { ...plain, customMessages: true };
    const wrap = (code: number, body: unknown) => ({ response: { code }, body: JSON.stringify(body) });
    expect(toStripeOutcome(wrap(200, { url: 'https://checkout.stripe.com/c/1' }), plain, base)).toEqual({ kind: 'open', url: new URL('https://checkout.stripe.com/c/1') });
    expect(toStripeOutcome(wrap(200, { url: 'javascript:alert(1)' }), custom, base)).toEqual({ kind: 'error', message: 'G' });
    expect(toStripeOutcome(wrap(401, { error: { message: 'Bad key' } }), plain, base)).toEqual({ kind: 'error', message: 'Bad key' });
    expect(toStripeOutcome(wrap(403, { error: { message: 'Bad key' } }), custom, base)).toEqual({ kind: 'error', message: 'P' });
    expect(toStripeOutcome(wrap(500, { error: { message: 'Down' } }), custom, base)).toEqual({ kind: 'error', message: 'G' });
    expect(toStripeOutcome('garbage', plain, base)).toEqual({ kind: 'error', message: '' });
    expect(toWebUrl('data:text/html,x', base)).toBeNull();
  });
});

describe('stripe button submit', () => {
  it('posts once and opens the checkout in a new window when the switch is on', async () => {
    const fetchMock = vi.fn(async () => answer(200, { url: 'https://checkout.stripe.com/c/pay/1' }));
    vi.stubGlobal('fetch', fetchMock);
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    await mountWidget(fixture(PAGE), 'd5e7101');
    submit('d5e7101');
    submit('d5e7101');
    await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(open).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/1', '_blank', 'noopener');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows the provider message as text, never as markup, and replaces it on the next try', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(401, { error: { message: 'Invalid key <img src=x onerror="window.__x=1">' } })));
    await mountWidget(fixture(PAGE), 'd5e7101');
    submit('d5e7101');
    await vi.waitFor(() => expect(errorsOf('d5e7101')).toHaveLength(1));
    const box = errorsOf('d5e7101')[0];
    expect(box?.textContent).toBe('Invalid key <img src=x onerror="window.__x=1">');
    expect(box?.querySelector('img')).toBeNull();
    expect(box?.getAttribute('role')).toBe('alert');
    submit('d5e7101');
    await vi.waitFor(() => expect(errorsOf('d5e7101')).toHaveLength(1));
  });

  it('shows the custom payment message on 403 and the custom global one when the call fails', async () => {
    const fetchMock = vi.fn(async () => answer(403, { error: { message: 'x' } }));
    vi.stubGlobal('fetch', fetchMock);
    await mountWidget(fixture(PAGE), 'd5e7102');
    submit('d5e7102');
    await vi.waitFor(() => expect(errorsOf('d5e7102')[0]?.textContent).toBe('Your payment details were refused.'));
    fetchMock.mockImplementation(async () => { throw new TypeError('network'); });
    submit('d5e7102');
    await vi.waitFor(() => expect(errorsOf('d5e7102')[0]?.textContent).toBe('Payment could not start. Please try again later.'));
  });

  it('reveals the errors the server printed and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await mountWidget(fixture(PAGE), 'd5e7103');
    const printed = $('[data-id="d5e7103"] .elementor-error-message-account');
    expect(printed.classList.contains('elementor-hidden')).toBe(true);
    submit('d5e7103');
    expect(printed.classList.contains('elementor-hidden')).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('leaves the markup byte-identical with one warning when the form is missing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = fixture('payments/missing-markup.html');
    const { root } = await mountWidget(html, 'd5e7104');
    expect(root.outerHTML).toBe(new DOMParser().parseFromString(html, 'text/html').querySelector('[data-id="d5e7104"]')?.outerHTML);
    expect(warn.mock.calls.filter((call) => String(call[0]).startsWith('[wisp] stripe-button'))).toHaveLength(1);
  });
});
