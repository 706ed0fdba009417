// Progress tracker settings: the shape, what the progress is measured against, and whether the percentage shows.
import { oneOf, text } from '../../shared/checks.ts';
import type { ParseResult } from '../../core/types.ts';
import { readFields, type Fields } from '../../shared/fields.ts';

export type ProgressTrackerSettings = {
  /** @default 'horizontal' */
  type: 'horizontal' | 'circular';
  /** `entire_page`, the theme's post content, or the element `selector` names. @default 'entire_page' */
  relative_to: 'entire_page' | 'post_content' | 'selector';
  /** A CSS selector typed by the editor: untrusted, queried inside try/catch. @default '' */
  selector: string;
  /** `yes` shows the percentage text. @default '' */
  percentage: string;
  /** `rtl` fills the circle the other way round. @default 'ltr' */
  direction: string;
};

const FIELDS: Fields<ProgressTrackerSettings> = {
  type: { schema: oneOf(['horizontal', 'circular']), fallback: 'horizontal' },
  relative_to: { schema: oneOf(['entire_page', 'post_content', 'selector']), fallback: 'entire_page' },
  selector: { schema: text(), fallback: '' },
  percentage: { schema: text(), fallback: '' },
  direction: { schema: text(), fallback: 'ltr' },
};

export function parse(raw: Record<string, unknown>): ParseResult<ProgressTrackerSettings> {
  return { ok: true, ...readFields(raw, FIELDS) };
}
