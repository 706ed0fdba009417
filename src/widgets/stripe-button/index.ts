// Stripe button (`stripe-button`): the form posts to admin-ajax, then opens the checkout or shows the error as text.
import type { MountContext, WispModule } from '../../core/types.ts';
import { appendError, loadErrorView, revealErrors, type ErrorView } from '../../families/payments/errors.ts';
import { readStripeForm, toStripeBody, toStripeOutcome, toWebUrl, type StripeOutcome } from './request.ts';
import { postAjax } from '../../shared/ajax-post.ts';

async function send(form: HTMLFormElement, ctx: MountContext): Promise<StripeOutcome> {
  const fields = readStripeForm(form);
  const url = toWebUrl(fields.url, location.href);
  const failed: StripeOutcome = { kind: 'error', message: fields.customMessages ? fields.globalMessage : '' };
  if (!url) return failed;
  try {
    const response = await postAjax(url, toStripeBody(fields, document.URL), ctx.signal);
    if (!response.ok) return failed;
    return toStripeOutcome(await response.json(), fields, location.href);
  } catch {
    return failed;
  }
}

function show(form: HTMLFormElement, outcome: StripeOutcome, ctx: MountContext, view: ErrorView | null): void {
  if (outcome.kind === 'open') {
    const { target } = readStripeForm(form);
    ctx.emit('payment-redirect', { provider: 'stripe', url: outcome.url.href, target });
    window.open(outcome.url.href, target, target === '_blank' ? 'noopener' : undefined);
    return;
  }
  if (outcome.message) appendError(view, form, outcome.message);
  else ctx.warn('request', 'the Stripe call failed without a message to show');
  ctx.emit('payment-error', { provider: 'stripe', messages: [outcome.message] });
}

const stripeButton: WispModule<Record<string, never>> = {
  // Everything the submit needs is in the form's hidden fields, not in data-settings.
  parse: () => ({ ok: true, settings: {} }),
  mount(_root, _settings, ctx) {
    const [form] = ctx.own<HTMLFormElement>('form.elementor-stripe-form');
    if (!form) return ctx.warn('markup', 'no form.elementor-stripe-form'), false;
    const errors = ctx.own('.elementor-message-danger').filter((error) => !error.classList.contains('elementor-stripe-error-message'));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (ctx.config.edit || form.getAttribute('aria-busy') === 'true') return;
      for (const old of form.querySelectorAll('.elementor-stripe-error-message')) old.remove();
      if (errors.length > 0) return revealErrors(errors);
      // Busy while the call runs: a second click would start a second checkout session.
      form.setAttribute('aria-busy', 'true');
      // The error component loads while the request runs; an answer waits for both.
      void Promise.all([send(form, ctx), loadErrorView()]).then(([outcome, view]) => {
        form.removeAttribute('aria-busy');
        if (!ctx.signal.aborted) show(form, outcome, ctx, view);
      });
    }, { signal: ctx.signal });
  },
};

export default stripeButton;
