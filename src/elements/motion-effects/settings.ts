// Motion-effect settings: the effects of the element and background instances, with their fields and defaults.
import type { FieldWarning, ParseResult } from '../../core/types.ts';
import type { Device } from '../../shared/breakpoints.ts';
import { toDeviceList } from '../../shared/device-list.ts';
import { isRecord, toFiniteNumber } from '../../shared/guards.ts';
import type { Range } from './formulas.ts';

export const PREFIXES = ['motion_fx', 'background_motion_fx'] as const;
export type Prefix = (typeof PREFIXES)[number];

export type EffectOptions = { direction: string; speed: number; level: number; range: Range; affectedRange: Range | null };
type EffectSpec = { interaction: 'scroll' | 'mouse'; defaults: EffectOptions };

const FULL: Range = { start: 0, end: 100 };
const MIDDLE: Range = { start: 20, end: 80 };
const spec = (interaction: EffectSpec['interaction'], direction: string, speed: number, level: number, affected: boolean, range = MIDDLE): EffectSpec =>
  ({ interaction, defaults: { direction, speed, level, range, affectedRange: affected ? FULL : null } });

/** Each effect's interaction and the defaults of its fields (the control defaults). */
const EFFECTS = {
  translateY: spec('scroll', '', 4, 0, true),
  translateX: spec('scroll', '', 4, 0, true),
  rotateZ: spec('scroll', '', 1, 0, true),
  scale: spec('scroll', 'out-in', 4, 0, false),
  opacity: spec('scroll', 'out-in', 0, 10, false),
  blur: spec('scroll', 'out-in', 0, 7, false),
  mouseTrack: spec('mouse', '', 1, 0, false),
  tilt: spec('mouse', '', 4, 0, false),
} as const satisfies Record<string, EffectSpec>;
export type EffectName = keyof typeof EFFECTS;

export type Effect = { name: EffectName; options: EffectOptions };
export type InstanceSettings = {
  prefix: Prefix;
  scroll: Effect[];
  mouse: Effect[];
  /** Switched on by `{prefix}_motion_fx_scrolling` or `{prefix}_motion_fx_mouse`. */
  enabled: boolean;
  /** @default every device (null) */
  devices: Device[] | null;
  range: string;
};
export type MotionSettings = { raw: Record<string, unknown>; instances: InstanceSettings[] };

const isEffectName = (name: string): name is EffectName => Object.prototype.hasOwnProperty.call(EFFECTS, name);

/** Sliders are `{size, sizes}`: `sizes` when it has keys (a range), else `size`, as in the original. */
function toFieldValue(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const sizes = value['sizes'];
  return isRecord(sizes) && Object.keys(sizes).length > 0 ? sizes : value['size'];
}

function toRange(value: unknown, fallback: Range): Range {
  if (!isRecord(value)) return fallback;
  return { start: toFiniteNumber(value['start'], fallback.start), end: toFiniteNumber(value['end'], fallback.end) };
}

/**
 * Fields of one effect. The original matches `{prefix}_{effect}_{field}` anywhere in a key, so a background field of the
 * same effect (`background_motion_fx_translateY_speed`) also feeds the element instance; the last key in settings order
 * wins. Kept, so pages move exactly as before.
 */
function readEffect(raw: Record<string, unknown>, prefix: Prefix, name: EffectName, warnings: FieldWarning[]): EffectOptions {
  const fields: Record<string, unknown> = {};
  const pattern = new RegExp(`${prefix}_${name}_(.+)`);
  for (const [key, value] of Object.entries(raw)) {
    const field = pattern.exec(key)?.[1];
    if (field && field !== 'effect') fields[field] = toFieldValue(value);
  }
  const { defaults } = EFFECTS[name];
  const number = (field: 'speed' | 'level'): number => {
    const value = toFiniteNumber(fields[field], Number.NaN);
    if (fields[field] !== undefined && fields[field] !== '' && Number.isNaN(value)) {
      warnings.push({ key: `${prefix}_${name}_${field}`, message: `setting "${prefix}_${name}_${field}" is not a number; using ${defaults[field]}` });
    }
    return Number.isNaN(value) ? defaults[field] : value;
  };
  const direction = fields['direction'];
  return {
    direction: typeof direction === 'string' ? direction : defaults.direction,
    speed: number('speed'),
    level: number('level'),
    range: toRange(fields['range'], defaults.range),
    affectedRange: fields['affectedRange'] === undefined ? defaults.affectedRange : toRange(fields['affectedRange'], FULL),
  };
}

function readInstance(raw: Record<string, unknown>, prefix: Prefix, warnings: FieldWarning[]): InstanceSettings {
  const instance: InstanceSettings = {
    prefix, scroll: [], mouse: [], devices: toDeviceList(raw[`${prefix}_devices`]),
    enabled: Boolean(raw[`${prefix}_motion_fx_scrolling`] || raw[`${prefix}_motion_fx_mouse`]),
    range: typeof raw[`${prefix}_range`] === 'string' ? String(raw[`${prefix}_range`]) : '',
  };
  const key = new RegExp(`^${prefix}_(.+?)_effect`);
  for (const [name, value] of Object.entries(raw)) {
    const effect = key.exec(name)?.[1];
    if (!effect || !value) continue;
    if (!isEffectName(effect)) {
      warnings.push({ key: name, message: `"${effect}" is not a motion effect; ignored` });
      continue;
    }
    instance[EFFECTS[effect].interaction].push({ name: effect, options: readEffect(raw, prefix, effect, warnings) });
  }
  return instance;
}

export function parse(raw: Record<string, unknown>): ParseResult<MotionSettings> {
  const warnings: FieldWarning[] = [];
  const instances = PREFIXES.map((prefix) => readInstance(raw, prefix, warnings));
  return { ok: true, settings: { raw, instances }, warnings };
}

/**
 * Core "custom transform" functions set on the element (`_transform_{name}_effect`), perspective first: the original
 * puts them before the motion functions in the inline `transform`, so both keep working.
 */
export function toCustomTransforms(raw: Record<string, unknown>): string[] {
  const names: string[] = [];
  for (const [key, value] of Object.entries(raw)) {
    const name = /_transform_(.+?)_effect/.exec(key)?.[1];
    if (!name || !value || names.includes(name)) continue;
    if (name === 'perspective') names.unshift(name);
    else names.push(name);
  }
  return names;
}
