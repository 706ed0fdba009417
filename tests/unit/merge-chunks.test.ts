// build.mjs copies a shared chunk into its importers only when its sources hold no module state: a second copy of state
// (a cache, a registry, a class) would split it in two. isStateless is that check, on source text.
import { describe, expect, it } from 'vitest';
// @ts-expect-error merge-chunks.mjs is plain JavaScript without declarations
import { isStateless } from '../../scripts/lib/merge-chunks.mjs';
// @ts-expect-error merge-imports.mjs is plain JavaScript without declarations
import { joinImports } from '../../scripts/lib/merge-imports.mjs';

const check = (source: string): boolean => isStateless(source) as boolean;

describe('isStateless: what may be copied into each chunk that imports it', () => {
  it('accepts functions, types, string and number constants, and regular expressions', () => {
    expect(check([
      "import { isRecord } from './guards.ts';",
      'export type Key = string;',
      "const PREFIX = '#elementor-action:';",
      'export const MAX = 64 * 1024;',
      'const PATTERN = /^a+$/;',
      'export function read(value: unknown): string {',
      "  const items = ['a', 'b'];",
      "  return isRecord(value) ? items.join('') : '';",
      '}',
    ].join('\n'))).toBe(true);
  });

  it('accepts literals made read-only by their type: `as const`, a Readonly annotation, a ReadonlySet lookup table', () => {
    expect(check("const PREFIXES = ['#a', '%23a'] as const;")).toBe(true);
    expect(check("export const CORE: Readonly<Dialect> = {\n  show: 'slides_to_show',\n};")).toBe(true);
    expect(check("const ALLOWED: ReadonlySet<string> = new Set([\n  'svg', 'g',\n]);\n\nfunction f() {}")).toBe(true);
    expect(check("const NAMES: readonly string[] = ['a'];")).toBe(true);
    // Brackets inside strings do not end the literal early.
    expect(check("const ODD = ['a]', \"b[\", `c}`] as const;")).toBe(true);
  });

  it('refuses mutable top-level objects, arrays, maps and sets: they may be state', () => {
    expect(check('const cache = new Map<string, number>();')).toBe(false);
    expect(check('const reactions = new WeakMap<Element, () => void>();')).toBe(false);
    expect(check("export const ACTIONS = new Map([['a', 1]]);")).toBe(false);
    expect(check("const LIST = ['a', 'b'];")).toBe(false);
    expect(check("export const DIALECT: Dialect = { show: 'x' };")).toBe(false);
    // `as const` on something else than the literal's end does not count.
    expect(check("const LIST = ['a'].concat(['b'] as const);")).toBe(false);
  });

  it('refuses let, var, classes and statements run at the top level', () => {
    expect(check('let count = 0;')).toBe(false);
    expect(check('export var flag = true;')).toBe(false);
    expect(check('export class Store {}')).toBe(false);
    expect(check("document.addEventListener('click', () => {});")).toBe(false);
    expect(check('install();')).toBe(false);
  });
});

describe('joinImports: one statement per imported file', () => {
  it('joins the names of every statement from one file into its first, keeping the order in which files are first named', () => {
    expect(joinImports('import{a as x}from"./b.js";import{c}from"./d.js";import{e as y,f}from"./b.js";'))
      .toBe('import{a as x,e as y,f}from"./b.js";import{c}from"./d.js";');
  });

  it('leaves imports from distinct files as they are', () => {
    const prefix = 'import{a}from"./b.js";import{c}from"./d.js";';
    expect(joinImports(prefix)).toBe(prefix);
  });
});

describe('joinImports with bare imports', () => {
  it('drops a bare import of a file named elsewhere, and keeps one bare import of a file named nowhere else', () => {
    expect(joinImports('import"./b.js";import{a}from"./b.js";import"./c.js";import"./c.js";import"./b.js";'))
      .toBe('import{a}from"./b.js";import"./c.js";');
  });
});
