// Table of contents settings: which headings, from where, how the list looks, and when the box starts minimised.
import { oneOf, text } from '../../shared/checks.ts';
import type { ParseResult } from '../../core/types.ts';
import { readFields, toSwitch, type Fields } from '../../shared/fields.ts';
import { isRecord } from '../../shared/guards.ts';

export type TocSettings = {
  /** Heading tags to list; anything but h1–h6 is dropped. @default ['h2','h3','h4','h5','h6'] */
  headings_by_tags: string[];
  /** A CSS selector typed by the editor (untrusted) for where headings are looked for. @default '' (the page's documents) */
  container: string;
  /** A CSS selector (untrusted): headings inside a match are left out. @default '' */
  exclude_headings_by_selector: string;
  /** `numbers` builds an `ol`, `bullets` a `ul`. @default 'numbers' */
  marker_view: 'numbers' | 'bullets';
  /** A font icon (`{value, library}`) put before each bulleted item. @default null */
  icon: { value: string } | null;
  /** Nests items by heading level; off, the list is flat. @default true */
  hierarchical_view: boolean;
  /** Keeps sub-lists closed except under the active item. @default false */
  collapse_subitems: boolean;
  /** Gives the box its expand and collapse buttons. @default true */
  minimize_box: boolean;
  /** The box starts minimised on this device and smaller ones; `desktop` means everywhere. @default 'tablet' */
  minimized_on: string;
  /** Shown in the body when no heading matches. @default 'No headings were found on this page.' */
  no_headings_message: string;
  /** The responsive `min_height*` values (`{size, unit}`) the expanded box keeps, as given. @default {} */
  minHeights: Record<string, unknown>;
};

const HEADING_TAG = /^h[1-6]$/;

const FIELDS: Fields<Omit<TocSettings, 'icon' | 'headings_by_tags' | 'minHeights' | 'hierarchical_view' | 'collapse_subitems' | 'minimize_box'>> = {
  container: { schema: text(), fallback: '' },
  exclude_headings_by_selector: { schema: text(), fallback: '' },
  marker_view: { schema: oneOf(['numbers', 'bullets']), fallback: 'numbers' },
  minimized_on: { schema: text(), fallback: 'tablet' },
  no_headings_message: { schema: text(), fallback: 'No headings were found on this page.' },
};

const DEFAULT_TAGS = ['h2', 'h3', 'h4', 'h5', 'h6'];

export function parse(raw: Record<string, unknown>): ParseResult<TocSettings> {
  const { settings, warnings } = readFields(raw, FIELDS);
  const rawTags = raw['headings_by_tags'];
  let tags = DEFAULT_TAGS;
  if (Array.isArray(rawTags) && rawTags.length > 0) {
    tags = rawTags.filter((tag): tag is string => typeof tag === 'string' && HEADING_TAG.test(tag));
    if (tags.length < rawTags.length) warnings.push({ key: 'headings_by_tags', message: `setting "headings_by_tags" has entries that are not h1–h6 (${JSON.stringify(rawTags)}); they are ignored` });
  } else if (rawTags !== undefined && rawTags !== null && rawTags !== '') {
    warnings.push({ key: 'headings_by_tags', message: `setting "headings_by_tags" has an unexpected value ${JSON.stringify(rawTags)}; using h2–h6` });
  }
  const rawIcon = raw['icon'];
  const icon = isRecord(rawIcon) && typeof rawIcon['value'] === 'string' && rawIcon['value'] !== '' ? { value: rawIcon['value'] } : null;
  const minHeights = Object.fromEntries(Object.entries(raw).filter(([key]) => key === 'min_height' || key.startsWith('min_height_')));
  return { ok: true, settings: {
    ...settings, headings_by_tags: tags, icon, minHeights,
    hierarchical_view: toSwitch(raw['hierarchical_view'], true),
    collapse_subitems: toSwitch(raw['collapse_subitems'], false),
    minimize_box: toSwitch(raw['minimize_box'], true),
  }, warnings };
}
