// Small value checks with zod's `safeParse` shape, for modules loaded at boot or idle on most pages, where zod/mini's
// 7.6 KB gzip was the largest single part of the JavaScript fetched before a first interaction (measured by the bench).
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

/** A finite number within [min, max]. */
export function numberIn(min: number, max: number): Schema<number> {
  return toCheck((value): value is number => typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max);
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
