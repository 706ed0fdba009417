// Off-canvas (`off-canvas.default`) settings: animations per device, scroll lock, what closes it.
import type { ParseResult } from '../../core/types.ts';
import { readFields, type Fields } from '../../shared/fields.ts';
import { SWITCH } from '../../shared/checks.ts';

type Switch = 'yes' | boolean;

export type OffCanvasFields = {
  /** Adds `e-off-canvas__no-scroll` to the body while open. @default false */
  prevent_scroll: Switch;
  /** Escape does not close it. @default false */
  is_not_close_on_esc_overlay: Switch;
  /** A click on the overlay does not close it. @default false */
  is_not_close_on_overlay: Switch;
};

export const FIELDS: Fields<OffCanvasFields> = {
  prevent_scroll: { schema: SWITCH, fallback: false },
  is_not_close_on_esc_overlay: { schema: SWITCH, fallback: false },
  is_not_close_on_overlay: { schema: SWITCH, fallback: false },
};

export type OffCanvasSettings = {
  preventScroll: boolean;
  closeOnEsc: boolean;
  closeOnOverlay: boolean;
  /** Everything, for the per-device `entrance_animation` / `exit_animation` lookups. */
  raw: Record<string, unknown>;
};

const on = (value: Switch) => value === 'yes' || value === true;

export function parse(raw: Record<string, unknown>): ParseResult<OffCanvasSettings> {
  const { settings, warnings } = readFields(raw, FIELDS);
  return {
    ok: true,
    warnings,
    settings: {
      preventScroll: on(settings.prevent_scroll),
      closeOnEsc: !on(settings.is_not_close_on_esc_overlay),
      closeOnOverlay: !on(settings.is_not_close_on_overlay),
      raw,
    },
  };
}
