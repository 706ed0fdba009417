// Carousel settings common to every Swiper widget, read from the keys each widget family uses (core, Pro, slides).
import { isYes } from '../../shared/fields.ts';
import { DEVICES, type Device } from '../../shared/breakpoints.ts';
import { isRecord } from '../../shared/guards.ts';
import type { FieldWarning, ParseResult } from '../../core/types.ts';

export type PerDevice = Partial<Record<Device, number>>;
/** How slides per view fill devices the settings leave empty (see `toShowPerDevice`). */
export type ShowRule = 'core' | 'pro' | 'thumbs' | 'one';

/** Which `data-settings` keys a widget family uses, and its defaults where they differ. */
export type CarouselDialect = {
  show: string | null;
  scroll: string | null;
  gap: string;
  loop: string;
  speed: string;
  effect: string;
  /** `both` / `arrows` / `dots` / `none` in one key (core, slides) … */
  navigation?: string;
  /** … or a switcher for arrows and a pagination type (Pro carousels, loop and nested carousels). */
  arrows?: string;
  pagination?: string;
  rule: ShowRule;
  /** The desktop slides per view when the setting is empty. @default 3 */
  showDefault: number;
  /**
   * `single-fade` (core, slides, loop and nested carousels): only `fade` changes anything, and only with one slide per
   * view. `pro` (Pro's media carousel; its testimonial and reviews carousels force `slide`): the effect goes to Swiper
   * as printed, and any but `slide` (and the coverflow skin's) shows one slide at a time on every device.
   * @default 'single-fade'
   */
  effects?: EffectRule;
  /** Pro's `offset_sides` (none / left / right / both): a sliver of the slides beside the view shows. */
  offset?: string;
};

export type EffectRule = 'single-fade' | 'pro';
/** The effects of the page builder's carousels (Pro's flip is not among its choices). */
export const EFFECTS = ['slide', 'fade', 'cube', 'coverflow'] as const;
export type Effect = (typeof EFFECTS)[number];

export type CarouselSettings = {
  show: PerDevice;
  scroll: PerDevice;
  gap: PerDevice;
  rule: ShowRule;
  showDefault: number;
  effects: EffectRule;
  /** Switchers are off when the server left them out. @default false */
  loop: boolean;
  /** @default 500 */
  speed: number;
  /** @default false */
  autoplay: boolean;
  /** @default 5000 */
  autoplayDelay: number;
  /** @default false */
  pauseOnHover: boolean;
  /** @default false */
  pauseOnInteraction: boolean;
  /** What changes anything depends on `effects` (see CarouselDialect). @default 'slide' */
  effect: Effect;
  /** @default false */
  arrows: boolean;
  /** @default 'none' */
  pagination: 'bullets' | 'fraction' | 'progressbar' | 'none';
  /** `lazyload`: images carry `data-src` until their slide comes near. @default false */
  lazy: boolean;
  /** The side where the next slides peek out (the site's CSS draws the room for them). @default 'none' */
  offset: 'none' | 'left' | 'right' | 'both';
};

type Reader = { raw: Record<string, unknown>; warnings: FieldWarning[] };

function warn(reader: Reader, key: string, value: unknown, fallback: unknown): void {
  reader.warnings.push({ key, message: `setting "${key}" has an unexpected value ${JSON.stringify(value)}; using ${JSON.stringify(fallback)}` });
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** A positive or zero number, from a number, a numeric string or a slider control `{size}`; null when unset. */
function readNumber(reader: Reader, key: string, fallback: number | null, slider = false): number | null {
  const raw = reader.raw[key];
  const value = slider && isRecord(raw) ? raw['size'] : raw;
  if (isEmpty(value)) return fallback;
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number === 'number' && Number.isFinite(number) && number >= 0) return number;
  warn(reader, key, raw, fallback);
  return fallback;
}

/** A switcher: the server leaves out empty controls, so a missing key is "off", as the original's `=== 'yes'`. */
function readFlag(reader: Reader, key: string): boolean {
  const value = reader.raw[key];
  if (isYes(value)) return true;
  if (value === undefined || value === null || value === '' || value === 'no' || value === false) return false;
  warn(reader, key, value, '');
  return false;
}

function readChoice<T extends string>(reader: Reader, key: string, choices: readonly T[], fallback: T): T {
  const value = reader.raw[key];
  if (isEmpty(value)) return fallback;
  if (choices.includes(value as T)) return value as T;
  warn(reader, key, value, fallback);
  return fallback;
}

/** Every device's own value of a responsive setting (`key`, `key_tablet`, …); inheritance is resolved later. */
function readPerDevice(reader: Reader, key: string | null, slider = false): PerDevice {
  const out: PerDevice = {};
  if (!key) return out;
  for (const device of DEVICES) {
    const value = readNumber(reader, device === 'desktop' ? key : `${key}_${device}`, null, slider);
    if (value !== null) out[device] = value;
  }
  return out;
}

function readNavigation(reader: Reader, dialect: CarouselDialect): Pick<CarouselSettings, 'arrows' | 'pagination'> {
  if (dialect.navigation) {
    const nav = readChoice(reader, dialect.navigation, ['both', 'arrows', 'dots', 'none'] as const, 'none');
    return { arrows: nav === 'both' || nav === 'arrows', pagination: nav === 'both' || nav === 'dots' ? 'bullets' : 'none' };
  }
  const arrows = dialect.arrows ? readFlag(reader, dialect.arrows) : false;
  if (!dialect.pagination) return { arrows, pagination: 'none' };
  // Missing or empty is "none", as the original's `if (pagination)`.
  return { arrows, pagination: readChoice(reader, dialect.pagination, ['none', 'bullets', 'fraction', 'progressbar'] as const, 'none') };
}

/** Typed carousel settings out of untrusted `data-settings`; a wrong field takes its default plus one warning. */
export function toCarouselSettings(raw: Record<string, unknown>, dialect: CarouselDialect): ParseResult<CarouselSettings> {
  const reader: Reader = { raw, warnings: [] };
  const settings: CarouselSettings = {
    show: readPerDevice(reader, dialect.show),
    scroll: readPerDevice(reader, dialect.scroll),
    gap: readPerDevice(reader, dialect.gap, true),
    rule: dialect.rule,
    showDefault: dialect.showDefault,
    effects: dialect.effects ?? 'single-fade',
    loop: readFlag(reader, dialect.loop),
    speed: readNumber(reader, dialect.speed, 500) ?? 500,
    autoplay: readFlag(reader, 'autoplay'),
    autoplayDelay: readNumber(reader, 'autoplay_speed', 5000) ?? 5000,
    pauseOnHover: readFlag(reader, 'pause_on_hover'),
    pauseOnInteraction: readFlag(reader, 'pause_on_interaction'),
    effect: readChoice(reader, dialect.effect, EFFECTS, 'slide'),
    ...readNavigation(reader, dialect),
    lazy: readFlag(reader, 'lazyload'),
    offset: dialect.offset ? readChoice(reader, dialect.offset, ['none', 'left', 'right', 'both'] as const, 'none') : 'none',
  };
  return { ok: true, settings, warnings: reader.warnings };
}
