// The README's generated blocks match a fresh build, and the browsers it names have every API the build calls.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { generateReadme, loadBuild } from '../../scripts/readme-sizes.ts';
import { readBlock, writeBlock, type Browsers, type Budgets, type Sizes } from '../../scripts/lib/readme-blocks.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const README = join(ROOT, 'README.md');

// APIs esbuild cannot lower, with the first version of each browser that has them (MDN compatibility data).
const API_SINCE: Array<{ api: string; pattern: RegExp; since: Browsers }> = [
  { api: 'Object.hasOwn', pattern: /\bObject\.hasOwn\(/, since: { chrome: '93', edge: '93', firefox: '92', safari: '15.4' } },
  { api: 'Array.prototype.at', pattern: /\.at\(-?\d/, since: { chrome: '92', edge: '92', firefox: '90', safari: '15.4' } },
];

const atLeast = (version: string, since: string): boolean => {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  const [sinceMajor = 0, sinceMinor = 0] = since.split('.').map(Number);
  return major > sinceMajor || (major === sinceMajor && minor >= sinceMinor);
};

describe('the README as built', () => {
  // Beside dist/, at the same depth: chunk hashes (and so a few gzip bytes) depend on the output folder's path.
  const dist = join(ROOT, `.readme-build-${process.pid}`);
  let sizes: Sizes;
  let browsers: Browsers;
  let budgets: Budgets;

  beforeAll(async () => {
    const build = await loadBuild();
    browsers = build.BROWSERS;
    budgets = build.BUDGET;
    sizes = await build.build({ quiet: true, outdir: dist });
  }, 60_000);

  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('has the sizes table, browser line and budgets the build produces (npm run readme:sizes rewrites them)', () => {
    const readme = readFileSync(README, 'utf8');
    const expected = generateReadme(readme, sizes, dist, browsers, budgets);
    expect(readBlock(readme, 'sizes')).toBe(readBlock(expected, 'sizes'));
    expect(readBlock(readme, 'browsers')).toBe(readBlock(expected, 'browsers'));
    expect(readBlock(readme, 'budgets')).toBe(readBlock(expected, 'budgets'));
  });

  it('names only browsers that have every API the built code calls', () => {
    const code = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(dist, file), 'utf8')).join('\n');
    const used = API_SINCE.filter(({ pattern }) => pattern.test(code));
    expect(used.map(({ api }) => api)).toEqual(['Object.hasOwn', 'Array.prototype.at']);
    for (const { api, since } of used) {
      for (const name of Object.keys(since) as Array<keyof Browsers>) expect(atLeast(browsers[name], since[name]), `${api} in ${name} ${browsers[name]}`).toBe(true);
    }
  });

  it('refuses to write a block whose markers are missing', () => {
    expect(() => writeBlock('no markers here', 'sizes', 'x')).toThrow('<!-- sizes:start -->');
  });
});
