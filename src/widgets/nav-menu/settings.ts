// Nav menu settings: layout, the submenu indicator icon and the full-width dropdown stretch.
import * as z from 'zod/mini';
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
  layout: { schema: z.enum(['horizontal', 'vertical', 'dropdown']), fallback: 'horizontal' },
  submenu_icon: { schema: z.object({ value: z.string() }), fallback: { value: '' } },
  full_width: { schema: z.string(), fallback: '' },
};

export function parse(raw: Record<string, unknown>): ParseResult<NavMenuSettings> {
  return { ok: true, ...readFields(raw, FIELDS) };
}
