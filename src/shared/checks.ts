// Small value checks with zod's `safeParse` shape, for modules loaded at boot or idle on most pages, where zod/mini's
// 7.6 KB gzip was the largest single part of the JavaScript fetched before a first interaction (measured by the bench).
import { isRecord } from './guards.ts';

export type Check<T> = { safeParse(value: unknown): { success: true; data: T } | { success: false } };

function toCheck<T>(accepts: (value: unknown) => value is T): Check<T> {
  return { safeParse: (value) => (accepts(value) ? { success: true, data: value } : { success: false }) };
}

/** One of the listed strings or booleans (`z.enum`, `z.literal` unions). */
export function oneOf<const V extends ReadonlyArray<string | boolean>>(values: V): Check<V[number]> {
  return toCheck((value): value is V[number] => values.includes(value as V[number]));
}

/** A string of at most `maxLength` characters. */
export function text(maxLength = Number.POSITIVE_INFINITY): Check<string> {
  return toCheck((value): value is string => typeof value === 'string' && value.length <= maxLength);
}

/** A finite number within [min, max]. */
export function numberIn(min: number, max: number): Check<number> {
  return toCheck((value): value is number => typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max);
}

/** A plain object whose listed keys each pass their check when present (`required` keys must be present). */
export function record<T extends Record<string, unknown>>(checks: { [K in keyof T]-?: Check<T[K]> }, required: ReadonlyArray<keyof T> = []): Check<T> {
  return toCheck((value): value is T => isRecord(value)
    && required.every((key) => value[key as string] !== undefined)
    && Object.entries(checks).every(([key, check]) => value[key] === undefined || (check as Check<unknown>).safeParse(value[key]).success));
}

/** Either check's value (`z.union` of two). */
export function either<A, B>(first: Check<A>, second: Check<B>): Check<A | B> {
  return {
    safeParse: (value) => {
      const result = first.safeParse(value);
      return result.success ? result : second.safeParse(value);
    },
  };
}

/** A page-builder switcher: the string "yes" or a JSON boolean. */
export const SWITCH = oneOf(['yes', true, false]);
