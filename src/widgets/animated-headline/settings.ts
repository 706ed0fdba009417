// Animated headline settings: highlighted or rotating, the rotation's animation, and its timings.
import { either, mapped, numberIn, oneOf, pattern, text } from '../../shared/checks.ts';
import type { ParseResult } from '../../core/types.ts';
import { readFields, toSwitch, type Fields } from '../../shared/fields.ts';

const ANIMATIONS = ['typing', 'clip', 'flip', 'swirl', 'blinds', 'drop-in', 'wave', 'slide', 'slide-down'] as const;
export type Animation = (typeof ANIMATIONS)[number];

export type AnimatedHeadlineSettings = {
  /** `highlight` draws the shape around the text; `rotate` cycles the rotating texts. @default 'highlight' */
  headline_style: 'highlight' | 'rotate';
  /** @default 'typing' */
  animation_type: Animation;
  /** Ms a rotating text stays before the next one. @default 2500 (8000 between highlight loops when unset) */
  rotate_iteration_delay: number;
  /** Keeps rotating (or redrawing the highlight); off (`''`), the rotation stops on the last text. @default true */
  loop: boolean;
  /** Ms the highlight shape takes to draw. @default 1200 */
  highlight_animation_duration: number;
  /** Ms the drawn highlight stays before it is drawn again. @default 8000 */
  highlight_iteration_delay: number;
};

const delay = mapped(either(numberIn(), pattern(/^\d+(\.\d+)?$/)), Number);

const FIELDS: Fields<Omit<AnimatedHeadlineSettings, 'loop'>> = {
  headline_style: { schema: oneOf(['highlight', 'rotate']), fallback: 'highlight' },
  animation_type: { schema: oneOf(ANIMATIONS), fallback: 'typing' },
  rotate_iteration_delay: { schema: delay, fallback: 2500 },
  highlight_animation_duration: { schema: delay, fallback: 1200 },
  highlight_iteration_delay: { schema: delay, fallback: 8000 },
};

export function parse(raw: Record<string, unknown>): ParseResult<AnimatedHeadlineSettings> {
  const { settings, warnings } = readFields(raw, FIELDS);
  return { ok: true, settings: { ...settings, loop: toSwitch(raw['loop'], true) }, warnings };
}
