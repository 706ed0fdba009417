// Form settings: only the multi-step ones reach `data-settings` (the rest is rendered by the server).
import { either, integerIn, mapped, oneOf, pattern, text } from '../../shared/checks.ts';
import { readFields, type Fields } from '../../shared/fields.ts';
import type { ParseResult } from '../../core/types.ts';

const STEP_TYPES = ['none', 'text', 'icon', 'number', 'progress_bar', 'number_text', 'icon_text'] as const;
export type StepType = (typeof STEP_TYPES)[number];

export type FormSettings = {
  /**
   * What the step indicators above the fields show; `none` shows none, `progress_bar` a meter with a percentage.
   * @default 'number_text'
   */
  step_type: StepType;
  /**
   * Shape of icon and number indicators.
   * @default 'circle'
   */
  step_icon_shape: 'circle' | 'square' | 'rounded' | 'none';
  /** @default 'Next' */
  step_next_label: string;
  /** @default 'Previous' */
  step_previous_label: string;
  /**
   * Column width (percent) of the step buttons' row: the `elementor-col-{n}` class.
   * @default '100'
   */
  button_width: string;
};

const LABEL = text(200);

export const FIELDS: Fields<FormSettings> = {
  step_type: { schema: oneOf(STEP_TYPES), fallback: 'number_text' },
  step_icon_shape: { schema: oneOf(['circle', 'square', 'rounded', 'none']), fallback: 'circle' },
  step_next_label: { schema: LABEL, fallback: 'Next' },
  step_previous_label: { schema: LABEL, fallback: 'Previous' },
  // Digits only: the value becomes part of a class name.
  button_width: {
    schema: either(pattern(/^\d{1,3}$/), mapped(integerIn(0, 100), String)),
    fallback: '100',
  },
};

export function parse(raw: Record<string, unknown>): ParseResult<FormSettings> {
  return { ok: true, ...readFields(raw, FIELDS) };
}
