// Form: checked without sending anything. A submit attempt with an empty required field must be stopped by the browser
// and mark that field as the original's error markup does (aria-invalid, elementor-error), with no request and no waiting
// state; a multi-step form shows only its first step, and "next" stays there while the step is invalid.
import type { Locator, Page } from '@playwright/test';
import type { Probe } from '../probes.ts';
import { fail, pass, skip, waitForCheck } from './wait.ts';

const EMPTY_REQUIRED = `(form) => {
  const fields = [...form.querySelectorAll('.elementor-field-group input[required], .elementor-field-group textarea[required]')];
  const textual = (el) => el.localName === 'textarea' || ['text', 'email', 'tel', 'url', 'number', 'date', 'time', 'password'].includes(el.type);
  const visible = (el) => el.getClientRects().length > 0 && !el.closest('.elementor-hidden');
  const found = fields.find((el) => textual(el) && visible(el) && el.value === '');
  return found ? (found.id || found.name || '') : null;
}`;

/** Any request the probe causes that could deliver the form somewhere: none is allowed, and none is let through. */
async function guardRequests(page: Page): Promise<string[]> {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  await page.route('**/admin-ajax.php*', (route) => route.abort());
  return posts;
}

async function checkSteps(form: Locator): Promise<string | null> {
  const steps = form.locator('.e-form__step');
  const count = await steps.count();
  if (count === 0) return null;
  const hidden = await steps.evaluateAll((all) => all.map((step) => step.classList.contains('elementor-hidden')));
  if (hidden[0] !== false || hidden.slice(1).some((flag) => !flag)) return `steps hidden as ${JSON.stringify(hidden)}, expected only the first shown`;
  return null;
}

export const probeForm: Probe = async ({ page, root, selector }) => {
  const form = root.locator('form.elementor-form').first();
  if ((await form.count()) === 0) return skip('no form element');
  const posts = await guardRequests(page);
  const stepFailure = await checkSteps(form);
  if (stepFailure) return fail(stepFailure);
  const formSelector = `${selector} form.elementor-form`;
  const id = (await page.evaluate(`(${EMPTY_REQUIRED})(document.querySelector(${JSON.stringify(formSelector)}))`)) as string | null;
  if (!id) return skip('no visible empty required text field: checking would send the form');
  const field = form.locator(`[id="${id.replace(/"/g, '\\"')}"], [name="${id.replace(/"/g, '\\"')}"]`).first();
  const next = form.locator('.e-form__step:not(.elementor-hidden) .e-form__buttons__wrapper__button-next').first();
  if ((await next.count()) > 0) await next.click();
  else await form.evaluate((element) => (element as HTMLFormElement).requestSubmit());
  const failure = await waitForCheck(page, async () => {
    const [invalid, groupError, waiting] = await Promise.all([
      field.getAttribute('aria-invalid'),
      field.evaluate((el) => el.closest('.elementor-field-group')?.classList.contains('elementor-error') ?? false),
      form.evaluate((el) => el.classList.contains('elementor-form-waiting')),
    ]);
    if (waiting) return 'the form went into the waiting state: it tried to send';
    if (invalid !== 'true') return `the empty required field has aria-invalid=${invalid}`;
    return groupError ? null : 'the empty required field\'s group lacks elementor-error';
  }, 1500);
  if (posts.length > 0) return fail(`the probe caused a POST to ${posts[0]}`);
  const stillFirst = await checkSteps(form);
  if (stillFirst) return fail(`after an invalid "next": ${stillFirst}`);
  return failure ? fail(failure) : pass(`submit blocked by the browser; ${id} marked aria-invalid and elementor-error; nothing sent`);
};
