// Nav menu settings: layout, the submenu indicator icon and the full-width dropdown stretch.
import { oneOf, record, text } from '../../shared/checks.ts';
import { readFields, type Fields } from '../../shared/fields.ts';
import type { ParseResult } from '../../core/types.ts';

export type NavMenuSettings = {
  /**
   * `horizontal` or `vertical` main menu, or `dropdown` only (no main menu).
   * @default 'horizontal'
   */
  layout: 'horizontal' | 'vertical' | 'dropdown';
  /**
   * The indicator the page builder rendered for the icon setting: SVG or icon HTML, or an icon class string.
   * Empty means no indicators, as in the original.
   * @default ''
   */
  submenu_icon: { value: string };
  /**
   * `stretch` pulls the mobile dropdown out to the full window width.
   * @default ''
   */
  full_width: string;
};

export const FIELDS: Fields<NavMenuSettings> = {
  layout: { schema: oneOf(['horizontal', 'vertical', 'dropdown']), fallback: 'horizontal' },
  submenu_icon: { schema: record<{ value: string }>({ value: text() }, ['value']), fallback: { value: '' } },
  full_width: { schema: text(), fallback: '' },
};

export function parse(raw: Record<string, unknown>): ParseResult<NavMenuSettings> {
  return { ok: true, ...readFields(raw, FIELDS) };
}
