// The custom skin's two JSON blocks: the listing's `.ecs-posts` data-settings and the load-more nav's labels.
import { either, integerIn, pattern, record, SWITCH, text } from '../../shared/checks.ts';
import { readFields, type Fields } from '../../shared/fields.ts';
import { isRecord } from '../../shared/guards.ts';
import type { FieldWarning } from '../../core/types.ts';

export type ListingSettings = {
  /** The page-builder element id the server renders the next page for. @default '' */
  widget_id: string;
  /** `loadmore` (button), `lazyload` (on scroll); anything else is numbered pagination, plain links. @default '' */
  load_method: string;
  /** The last page shown. @default 1 */
  current_page: number;
  /** The number of pages, already capped by the widget's page limit. @default 1 */
  max_num_pages: number;
  /** Rewrite the address to `/page/{n}/` after each page. @default false */
  change_url: boolean;
  /** Re-run element handlers in new items; wisp mounts them in any case (see mountCustomSkin). @default false */
  reinit_js: boolean;
};

export type LoadMoreLabels = { text: string; loading_text: string };

// The skin prints numbers, but a page cache or an older version may print digit strings.
const PAGE = either(integerIn(1), pattern(/^[1-9][0-9]{0,5}$/));
const COUNT = either(integerIn(0), pattern(/^[0-9]{1,6}$/));

type RawListing = Omit<ListingSettings, 'current_page' | 'max_num_pages'> & {
  current_page: number | string; max_num_pages: number | string;
};

const FIELDS: Fields<RawListing> = {
  widget_id: { schema: pattern(/^[0-9a-z]{1,12}$/i), fallback: '' },
  load_method: { schema: text(), fallback: '' },
  current_page: { schema: PAGE, fallback: 1 },
  max_num_pages: { schema: COUNT, fallback: 1 },
  change_url: { schema: SWITCH, fallback: false },
  reinit_js: { schema: SWITCH, fallback: false },
};

export type ListingRead =
  | { ok: true; settings: ListingSettings; stored: Record<string, unknown>; warnings: FieldWarning[] }
  | { ok: false; message: string };

function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Reads `.ecs-posts[data-settings]`; `stored` is the whole object, kept so that writing it back loses no key. */
export function toListingSettings(text: string | null): ListingRead {
  const value = parseJson(text);
  if (!isRecord(value)) return { ok: false, message: 'the .ecs-posts data-settings is missing or not a JSON object; paging left to the links' };
  const { settings: raw, warnings } = readFields(value, FIELDS);
  const settings: ListingSettings = {
    ...raw,
    current_page: Number(raw.current_page),
    max_num_pages: Number(raw.max_num_pages),
  };
  return { ok: true, settings, stored: { ...value }, warnings };
}

/** The nav's `text` / `loading_text`; a missing or broken block falls back to the label the server printed. */
export function toLoadMoreLabels(text: string | null, printed: string): LoadMoreLabels {
  const value = parseJson(text);
  const record = isRecord(value) ? value : {};
  const label = typeof record['text'] === 'string' && record['text'] !== '' ? record['text'] : printed;
  const loading = typeof record['loading_text'] === 'string' && record['loading_text'] !== '' ? record['loading_text'] : label;
  return { text: label, loading_text: loading };
}
