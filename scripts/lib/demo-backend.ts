// The demo site's fake WordPress backend: admin-ajax (ecsload, form submissions) and the loop-grid refresh-loop REST route, answered from fixtures/data.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Handler } from './static-server.ts';
import { readEcsKnobs } from './demo-ecsload-knobs.ts';
import { handleRefreshLoop } from './demo-refresh-loop.ts';
import { answerFormSubmission } from './demo-forms.ts';

/** 1 MB: far above any real ecsload or refresh-loop body, small enough that a hostile client cannot exhaust memory. */
export const MAX_BODY_BYTES = 1024 * 1024;

const AJAX_PATH = '/wp-admin/admin-ajax.php';
const REFRESH_LOOP_PATH = '/wp-json/elementor-pro/v1/refresh-loop';
// Element ids are 7–8 hex characters; the check also keeps ids from naming a path outside fixtures/data.
const ECS_WIDGET_ID = /^[0-9a-f]{7,8}$/i;

type Answer = { status: number; type: string; body: string };
type BodyResult = { ok: true; bytes: Buffer } | { ok: false; status: number };

const TEXT = 'text/html; charset=UTF-8';
// WordPress answers an unknown or unregistered admin-ajax action with body `0` and HTTP 400.
const WP_AJAX_ZERO: Answer = { status: 400, type: TEXT, body: '0' };

/** Creates the request handler; `dataDir` is the folder holding ecsload/, refresh-loop/ and forms.json. */
export function createDemoBackend(dataDir: string): Handler {
  return async (req, res, url) => {
    if (url.pathname === AJAX_PATH) {
      send(res, await answerAdminAjax(req, dataDir));
      return true;
    }
    if (url.pathname === REFRESH_LOOP_PATH) {
      const body = await readBody(req);
      await handleRefreshLoop(req, res, body.ok ? body.bytes : null, dataDir);
      return true;
    }
    return false;
  };
}

function send(res: ServerResponse, answer: Answer): void {
  // Status 0: the `drop` knob, a connection closed without an answer (the browser sees a network error).
  if (answer.status === 0) return void res.socket?.destroy();
  res.writeHead(answer.status, { 'content-type': answer.type, 'cache-control': 'no-store' }).end(answer.body);
}

/** Reads the whole body, refusing more than MAX_BODY_BYTES without buffering the excess. */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<BodyResult> {
  return new Promise((done) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) tooLarge = true;
      if (!tooLarge) chunks.push(chunk);
    });
    req.on('end', () => done(tooLarge ? { ok: false, status: 413 } : { ok: true, bytes: Buffer.concat(chunks) }));
    req.on('error', () => done({ ok: false, status: 400 }));
  });
}

async function readFields(req: IncomingMessage): Promise<FormData | number> {
  const body = await readBody(req);
  if (!body.ok) return body.status;
  const type = req.headers['content-type'] ?? '';
  // undici's Response parses both url-encoded and multipart bodies; it throws on anything else or on a broken multipart.
  return new Response(Uint8Array.from(body.bytes), { headers: { 'content-type': type } }).formData().catch(() => 400);
}

async function answerAdminAjax(req: IncomingMessage, dataDir: string): Promise<Answer> {
  if (req.method !== 'POST') return WP_AJAX_ZERO;
  const fields = await readFields(req);
  if (typeof fields === 'number') return fields === 413 ? { status: 413, type: TEXT, body: '' } : WP_AJAX_ZERO;
  const action = fields.get('action');
  if (action === 'ecsload') return answerEcsLoadWithKnobs(req, fields.get('ecs_ajax_settings'), dataDir);
  if (action === 'elementor_pro_forms_send_form') return answerFormSubmission(req, fields, dataDir);
  const shop = (await import('./demo-shop.ts')).answerShop(req, fields);
  if (shop) return shop;
  return WP_AJAX_ZERO;
}

export type EcsSettings = { widgetId: string; currentPage: number; maxPages: number | null };

/** Parses the `ecs_ajax_settings` field (the listing's data-settings JSON); null when unusable. */
export function toEcsSettings(raw: unknown): EcsSettings | null {
  if (typeof raw !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const widgetId = record['widget_id'];
  // The client stores the page back with JSON.stringify, so it is a number; the server print may make it a string.
  const currentPage = Number(record['current_page']);
  const maxPages = Number(record['max_num_pages']);
  if (typeof widgetId !== 'string' || !ECS_WIDGET_ID.test(widgetId)) return null;
  if (!Number.isInteger(currentPage) || currentPage < 1) return null;
  return { widgetId, currentPage, maxPages: Number.isInteger(maxPages) && maxPages > 0 ? maxPages : null };
}

async function answerEcsLoad(raw: FormDataEntryValue | null, dataDir: string): Promise<Answer> {
  const settings = toEcsSettings(raw);
  if (!settings) return WP_AJAX_ZERO;
  // The client sends the last page it has; the server renders the one after it (ECS doc §1.4).
  const next = settings.currentPage + 1;
  // Past max_num_pages the real plugin never registers its action, so WordPress answers its default `0`.
  if (settings.maxPages !== null && next > settings.maxPages) return WP_AJAX_ZERO;
  const file = join(dataDir, 'ecsload', settings.widgetId, `page-${next}.html`);
  const html = await readFile(file, 'utf8').catch(() => '');
  // No fragment = the query found no posts: the plugin prints nothing and exits with 200.
  return { status: 200, type: TEXT, body: html.trim() };
}

/** ecsload as told by the `wisp-demo-ecs` knobs (see demo-ecsload-knobs.ts): slow, failing, dropped or empty. */
async function answerEcsLoadWithKnobs(req: IncomingMessage, raw: FormDataEntryValue | null, dataDir: string): Promise<Answer> {
  const knobs = readEcsKnobs(req.headers.cookie, req.headers.referer);
  if (knobs.delayMs > 0) await new Promise((done) => setTimeout(done, knobs.delayMs));
  if (knobs.drop) return { status: 0, type: TEXT, body: '' };
  if (knobs.fail) return { status: 500, type: TEXT, body: 'Failing on purpose (wisp-demo-ecs=fail).' };
  if (knobs.empty) return { status: 200, type: TEXT, body: '' };
  return answerEcsLoad(raw, dataDir);
}
