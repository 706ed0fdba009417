// The demo backend's ecsload knobs and the listing fixtures' data, over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import type { Server } from 'node:http';
import { startStaticServer } from '../../scripts/lib/static-server.ts';
import { createDemoBackend } from '../../scripts/lib/demo-backend.ts';

const FIXTURE_DATA = resolve(import.meta.dirname, '../../fixtures/data');
let server: Server;
let origin: string;

beforeAll(async () => {
  ({ server, origin } = await startStaticServer(0, [], createDemoBackend(FIXTURE_DATA)));
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
});

function ecsload(widgetId: string, currentPage: number, maxPages: number, headers: Record<string, string> = {}): Promise<Response> {
  const settings = JSON.stringify({ current_page: currentPage, max_num_pages: maxPages, load_method: 'loadmore', widget_id: widgetId });
  return fetch(`${origin}/wp-admin/admin-ajax.php`, { method: 'POST', headers, body: new URLSearchParams({ action: 'ecsload', query: '{}', ecs_ajax_settings: settings }) });
}

const ids = (html: string): string[] => [...html.matchAll(/<article id="(post-\d+)"/g)].map((match) => match[1] ?? '');

describe('demo ecsload data for the listing fixtures', () => {
  const listings: Array<[string, number]> = [['ec5a11e', 3], ['ec1a2b0', 3], ['ec2b3c0', 3], ['ec2b3c1', 2], ['ec3c4d0', 2]];
  for (const [id, pages] of listings) {
    it(`answers every page of ${id} after the first with new articles, and 0 past the last`, async () => {
      const seen = new Set<string>();
      for (let page = 1; page < pages; page++) {
        const html = await (await ecsload(id, page, pages)).text();
        expect(ids(html).length).toBeGreaterThan(0);
        for (const post of ids(html)) {
          expect(seen.has(post)).toBe(false);
          seen.add(post);
        }
      }
      const past = await ecsload(id, pages, pages);
      expect([past.status, await past.text()]).toEqual([400, '0']);
    });
  }
});

describe('demo ecsload knobs', () => {
  it('fails with HTTP 500 when the wisp-demo-ecs cookie says fail', async () => {
    const response = await ecsload('ec5a11e', 1, 3, { cookie: 'wisp-demo-ecs=fail' });
    expect(response.status).toBe(500);
  });

  it('answers an empty 200 for empty, and reads the page\u2019s query parameter from the Referer', async () => {
    const response = await ecsload('ec5a11e', 1, 3, { referer: `${origin}/cyber-essentials/?wisp-demo-ecs=empty` });
    expect([response.status, await response.text()]).toEqual([200, '']);
  });

  it('closes the connection for drop, which the browser sees as a network error', async () => {
    await expect(ecsload('ec5a11e', 1, 3, { cookie: 'wisp-demo-ecs=drop' })).rejects.toThrow();
  });

  it('still answers normally without a knob', async () => {
    const response = await ecsload('ec5a11e', 1, 3, { cookie: 'other=fail' });
    expect(ids(await response.text())).toEqual(['post-904', 'post-905', 'post-906']);
  });
});
