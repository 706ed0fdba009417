import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIST = join(tmpdir(), `wisp-budget-test-${process.pid}`);

/** Builds into a scratch folder with the given budget overrides and returns the exit code, output and sizes. */
function build(env: Record<string, string>) {
  const dist = DIST;
  const result = spawnSync(process.execPath, ['build.mjs'], { env: { ...process.env, WISP_DIST: dist, ...env }, encoding: 'utf8' });
  const sizes = JSON.parse(readFileSync(`${dist}/sizes.json`, 'utf8')) as { loader: { gzip: number; files: string[] }; chunks: Array<{ role: string }> };
  return { status: result.status, output: result.stdout + result.stderr, sizes };
}

// Each case runs a full build (2 s on a quiet machine, over 5 s when the 2 cores are shared), past vitest's 5 s default.
describe('the build size budget', { timeout: 60_000 }, () => {
  it('passes with the real budget and keeps the loader under 4 KB gzip', () => {
    const { status, sizes } = build({});
    expect(status).toBe(0);
    expect(sizes.loader.gzip).toBeLessThanOrEqual(4 * 1024);
    expect(sizes.loader.files).toContain('loader.js');
    expect(sizes.chunks.some((chunk) => chunk.role === 'module')).toBe(true);
  });

  it('boots with one request: the loader imports no chunk statically, and its only dynamic import is the activate chunk', () => {
    const { sizes } = build({});
    expect(sizes.loader.files).toEqual(['loader.js']);
    const loader = readFileSync(join(DIST, 'loader.js'), 'utf8');
    expect(loader).not.toMatch(/\bfrom\s*["']/);
    expect(loader.match(/import\(["'][^"']+["']\)/g)).toEqual([expect.stringMatching(/^import\(["']\.\/chunks\/activate-[A-Z0-9]+\.js["']\)$/)]);
  });

  it('fails when the loader is over its budget', () => {
    const { status, output } = build({ WISP_BUDGET_LOADER: '100' });
    expect(status).toBe(1);
    expect(output).toMatch(/size budget: loader is \d+ B gzip, over the 100 B budget/);
  });

  it('fails when a widget chunk is over its budget', () => {
    const { status, output } = build({ WISP_BUDGET_CHUNK: '50' });
    expect(status).toBe(1);
    expect(output).toMatch(/size budget: src\/\S+ chunk is \d+ B gzip with its own shared code, over the 50 B budget/);
  });
});
