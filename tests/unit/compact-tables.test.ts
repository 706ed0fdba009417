import { decode, encode } from '@jridgewell/sourcemap-codec';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a build script in plain JavaScript, without declarations.
import { compactImportTables } from '../../scripts/lib/compact-tables.mjs';

const table = (folder: string, names: string[]) =>
  `({${names.map((name, index) => `"../${folder}/${name}/index.ts":()=>import("./${name}-0000000${index}.js")`).join(',')}})`;

/** Writes `code` with a map of one segment per given column of line 0, compacts it, and reads both back. */
async function compacted(code: string, columns: number[]) {
  const path = join(mkdtempSync(join(tmpdir(), 'wisp-tables-')), 'activate-AAAAAAAA.js');
  writeFileSync(path, code);
  writeFileSync(`${path}.map`, JSON.stringify({ version: 3, sources: ['src/core/activate.ts'], names: [], mappings: encode([columns.map((column) => [column, 0, 0, column])]) }));
  const count = await compactImportTables(path);
  const map = JSON.parse(readFileSync(`${path}.map`, 'utf8')) as { mappings: string };
  return { count, code: readFileSync(path, 'utf8'), lines: decode(map.mappings) };
}

/** The tables a compacted chunk builds, with each import's specifier instead of the import. */
function tablesOf(code: string): Record<string, string>[] {
  const built: Record<string, string>[] = [];
  const specifiers = code.replace(/import\(/g, 'spec(');
  new Function('J', 'spec', specifiers)((object: Record<string, () => string>) => {
    built.push(Object.fromEntries(Object.entries(object).map(([key, load]) => [key, load()])));
  }, (specifier: string) => specifier);
  return built;
}

describe('the activate chunk import tables, written compactly', () => {
  it('build the same keys and import the same files as the tables esbuild printed', async () => {
    const original = `var a=J${table('widgets', ['accordion', 'woocommerce-menu-cart'])},b=J${table('behaviours', ['action-links'])};`;
    const { count, code } = await compacted(original, [0]);
    expect(count).toBe(2);
    expect(code).not.toContain('/index.ts":()=>import(');
    expect(tablesOf(code)).toEqual(tablesOf(original));
    expect(tablesOf(code)[0]).toEqual({ '../widgets/accordion/index.ts': './accordion-00000000.js', '../widgets/woocommerce-menu-cart/index.ts': './woocommerce-menu-cart-00000001.js' });
  });

  it('leave a table alone when a file is not named after its module, and say when there was none', async () => {
    const renamed = 'var a=J({"../widgets/tabs/index.ts":()=>import("./toggle-00000000.js")});';
    const { count, code } = await compacted(renamed, [0]);
    expect(count).toBe(0);
    expect(code).toBe(renamed);
  });

  it('move the source map with the code: one line down, and columns after a table by what it lost', async () => {
    const before = 'var x=1;';
    const original = `${before}var a=J${table('widgets', ['accordion', 'tabs'])};var after=2;`;
    const after = original.indexOf('var after');
    const { code, lines } = await compacted(original, [0, after]);
    expect(lines[0]).toEqual([]);
    const [first, second] = lines[1] ?? [];
    expect(first?.[0]).toBe(0);
    expect(code.split('\n')[1]?.slice(second?.[0])).toMatch(/^var after=2;/);
    // The original column is still what the segment names in its source.
    expect(second?.[3]).toBe(after);
  });
});
