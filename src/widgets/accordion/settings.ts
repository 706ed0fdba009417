// Accordion settings: how many items may be open at once.
import { oneOf } from '../../shared/checks.ts';
import { readFields, type Fields } from '../../shared/fields.ts';
import type { ParseResult } from '../../core/types.ts';

export type AccordionSettings = {
  /**
   * `one` closes the open item when another opens; `multiple` lets items stay open.
   * @default 'one'
   */
  max_items_expended: 'one' | 'multiple';
};

export const FIELDS: Fields<AccordionSettings> = {
  max_items_expended: { schema: oneOf(['one', 'multiple']), fallback: 'one' },
};

export function parse(raw: Record<string, unknown>): ParseResult<AccordionSettings> {
  return { ok: true, ...readFields(raw, FIELDS) };
}
