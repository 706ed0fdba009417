// Loop grid settings: the grid (masonry, columns, row gap) and how its pages are reached (load more or AJAX numbers).
import { text } from '../../shared/checks.ts';
import type { ParseResult } from '../../core/types.ts';
import { readFields, type Fields } from '../../shared/fields.ts';
import { toGridSettings, type GridSettings } from '../../families/listings/grid-settings.ts';

export type LoopGridSettings = GridSettings & {
  /** `load_more_on_click`, `load_more_infinite_scroll`, or a numbered kind (`numbers`, `prev_next`…). @default '' */
  pagination_type: string;
  /** `ajax` swaps numbered pages in place; anything else leaves the links to the browser. @default '' */
  pagination_load_type: string;
  /** `yes`: an AJAX page change scrolls the widget into view. @default '' */
  auto_scroll: string;
};

type PagingFields = Pick<LoopGridSettings, 'pagination_type' | 'pagination_load_type' | 'auto_scroll'>;

const FIELDS: Fields<PagingFields> = {
  pagination_type: { schema: text(), fallback: '' },
  pagination_load_type: { schema: text(), fallback: '' },
  auto_scroll: { schema: text(), fallback: '' },
};

export function parse(raw: Record<string, unknown>): ParseResult<LoopGridSettings> {
  const grid = toGridSettings(raw);
  const fields = readFields(raw, FIELDS);
  return { ok: true, settings: { ...grid.settings, ...fields.settings }, warnings: [...grid.warnings, ...fields.warnings] };
}
