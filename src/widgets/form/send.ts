// Sending: on submit, one request at a time (multipart FormData to admin-ajax), then the answer shown in the original's markup.
import type { MountContext } from '../../core/types.ts';
import { prefersReducedMotion } from '../../shared/motion.ts';
import { followRedirect, runPopupAction } from './after-success.ts';
import { appendFormMessage, clearMessages, CLASS, findErrorContainer, hideSpinner, loadMessageViews, markFieldError, showSpinner, type MessageViews } from './messages.ts';
import { triggerPublic } from './public-events.ts';
import { toFormAnswerFromBody, type FormAnswer, type FormFailure, type FormRejection, type FormSuccess } from './response.ts';
import { postAjax } from '../../shared/ajax-post.ts';

const ACTION = 'elementor_pro_forms_send_form';
/** Shown when the endpoint could not be reached or did not answer with its JSON (the original showed jQuery's `error`). */
export const FAILURE_MESSAGE = 'The form could not be sent. Please check your connection and try again.';

export type SenderParts = {
  form: HTMLFormElement;
  button: HTMLButtonElement | null;
  ctx: MountContext;
  /** Step navigation, when the form has steps: back to the first after success, to the first step with an error. */
  steps: { reset(): void; showFirstError(): void } | null;
  navigate?: (url: string) => void;
};

/** 500 ms to dim, 100 ms back: the original's jQuery `animate` durations. */
function fade(form: HTMLFormElement, to: number, ms: number, fill: FillMode): Animation | null {
  if (typeof form.animate !== 'function') return null;
  const animation = form.animate([{ opacity: to === 1 ? 0.45 : 1 }, { opacity: to }], { duration: prefersReducedMotion() ? 0 : ms, fill });
  // Cancelling rejects `finished`; nobody waits for it, so the rejection is expected, not an error.
  animation.finished?.catch(() => undefined);
  return animation;
}

function onSuccess(parts: SenderParts, answer: FormSuccess, views: MessageViews | null): void {
  const { form, ctx } = parts;
  parts.steps?.reset();
  triggerPublic(form, 'submit_success', answer.raw, true);
  ctx.emit('submit-success', { response: answer.raw });
  runPopupAction(form, answer, ctx.warn, ctx.signal);
  triggerPublic(form, 'form_destruct', answer.raw, true);
  followRedirect(answer, ctx.warn, parts.navigate ?? ((url) => location.assign(url)));
  form.reset();
  if (answer.message) appendFormMessage(views, form, 'success', answer.message, ctx.config.experiments['e_font_icon_svg'] === true);
}

function onRejected(parts: SenderParts, answer: FormRejection, views: MessageViews | null): void {
  const { form, ctx } = parts;
  for (const [field, message] of answer.errors) {
    const container = findErrorContainer(form, field);
    if (container) markFieldError(views, container, message);
  }
  if (answer.errors.length > 0) {
    triggerPublic(form, 'error', undefined, false);
    parts.steps?.showFirstError();
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }
  if (answer.message) appendFormMessage(views, form, 'danger', answer.message);
  ctx.emit('submit-error', { reason: 'rejected', response: answer.raw });
}

function onFailed(parts: SenderParts, answer: FormFailure, views: MessageViews | null): void {
  appendFormMessage(views, parts.form, 'danger', FAILURE_MESSAGE);
  triggerPublic(parts.form, 'error', undefined, false);
  parts.ctx.emit('submit-error', { reason: answer.reason, status: answer.status });
}

async function request(url: string, body: FormData, signal: AbortSignal): Promise<FormAnswer> {
  try {
    const response = await postAjax(url, body, signal);
    return toFormAnswerFromBody(response.status, await response.text());
  } catch {
    return { kind: 'failed', reason: 'network', status: 0 };
  }
}

/** Takes over the form's submit: never a native navigation, never a second request while one is in flight. */
export function startSender(parts: SenderParts): void {
  const { form, button, ctx } = parts;
  let waiting = false;
  const send = async () => {
    if (!ctx.emit('before-submit', { form }, true)) return;
    waiting = true;
    form.classList.add(CLASS.waiting);
    form.setAttribute('aria-busy', 'true');
    const dim = fade(form, 0.45, 500, 'forwards');
    clearMessages(form);
    showSpinner(button);
    const body = new FormData(form);
    body.append('action', ACTION);
    body.append('referrer', location.toString());
    // Every answer shows a message: its components load while the request runs, and the answer waits for both.
    const [answer, views] = await Promise.all([request(ctx.config.urls.ajaxurl, body, ctx.signal), loadMessageViews()]);
    waiting = false;
    hideSpinner(button);
    form.classList.remove(CLASS.waiting);
    form.removeAttribute('aria-busy');
    dim?.cancel();
    // Torn down while sending: the form is back as it was, and the answer is nobody's business any more.
    if (ctx.signal.aborted) return;
    fade(form, 1, 100, 'none');
    if (answer.kind === 'success') onSuccess(parts, answer, views);
    else if (answer.kind === 'rejected') onRejected(parts, answer, views);
    else onFailed(parts, answer, views);
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!waiting) void send();
  }, { signal: ctx.signal });
}
