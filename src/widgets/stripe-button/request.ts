// The Stripe button's admin-ajax call as the original sends it, and what its WordPress-HTTP-style answer means.
import { isRecord } from '../../shared/guards.ts';

export type StripeForm = {
  url: string; action: string; widgetId: string; nonce: string; postId: string;
  customMessages: boolean; globalMessage: string; paymentMessage: string; target: '_blank' | '_self';
};

const text = (data: FormData, name: string): string => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};

/** Reads the hidden fields the widget prints; `postId` is the enclosing document's id, as the original takes it. */
export function readStripeForm(form: HTMLFormElement): StripeForm {
  const data = new FormData(form);
  const postId = Number.parseInt(form.closest('[data-elementor-id]')?.getAttribute('data-elementor-id') ?? '', 10);
  return {
    url: text(data, 'url'), action: text(data, 'action'), widgetId: text(data, 'widget_id'),
    nonce: text(data, 'stripe_form_submit_nonce'), postId: Number.isNaN(postId) ? '' : String(postId),
    customMessages: text(data, 'custom_error_msg') !== '',
    globalMessage: text(data, 'custom_error_msg_global'), paymentMessage: text(data, 'custom_error_msg_payment'),
    target: text(data, 'open_in_new_window') === 'yes' ? '_blank' : '_self',
  };
}

/** `action` plus the nested `data` object, in the bracket form jQuery gives it. */
export function toStripeBody(form: StripeForm, pageUrl: string): URLSearchParams {
  return new URLSearchParams([
    ['action', form.action], ['data[action]', form.action], ['data[postId]', form.postId],
    ['data[widgetId]', form.widgetId], ['data[pageUrl]', pageUrl], ['data[nonce]', form.nonce],
  ]);
}

/** An absolute http(s) URL, or null: a checkout URL from a response never runs script or leaves for another scheme. */
export function toWebUrl(value: unknown, base: string): URL | null {
  if (typeof value !== 'string' || value === '') return null;
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

export type StripeOutcome = { kind: 'open'; url: URL } | { kind: 'error'; message: string };

function providerMessage(body: unknown): string {
  const error = isRecord(body) && isRecord(body['error']) ? body['error']['message'] : undefined;
  return typeof error === 'string' ? error : '';
}

/** `{response: {code}, body: "<json>"}` → open the checkout, or which message to show (empty: none known). */
export function toStripeOutcome(answer: unknown, form: StripeForm, base: string): StripeOutcome {
  const code = isRecord(answer) && isRecord(answer['response']) ? answer['response']['code'] : undefined;
  let body: unknown = null;
  try {
    body = isRecord(answer) && typeof answer['body'] === 'string' ? JSON.parse(answer['body']) : null;
  } catch {
    body = null;
  }
  if (code === 200 || code === '200') {
    const url = toWebUrl(isRecord(body) ? body['url'] : undefined, base);
    if (url) return { kind: 'open', url };
    return { kind: 'error', message: form.customMessages ? form.globalMessage : '' };
  }
  const payment = code === 401 || code === 403 || code === '401' || code === '403';
  const custom = payment ? form.paymentMessage : form.globalMessage;
  return { kind: 'error', message: form.customMessages ? custom : providerMessage(body) };
}
