// Gallery settings: layout, columns, row height, aspect ratio, gap, lazy loading and the filter animation time.
import { integerIn, numberIn, oneOf } from '../../shared/checks.ts';
import type { ParseResult } from '../../core/types.ts';
import { readFields, type Fields } from '../../shared/fields.ts';
import { isRecord } from '../../shared/guards.ts';

export type GalleryLayout = 'grid' | 'justified' | 'masonry';

export type GallerySettings = {
  /** @default 'grid' */
  gallery_layout: GalleryLayout;
  /** Desktop columns (grid, masonry); devices read `columns_{device}` from `responsive`. @default 4 */
  columns: number;
  /** `lazyload` = yes: images get their picture only near the viewport. @default 'yes' */
  lazyload: 'yes' | 'no';
  /** Filter fade duration in ms. @default 800 */
  content_animation_duration: number;
  /** The raw settings, for the per-device values (`columns_*`, `gap_*`, `ideal_row_height_*`, `aspect_ratio_*`). */
  responsive: Record<string, unknown>;
};

const FIELDS: Fields<Omit<GallerySettings, 'responsive'>> = {
  gallery_layout: { schema: oneOf(['grid', 'justified', 'masonry']), fallback: 'grid' },
  columns: { schema: integerIn(1, 24), fallback: 4 },
  lazyload: { schema: oneOf(['yes', 'no']), fallback: 'yes' },
  content_animation_duration: { schema: numberIn(0, 10000), fallback: 800 },
};

/** Unset fields are '' in the page builder's settings; those mean "no" for lazyload. */
export function parse(raw: Record<string, unknown>): ParseResult<GallerySettings> {
  const normal: Record<string, unknown> = { ...raw, lazyload: raw['lazyload'] === '' ? 'no' : raw['lazyload'] };
  const duration = raw['content_animation_duration'];
  if (isRecord(duration)) normal['content_animation_duration'] = duration['size'];
  const { settings, warnings } = readFields(normal, FIELDS);
  return { ok: true, settings: { ...settings, responsive: raw }, warnings };
}

/** A slider value (`{size}`) or a plain number; fallback when neither is a finite number ≥ 0. */
export function toSize(value: unknown, fallback: number): number {
  const size = isRecord(value) ? value['size'] : value;
  const number = typeof size === 'string' && size.trim() !== '' ? Number(size) : size;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? number : fallback;
}

/** `3:2` → 1.5 (width over height); fallback for anything else. */
export function toAspect(value: unknown, fallback: number): number {
  const match = typeof value === 'string' ? /^\s*(\d+(?:\.\d+)?)\s*:\s*(\d+(?:\.\d+)?)\s*$/.exec(value) : null;
  const ratio = match ? Number(match[1]) / Number(match[2]) : Number.NaN;
  return Number.isFinite(ratio) && ratio > 0 ? ratio : fallback;
}
