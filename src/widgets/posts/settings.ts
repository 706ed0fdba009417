// Posts and archive posts settings: which handler the skin gets, its setting prefix, pagination and grid.
import { text } from '../../shared/checks.ts';
import type { ParseResult } from '../../core/types.ts';
import { readFields, type Fields } from '../../shared/fields.ts';
import { toGridSettings, type GridSettings } from '../../families/listings/grid-settings.ts';
import { isYes } from '../../shared/fields.ts';
import { toCustomPrefix, toSliderKeys } from './custom-slider.ts';

/** `pro`: the page builder's posts handler (masonry, fit images, load more); `custom`: the custom skin's paging. */
export type Handler = 'pro' | 'custom' | 'none';

export type PostsSettings = {
  handler: Handler;
  /** The skin's setting prefix: `classic_`, `cards_`, `archive_classic_`, `archive_cards_`; `custom_`, `archive_custom_`. */
  prefix: string;
  /**
   * `load_more_on_click`, `load_more_infinite_scroll`, numbered kinds (plain links), or the custom skin's
   * `loadmore` / `lazyload`. @default ''
   */
  pagination_type: string;
  grid: GridSettings;
  /**
   * The custom skin's slider (`{prefix}post_slider`): its keys without the prefix, read by the carousel's own settings
   * reader when it mounts; null when the listing is a grid. @default null
   */
  slider: Record<string, unknown> | null;
};

// The original gives `full_content` the classic prefix, so its masonry reads `classic_*`; reproduced on purpose.
const PRO_PREFIXES: Record<string, string> = {
  classic: 'classic_',
  full_content: 'classic_',
  cards: 'cards_',
  archive_classic: 'archive_classic_',
  archive_full_content: 'archive_classic_',
  archive_cards: 'archive_cards_',
};
const CUSTOM_SKINS = new Set(['custom', 'archive_custom']);

const FIELDS: Fields<{ pagination_type: string }> = {
  pagination_type: { schema: text(), fallback: '' },
};

/** The skin after the dot of `data-widget_type` (`posts.cards` → `cards`). */
function toSkin(root: HTMLElement): string {
  const type = root.getAttribute('data-widget_type') ?? '';
  return type.slice(type.indexOf('.') + 1);
}

export function parse(raw: Record<string, unknown>, root: HTMLElement): ParseResult<PostsSettings> {
  const skin = toSkin(root);
  const prefix = PRO_PREFIXES[skin] ?? '';
  const handler: Handler = CUSTOM_SKINS.has(skin) ? 'custom' : prefix ? 'pro' : 'none';
  const fields = readFields(raw, FIELDS);
  // The custom skin's grid keys sit behind its own prefix, and its masonry switch is spelled `masonrys`.
  const gridPrefix = handler === 'custom' ? toCustomPrefix(skin) : prefix;
  const grid = toGridSettings(raw, gridPrefix);
  if (handler === 'custom') grid.settings.masonry = isYes(raw[`${gridPrefix}masonrys`]);
  const slider = handler === 'custom' ? toSliderKeys(raw, gridPrefix) : null;
  const warnings = handler === 'none' ? fields.warnings : [...fields.warnings, ...grid.warnings];
  return { ok: true, settings: { handler, prefix: gridPrefix, ...fields.settings, grid: grid.settings, slider }, warnings };
}
