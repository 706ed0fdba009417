import { expect, test, type Page, type Request } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { readyWidget, watchConsole } from './helpers.ts';

const AJAX = '/wp-admin/admin-ajax.php';

/** Every form request the page sends, in order. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes(AJAX)) requests.push(request);
  });
  return requests;
}

async function knob(page: Page, value: string | null): Promise<void> {
  await page.context().clearCookies();
  // Path `/`: the cookie must reach admin-ajax, not only the fixture's folder.
  if (value) await page.context().addCookies([{ name: 'wisp-demo-form', value, url: `${new URL(page.url()).origin}/` }]);
}

/** The built file of the UI chunk (preact, compat, signals) and of the form's message components. */
function builtChunks(): { ui: string; views: string } {
  const chunks = (JSON.parse(readFileSync('dist/sizes.json', 'utf8')) as { chunks: Array<{ file: string; entry?: string; ui: boolean }> }).chunks;
  const ui = chunks.find((chunk) => chunk.ui)?.file;
  const views = chunks.find((chunk) => chunk.entry === 'src/widgets/form/message-view.tsx')?.file;
  if (!ui || !views) throw new Error('dist/sizes.json names no UI chunk or no form message chunk: run node build.mjs');
  return { ui, views };
}

/**
 * Clicks the submit button in the page and reports, in the click's own task (after its microtasks, before any paint),
 * whether the button is disabled and holds a spinner.
 */
const clickAndLook = (page: Page) => page.locator('[data-id="f07e0b1"] button[type="submit"]').evaluate(async (button: HTMLButtonElement) => {
  button.click();
  await Promise.resolve();
  return { disabled: button.disabled, spinner: button.querySelector('.elementor-form-spinner .fa-spinner') !== null };
});

