// Background video settings of a section or container (`background_*` keys of `data-settings`).
import { either, mapped, numberIn, pattern, SWITCH, text } from '../../shared/checks.ts';
import { readFields, type Field, type Fields } from '../../shared/fields.ts';
import type { ParseResult } from '../../core/types.ts';

export type BackgroundVideoSettings = {
  background_video_link: string;
  /** Seconds; 0 = from the start. @default 0 */
  background_video_start: number;
  /** Seconds; 0 = to the end. @default 0 */
  background_video_end: number;
  background_play_once: boolean;
  background_play_on_mobile: boolean;
  background_privacy_mode: boolean;
};

const flag: Field<boolean> = { schema: SWITCH, fallback: false };
const seconds: Field<number> = {
  schema: mapped(either(numberIn(), pattern(/^\d{1,6}(\.\d+)?$/)), (v) => Math.max(0, Number(v) || 0)),
  fallback: 0,
};

export const FIELDS: Fields<BackgroundVideoSettings> = {
  background_video_link: { schema: text(), fallback: '' },
  background_video_start: seconds,
  background_video_end: seconds,
  background_play_once: flag,
  background_play_on_mobile: flag,
  background_privacy_mode: flag,
};

export function parse(raw: Record<string, unknown>): ParseResult<BackgroundVideoSettings> {
  const { settings, warnings } = readFields(raw, FIELDS);
  if (!settings.background_video_link.trim()) return { ok: false, key: 'background_video_link', message: 'the background video has no link' };
  return { ok: true, settings, warnings };
}

export type Provider = 'youtube' | 'vimeo' | 'hosted';

/** As the original: `vimeo.com` anywhere → Vimeo, a youtu.be / youtube.com URL → YouTube, anything else a file. */
export function toProvider(link: string): Provider {
  if (link.includes('vimeo.com')) return 'vimeo';
  return /^(https?:\/\/)?(www\.)?(m\.)?(youtu\.be\/|youtube\.com)/.test(link) ? 'youtube' : 'hosted';
}
