// The demo's form endpoint (`elementor_pro_forms_send_form`): success from fixtures/data/forms.json, field errors, and
// failures on demand through the `wisp-demo-form` knobs, so every answer the form widget handles can be seen and tested.
import type { IncomingMessage } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export type FormAnswer = { status: number; type: string; body: string };

const NAME = 'wisp-demo-form';
const JSON_TYPE = 'application/json; charset=UTF-8';
const MAX_DELAY_MS = 10_000;
/** Per `form_id` of the fixtures: what a successful answer asks the page to do next. */
const FORM_ACTIONS: Record<string, Record<string, unknown>> = {
  f07e0d1: { redirect_url: '/fixtures/form/thanks.html' },
  f07e0d2: { redirect_url: 'javascript:alert(1)' },
  f07e0d3: { popup: { action: 'open', id: '1301' } },
  f07e0d4: { popup: { action: 'close', id: '' } },
};

/**
 * Knobs, from a `wisp-demo-form` cookie or the same query parameter on the submitting page (its Referer), comma-separated:
 * `fail` (HTTP 500), `drop` (connection closed), `not-json` (200 with HTML), `reject` (every filled field refused),
 * `html` (a success message carrying markup, which must show as text), `slow` (1.5 s) or `slow-{ms}` (up to 10 s).
 */
export function readFormKnobs(cookie: string | undefined, referer: string | undefined): Set<string> {
  let text = new RegExp(`(?:^|;\\s*)${NAME}=([^;]*)`).exec(cookie ?? '')?.[1] ?? '';
  try {
    text = decodeURIComponent(text) || (referer ? new URL(referer).searchParams.get(NAME) ?? '' : '');
  } catch {
    text = '';
  }
  return new Set(text.split(',').map((word) => word.trim()).filter(Boolean));
}

const json = (value: unknown, status = 200): FormAnswer => ({ status, type: JSON_TYPE, body: JSON.stringify(value) });

/** Field ids of the submitted `form_fields[...]` entries. */
function fieldIds(fields: FormData): Array<[string, string]> {
  const ids: Array<[string, string]> = [];
  for (const [name, value] of fields) {
    const id = /^form_fields\[([^\]]+)\]/.exec(name)?.[1];
    if (id && typeof value === 'string') ids.push([id, value]);
  }
  return ids;
}

/** The server's own checks: an e-mail field without `@` is refused, as a real server-side validation would. */
function toErrors(fields: FormData, rejectAll: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [id, value] of fieldIds(fields)) {
    if (rejectAll && value !== '') errors[id] = 'The server refused this value.';
    else if (id === 'email' && value !== '' && !value.includes('@')) errors[id] = 'This e-mail address looks wrong.';
  }
  return errors;
}

export async function answerFormSubmission(req: IncomingMessage, fields: FormData, dataDir: string): Promise<FormAnswer> {
  const knobs = readFormKnobs(req.headers.cookie, req.headers.referer);
  const slow = [...knobs].map((word) => /^slow(?:-(\d{1,5}))?$/.exec(word)).find((match) => match !== null);
  if (slow) await new Promise((done) => setTimeout(done, Math.min(MAX_DELAY_MS, slow[1] ? Number(slow[1]) : 1500)));
  if (knobs.has('drop')) return { status: 0, type: JSON_TYPE, body: '' };
  if (knobs.has('fail')) return { status: 500, type: 'text/html; charset=UTF-8', body: 'Failing on purpose (wisp-demo-form=fail).' };
  if (knobs.has('not-json')) return { status: 200, type: 'text/html; charset=UTF-8', body: '<p>Not JSON (wisp-demo-form=not-json).</p>' };
  const errors = toErrors(fields, knobs.has('reject'));
  if (Object.keys(errors).length > 0) {
    return json({ success: false, data: { message: 'Some fields need another look.', errors, data: [] } });
  }
  const base = JSON.parse(await readFile(join(dataDir, 'forms.json'), 'utf8')) as { data: { message: string } };
  const message = knobs.has('html') ? '<img src=x onerror="window.__wispInjected=1">Sent <b>bold</b>' : base.data.message;
  const formId = fields.get('form_id');
  const actions = typeof formId === 'string' ? FORM_ACTIONS[formId] ?? {} : {};
  const received = fieldIds(fields).map(([id]) => id);
  return json({ success: true, data: { message, data: { ...actions, received } } });
}
