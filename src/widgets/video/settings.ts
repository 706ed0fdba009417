// Video widget settings (`data-settings`): provider, URLs, playback switches, overlay and lightbox.
import { either, mapped, numberIn, oneOf, pattern, SWITCH, text } from '../../shared/checks.ts';
import { readFields, type Field, type Fields } from '../../shared/fields.ts';
import type { ParseResult } from '../../core/types.ts';

export const PROVIDERS = ['youtube', 'vimeo', 'dailymotion', 'videopress', 'hosted'] as const;
export type Provider = (typeof PROVIDERS)[number];

export type VideoSettings = {
  /** @default 'youtube' */
  video_type: Provider;
  youtube_url: string;
  /** Seconds; 0 = from the start. @default 0 */
  start: number;
  /** Seconds; 0 = to the end. @default 0 */
  end: number;
  autoplay: boolean;
  play_on_mobile: boolean;
  mute: boolean;
  loop: boolean;
  /** Off when absent: the page builder prints only switches that are on. */
  controls: boolean;
  /** Suggested videos from any channel (`yes`) or the same channel (off). */
  rel: boolean;
  cc_load_policy: boolean;
  /** youtube-nocookie.com. */
  yt_privacy: boolean;
  lazy_load: boolean;
  lightbox: boolean;
};

const toFlag = (fallback: boolean): Field<boolean> => ({ schema: SWITCH, fallback });
const seconds: Field<number> = {
  schema: mapped(either(numberIn(), pattern(/^\d{1,6}$/)), (v) => Math.max(0, Math.floor(Number(v)) || 0)),
  fallback: 0,
};

export const FIELDS: Fields<VideoSettings> = {
  video_type: { schema: oneOf(PROVIDERS), fallback: 'youtube' },
  youtube_url: { schema: text(), fallback: '' },
  start: seconds,
  end: seconds,
  autoplay: toFlag(false),
  play_on_mobile: toFlag(false),
  mute: toFlag(false),
  loop: toFlag(false),
  controls: toFlag(false),
  rel: toFlag(false),
  cc_load_policy: toFlag(false),
  yt_privacy: toFlag(false),
  lazy_load: toFlag(false),
  lightbox: toFlag(false),
};

export function parse(raw: Record<string, unknown>): ParseResult<VideoSettings> {
  return { ok: true, ...readFields(raw, FIELDS) };
}
