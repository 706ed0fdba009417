// The demo site's fake WordPress backend: admin-ajax (ecsload, form submissions) and the loop-grid refresh-loop REST route, answered from fixtures/data.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Handler } from './static-server.ts';

/** 1 MB: far above any real ecsload or refresh-loop body, small enough that a hostile client cannot exhaust memory. */
export const MAX_BODY_BYTES = 1024 * 1024;

const AJAX_PATH = '/wp-admin/admin-ajax.php';
const REFRESH_LOOP_PATH = '/wp-json/elementor-pro/v1/refresh-loop';
// Element ids are 7–8 hex characters; the check also keeps ids from naming a path outside fixtures/data.
const ECS_WIDGET_ID = /^[0-9a-f]{7,8}$/i;
// The real refresh-loop route accepts exactly 7 alphanumerics (elementor-pro.md §7.4).
const LOOP_WIDGET_ID = /^[a-z0-9]{7}$/i;
const TERM = /^[a-z0-9_-]{1,64}$/i;

type Answer = { status: number; type: string; body: string };
type BodyResult = { ok: true; bytes: Buffer } | { ok: false; status: number };

const TEXT = 'text/html; charset=UTF-8';
const JSON_TYPE = 'application/json; charset=UTF-8';
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
      send(res, await answerRefreshLoop(req, dataDir));
      return true;
    }
    return false;
  };
}

function send(res: ServerResponse, answer: Answer): void {
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
  if (action === 'ecsload') return answerEcsLoad(fields.get('ecs_ajax_settings'), dataDir);
  if (action === 'elementor_pro_forms_send_form') return answerForm(dataDir);
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

async function answerForm(dataDir: string): Promise<Answer> {
  const body = await readFile(join(dataDir, 'forms.json'), 'utf8');
  return { status: 200, type: JSON_TYPE, body };
}

export type RefreshLoopRequest = { widgetId: string; terms: string[] };

/** Validates a refresh-loop body and flattens `widget_filters` (type → taxonomy → {terms}) to one term list. */
export function toRefreshLoopRequest(value: unknown): RefreshLoopRequest | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const widgetId = record['widget_id'];
  const postId = record['post_id'];
  const filters = record['widget_filters'];
  if (typeof widgetId !== 'string' || !LOOP_WIDGET_ID.test(widgetId)) return null;
  if (postId !== undefined && typeof postId !== 'string' && typeof postId !== 'number') return null;
  // PHP serialises an empty filter set as [] when the client echoes it back, so an empty array is allowed.
  if (Array.isArray(filters) && filters.length === 0) return { widgetId, terms: [] };
  if (typeof filters !== 'object' || filters === null || Array.isArray(filters)) return null;
  const terms = collectTerms(filters as Record<string, unknown>);
  return terms ? { widgetId, terms } : null;
}

function collectTerms(filters: Record<string, unknown>): string[] | null {
  const terms: string[] = [];
  for (const byTaxonomy of Object.values(filters)) {
    if (typeof byTaxonomy !== 'object' || byTaxonomy === null) return null;
    for (const entry of Object.values(byTaxonomy as Record<string, unknown>)) {
      const list = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>)['terms'] : undefined;
      if (!Array.isArray(list) || !list.every((term) => typeof term === 'string' && TERM.test(term))) return null;
      for (const term of list as string[]) if (!terms.includes(term)) terms.push(term);
    }
  }
  return terms;
}

function restError(status: number, code: string, message: string): Answer {
  return { status, type: JSON_TYPE, body: JSON.stringify({ code, message, data: { status } }) };
}

async function answerRefreshLoop(req: IncomingMessage, dataDir: string): Promise<Answer> {
  if (req.method !== 'POST') return restError(404, 'rest_no_route', 'No route was found matching the URL and request method.');
  const body = await readBody(req);
  if (!body.ok) return restError(body.status, 'rest_invalid_body', 'The request body could not be read.');
  let value: unknown;
  try {
    value = JSON.parse(body.bytes.toString('utf8'));
  } catch {
    return restError(400, 'rest_invalid_json', 'Invalid JSON body passed.');
  }
  const request = toRefreshLoopRequest(value);
  if (!request) return restError(400, 'rest_invalid_param', 'Invalid parameter(s): widget_id, widget_filters');
  const itemsByTerm = await readTermMap(join(dataDir, 'refresh-loop', `${request.widgetId}.json`));
  if (!itemsByTerm) return restError(404, 'invalid_widget', 'No loop grid with this id on the post.');
  return { status: 200, type: JSON_TYPE, body: JSON.stringify({ data: renderLoop(itemsByTerm, request.terms) }) };
}

async function readTermMap(file: string): Promise<Record<string, string> | null> {
  const text = await readFile(file, 'utf8').catch(() => null);
  if (text === null) return null;
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'object' || value === null) throw new Error(`${file}: expected a term → HTML map`);
  return value as Record<string, string>;
}

/** The data files hold each term's loop items; the route answers the whole widget container, as the real one does. */
export function renderLoop(itemsByTerm: Record<string, string>, terms: string[]): string {
  const keys = terms.length === 0 ? ['__all'] : terms;
  const items = keys.map((key) => (Object.hasOwn(itemsByTerm, key) ? (itemsByTerm[key] ?? '') : '')).join('');
  return `<div class="elementor-widget-container"><div class="elementor-loop-container elementor-grid">${items}</div></div>`;
}
