// Background slideshow settings (`background_slideshow_*` keys of `data-settings`).
import { either, LIST, mapped, numberIn, oneOf, pattern, SWITCH } from '../../shared/checks.ts';
import { readFields, type Field, type Fields } from '../../shared/fields.ts';
import type { ParseResult } from '../../core/types.ts';
import { isRecord } from '../../shared/guards.ts';

const TRANSITIONS = ['fade', 'slide_right', 'slide_left', 'slide_up', 'slide_down'] as const;
export type Transition = (typeof TRANSITIONS)[number];

export type SlideshowSettings = {
  /** Image URLs, in order; entries without a usable URL are dropped. */
  background_slideshow_gallery: string[];
  /** Off when absent: the page builder prints only switches that are on. */
  background_slideshow_loop: boolean;
  /** @default 5000 */
  background_slideshow_slide_duration: number;
  /** @default 'fade' */
  background_slideshow_slide_transition: Transition;
  /** @default 500 */
  background_slideshow_transition_duration: number;
  background_slideshow_lazyload: boolean;
  background_slideshow_ken_burns: boolean;
  /** @default 'in' */
  background_slideshow_ken_burns_zoom_direction: 'in' | 'out';
};

const flag: Field<boolean> = { schema: SWITCH, fallback: false };
const ms = (fallback: number): Field<number> => ({
  schema: mapped(either(numberIn(), pattern(/^\d{1,6}$/)), (v) => Math.min(600_000, Math.max(0, Number(v)))),
  fallback,
});

/** Only http(s) or same-origin images; anything else is dropped before it can reach a style. */
function toImageUrl(item: unknown): string | null {
  const raw = isRecord(item) ? item['url'] : null;
  if (typeof raw !== 'string' || !raw.trim()) return null;
  try {
    const url = new URL(raw.trim(), location.href);
    return url.protocol === 'https:' || url.protocol === 'http:' || url.origin === location.origin ? url.href : null;
  } catch {
    return null;
  }
}

export const FIELDS: Fields<SlideshowSettings> = {
  background_slideshow_gallery: {
    schema: mapped(LIST, (items) => items.map(toImageUrl).filter((url): url is string => url !== null)),
    fallback: [],
  },
  background_slideshow_loop: flag,
  background_slideshow_slide_duration: ms(5000),
  background_slideshow_slide_transition: { schema: oneOf(TRANSITIONS), fallback: 'fade' },
  background_slideshow_transition_duration: ms(500),
  background_slideshow_lazyload: flag,
  background_slideshow_ken_burns: flag,
  background_slideshow_ken_burns_zoom_direction: { schema: oneOf(['in', 'out']), fallback: 'in' },
};

export function parse(raw: Record<string, unknown>): ParseResult<SlideshowSettings> {
  const { settings, warnings } = readFields(raw, FIELDS);
  if (settings.background_slideshow_gallery.length === 0) return { ok: false, key: 'background_slideshow_gallery', message: 'the slideshow has no image with an http(s) URL' };
  return { ok: true, settings, warnings };
}
