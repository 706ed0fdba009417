// Shared by the fuzz suites: the run sizes (normal or WISP_STRESS=1), one fixed seed, hostile values and the figures file.
import fc from 'fast-check';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** `npm run test:stress` sets WISP_STRESS=1: more cases per property, bigger pages, more cycles. */
export const STRESS = process.env['WISP_STRESS'] === '1';
/** One seed for every property, so a failure reproduces; override with WISP_FUZZ_SEED to explore further. */
export const SEED = Number(process.env['WISP_FUZZ_SEED'] ?? 20261122);
export const runs = (normal: number, stress: number): number => (STRESS ? stress : normal);
export const fuzzOptions = (numRuns: number) => ({ numRuns, seed: SEED, endOnFailure: true });

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const RESULTS_DIR = join(ROOT, 'test-results', 'reliability');

/** Writes one suite's figures to test-results/reliability/ (not committed; the README records them)<suite>.json and prints them. */
export function recordFigures(suite: string, figures: Record<string, unknown>): void {
  const row = { suite, mode: STRESS ? 'stress' : 'normal', seed: SEED, at: new Date().toISOString(), ...figures };
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(join(RESULTS_DIR, `${suite}.json`), `${JSON.stringify(row, null, 2)}\n`);
  console.log(`[reliability] ${suite}: ${JSON.stringify(figures)}`);
}

export function readJsonFile(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8')) as unknown;
}

/** Keys that have broken naive merges elsewhere: each must stay a plain own property, never reach a prototype. */
export const POLLUTING_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

const hostileStrings = fc.constantFrom(
  '', ' ', '0', '-1', 'yes', 'no', 'true', 'null', 'NaN', 'Infinity', '1e309', '-0',
  '&amp', '&#x;', '&#99999999;', '&quot', '&lt;script&gt;alert(1)&lt;/script&gt;', '<img src=x onerror=alert(1)>',
  'javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)',
  '"]);alert(1);//', "'><svg onload=alert(1)>", '#x"]; body{}', '\u0000\u2028\u2029', '\uD800', '(a+)+$', '%E0%A4%A',
);

/** A leaf no page builder would print: wrong types, extremes, markup, script URLs, broken entities. */
export const hostileLeaf: fc.Arbitrary<unknown> = fc.oneof(
  hostileStrings,
  fc.string({ maxLength: 40 }),
  fc.constantFrom(0, -1, 1, 0.5, -0.0, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 2 ** 31, -(2 ** 53), 5e-324),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constant('x'.repeat(STRESS ? 200_000 : 20_000)),
);

/**
 * Settings objects whose keys mix the builder's real keys (so fields are hit with wrong values) with random and
 * prototype-polluting ones. `realKeys` usually comes from the fixture pages' own settings.
 */
export function hostileSettings(realKeys: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  const key = fc.oneof(
    { weight: 5, arbitrary: realKeys.length > 0 ? fc.constantFrom(...realKeys) : fc.string() },
    { weight: 1, arbitrary: fc.constantFrom(...POLLUTING_KEYS) },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  );
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      { weight: 6, arbitrary: hostileLeaf },
      { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
      { weight: 1, arbitrary: fc.dictionary(key, tie('value'), { maxKeys: 4 }) },
      { weight: 1, arbitrary: fc.constant({ polluted: 'yes', isAdmin: true }) },
    ),
  }));
  return fc.dictionary(key, value, { maxKeys: 12 });
}

/** JSON text as it travels: parsed with JSON.parse, so `__proto__` stays an own key exactly like on a real page. */
export const toJsonText = (settings: Record<string, unknown>): string => JSON.stringify(settings);

/** Attribute text that is not a JSON object: broken JSON, other JSON types, truncations, broken entities. */
export const notAnObjectText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('{', '{"a":', '[1,2', 'null', 'true', '42', '"text"', '[{"a":1}]', '{\'single\':1}', "{a:1}", 'NaN', '{"a":1}}', '&quot;', '{&quot;a&quot;:1'),
  fc.jsonValue().filter((value) => typeof value !== 'object' || value === null || (Array.isArray(value) && value.length > 0)).map((value) => JSON.stringify(value)),
  fc.string({ minLength: 1, maxLength: 30 }).filter((text) => !isJsonObjectText(text)),
  fc.json().map((text) => text.slice(0, Math.max(1, text.length - 1))).filter((text) => !isJsonObjectText(text)),
);

function isJsonObjectText(text: string): boolean {
  if (text.trim() === '') return true;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && (!Array.isArray(value) || value.length === 0);
  } catch {
    return false;
  }
}

/** Own keys Object.prototype gained since the start: any is prototype pollution. */
export function prototypeDamage(): string[] {
  const probe = {} as Record<string, unknown>;
  const gained = Object.getOwnPropertyNames(Object.prototype).filter((name) => !BASE_PROTOTYPE_KEYS.has(name));
  if (probe['polluted'] !== undefined || probe['isAdmin'] !== undefined) gained.push('polluted');
  return gained;
}
const BASE_PROTOTYPE_KEYS = new Set(Object.getOwnPropertyNames(Object.prototype));

/** Escapes text for a single-quoted HTML attribute, the way a server must print it. */
export const toAttribute = (text: string): string => text.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/</g, '&lt;');
