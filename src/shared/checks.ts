// The settings value checks, with zod's `safeParse` shape. They replaced zod/mini: its 7.35 KB gzip chunk was fetched
// before any input on 10 of the 18 captured real pages, as one more request, and building its schemas cost 10-13 ms of
// main thread at 4x CPU when the first module using it ran (measured by bench/real-pages and traces, 2026-12).
import { isYes, type Schema } from './fields.ts';
import { isRecord } from './guards.ts';

function toCheck<T>(accepts: (value: unknown) => value is T): Schema<T> {
  return { safeParse: (value) => (accepts(value) ? { success: true, data: value } : { success: false }) };
}

/** One of the listed strings or booleans (`z.enum`, `z.literal` unions). */
export function oneOf<const V extends ReadonlyArray<string | boolean>>(values: V): Schema<V[number]> {
  return toCheck((value): value is V[number] => values.includes(value as V[number]));
}

/** A string of at most `maxLength` characters. */
export function text(maxLength = Number.POSITIVE_INFINITY): Schema<string> {
  return toCheck((value): value is string => typeof value === 'string' && value.length <= maxLength);
}

/** A finite number within [min, max] (any finite number without bounds). */
export function numberIn(min = Number.NEGATIVE_INFINITY, max = Number.POSITIVE_INFINITY): Schema<number> {
  return toCheck((value): value is number => typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max);
}

/** A safe integer within [min, max]. */
export function integerIn(min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): Schema<number> {
  return toCheck((value): value is number => Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max);
}

/** A string the whole of which matches `shape` (anchor it; the patterns are the code's own, never a setting's). */
export function pattern(shape: RegExp): Schema<string> {
  return toCheck((value): value is string => typeof value === 'string' && shape.test(value));
}

/** A JSON boolean. */
export const BOOLEAN: Schema<boolean> = toCheck((value): value is boolean => typeof value === 'boolean');

/** An array, its items unchecked (the field's own mapping reads them). */
export const LIST: Schema<unknown[]> = toCheck((value): value is unknown[] => Array.isArray(value));

/** A check's value turned into another (zod's `pipe` into a `transform`). */
export function mapped<A, B>(check: Schema<A>, map: (value: A) => B): Schema<B> {
  return {
    safeParse: (value) => {
      const result = check.safeParse(value);
      return result.success ? { success: true, data: map(result.data) } : result;
    },
  };
}

/** A plain object whose listed keys each pass their check when present (`required` keys must be present). */
export function record<T extends Record<string, unknown>>(checks: { [K in keyof T]-?: Schema<T[K]> }, required: ReadonlyArray<keyof T> = []): Schema<T> {
  return toCheck((value): value is T => isRecord(value)
    && required.every((key) => value[key as string] !== undefined)
    && Object.entries(checks).every(([key, check]) => value[key] === undefined || (check as Schema<unknown>).safeParse(value[key]).success));
}

/** Either check's value (`z.union` of two). */
export function either<A, B>(first: Schema<A>, second: Schema<B>): Schema<A | B> {
  return {
    safeParse: (value) => {
      const result = first.safeParse(value);
      return result.success ? result : second.safeParse(value);
    },
  };
}

/**
 * A page-builder switcher field, read as a boolean: the string "yes" or a JSON boolean. An unticked switcher is saved
 * as "" or left out, which readFields turns into the field's default before this check runs.
 */
export const SWITCH: Schema<boolean> = {
  safeParse: (value) => (value === 'yes' || typeof value === 'boolean' ? { success: true, data: isYes(value) } : { success: false }),
};
