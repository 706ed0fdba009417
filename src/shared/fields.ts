// The settings vocabulary: fields read one by one (a missing field takes its default, a wrong one its default plus a
// warning), the one value-check type, and the one way to read a page-builder switcher.
import type { FieldWarning } from '../core/types.ts';

/** Any value check with a `safeParse` method (zod's shape): one of shared/checks.ts. */
export type Schema<T> = { safeParse(value: unknown): { success: true; data: T } | { success: false } };
export type Field<T> = { schema: Schema<T>; fallback: T };
export type Fields<S> = { [K in keyof S]: Field<S[K]> };

/** One settings object out of untrusted `data-settings`, never failing: each bad field falls back on its own. */
export function readFields<S extends Record<string, unknown>>(
  raw: Record<string, unknown>, fields: Fields<S>,
): { settings: S; warnings: FieldWarning[] } {
  const settings = {} as S;
  const warnings: FieldWarning[] = [];
  for (const key of Object.keys(fields) as Array<keyof S & string>) {
    const { schema, fallback } = fields[key];
    const value = raw[key];
    if (value === undefined || value === null || value === '') {
      settings[key] = fallback;
      continue;
    }
    const parsed = schema.safeParse(value);
    settings[key] = parsed.success ? parsed.data : fallback;
    if (!parsed.success) {
      warnings.push({ key, message: `setting "${key}" has an unexpected value ${JSON.stringify(value)}; using ${JSON.stringify(fallback)}` });
    }
  }
  return { settings, warnings };
}

/** A page-builder switcher is on when it is the string "yes" (a JSON true, from older versions, counts too). */
export function isYes(value: unknown): boolean {
  return value === 'yes' || value === true;
}

/**
 * A page-builder switcher: `"yes"` (or true) is on, `""` (how an unticked switcher is saved) or anything else is off,
 * and only a missing value takes the control's default.
 */
export function toSwitch(value: unknown, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback;
  return isYes(value);
}
