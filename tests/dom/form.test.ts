import { afterEach, describe, expect, it, vi } from 'vitest';
import { $, $$, boot, touch } from './helpers.ts';
import { holdFetch } from './hold-fetch.ts';
import { formFixture, jsonResponse, settle } from './form-markup.ts';
import { AJAX_TIMEOUT_MS } from '../../src/shared/ajax-post.ts';

afterEach(() => {
  (window as unknown as { wisp?: { destroy(): void } }).wisp?.destroy();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  delete (window as unknown as Record<string, unknown>)['jQuery'];
});

const SUCCESS = { success: true, data: { message: 'Thank you.', data: [] } };

async function mountBasic(name = 'basic', id = 'f07e0b1') {
  const calls = holdFetch();
  const api = await boot(formFixture(name));
  const root = $(`[data-id="${id}"]`);
  await touch(api, root);
  const form = $('form', root) as HTMLFormElement;
  return { api, root, form, calls };
}

function fill(form: HTMLFormElement, values: Record<string, string>): void {
  for (const [id, value] of Object.entries(values)) ($(`#form-field-${id}`, form) as HTMLInputElement).value = value;
}

function submit(form: HTMLFormElement): SubmitEvent {
  const event = new SubmitEvent('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event;
}

describe('form: sending', () => {
  it('mounts on first interaction and marks the root ready', async () => {
    const { api, root } = await mountBasic();
    expect(root.hasAttribute('data-wisp-ready')).toBe(true);
    expect(api.report().find((row) => row.module === 'form')?.status).toBe('mounted');
  });

  it('posts multipart FormData to admin-ajax with the original field names, hidden fields, action and referrer, and no nonce', async () => {
    const { form, calls } = await mountBasic();
    fill(form, { name: 'Ada', email: 'ada@example.co.uk', message: 'Hello' });
    ($('#form-field-services-1', form) as HTMLInputElement).checked = true;
    const event = submit(form);
    expect(event.defaultPrevented).toBe(true);
    expect(calls).toHaveLength(1);
    const call = calls[0]!;
    expect(call.url).toBe('/wp-admin/admin-ajax.php');
    expect(call.init?.method).toBe('POST');
    const body = call.init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect([...body.entries()].map(([key, value]) => [key, String(value)])).toEqual([
      ['post_id', '910'], ['form_id', 'f07e0b1'], ['referer_title', 'Form fixture'], ['queried_id', '910'],
      ['form_fields[name]', 'Ada'], ['form_fields[email]', 'ada@example.co.uk'], ['form_fields[services][]', 'Plus'],
      ['form_fields[message]', 'Hello'], ['form_fields[utm_source]', 'fixture'],
      ['action', 'elementor_pro_forms_send_form'], ['referrer', location.toString()],
    ]);
  });

  it('shows the waiting state with the spinner markup and never sends twice while a request is in flight', async () => {
    const { form, calls } = await mountBasic();
    const button = $('button[type="submit"]', form) as HTMLButtonElement;
    // The visitor's first focus in the form fetches the spinner component ahead of the submit.
    $('#form-field-name', form).dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await settle();
    submit(form);
    submit(form);
    expect(calls).toHaveLength(1);
    expect(form.classList.contains('elementor-form-waiting')).toBe(true);
    expect(form.getAttribute('aria-busy')).toBe('true');
    expect(button.disabled).toBe(true);
    // The components are here: the spinner is drawn in the submit's own task, one microtask on, before any paint.
    await Promise.resolve();
    const spinner = $('.elementor-button-content-wrapper > span.elementor-button-text.elementor-form-spinner:first-child', button);
    expect(spinner.querySelector('i.fa.fa-spinner.fa-spin')).not.toBeNull();
    calls[0]!.resolve(jsonResponse(SUCCESS));
    await settle();
    expect(form.classList.contains('elementor-form-waiting')).toBe(false);
    expect(button.disabled).toBe(false);
    expect(button.querySelector('.elementor-form-spinner')).toBeNull();
    submit(form);
    expect(calls).toHaveLength(2);
  });

  it('on a submit before the spinner component has arrived, disables the button at once and adds the spinner when it lands, while the request runs', async () => {
    const { form, calls } = await mountBasic();
    const button = $('button[type="submit"]', form) as HTMLButtonElement;
    submit(form);
    expect([button.disabled, button.querySelector('.elementor-form-spinner')]).toEqual([true, null]);
    await settle();
    expect(form.getAttribute('aria-busy')).toBe('true');
    expect($('.elementor-button-content-wrapper > span.elementor-form-spinner:first-child > i.fa-spinner', button).getAttribute('aria-hidden')).toBe('true');
    calls[0]!.resolve(jsonResponse(SUCCESS));
    await settle();
    expect([button.disabled, button.querySelector('.elementor-form-spinner')]).toEqual([false, null]);
  });

  it('on success resets the form, appends the success message and dispatches submit_success, form_destruct and wisp:submit-success', async () => {
    const { root, form, calls } = await mountBasic();
    fill(form, { name: 'Ada', email: 'ada@example.co.uk' });
    const seen: string[] = [];
    form.addEventListener('submit_success', (event) => seen.push(`native:${JSON.stringify((event as CustomEvent).detail)}`));
    form.addEventListener('form_destruct', () => seen.push('destruct'));
    root.addEventListener('wisp:submit-success', (event) => seen.push(`wisp:${String(((event as CustomEvent).detail as { response: { message: string } }).response.message)}`));
    submit(form);
    calls[0]!.resolve(jsonResponse(SUCCESS));
    await settle();
    expect(seen).toEqual([`native:${JSON.stringify(SUCCESS.data)}`, 'wisp:Thank you.', 'destruct']);
    expect(($('#form-field-name', form) as HTMLInputElement).value).toBe('');
    const message = $('.elementor-message', form);
    expect(message.className).toBe('elementor-message elementor-message-success');
    expect(message.getAttribute('role')).toBe('alert');
    expect(message.textContent).toBe('Thank you.');
  });

  it('inserts server messages as text, never as HTML', async () => {
    const { form, calls } = await mountBasic();
    submit(form);
    const evil = '<img src=x onerror="window.__pwned=1">Sent <b>bold</b>';
    calls[0]!.resolve(jsonResponse({ success: false, data: { message: evil, errors: { name: `<b>${evil}</b>` } } }));
    await settle();
    expect(form.querySelector('img, b')).toBeNull();
    expect($('.elementor-form-help-inline', form).textContent).toBe(`<b>${evil}</b>`);
    expect($('form > .elementor-message-danger', document).textContent).toBe(evil);
  });

  it('shows server field errors in the original markup, focuses the first one, and clears them on the next send', async () => {
    const { root, form, calls } = await mountBasic();
    const reasons: unknown[] = [];
    root.addEventListener('wisp:submit-error', (event) => reasons.push(((event as CustomEvent).detail as { reason: string }).reason));
    submit(form);
    calls[0]!.resolve(jsonResponse({ success: false, data: { message: 'Check the fields.', errors: { email: 'Bad e-mail', services: 'Pick one', nope: 'x' }, data: [] } }));
    await settle();
    const email = $('#form-field-email', form);
    const help = $('.elementor-field-group-email > span', form);
    expect(help.className).toBe('elementor-message elementor-message-danger elementor-help-inline elementor-form-help-inline');
    expect(help.getAttribute('role')).toBe('alert');
    expect(help.textContent).toBe('Bad e-mail');
    expect(email.parentElement?.classList.contains('elementor-error')).toBe(true);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect($('.elementor-field-group-services .elementor-form-help-inline', form).textContent).toBe('Pick one');
    expect($$('.elementor-form-help-inline', form)).toHaveLength(2);
    expect(document.activeElement).toBe(email);
    expect($('form > .elementor-message-danger').textContent).toBe('Check the fields.');
    expect(reasons).toEqual(['rejected']);
    submit(form);
    expect(form.querySelector('.elementor-message, .elementor-error')).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBe('false');
  });

  it('keeps the input on a network failure, shows a danger message and sends again', async () => {
    const { root, form, calls } = await mountBasic();
    fill(form, { name: 'Ada', email: 'ada@example.co.uk' });
    const reasons: unknown[] = [];
    root.addEventListener('wisp:submit-error', (event) => reasons.push(((event as CustomEvent).detail as { reason: string }).reason));
    submit(form);
    calls[0]!.reject(new TypeError('Failed to fetch'));
    await settle();
    expect(($('#form-field-name', form) as HTMLInputElement).value).toBe('Ada');
    expect($('form > .elementor-message.elementor-message-danger[role="alert"]').textContent).toMatch(/could not be sent/);
    expect(($('button[type="submit"]', form) as HTMLButtonElement).disabled).toBe(false);
    submit(form);
    expect(calls).toHaveLength(2);
    calls[1]!.resolve(jsonResponse(SUCCESS));
    await settle();
    expect($('.elementor-message-success', form).textContent).toBe('Thank you.');
    expect(form.querySelector('.elementor-message-danger')).toBeNull();
    expect(reasons).toEqual(['network']);
  });

  it('gives up on a server that never answers after the time limit: the form is usable again, says so, and sends again', async () => {
    // Before: the request had no limit, so a stalled server left the form dimmed, busy and refusing every later submit.
    const { form, calls } = await mountBasic();
    fill(form, { name: 'Ada' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      submit(form);
      expect(form.getAttribute('aria-busy')).toBe('true');
      await vi.advanceTimersByTimeAsync(AJAX_TIMEOUT_MS - 1000);
      expect(form.getAttribute('aria-busy')).toBe('true');
      await vi.advanceTimersByTimeAsync(1000);
    } finally {
      vi.useRealTimers();
    }
    await settle();
    expect(calls[0]!.init?.signal?.aborted).toBe(true);
    expect(form.hasAttribute('aria-busy')).toBe(false);
    expect(($('button[type="submit"]', form) as HTMLButtonElement).disabled).toBe(false);
    expect($('form > .elementor-message.elementor-message-danger[role="alert"]').textContent).toMatch(/could not be sent/);
    expect(($('#form-field-name', form) as HTMLInputElement).value).toBe('Ada');
    submit(form);
    expect(calls).toHaveLength(2);
  });

  it.each([
    ['an HTTP 500', () => new Response('Server error', { status: 500 }), 'http'],
    ['a body that is not JSON', () => new Response('<p>oops</p>', { status: 200 }), 'not-json'],
    ["WordPress's bare 0", () => new Response('0', { status: 200 }), 'bad-shape'],
  ])('treats %s as a failure the visitor can retry', async (_name, answer, reason) => {
    const { root, form, calls } = await mountBasic();
    fill(form, { name: 'Ada' });
    let detail: unknown = null;
    root.addEventListener('wisp:submit-error', (event) => (detail = (event as CustomEvent).detail));
    submit(form);
    calls[0]!.resolve(answer());
    await settle();
    expect(detail).toMatchObject({ reason });
    expect($$('.elementor-message-danger', form)).toHaveLength(1);
    expect(($('#form-field-name', form) as HTMLInputElement).value).toBe('Ada');
  });

  it('triggers the jQuery events with the data as second argument, without running jQuery listeners twice', async () => {
    const { form, calls } = await mountBasic();
    const triggered: Array<[string, unknown]> = [];
    const state: { triggered?: unknown } = {};
    const duringNative: unknown[] = [];
    form.addEventListener('submit_success', () => duringNative.push(state.triggered));
    const jQuery = Object.assign((target: Element) => ({ trigger: (name: string, args: unknown[]) => triggered.push([name, target === form ? args[0] : null]) }), { event: state });
    vi.stubGlobal('jQuery', jQuery);
    submit(form);
    calls[0]!.resolve(jsonResponse(SUCCESS));
    await settle();
    expect(triggered).toEqual([['submit_success', SUCCESS.data], ['form_destruct', SUCCESS.data]]);
    expect(duringNative).toEqual(['submit_success']);
    expect(state.triggered).toBeUndefined();
  });

  it('refuses a redirect to a non-http URL with one warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { form, calls } = await mountBasic();
    const before = location.href;
    submit(form);
    calls[0]!.resolve(jsonResponse({ success: true, data: { message: 'ok', data: { redirect_url: 'javascript:alert(1)' } } }));
    await settle();
    expect(location.href).toBe(before);
    expect(warn.mock.calls.filter(([text]) => String(text).includes('redirect'))).toHaveLength(1);
  });

  it('marks fields the browser rejects with the original classes and clears them once valid', async () => {
    const { form } = await mountBasic();
    const name = $('#form-field-name', form) as HTMLInputElement;
    expect(name.checkValidity()).toBe(false);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.closest('.elementor-field-group')?.classList.contains('elementor-error')).toBe(true);
    name.value = 'Ada';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    expect(name.getAttribute('aria-invalid')).toBe('false');
    expect(name.closest('.elementor-field-group')?.classList.contains('elementor-error')).toBe(false);
  });

  it('sends nothing when a listener cancels wisp:before-submit', async () => {
    const { root, form, calls } = await mountBasic();
    root.addEventListener('wisp:before-submit', (event) => event.preventDefault());
    expect(submit(form).defaultPrevented).toBe(true);
    expect(calls).toHaveLength(0);
    expect(form.classList.contains('elementor-form-waiting')).toBe(false);
  });

  it('stops handling submits after teardown', async () => {
    const { api, form, calls } = await mountBasic();
    api.destroy();
    expect(submit(form).defaultPrevented).toBe(false);
    expect(calls).toHaveLength(0);
  });

  it('the subscribe widget runs the same sender', async () => {
    const { form, calls } = await mountBasic('subscribe', 'f07e0u1');
    fill(form, { email: 'ada@example.co.uk' });
    submit(form);
    expect((calls[0]?.init?.body as FormData).get('action')).toBe('elementor_pro_forms_send_form');
  });
});

