import { afterEach, describe, expect, it, vi } from 'vitest';
import { $, $$, boot, press, touch } from './helpers.ts';
import { holdFetch } from './hold-fetch.ts';
import { formFixture, jsonResponse, settle } from './form-markup.ts';

afterEach(() => {
  (window as unknown as { wisp?: { destroy(): void } }).wisp?.destroy();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function mount(name: string, id: string) {
  const calls = holdFetch();
  const api = await boot(formFixture(name));
  const root = $(`[data-id="${id}"]`);
  const before = root.querySelector('form')?.outerHTML ?? '';
  await touch(api, root);
  await indicatorsDrawn(root);
  return { api, root, form: $('form', root) as HTMLFormElement, calls, before };
}

/** The indicators' items come from a chunk of their own, after the form has mounted. */
async function indicatorsDrawn(root: HTMLElement): Promise<void> {
  await vi.waitFor(() => expect(root.querySelector('.e-form__indicators:empty')).toBeNull());
}

const visibleStep = (root: HTMLElement) => $$('.e-form__step', root).findIndex((step) => !step.classList.contains('elementor-hidden'));
const states = (root: HTMLElement) => $$('.e-form__indicators__indicator', root).map((item) => /--state-(\w+)/.exec(item.className)?.[1]);

describe('form: steps', () => {
  it('turns step groups into pages with indicators and previous / next buttons', async () => {
    const { root } = await mount('multi-step', 'f07e0s1');
    const steps = $$('.e-form__step', root);
    expect(steps).toHaveLength(3);
    expect(steps.map((step) => step.classList.contains('elementor-hidden'))).toEqual([false, true, true]);
    expect(steps[0]?.classList.contains('elementor-field-group')).toBe(false);
    expect(steps[1]?.querySelector('#form-field-company')).not.toBeNull();
    const indicators = $('.e-form__indicators', root);
    expect(indicators.className).toBe('e-form__indicators e-form__indicators--type-number_text');
    expect(indicators.nextElementSibling?.classList.contains('elementor-form-fields-wrapper')).toBe(true);
    expect($$('.e-form__indicators__indicator__separator', root)).toHaveLength(2);
    expect($$('.e-form__indicators__indicator__label', root).map((label) => label.textContent)).toEqual(['Contact', 'Company', 'Message']);
    expect($$('.e-form__indicators__indicator__number', root).map((n) => [n.textContent, n.classList.contains('e-form__indicators__indicator--shape-circle')])).toEqual([['1', true], ['2', true], ['3', true]]);
    await vi.waitFor(() => expect(states(root)).toEqual(['active', 'inactive', 'inactive']));
    const buttons = steps.map((step) => $$('.e-form__buttons button', step).map((button) => button.textContent?.trim()));
    expect(buttons).toEqual([['Continue'], ['Previous', 'Next'], ['Previous', 'Send']]);
    expect($('.e-form__buttons', steps[0]).className).toBe('e-form__buttons elementor-column elementor-col-100 elementor-md-50');
    expect($('.e-form__buttons__wrapper__button-next', steps[0]).className).toBe('elementor-button elementor-size-sm e-form__buttons__wrapper__button e-form__buttons__wrapper__button-next');
    const submitWrapper = $('.elementor-field-type-submit', steps[2]);
    expect(submitWrapper.classList.contains('e-form__buttons__wrapper')).toBe(true);
    expect(submitWrapper.className).not.toMatch(/elementor-col-|elementor-column|elementor-md-50|e-form__buttons(?!__)/);
    expect($('button[type="submit"]', submitWrapper).classList.contains('e-form__buttons__wrapper__button')).toBe(true);
  });

  it('moves on only when the step is valid, reporting the first invalid field with the browser', async () => {
    const { root, form } = await mount('multi-step', 'f07e0s1');
    const report = vi.spyOn(HTMLInputElement.prototype, 'reportValidity');
    const next = $('.e-form__buttons__wrapper__button-next', root);
    next.click();
    expect(visibleStep(root)).toBe(0);
    expect(report).toHaveBeenCalledTimes(1);
    expect($('#form-field-name', form).getAttribute('aria-invalid')).toBe('true');
    ($('#form-field-name', form) as HTMLInputElement).value = 'Ada';
    ($('#form-field-email', form) as HTMLInputElement).value = 'ada@example.co.uk';
    next.click();
    expect(visibleStep(root)).toBe(1);
    expect(document.activeElement).toBe($('#form-field-company', form));
    await vi.waitFor(() => expect(states(root)).toEqual(['completed', 'active', 'inactive']));
    expect($$('.e-form__indicators__indicator', root)[1]?.getAttribute('aria-current')).toBe('step');
    $$('.e-form__buttons__wrapper__button-previous', root)[0]!.click();
    expect(visibleStep(root)).toBe(0);
    await vi.waitFor(() => expect(states(root)).toEqual(['active', 'inactive', 'inactive']));
  });

  it('advances with Enter in a field, but not from a textarea or on the last step', async () => {
    const { root, form } = await mount('multi-step', 'f07e0s1');
    ($('#form-field-name', form) as HTMLInputElement).value = 'Ada';
    ($('#form-field-email', form) as HTMLInputElement).value = 'ada@example.co.uk';
    expect(press($('#form-field-email', form), 'Enter').defaultPrevented).toBe(true);
    expect(visibleStep(root)).toBe(1);
    ($('#form-field-company', form) as HTMLInputElement).value = 'Northwall';
    press($('#form-field-company', form), 'Enter');
    expect(visibleStep(root)).toBe(2);
    expect(press($('#form-field-message', form), 'Enter').defaultPrevented).toBe(false);
    expect(visibleStep(root)).toBe(2);
  });

  it('shows a progress bar with the percentage of the current step', async () => {
    const { root, form } = await mount('multi-step', 'f07e0s2');
    const meter = $('.e-form__indicators--type-progress_bar .e-form__indicators__indicator__progress__meter', root);
    expect(meter.textContent).toBe('33%');
    expect(root.style.getPropertyValue('--e-form-steps-indicator-progress-meter-width')).toBe('33%');
    ($('#form-field-name_b', form) as HTMLInputElement).value = 'Ada';
    ($('#form-field-email_b', form) as HTMLInputElement).value = 'ada@example.co.uk';
    $('.e-form__buttons__wrapper__button-next', root).click();
    await vi.waitFor(() => expect(meter.textContent).toBe('66%'));
    expect($('.e-form__indicators__indicator__progress', root).getAttribute('aria-valuenow')).toBe('66');
  });

  it('goes to the step holding the first server error, and back to the first step after success', async () => {
    const { root, form, calls } = await mount('multi-step', 'f07e0s1');
    const values: Array<[string, string]> = [['name', 'Ada'], ['email', 'ada@example.co.uk'], ['company', 'N']];
    for (const [id, value] of values) ($(`#form-field-${id}`, form) as HTMLInputElement).value = value;
    $('.e-form__buttons__wrapper__button-next', root).click();
    $$('.e-form__buttons__wrapper__button-next', root)[1]!.click();
    expect(visibleStep(root)).toBe(2);
    form.dispatchEvent(new SubmitEvent('submit', { cancelable: true }));
    calls[0]!.resolve(jsonResponse({ success: false, data: { message: 'No', errors: { email: 'Bad' } } }));
    await settle();
    expect(visibleStep(root)).toBe(0);
    $('.e-form__buttons__wrapper__button-next', root).click();
    form.dispatchEvent(new SubmitEvent('submit', { cancelable: true }));
    calls[1]!.resolve(jsonResponse({ success: true, data: { message: 'Yes', data: [] } }));
    await settle();
    expect(visibleStep(root)).toBe(0);
    await vi.waitFor(() => expect(states(root)).toEqual(['active', 'inactive', 'inactive']));
  });

  it('keeps the focus of the visitor whose first focus loaded the form while its fields move into steps', async () => {
    // Root cause: the focusin that triggers loading comes before mount, and moving a focused field into its step
    // (or changing its type) blurs it, so the visitor's caret vanished as the form woke up.
    holdFetch();
    const api = await boot(formFixture('multi-step'));
    const root = $('[data-id="f07e0s1"]');
    const name = $('#form-field-name', root);
    name.focus();
    await touch(api, root);
    expect(name.closest('.e-form__step')).not.toBeNull();
    expect(document.activeElement).toBe(name);
  });

  it('puts the form markup back exactly as the server sent it on teardown', async () => {
    const { api, root, before } = await mount('multi-step', 'f07e0s1');
    api.destroy();
    expect($('form', root).outerHTML).toBe(before);
    expect(root.querySelector('.e-form__indicators')).toBeNull();
  });
});

describe('form: step icons', () => {
  it('draws icon indicators from the icon class or a cleaned inline SVG, never running markup from the page', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="window.__iconRan=1"><script>window.__iconRan=1</script><path d="M0 0h4v4z"/></svg>';
    const html = formFixture('multi-step')
      .replace('&quot;step_type&quot;:&quot;number_text&quot;', '&quot;step_type&quot;:&quot;icon_text&quot;')
      .replace('data-label="Message" data-previousButton="" data-nextButton="" data-iconUrl="" data-iconLibrary="" data-icon=""', `data-label="Message" data-icon="${svg.replace(/"/g, '&quot;').replace(/</g, '&lt;')}"`);
    holdFetch();
    const api = await boot(html);
    const root = $('[data-id="f07e0s1"]');
    await touch(api, root);
    await indicatorsDrawn(root);
    const icons = $$('.e-form__indicators__indicator__icon', root);
    expect(icons.map((icon) => icon.classList.contains('e-form__indicators__indicator--shape-circle'))).toEqual([true, true, true]);
    expect(icons[0]?.querySelector('i')?.className).toBe('fas fa-user');
    const drawn = icons[2]?.querySelector('svg');
    expect(drawn?.querySelector('path')).not.toBeNull();
    expect(drawn?.hasAttribute('onload')).toBe(false);
    expect(drawn?.querySelector('script')).toBeNull();
    expect($$('.e-form__indicators__indicator__number', root)).toHaveLength(0);
    expect((window as unknown as Record<string, unknown>)['__iconRan']).toBeUndefined();
  });
});

describe('form: files, dates, reCAPTCHA', () => {
  /** Chooses `files`, then waits for the help text, which comes with the lazily loaded message components. */
  const choose = async (input: HTMLInputElement, files: File[]) => {
    Object.defineProperty(input, 'files', { value: files, configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
  };

  it('refuses a file over data-maxsize with data-maxsize-message, a file of another type, and clears once a good file is chosen', async () => {
    const { root, form } = await mount('file-date', 'f07e0f1');
    const errors: unknown[] = [];
    root.addEventListener('wisp:submit-error', (event) => errors.push((event as CustomEvent).detail));
    const input = $('#form-field-cv', form) as HTMLInputElement;
    await choose(input, [new File([new Uint8Array(1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' })]);
    expect($('.elementor-form-help-inline', input.parentElement!).textContent).toBe('This file exceeds the maximum allowed size.');
    expect(input.parentElement?.classList.contains('elementor-error')).toBe(true);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.validationMessage).toBe('This file exceeds the maximum allowed size.');
    await choose(input, [new File(['x'], 'notes.docx')]);
    expect($$('.elementor-form-help-inline', form).map((help) => help.textContent)).toEqual(['This file type is not allowed.']);
    await choose(input, [new File(['x'], 'policy.PDF', { type: 'application/pdf' })]);
    expect(form.querySelector('.elementor-form-help-inline')).toBeNull();
    expect(input.parentElement?.classList.contains('elementor-error')).toBe(false);
    expect(input.validationMessage).toBe('');
    expect(errors).toMatchObject([{ reason: 'file' }, { reason: 'file' }]);
  });

  it('uses native date and time pickers, keeping min and max, and leaves native fields as they are', async () => {
    const { api, form } = await mount('file-date', 'f07e0f1');
    const legacy = $('#form-field-legacy', form) as HTMLInputElement;
    expect(legacy.type).toBe('date');
    expect(legacy.getAttribute('min')).toBe('2030-01-01');
    expect(($('#form-field-visit', form) as HTMLInputElement).type).toBe('date');
    expect(($('#form-field-time', form) as HTMLInputElement).type).toBe('time');
    expect(($('#form-field-native', form) as HTMLInputElement).type).toBe('date');
    api.destroy();
    expect(legacy.getAttribute('type')).toBe('text');
  });

  it('renders reCAPTCHA with its data attributes and resets it after each answer', async () => {
    const grecaptcha = { render: vi.fn(() => 7), reset: vi.fn(), ready: vi.fn(), execute: vi.fn() };
    vi.stubGlobal('grecaptcha', grecaptcha);
    const calls = holdFetch();
    const api = await boot(formFixture('basic').replace('<div class="elementor-field-group elementor-column elementor-field-type-submit',
      '<div class="elementor-field elementor-field-group"><div class="elementor-g-recaptcha" data-sitekey="key-1" data-type="v2_checkbox" data-theme="light"></div></div><div class="elementor-field-group elementor-column elementor-field-type-submit'));
    await touch(api, $('[data-id="f07e0b1"]'));
    await vi.waitFor(() => expect(grecaptcha.render).toHaveBeenCalled());
    expect(grecaptcha.render).toHaveBeenCalledWith($('.elementor-g-recaptcha'), { sitekey: 'key-1', type: 'v2_checkbox', theme: 'light' });
    const form = $('form') as HTMLFormElement;
    form.dispatchEvent(new SubmitEvent('submit', { cancelable: true }));
    calls[0]!.resolve(jsonResponse({ success: true, data: { message: 'ok', data: [] } }));
    await settle();
    expect(grecaptcha.reset).toHaveBeenCalledWith(7);
    expect(document.querySelector('script[src*="recaptcha/api.js"]')).toBeNull();
  });

  it('gets a reCAPTCHA v3 token on the submit click and sends it with the form', async () => {
    const grecaptcha = { render: vi.fn(() => 3), reset: vi.fn(), ready: (run: () => void) => run(), execute: vi.fn(async () => 'token-1') };
    vi.stubGlobal('grecaptcha', grecaptcha);
    const calls = holdFetch();
    const api = await boot(formFixture('basic').replace('<div class="elementor-field-group elementor-column elementor-field-type-submit',
      '<div class="elementor-field-type-recaptcha_v3 elementor-field-group"><div class="elementor-g-recaptcha" data-sitekey="key-3" data-type="v3" data-action="Form" data-size="invisible"></div></div><div class="elementor-field-group elementor-column elementor-field-type-submit'));
    await touch(api, $('[data-id="f07e0b1"]'));
    await vi.waitFor(() => expect(grecaptcha.render).toHaveBeenCalled());
    const form = $('form') as HTMLFormElement;
    ($('#form-field-name', form) as HTMLInputElement).value = 'Ada';
    ($('#form-field-email', form) as HTMLInputElement).value = 'ada@example.co.uk';
    $('button[type="submit"]', form).click();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(grecaptcha.execute).toHaveBeenCalledWith(3, { action: 'Form' });
    expect((calls[0]!.init?.body as FormData).get('g-recaptcha-response')).toBe('token-1');
  });
});
