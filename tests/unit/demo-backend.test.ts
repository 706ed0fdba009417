// Tests for the demo site's fake WordPress backend (ecsload paging, forms), over real HTTP; refresh-loop: demo-refresh-loop.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Server } from 'node:http';
import { startStaticServer } from '../../scripts/lib/static-server.ts';
import { createDemoBackend, MAX_BODY_BYTES, toEcsSettings } from '../../scripts/lib/demo-backend.ts';

const FIXTURE_DATA = resolve(import.meta.dirname, '../../fixtures/data');

let server: Server;
let origin: string;
let scratch: string;
let scratchOrigin: string;
let scratchServer: Server;

beforeAll(async () => {
  ({ server, origin } = await startStaticServer(0, [], createDemoBackend(FIXTURE_DATA)));
  // A second backend over a data folder we control, for the "page within max_num_pages but no fragment" case.
  scratch = await mkdtemp(join(tmpdir(), 'wisp-demo-backend-'));
  await mkdir(join(scratch, 'ecsload', 'abcdef1'), { recursive: true });
  await writeFile(join(scratch, 'ecsload', 'abcdef1', 'page-2.html'), '<article class="ecs-post-loop">only</article>\n');
  ({ server: scratchServer, origin: scratchOrigin } = await startStaticServer(0, [], createDemoBackend(scratch)));
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
  await new Promise((done) => scratchServer.close(done));
  await rm(scratch, { recursive: true, force: true });
});

function ecsSettings(currentPage: number, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ current_page: currentPage, max_num_pages: 3, load_method: 'loadmore', widget_id: 'ec5a11e', post_id: 719, ...extra });
}

function postAjax(fields: Record<string, string>, base = origin): Promise<Response> {
  return fetch(`${base}/wp-admin/admin-ajax.php`, { method: 'POST', body: new URLSearchParams(fields) });
}

function countArticles(html: string): number {
  return html.match(/<article\b[^>]*\becs-post-loop\b/g)?.length ?? 0;
}

describe('ecsload', () => {
  it('answers the page after current_page, because the client sends the last page it already shows', async () => {
    const response = await postAjax({ action: 'ecsload', query: '{"page":0}', ecs_ajax_settings: ecsSettings(1) });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(countArticles(html)).toBe(3);
    expect(html).toContain('id="post-904"');
    expect(html).not.toContain('id="post-901"');
  });

  it('answers the third page when the client already shows two', async () => {
    const html = await (await postAjax({ action: 'ecsload', query: '{}', ecs_ajax_settings: ecsSettings(2) })).text();
    expect(html).toContain('id="post-907"');
    expect(html).toContain('id="post-909"');
    expect(countArticles(html)).toBe(3);
  });

  it('answers a flat run of post items, without the widget wrapper', async () => {
    const html = await (await postAjax({ action: 'ecsload', ecs_ajax_settings: ecsSettings(1) })).text();
    expect(html.startsWith('<article')).toBe(true);
    expect(html).not.toContain('ecs-posts');
    expect(html).not.toContain('elementor-widget-container');
  });

  it('answers WordPress\'s default 0 with status 400 past max_num_pages, as the real plugin does', async () => {
    const response = await postAjax({ action: 'ecsload', ecs_ajax_settings: ecsSettings(3) });
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('0');
  });

  it('answers an empty body when the page is within max_num_pages but has no posts', async () => {
    const settings = JSON.stringify({ current_page: 2, max_num_pages: 5, widget_id: 'abcdef1' });
    const response = await postAjax({ action: 'ecsload', ecs_ajax_settings: settings }, scratchOrigin);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it('answers an empty body for a widget it has no pages for', async () => {
    const response = await postAjax({ action: 'ecsload', ecs_ajax_settings: ecsSettings(1, { widget_id: 'fffffff' }) });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it('accepts a multipart body as well as a url-encoded one', async () => {
    const form = new FormData();
    form.append('action', 'ecsload');
    form.append('ecs_ajax_settings', ecsSettings(1));
    const response = await fetch(`${origin}/wp-admin/admin-ajax.php`, { method: 'POST', body: form });
    expect(countArticles(await response.text())).toBe(3);
  });

  it.each([
    ['settings that are not JSON', '{not json'],
    ['settings that are a JSON string', '"ec5a11e"'],
    ['a widget id that tries to leave the data folder', JSON.stringify({ current_page: 1, widget_id: '../../x' })],
    ['a page number that is not a positive integer', JSON.stringify({ current_page: 'two', widget_id: 'ec5a11e' })],
    ['a missing widget id', JSON.stringify({ current_page: 1 })],
  ])('answers 0 with status 400 for %s', async (_name, raw) => {
    const response = await postAjax({ action: 'ecsload', ecs_ajax_settings: raw });
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('0');
  });

  it('answers 0 with status 400 when ecs_ajax_settings is missing', async () => {
    const response = await postAjax({ action: 'ecsload' });
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('0');
  });
});

describe('admin-ajax', () => {
  it('answers an unknown action with 0 and status 400, as WordPress does', async () => {
    const response = await postAjax({ action: 'heartbeat' });
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('0');
  });

  it('answers a GET with 0 and status 400', async () => {
    const response = await fetch(`${origin}/wp-admin/admin-ajax.php?action=ecsload`);
    expect(response.status).toBe(400);
  });

  it('answers a broken multipart body with 400 and keeps serving', async () => {
    const response = await fetch(`${origin}/wp-admin/admin-ajax.php`, {
      method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=zzz' }, body: 'no boundary here',
    });
    expect(response.status).toBe(400);
    const next = await postAjax({ action: 'ecsload', ecs_ajax_settings: ecsSettings(1) });
    expect(next.status).toBe(200);
  });

  it('refuses a body over 1 MB with status 413', async () => {
    const big = 'a'.repeat(MAX_BODY_BYTES + 10);
    const response = await postAjax({ action: 'ecsload', padding: big });
    expect(response.status).toBe(413);
  });

  it('answers a form submission with the success shape from forms.json', async () => {
    const form = new FormData();
    form.append('action', 'elementor_pro_forms_send_form');
    form.append('form_fields[email]', 'ops@example.co.uk');
    const response = await fetch(`${origin}/wp-admin/admin-ajax.php`, { method: 'POST', body: form });
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = (await response.json()) as { success: boolean; data: { message: string } };
    expect(body.success).toBe(true);
    expect(body.data.message).toMatch(/assessor/);
  });
});

describe('parsers', () => {
  it('reads a current_page printed as a string', () => {
    expect(toEcsSettings('{"current_page":"2","max_num_pages":"4","widget_id":"ec5a11e"}')).toEqual({ widgetId: 'ec5a11e', currentPage: 2, maxPages: 4 });
  });

  it('treats a missing max_num_pages as unknown rather than zero', () => {
    expect(toEcsSettings('{"current_page":1,"widget_id":"ec5a11e"}')?.maxPages).toBeNull();
  });

});
