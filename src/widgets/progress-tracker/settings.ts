// Progress tracker settings: the shape, what the progress is measured against, and whether the percentage shows.
import * as z from 'zod/mini';
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
  type: { schema: z.enum(['horizontal', 'circular']), fallback: 'horizontal' },
  relative_to: { schema: z.enum(['entire_page', 'post_content', 'selector']), fallback: 'entire_page' },
  selector: { schema: z.string(), fallback: '' },
  percentage: { schema: z.string(), fallback: '' },
  direction: { schema: z.string(), fallback: 'ltr' },
};

export function parse(raw: Record<string, unknown>): ParseResult<ProgressTrackerSettings> {
  return { ok: true, ...readFields(raw, FIELDS) };
}
