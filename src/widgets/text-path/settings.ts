// Text path settings: where the text starts along the path, its direction, and the link's rel / target.
import { BOOLEAN, numberIn, oneOf } from '../../shared/checks.ts';
import type { ParseResult } from '../../core/types.ts';
import { isYes, readFields, type Fields } from '../../shared/fields.ts';
import { isRecord } from '../../shared/guards.ts';

export type TextPathSettings = {
  /** Start offset along the path, in percent. @default 0 */
  start_point: number;
  /** '' follows the site's direction. @default '' */
  text_path_direction: '' | 'rtl' | 'ltr';
  /** @default false */
  is_external: boolean;
  /** @default false */
  nofollow: boolean;
};

const FIELDS: Fields<TextPathSettings> = {
  start_point: { schema: numberIn(-100, 100), fallback: 0 },
  text_path_direction: { schema: oneOf(['', 'rtl', 'ltr']), fallback: '' },
  is_external: { schema: BOOLEAN, fallback: false },
  nofollow: { schema: BOOLEAN, fallback: false },
};

// The link control's checkboxes save `on`; a switcher's `yes` is read too.
const isOn = (value: unknown) => value === 'on' || isYes(value);

export function parse(raw: Record<string, unknown>): ParseResult<TextPathSettings> {
  const start = raw['start_point'];
  const link = isRecord(raw['link']) ? raw['link'] : {};
  const size = isRecord(start) ? start['size'] : start;
  const normal = {
    start_point: typeof size === 'string' && size.trim() !== '' ? Number(size) : size,
    text_path_direction: raw['text_path_direction'],
    is_external: isOn(link['is_external']),
    nofollow: isOn(link['nofollow']),
  };
  const { settings, warnings } = readFields(normal, FIELDS);
  return { ok: true, settings, warnings };
}
