// Reads a fixture page's <main> (its widget markup, without the loader tag) for the Pro content widget tests.
import { readFileSync } from 'node:fs';
import { vi } from 'vitest';
import type { WispApi } from '../../src/core/api.ts';
import { $, boot, touch } from './helpers.ts';

export function fixture(path: string): string {
  const page = readFileSync(`${process.cwd()}/fixtures/${path}`, 'utf8');
  return page.slice(page.indexOf('<main'), page.indexOf('</main>') + 7);
}

/** The markup of one widget of a fixture page, alone. */
export function fixtureWidget(path: string, id: string): string {
  const main = fixture(path);
  const start = main.indexOf(`<div class="elementor-element elementor-element-${id} `);
  if (start < 0) throw new Error(`no widget ${id} in ${path}`);
  const end = main.indexOf('\n', start);
  return main.slice(start, end);
}

/** Boots on `html`, touches widget `id` and waits until its module has settled (the first import can outlast `idle`). */
export async function mountWidget(html: string, id: string): Promise<{ api: WispApi; root: HTMLElement }> {
  // A runtime left from an earlier boot in the same test would mount the new markup too.
  (window as unknown as { wisp?: { destroy(): void } }).wisp?.destroy();
  const api = await boot(html);
  const root = $(`[data-id="${id}"]`);
  await touch(api, root);
  await vi.waitFor(() => {
    const row = api.report().find((candidate) => candidate.element === root);
    if (!row || row.status === 'pending' || row.status === 'loading') throw new Error(`${id} is ${row?.status ?? 'unknown'}`);
  }, { timeout: 4000 });
  return { api, root };
}
