// Video playlist settings (`data-settings`): item ids from the repeater, autoplay, lazy load, watched state, inner tabs.
import { BOOLEAN, either, LIST, mapped, numberIn, pattern, record, SWITCH, text } from '../../shared/checks.ts';
import { readFields, type Field, type Fields } from '../../shared/fields.ts';
import { isRecord } from '../../shared/guards.ts';
import type { ParseResult } from '../../core/types.ts';

export type PlaylistSettings = {
  /** The playlist's name, sent in every playlist event. @default 'Playlist' */
  playlist_title: string;
  /** The repeater's `_id` per item, in panel order (sections included); null where missing or malformed. @default [] */
  tabs: Array<string | null>;
  /** Activate the first player only once the playlist is in view. @default false */
  lazy_load: boolean;
  /** Play the first (or deep-linked) video muted on load. @default false */
  autoplay_on_load: boolean;
  /** When a video ends, play the next one. @default false */
  autoplay_next: boolean;
  /** Mark ended videos `watched-video` and remember them. @default false */
  show_watched_indication: boolean;
  /** Inner tab texts taller than the height limit get Show more / Show less buttons. @default false */
  inner_tab_is_content_collapsible: boolean;
  /** The height limit in pixels; 0 = no buttons, as the original with an empty size. @default 54 */
  inner_tab_collapsible_height: number;
};

/** Repeater ids are short word tokens; anything else is not trusted as a URL or storage value. */
const ITEM_ID = /^[\w-]{1,40}$/;

const toItemId = (entry: unknown): string | null => {
  const id = isRecord(entry) ? entry['_id'] : undefined;
  return typeof id === 'string' && ITEM_ID.test(id) ? id : null;
};

/** A switcher whose "on" value is `on` (`yes`, or a control's own return value such as `collapsible`). */
const FLAG: Field<boolean> = { schema: SWITCH, fallback: false };
/** Not a switcher: a choice whose "on" value is `collapsible`. */
const COLLAPSIBLE: Field<boolean> = {
  schema: mapped(either(text(), BOOLEAN), (v) => v === 'collapsible' || v === true),
  fallback: false,
};

const SIZE = either(numberIn(0), pattern(/^(\d{1,4}(\.\d+)?)?$/));

export const FIELDS: Fields<PlaylistSettings> = {
  playlist_title: { schema: text(), fallback: 'Playlist' },
  tabs: { schema: mapped(LIST, (entries) => entries.map(toItemId)), fallback: [] },
  lazy_load: FLAG,
  autoplay_on_load: FLAG,
  autoplay_next: FLAG,
  show_watched_indication: FLAG,
  inner_tab_is_content_collapsible: COLLAPSIBLE,
  inner_tab_collapsible_height: {
    schema: mapped(record<{ size?: number | string }>({ size: SIZE }), (v) => Number(v.size ?? 0) || 0),
    fallback: 54,
  },
};

export function parse(raw: Record<string, unknown>): ParseResult<PlaylistSettings> {
  return { ok: true, ...readFields(raw, FIELDS) };
}
