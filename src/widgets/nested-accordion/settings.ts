// Nested accordion settings: how many items may be open, and how long opening and closing take.
import { oneOf } from '../../shared/checks.ts';
import type { FieldWarning, ParseResult } from '../../core/types.ts';
import { readFields, type Fields } from '../../shared/fields.ts';
import { isRecord, toFiniteNumber } from '../../shared/guards.ts';

export type NestedAccordionSettings = {
  /**
   * `one` closes the other items when one opens; `multiple` lets them stay open.
   * @default 'one'
   */
  max_items_expended: 'one' | 'multiple';
  /**
   * From `n_accordion_animation_duration` `{unit, size}`: `ms` as is, any other unit (`s`) times 1000.
   * @default 400
   */
  durationMs: number;
};

const FIELDS: Fields<Pick<NestedAccordionSettings, 'max_items_expended'>> = {
  max_items_expended: { schema: oneOf(['one', 'multiple']), fallback: 'one' },
};

const DEFAULT_DURATION_MS = 400;

/** The duration in ms, or null when the value is not a `{unit, size}` with a size of zero or more. */
function toDurationMs(value: unknown): number | null {
  if (!isRecord(value)) return null;
  // An emptied size field is saved as "": no animation, as in the original (its product with the unit is 0).
  const size = value['size'] === '' ? 0 : toFiniteNumber(value['size'], Number.NaN);
  if (!Number.isFinite(size) || size < 0) return null;
  return value['unit'] === 'ms' ? size : size * 1000;
}

export function parse(raw: Record<string, unknown>): ParseResult<NestedAccordionSettings> {
  const { settings, warnings } = readFields(raw, FIELDS);
  const rawDuration = raw['n_accordion_animation_duration'];
  const duration = rawDuration === undefined || rawDuration === null ? DEFAULT_DURATION_MS : toDurationMs(rawDuration);
  const all: FieldWarning[] = [...warnings];
  if (duration === null) {
    all.push({ key: 'n_accordion_animation_duration', message: `setting "n_accordion_animation_duration" has an unexpected value ${JSON.stringify(rawDuration)}; using ${DEFAULT_DURATION_MS} ms` });
  }
  return { ok: true, settings: { ...settings, durationMs: duration ?? DEFAULT_DURATION_MS }, warnings: all };
}
