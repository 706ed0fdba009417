// The demo backend's refresh-loop route: filters fixture posts by taxonomy terms and renders a loop grid's content.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

// The real route accepts exactly 7 alphanumerics as the widget id (elementor-pro.md §7.4); it also keeps ids from
// naming a path outside fixtures/data.
const LOOP_WIDGET_ID = /^[a-z0-9]{7}$/i;
const TERM = /^[a-z0-9_-]{1,64}$/i;
const TAXONOMY = /^[a-z0-9_-]{1,32}$/i;
const SOURCE = /^[a-z0-9-]{1,40}$/;
const JSON_TYPE = 'application/json; charset=UTF-8';
/** `wisp-demo-loop=slow` waits this long; `slow-{ms}` chooses, up to MAX_DELAY_MS. */
const SLOW_MS = 1500;
const MAX_DELAY_MS = 10_000;

export type LogicalJoin = 'AND' | 'OR';
export type TaxonomyFilter = { taxonomy: string; terms: string[]; logicalJoin: LogicalJoin };
export type RefreshLoopRequest = { widgetId: string; filters: TaxonomyFilter[] };
export type DemoPost = { id: number; title: string; excerpt: string; terms: Record<string, string[]> };
export type PostSource = { terms: Record<string, Record<string, string>>; posts: DemoPost[] };
export type LoopConfig = { source: string; perPage: number; templateId: number };
/** How a person or a test asks the route to misbehave: see `readDemoKnobs`. */
export type DemoKnobs = { fail: boolean; badJson: boolean; drop: boolean; delayMs: number };
type Answer = { status: number; body: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function toTaxonomyFilter(taxonomy: string, entry: unknown): TaxonomyFilter | null {
  if (!TAXONOMY.test(taxonomy) || !isRecord(entry)) return null;
  const { terms, logicalJoin } = entry;
  if (!Array.isArray(terms) || !terms.every((term) => typeof term === 'string' && TERM.test(term))) return null;
  if (logicalJoin !== undefined && logicalJoin !== 'AND' && logicalJoin !== 'OR') return null;
  return { taxonomy, terms: terms as string[], logicalJoin: logicalJoin ?? 'AND' };
}

/** Validates a refresh-loop body: `widget_filters` is type → taxonomy → {terms, logicalJoin?}; only `taxonomy` exists. */
export function toRefreshLoopRequest(value: unknown): RefreshLoopRequest | null {
  if (!isRecord(value)) return null;
  const { widget_id: widgetId, post_id: postId, widget_filters: filters } = value;
  if (typeof widgetId !== 'string' || !LOOP_WIDGET_ID.test(widgetId)) return null;
  if (postId !== undefined && typeof postId !== 'string' && typeof postId !== 'number') return null;
  // PHP serialises an empty filter set as [] when the client echoes it back, so an empty array is allowed.
  if (Array.isArray(filters) && filters.length === 0) return { widgetId, filters: [] };
  if (!isRecord(filters) || Object.keys(filters).some((type) => type !== 'taxonomy')) return null;
  const byTaxonomy = filters['taxonomy'] ?? {};
  if (!isRecord(byTaxonomy)) return null;
  const out: TaxonomyFilter[] = [];
  for (const [taxonomy, entry] of Object.entries(byTaxonomy)) {
    const filter = toTaxonomyFilter(taxonomy, entry);
    if (!filter) return null;
    if (filter.terms.length > 0) out.push(filter);
  }
  return { widgetId, filters: out };
}

/** AND: the post has every term; OR: any of them. Several taxonomies must all match, as WordPress's tax_query does. */
export function filterPosts(posts: readonly DemoPost[], filters: readonly TaxonomyFilter[]): DemoPost[] {
  return posts.filter((post) => filters.every(({ taxonomy, terms, logicalJoin }) => {
    const own = Object.hasOwn(post.terms, taxonomy) ? (post.terms[taxonomy] ?? []) : [];
    return logicalJoin === 'OR' ? terms.some((term) => own.includes(term)) : terms.every((term) => own.includes(term));
  }));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Element ids follow the Cyber Essentials page: post 950's card is 853b600, each later post one step up. */
function toCardId(postId: number): string {
  return `853${(0xb6 + postId - 950).toString(16)}00`;
}

function termClasses(post: DemoPost): string {
  return Object.entries(post.terms).flatMap(([taxonomy, terms]) =>
    terms.map((term) => `${taxonomy === 'post_tag' ? 'tag' : taxonomy}-${term}`)).join(' ');
}

/** One loop item, as the page builder prints a post with the resource-card loop template. */
export function renderItem(post: DemoPost, source: PostSource, templateId: number): string {
  const id = toCardId(post.id);
  const category = post.terms['category']?.[0] ?? '';
  const label = source.terms['category']?.[category] ?? category;
  return `<div data-elementor-type="loop-item" data-elementor-id="${templateId}" class="elementor elementor-${templateId} e-loop-item e-loop-item-${post.id} post-${post.id} post type-post status-publish format-standard hentry ${termClasses(post)}" data-elementor-post-type="elementor_library" data-custom-edit-handle="1">
  <div class="elementor-element elementor-element-${id} e-con-full e-flex e-con e-parent e-resource-card" data-id="${id}" data-element_type="container" data-e-type="container">
    <div class="elementor-element elementor-element-${id.slice(0, 5)}01 elementor-widget elementor-widget-post-info" data-id="${id.slice(0, 5)}01" data-element_type="widget" data-e-type="widget" data-widget_type="post-info.default">
      <ul class="elementor-inline-items elementor-icon-list-items elementor-post-info">
        <li class="elementor-icon-list-item elementor-inline-item"><span class="elementor-icon-list-text elementor-post-info__item elementor-post-info__item--type-terms">${escapeHtml(label)}</span></li>
      </ul>
    </div>
    <div class="elementor-element elementor-element-${id.slice(0, 5)}02 elementor-widget elementor-widget-heading" data-id="${id.slice(0, 5)}02" data-element_type="widget" data-e-type="widget" data-widget_type="heading.default">
      <h3 class="elementor-heading-title elementor-size-default"><a href="/resources/${post.id}/">${escapeHtml(post.title)}</a></h3>
    </div>
    <div class="elementor-element elementor-element-${id.slice(0, 5)}03 elementor-widget elementor-widget-text-editor" data-id="${id.slice(0, 5)}03" data-element_type="widget" data-e-type="widget" data-widget_type="text-editor.default">
      <p>${escapeHtml(post.excerpt)}</p>
    </div>
  </div>
</div>`;
}

/** The whole widget container, as the real route answers it; the first `perPage` matching posts. */
export function renderLoop(source: PostSource, config: LoopConfig, filters: readonly TaxonomyFilter[]): string {
  const items = filterPosts(source.posts, filters).slice(0, config.perPage).map((post) => renderItem(post, source, config.templateId));
  return `<div class="elementor-widget-container"><div class="elementor-loop-container elementor-grid">${items.join('\n')}</div></div>`;
}

/**
 * Misbehaviour on request, so failures can be seen and tested: a `wisp-demo-loop` cookie, or else a `wisp-demo-loop`
 * query parameter on the page that makes the request (read from the Referer). A comma-separated list of: `fail` (500
 * with a REST error), `bad-json` (200 that is not JSON), `drop` (connection closed: a network error), `slow`
 * (1.5 s) or `slow-{ms}` (up to 10 s).
 */
export function readDemoKnobs(cookie: string | undefined, referer: string | undefined): DemoKnobs {
  const fromCookie = /(?:^|;\s*)wisp-demo-loop=([^;]*)/.exec(cookie ?? '')?.[1];
  let fromPage: string | null = null;
  try {
    fromPage = referer ? new URL(referer).searchParams.get('wisp-demo-loop') : null;
  } catch {
    fromPage = null;
  }
  const words = decodeURIComponent(fromCookie ?? fromPage ?? '').split(',').map((word) => word.trim());
  const slow = words.map((word) => /^slow(?:-(\d{1,5}))?$/.exec(word)).find((match) => match !== null);
  const delayMs = slow ? Math.min(MAX_DELAY_MS, slow[1] ? Number(slow[1]) : SLOW_MS) : 0;
  return { fail: words.includes('fail'), badJson: words.includes('bad-json'), drop: words.includes('drop'), delayMs };
}

function restError(status: number, code: string, message: string): Answer {
  return { status, body: JSON.stringify({ code, message, data: { status } }) };
}

async function readJson(file: string): Promise<unknown> {
  const text = await readFile(file, 'utf8').catch(() => null);
  return text === null ? null : (JSON.parse(text) as unknown);
}

async function readLoop(dataDir: string, widgetId: string): Promise<{ config: LoopConfig; source: PostSource } | null> {
  const raw = await readJson(join(dataDir, 'refresh-loop', `${widgetId}.json`));
  if (!isRecord(raw)) return null;
  const source = typeof raw['posts'] === 'string' && SOURCE.test(raw['posts']) ? raw['posts'] : '';
  const posts = source ? await readJson(join(dataDir, 'refresh-loop', `posts-${source}.json`)) : null;
  if (!isRecord(posts) || !Array.isArray(posts['posts'])) throw new Error(`refresh-loop/${widgetId}.json: "posts" must name a posts-{name}.json`);
  const config = { source, perPage: Number(raw['per_page']) || 6, templateId: Number(raw['template_id']) || 850 };
  return { config, source: posts as PostSource };
}

async function answer(method: string | undefined, bytes: Buffer | null, dataDir: string): Promise<Answer> {
  if (method !== 'POST') return restError(404, 'rest_no_route', 'No route was found matching the URL and request method.');
  if (!bytes) return restError(413, 'rest_invalid_body', 'The request body could not be read.');
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch {
    return restError(400, 'rest_invalid_json', 'Invalid JSON body passed.');
  }
  const request = toRefreshLoopRequest(value);
  if (!request) return restError(400, 'rest_invalid_param', 'Invalid parameter(s): widget_id, widget_filters');
  const loop = await readLoop(dataDir, request.widgetId);
  if (!loop) return restError(404, 'invalid_widget', 'No loop grid with this id on the post.');
  return { status: 200, body: JSON.stringify({ data: renderLoop(loop.source, loop.config, request.filters) }) };
}

/** Answers POST {rest}elementor-pro/v1/refresh-loop; `bytes` is the body, null when it was too large to read. */
export async function handleRefreshLoop(req: IncomingMessage, res: ServerResponse, bytes: Buffer | null, dataDir: string): Promise<void> {
  const knobs = readDemoKnobs(req.headers.cookie, req.headers.referer);
  if (knobs.delayMs > 0) await new Promise((done) => setTimeout(done, knobs.delayMs));
  if (knobs.drop) return void res.socket?.destroy();
  const result = knobs.fail ? restError(500, 'demo_failure', 'Failing on purpose (wisp-demo-loop=fail).')
    : knobs.badJson ? { status: 200, body: '<p>Not JSON</p>' }
    : await answer(req.method, bytes, dataDir);
  res.writeHead(result.status, { 'content-type': JSON_TYPE, 'cache-control': 'no-store' }).end(result.body);
}
