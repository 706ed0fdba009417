// Popup document settings (`data-elementor-settings`) that shape the dialog; timing and triggers belong to conditions/ and triggers/.
import { either, numberIn, oneOf, record, SWITCH, text } from '../../shared/checks.ts';
import type { FieldWarning } from '../../core/types.ts';
import { readFields, type Fields } from '../../shared/fields.ts';
import { isRecord } from '../../shared/guards.ts';

// 2,000,000 s: a longer timer would overflow setTimeout's 32-bit delay and fire at once.
const SECONDS = numberIn(0, 2_000_000);
// Seconds, or '' where the page builder saved an emptied slider.
const DURATION = either(numberIn(0, 60), oneOf(['']));

export type PopupFields = {
  /** @default 'inside' (the page builder leaves the key out for inside) */
  close_button_position: 'inside' | 'outside';
  /** Seconds before the close button appears. @default 0 */
  close_button_delay: number;
  /** Seconds after which the popup closes itself; 0 never. @default 0 */
  close_automatically: number;
  /** Seconds; the exit animation reuses it, as in the original. @default { size: 1.2 } */
  entrance_animation_duration: { size?: number | '' | undefined };
  /** @default false */
  prevent_close_on_background_click: boolean;
  /** @default false */
  prevent_close_on_esc_key: boolean;
  /** @default false */
  prevent_scroll: boolean;
  /** @default false */
  avoid_multiple_popups: boolean;
  /**
   * Focus moves in, Tab is trapped, focus returns on close. The control defaults to on and the page builder drops a
   * switched-off switcher from the JSON, so a missing key means the owner switched it off, as the original reads it.
   * @default false
   */
  a11y_navigation: boolean;
  /** Space-separated classes for the dialog root. @default '' */
  classes: string;
  /** Clicking a match opens the popup. @default '' */
  open_selector: string;
};

export const FIELDS: Fields<PopupFields> = {
  close_button_position: { schema: oneOf(['inside', 'outside']), fallback: 'inside' },
  close_button_delay: { schema: SECONDS, fallback: 0 },
  close_automatically: { schema: SECONDS, fallback: 0 },
  entrance_animation_duration: {
    schema: record<{ size?: number | '' | undefined }>({ size: DURATION }),
    fallback: { size: 1.2 },
  },
  prevent_close_on_background_click: { schema: SWITCH, fallback: false },
  prevent_close_on_esc_key: { schema: SWITCH, fallback: false },
  prevent_scroll: { schema: SWITCH, fallback: false },
  avoid_multiple_popups: { schema: SWITCH, fallback: false },
  a11y_navigation: { schema: SWITCH, fallback: false },
  classes: { schema: text(1000), fallback: '' },
  open_selector: { schema: text(1000), fallback: '' },
};

export type PopupSettings = {
  closeButtonOutside: boolean;
  closeButtonDelayMs: number;
  closeAutomaticallyMs: number;
  animationMs: number;
  closeOnBackground: boolean;
  closeOnEsc: boolean;
  preventScroll: boolean;
  avoidMultiple: boolean;
  a11y: boolean;
  classes: string[];
  openSelector: string;
  /** Everything, for responsive lookups (`entrance_animation_mobile`…) and for the conditions and triggers. */
  raw: Record<string, unknown>;
};

/** CSS class tokens only: a class list from settings must not smuggle anything else in. */
const CLASS_TOKEN = /^-?[A-Za-z_][\w-]*$/;

/** Reads `data-elementor-settings`; unreadable JSON gives every default plus one warning. */
export function toPopupSettings(text: string | null): { settings: PopupSettings; warnings: FieldWarning[] } {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text ?? '{}');
  } catch {
    // Left null: warned below, as an array or a number is.
  }
  const raw = isRecord(parsed) ? parsed : {};
  const warnings: FieldWarning[] = raw === parsed ? [] : [{ key: 'settings', message: 'data-elementor-settings is not a JSON object; using defaults' }];
  const read = readFields(raw, FIELDS);
  const fields = read.settings;
  const tokens = fields.classes.split(/\s+/).filter(Boolean);
  if (tokens.some((token) => !CLASS_TOKEN.test(token))) warnings.push({ key: 'classes', message: 'setting "classes" has tokens that are not class names; they are left out' });
  const size = fields.entrance_animation_duration.size;
  return {
    warnings: [...warnings, ...read.warnings],
    settings: {
      closeButtonOutside: fields.close_button_position === 'outside',
      closeButtonDelayMs: fields.close_button_delay * 1000,
      closeAutomaticallyMs: fields.close_automatically * 1000,
      animationMs: (typeof size === 'number' ? size : 1.2) * 1000,
      closeOnBackground: !fields.prevent_close_on_background_click,
      closeOnEsc: !fields.prevent_close_on_esc_key,
      preventScroll: fields.prevent_scroll,
      avoidMultiple: fields.avoid_multiple_popups,
      a11y: fields.a11y_navigation,
      classes: tokens.filter((token) => CLASS_TOKEN.test(token)),
      openSelector: fields.open_selector.trim(),
      raw,
    },
  };
}
