// Mega menu settings: layout, when items open, the open animation and how the content is sized and placed.
import { oneOf, pattern } from '../../shared/checks.ts';
import { readFields, type Fields } from '../../shared/fields.ts';
import type { ParseResult } from '../../core/types.ts';

export type MegaMenuSettings = {
  /** @default 'horizontal' */
  item_layout: 'horizontal' | 'dropdown';
  /** `hover` opens on pointer hover on desktop; touch devices and `click` open on click. @default 'hover' */
  open_on: 'hover' | 'click';
  /** An entrance animation class name added while an item opens (`fadeIn`…). @default '' */
  open_animation: string;
  /** `full_width` stretches the content to the window; `fit_to_content` places it by its title. @default 'full_width' */
  content_width: 'full_width' | 'fit_to_content';
  /** Where fitted content sits relative to its title. @default 'center' */
  content_horizontal_position: 'center' | 'left' | 'right';
};

export const FIELDS: Fields<MegaMenuSettings> = {
  item_layout: { schema: oneOf(['horizontal', 'dropdown']), fallback: 'horizontal' },
  open_on: { schema: oneOf(['hover', 'click']), fallback: 'hover' },
  // Only a plain class name: it is written into classList, never into a selector or HTML.
  open_animation: { schema: pattern(/^[A-Za-z-]{0,40}$/), fallback: '' },
  content_width: { schema: oneOf(['full_width', 'fit_to_content']), fallback: 'full_width' },
  content_horizontal_position: { schema: oneOf(['center', 'left', 'right']), fallback: 'center' },
};

export function parse(raw: Record<string, unknown>): ParseResult<MegaMenuSettings> {
  return { ok: true, ...readFields(raw, FIELDS) };
}