test.describe('form widget', () => {
  test('validates in the browser, then sends the fields with AJAX and shows the success message', async ({ page }) => {
    const log = watchConsole(page);
    const requests = recordRequests(page);
    await page.goto('/fixtures/form/basic.html');
    const root = await readyWidget(page, 'f07e0b1');
    await root.locator('button[type="submit"]').click();
    await expect(root.locator('#form-field-name')).toHaveAttribute('aria-invalid', 'true');
    await expect(root.locator('.elementor-field-group-name')).toHaveClass(/elementor-error/);
    expect(requests).toHaveLength(0);
    await root.locator('#form-field-name').fill('Ada');
    await root.locator('#form-field-email').fill('ada@example.co.uk');
    await root.locator('#form-field-services-0').check();
    const sent = page.waitForRequest((request) => request.url().includes(AJAX));
    await root.locator('button[type="submit"]').click();
    const body = (await sent).postData() ?? '';
    expect((await sent).headers()['content-type']).toContain('multipart/form-data');
    for (const name of ['post_id', 'form_id', 'referer_title', 'queried_id', 'form_fields[name]', 'form_fields[email]', 'form_fields[services][]', 'form_fields[utm_source]', 'action', 'referrer']) {
      expect(body).toContain(`name="${name}"`);
    }
    expect(body).toContain('elementor_pro_forms_send_form');
    const message = root.locator('.elementor-message-success');
    await expect(message).toHaveText(/assessor will reply/);
    await expect(message).toHaveAttribute('role', 'alert');
    await expect(root.locator('#form-field-name')).toHaveValue('');
    expect(requests).toHaveLength(1);
    expect(log.errors).toEqual([]);
  });

  test('shows server field errors in the original markup', async ({ page }) => {
    await page.goto('/fixtures/form/basic.html?wisp-demo-form=reject');
    const root = await readyWidget(page, 'f07e0b1');
    await root.locator('#form-field-name').fill('Ada');
    await root.locator('#form-field-email').fill('ada@example.co.uk');
    await root.locator('button[type="submit"]').click();
    await expect(root.locator('.elementor-field-group-email .elementor-form-help-inline')).toHaveText('The server refused this value.');
    await expect(root.locator('.elementor-field-group-email')).toHaveClass(/elementor-error/);
    await expect(root.locator('#form-field-email')).toHaveAttribute('aria-invalid', 'true');
    await expect(root.locator('form > .elementor-message-danger')).toHaveText('Some fields need another look.');
    await expect(root.locator('#form-field-name')).toHaveValue('Ada');
  });

  for (const failure of ['drop', 'fail', 'not-json']) {
    test(`keeps the input after a failure (${failure}) and sends again once the server is back`, async ({ page }) => {
      const requests = recordRequests(page);
      await page.goto('/fixtures/form/basic.html');
      const root = await readyWidget(page, 'f07e0b1');
      await knob(page, failure);
      await root.locator('#form-field-name').fill('Ada');
      await root.locator('#form-field-email').fill('ada@example.co.uk');
      await root.locator('button[type="submit"]').click();
      await expect(root.locator('form > .elementor-message-danger')).toHaveText(/could not be sent/);
      await expect(root.locator('#form-field-name')).toHaveValue('Ada');
      await expect(root.locator('button[type="submit"]')).toBeEnabled();
      await knob(page, null);
      await root.locator('button[type="submit"]').click();
      await expect(root.locator('.elementor-message-success')).toBeVisible();
      await expect(root.locator('.elementor-message-danger')).toHaveCount(0);
      expect(requests).toHaveLength(2);
    });
  }

  test('never sends twice while a request is in flight, and shows the spinner', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/fixtures/form/basic.html?wisp-demo-form=slow-800');
    const root = await readyWidget(page, 'f07e0b1');
    await root.locator('#form-field-name').fill('Ada');
    await root.locator('#form-field-email').fill('ada@example.co.uk');
    const button = root.locator('button[type="submit"]');
    await button.click();
    await expect(button).toBeDisabled();
    await expect(button.locator('.elementor-form-spinner .fa-spinner')).toHaveCount(1);
    // Enter finds the default button disabled; a script's requestSubmit() still fires submit, which the widget ignores.
    await root.locator('#form-field-email').press('Enter');
    await root.locator('form').evaluate((form) => (form as HTMLFormElement).requestSubmit());
    await expect(root.locator('.elementor-message-success')).toBeVisible();
    expect(requests).toHaveLength(1);
  });

  test('fetches its components on the first focus in the form, so the spinner shows in the same task as the submit', async ({ page }) => {
    const { ui, views } = builtChunks();
    const fetched: string[] = [];
    page.on('response', (response) => fetched.push(new URL(response.url()).pathname));
    await page.goto('/fixtures/form/basic.html?wisp-demo-form=slow-800');
    const root = await readyWidget(page, 'f07e0b1');
    await page.evaluate(() => window.wisp?.idle());
    expect(fetched.filter((path) => path.endsWith(`/${views}`))).toEqual([]);
    const arrived = Promise.all([ui, views].map((file) => page.waitForResponse((response) => response.url().endsWith(`/${file}`))));
    await root.locator('#form-field-name').fill('Ada');
    // Arrived is not yet run: under load the click came while they were still compiling (the spinner came a task
    // late). Importing the same URLs resolves once they have run, as the form's own import has by then.
    const urls = (await arrived).map((response) => response.url());
    await page.evaluate((list) => Promise.all(list.map((url) => import(url))).then(() => undefined), urls);
    await root.locator('#form-field-email').fill('ada@example.co.uk');
    expect(await clickAndLook(page)).toEqual({ disabled: true, spinner: true });
    await expect(root.locator('.elementor-message-success')).toBeVisible();
    await expect(root.locator('.elementor-form-spinner')).toHaveCount(0);
  });

  test('on a submit before the UI chunk has arrived, disables the button at once and shows the spinner when the chunk lands, while the request runs', async ({ page }) => {
    const { ui } = builtChunks();
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    await page.route(`**/${ui}`, async (route) => {
      await held;
      await route.continue();
    });
    const requests = recordRequests(page);
    await page.goto('/fixtures/form/basic.html?wisp-demo-form=slow-3000');
    const root = await readyWidget(page, 'f07e0b1');
    await root.locator('#form-field-name').fill('Ada');
    await root.locator('#form-field-email').fill('ada@example.co.uk');
    expect(await clickAndLook(page)).toEqual({ disabled: true, spinner: false });
    await expect.poll(() => requests.length).toBe(1);
    release();
    await expect(root.locator('button[type="submit"] .elementor-form-spinner .fa-spinner')).toHaveCount(1);
    await expect(root.locator('.elementor-message-success')).toHaveCount(0);
    await expect(root.locator('button[type="submit"]')).toBeDisabled();
    await expect(root.locator('.elementor-message-success')).toBeVisible({ timeout: 10_000 });
    await expect(root.locator('.elementor-form-spinner')).toHaveCount(0);
  });

  test('shows a success message carrying markup as text', async ({ page }) => {
    await page.goto('/fixtures/form/basic.html?wisp-demo-form=html');
    const root = await readyWidget(page, 'f07e0b1');
    await root.locator('#form-field-name').fill('Ada');
    await root.locator('#form-field-email').fill('ada@example.co.uk');
    await root.locator('button[type="submit"]').click();
    await expect(root.locator('.elementor-message-success')).toContainText('<img src=x');
    await expect(root.locator('form img, form b')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as Record<string, unknown>)['__wispInjected'])).toBeUndefined();
  });

  test('walks a multi-step form: per-step validation, Enter, previous, then sends from the last step', async ({ page }) => {
    await page.goto('/fixtures/form/multi-step.html');
    const root = await readyWidget(page, 'f07e0s1');
    const steps = root.locator('.e-form__step');
    await expect(steps.nth(0)).toBeVisible();
    await expect(steps.nth(1)).toBeHidden();
    await root.getByRole('button', { name: 'Continue' }).click();
    await expect(steps.nth(0)).toBeVisible();
    await expect(root.locator('#form-field-name')).toHaveAttribute('aria-invalid', 'true');
    await root.locator('#form-field-name').fill('Ada');
    await root.locator('#form-field-email').fill('ada@example.co.uk');
    await root.locator('#form-field-email').press('Enter');
    await expect(steps.nth(1)).toBeVisible();
    await expect(root.locator('#form-field-company')).toBeFocused();
    await expect(root.locator('.e-form__indicators__indicator').nth(0)).toHaveClass(/--state-completed/);
    await steps.nth(1).getByRole('button', { name: 'Previous' }).click();
    await expect(steps.nth(0)).toBeVisible();
    await root.getByRole('button', { name: 'Continue' }).click();
    await root.locator('#form-field-company').fill('Northwall');
    await steps.nth(1).getByRole('button', { name: 'Next' }).click();
    await expect(steps.nth(2)).toBeVisible();
    await steps.nth(2).getByRole('button', { name: 'Send' }).click();
    await expect(root.locator('.elementor-message-success')).toBeVisible();
    await expect(steps.nth(0)).toBeVisible();
    const progress = await readyWidget(page, 'f07e0s2');
    await expect(progress.locator('.e-form__indicators__indicator__progress__meter')).toHaveText('33%');
  });

  test('refuses a file over the size limit as soon as it is chosen, and the browser then blocks sending', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/fixtures/form/file-date.html');
    const root = await readyWidget(page, 'f07e0f1');
    await root.locator('#form-field-cv').setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(1024 * 1024 + 10) });
    await expect(root.locator('.elementor-field-group-cv .elementor-form-help-inline')).toHaveText('This file exceeds the maximum allowed size.');
    await expect(root.locator('#form-field-cv')).toHaveAttribute('aria-invalid', 'true');
    await root.locator('button[type="submit"]').click();
    expect(requests).toHaveLength(0);
    await root.locator('#form-field-cv').setInputFiles({ name: 'small.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect(root.locator('.elementor-form-help-inline')).toHaveCount(0);
    await expect(root.locator('#form-field-legacy')).toHaveAttribute('type', 'date');
    await root.locator('button[type="submit"]').click();
    await expect(root.locator('.elementor-message-success')).toBeVisible();
  });

  test('follows an http(s) redirect and refuses a javascript: one', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto('/fixtures/form/redirect.html');
    const refused = await readyWidget(page, 'f07e0d2');
    await refused.locator('input[type="email"]').fill('ada@example.co.uk');
    await refused.locator('button[type="submit"]').click();
    await expect(refused.locator('.elementor-message-success')).toBeVisible();
    expect(log.wispWarnings.some((text) => text.includes('redirect'))).toBe(true);
    expect(page.url()).toContain('/fixtures/form/redirect.html');
    const root = await readyWidget(page, 'f07e0d1');
    await root.locator('input[type="email"]').fill('ada@example.co.uk');
    await root.locator('button[type="submit"]').click();
    await page.waitForURL('**/fixtures/form/thanks.html');
  });

  test('opens a popup from the answer, and a form in that popup closes it', async ({ page }) => {
    await page.goto('/fixtures/form/popup-action.html');
    const root = await readyWidget(page, 'f07e0d3');
    await root.locator('input[type="email"]').fill('ada@example.co.uk');
    await root.locator('button[type="submit"]').click();
    const modal = page.locator('#elementor-popup-modal-1301');
    await expect(modal).toBeVisible();
    const inner = modal.locator('[data-id="f07e0d4"]');
    await expect(inner).toHaveAttribute('data-wisp-ready', '');
    await inner.locator('input[type="email"]').fill('ada@example.co.uk');
    await inner.locator('button[type="submit"]').click();
    await expect(inner.locator('.elementor-message-success')).toBeVisible();
    await expect(modal).toBeHidden();
  });

  test('the subscribe widget sends like the form', async ({ page }) => {
    await page.goto('/fixtures/form/subscribe.html');
    const root = await readyWidget(page, 'f07e0u1');
    await root.locator('#form-field-email').fill('ada@example.co.uk');
    await root.locator('button[type="submit"]').click();
    await expect(root.locator('.elementor-message-success')).toBeVisible();
  });

  test('the Cyber Essentials enquiry form sends', async ({ page }) => {
    await page.goto('/cyber-essentials/');
    const root = await readyWidget(page, 'f0a3b01');
    await root.locator('#form-field-name').fill('Ada');
    await root.locator('#form-field-email').fill('ada@example.co.uk');
    await root.locator('button[type="submit"]').click();
    await expect(root.locator('.elementor-message-success')).toHaveText(/assessor/);
  });
});
