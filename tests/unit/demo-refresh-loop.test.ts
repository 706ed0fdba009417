// Tests for the demo backend's refresh-loop route over real HTTP: filtering fixture posts, errors, and the failure knobs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import type { Server } from 'node:http';
import { startStaticServer } from '../../scripts/lib/static-server.ts';
import { createDemoBackend } from '../../scripts/lib/demo-backend.ts';
import { readDemoKnobs, toRefreshLoopRequest } from '../../scripts/lib/demo-refresh-loop.ts';

const FIXTURE_DATA = resolve(import.meta.dirname, '../../fixtures/data');

let server: Server;
let origin: string;

beforeAll(async () => {
  ({ server, origin } = await startStaticServer(0, [], createDemoBackend(FIXTURE_DATA)));
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
});

type Filters = Record<string, { terms: string[]; logicalJoin?: 'AND' | 'OR' }>;

function postLoop(body: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${origin}/wp-json/elementor-pro/v1/refresh-loop`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
}

const request = (filters: Filters | null, widgetId = '100b9d1') =>
  JSON.stringify({ post_id: '719', widget_id: widgetId, widget_filters: filters ? { taxonomy: filters } : {}, pagination_base_url: 'http://localhost/cyber-essentials/' });

async function postsFor(filters: Filters | null): Promise<string[]> {
  const { data } = (await (await postLoop(request(filters))).json()) as { data: string };
  return [...data.matchAll(/class="elementor elementor-850 e-loop-item e-loop-item-(\d+) /g)].map((match) => match[1] ?? '');
}

describe('refresh-loop: filtering', () => {
  it('answers the first page of posts (6) inside a widget container when nothing is filtered', async () => {
    const response = await postLoop(request(null));
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: string };
    expect(data.startsWith('<div class="elementor-widget-container"><div class="elementor-loop-container elementor-grid">')).toBe(true);
    expect(await postsFor(null)).toEqual(['950', '951', '952', '953', '954', '955']);
  });

  it('answers the posts of a category', async () => {
    expect(await postsFor({ category: { terms: ['guides'] } })).toEqual(['952', '955', '956', '959']);
  });

  it('needs every term with AND and any term with OR', async () => {
    expect(await postsFor({ post_tag: { terms: ['passwords', 'access-control'], logicalJoin: 'AND' } })).toEqual(['951', '958', '959']);
    expect(await postsFor({ post_tag: { terms: ['firewalls', 'malware'], logicalJoin: 'OR' } })).toEqual(['952', '953', '954', '955', '957', '960']);
  });

  it('needs every taxonomy to match, as a tax query does', async () => {
    expect(await postsFor({ category: { terms: ['checklists'] }, audience: { terms: ['schools'] } })).toEqual(['953', '960']);
  });

  it('answers an empty loop container when no post matches', async () => {
    const { data } = (await (await postLoop(request({ category: { terms: ['ransomware'] } }))).json()) as { data: string };
    expect(data).toBe('<div class="elementor-widget-container"><div class="elementor-loop-container elementor-grid"></div></div>');
  });

  it('accepts the empty filter set PHP echoes back as an empty array', () => {
    expect(toRefreshLoopRequest({ widget_id: '100b9d1', widget_filters: [] })).toEqual({ widgetId: '100b9d1', filters: [] });
  });

  it('does not read inherited keys of a post\'s terms', async () => {
    expect(await postsFor({ constructor: { terms: ['x'] } })).toEqual([]);
  });
});

describe('refresh-loop: errors', () => {
  it.each([
    ['a body that is not JSON', '{"widget_id":'],
    ['a JSON array', '[]'],
    ['a widget id of the wrong length', JSON.stringify({ widget_id: '100b9d', widget_filters: {} })],
    ['filters that are a string', JSON.stringify({ widget_id: '100b9d1', widget_filters: 'guides' })],
    ['a filter type that does not exist', JSON.stringify({ widget_id: '100b9d1', widget_filters: { meta: {} } })],
    ['terms that are not strings', JSON.stringify({ widget_id: '100b9d1', widget_filters: { taxonomy: { category: { terms: [1] } } } })],
    ['a term with path characters', JSON.stringify({ widget_id: '100b9d1', widget_filters: { taxonomy: { category: { terms: ['../x'] } } } })],
    ['an unknown logical join', JSON.stringify({ widget_id: '100b9d1', widget_filters: { taxonomy: { category: { terms: ['x'], logicalJoin: 'XOR' } } } })],
  ])('answers 400 with a REST error for %s', async (_name, body) => {
    const response = await postLoop(body);
    expect(response.status).toBe(400);
    const error = (await response.json()) as { code: string; data: { status: number } };
    expect(error.data.status).toBe(400);
    expect(error.code).toMatch(/^rest_/);
  });

  it('answers 404 for a widget id it has no data for, and for a GET', async () => {
    expect((await postLoop(JSON.stringify({ widget_id: 'abcdef0', widget_filters: {} }))).status).toBe(404);
    expect((await fetch(`${origin}/wp-json/elementor-pro/v1/refresh-loop`)).status).toBe(404);
  });
});

describe('refresh-loop: failure knobs', () => {
  it('fails with 500 when the wisp-demo-loop cookie says fail', async () => {
    const response = await postLoop(request(null), { cookie: 'other=1; wisp-demo-loop=fail' });
    expect(response.status).toBe(500);
    expect(((await response.json()) as { code: string }).code).toBe('demo_failure');
  });

  it('answers 200 with a body that is not JSON when the page URL asks for bad-json', async () => {
    const response = await postLoop(request(null), { referer: `${origin}/fixtures/loop/two-filters.html?wisp-demo-loop=bad-json` });
    expect(response.status).toBe(200);
    await expect(response.json()).rejects.toThrow();
  });

  it('closes the connection when asked to drop, so the client sees a network failure', async () => {
    await expect(postLoop(request(null), { cookie: 'wisp-demo-loop=drop' })).rejects.toThrow();
  });

  it('reads slow, slow-{ms} and lists from the cookie first, then from the page URL', () => {
    expect(readDemoKnobs('wisp-demo-loop=slow', undefined)).toEqual({ fail: false, badJson: false, drop: false, delayMs: 1500 });
    expect(readDemoKnobs(undefined, 'http://x/p/?wisp-demo-loop=slow-300,fail')).toEqual({ fail: true, badJson: false, drop: false, delayMs: 300 });
    expect(readDemoKnobs('wisp-demo-loop=fail', 'http://x/p/?wisp-demo-loop=slow')).toMatchObject({ fail: true, delayMs: 0 });
    expect(readDemoKnobs(undefined, 'http://x/p/?wisp-demo-loop=slow-99999').delayMs).toBe(10_000);
    expect(readDemoKnobs('a=b', 'not a url')).toEqual({ fail: false, badJson: false, drop: false, delayMs: 0 });
  });
});