describe('form: bad input', () => {
  it('leaves a widget without its form byte-identical, with exactly one warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    holdFetch();
    const api = await boot(formFixture('missing-markup'));
    const root = $('[data-id="f07e0m1"]');
    const before = root.outerHTML;
    await touch(api, root);
    expect(root.outerHTML).toBe(before);
    expect(warn.mock.calls.filter(([text]) => String(text).startsWith('[wisp] form'))).toHaveLength(1);
  });

  it('falls back to defaults for wrong-typed settings with one warning each, and leaves unparsable settings alone', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    holdFetch();
    const api = await boot(formFixture('bad-settings'));
    const broken = $('[data-id="f07e0x2"]');
    const before = broken.outerHTML;
    await touch(api, $('[data-id="f07e0x1"]'));
    await touch(api, broken);
    const texts = warn.mock.calls.map(([text]) => String(text));
    expect(texts.filter((text) => text.includes('step_type'))).toHaveLength(1);
    expect(texts.filter((text) => text.includes('button_width'))).toHaveLength(1);
    expect($('[data-id="f07e0x1"] .e-form__buttons').className).toContain('elementor-col-100');
    // The indicators' items come from a chunk of their own, after the form has mounted.
    await vi.waitFor(() => expect($$('[data-id="f07e0x1"] .e-form__indicators__indicator__number')).toHaveLength(2));
    expect(broken.outerHTML).toBe(before);
    expect(texts.filter((text) => text.includes('f07e0x2') || (text.startsWith('[wisp] form') && !text.includes('step_type') && !text.includes('button_width')))).toHaveLength(1);
  });
});
