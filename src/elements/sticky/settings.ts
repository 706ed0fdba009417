// Sticky settings: which edge, on which devices, the offsets per device, and the configuration for the current device.
import { isYes } from '../../shared/fields.ts';
import type { FieldWarning, ParseResult } from '../../core/types.ts';
import { readResponsive, toDevicesLargeToSmall, type Breakpoint, type Device } from '../../shared/breakpoints.ts';
import { toDeviceList } from '../../shared/device-list.ts';
import { toFiniteNumber } from '../../shared/guards.ts';

export type StickySettings = {
  /** The viewport edge the element sticks to. */
  to: 'top' | 'bottom';
  /**
   * Devices it sticks on.
   * @default every active device (null)
   */
  on: Device[] | null;
  /** Valid numeric `sticky_offset*` and `sticky_effects_offset*` values (base and device keys), read per device. */
  offsets: Record<string, number>;
  /**
   * "Stay in column": stops at the bottom of its parent column or container.
   * @default false
   */
  parent: boolean;
};

/** What the element does on one device; compared as JSON after a resize, as the original does. */
export type StickyConfig = { to: 'top' | 'bottom'; offset: number; effectsOffset: number; parent: boolean };

const OFFSET_KEY = /^sticky_(?:effects_)?offset(?:_[a-z_]+)?$/;

function readOffsets(raw: Record<string, unknown>, warnings: FieldWarning[]): Record<string, number> {
  const offsets: Record<string, number> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!OFFSET_KEY.test(key) || value === null || value === '') continue;
    const number = toFiniteNumber(value, Number.NaN);
    if (Number.isNaN(number)) warnings.push({ key, message: `setting "${key}" has an unexpected value ${JSON.stringify(value)}; using 0` });
    else offsets[key] = number;
  }
  return offsets;
}

export function parse(raw: Record<string, unknown>): ParseResult<StickySettings> {
  const to = raw['sticky'];
  if (to !== 'top' && to !== 'bottom') return { ok: false, key: 'sticky', message: `"${String(to)}" is neither top nor bottom; not sticky` };
  const warnings: FieldWarning[] = [];
  const on = toDeviceList(raw['sticky_on']);
  if (on === null && raw['sticky_on'] !== undefined) {
    warnings.push({ key: 'sticky_on', message: `setting "sticky_on" is not a list of devices ${JSON.stringify(raw['sticky_on'])}; sticky on every device` });
  }
  return { ok: true, settings: { to, on, offsets: readOffsets(raw, warnings), parent: isYes(raw['sticky_parent']) }, warnings };
}

/** The configuration on `device`, or null when the element does not stick there. */
export function toStickyConfig(
  settings: StickySettings, device: Device, breakpoints: readonly Breakpoint[], topCover: number,
): StickyConfig | null {
  const devices = settings.on ?? toDevicesLargeToSmall(breakpoints);
  if (!devices.includes(device)) return null;
  const read = (key: string) => toFiniteNumber(readResponsive(settings.offsets, key, device, breakpoints), 0);
  // The admin bar and a sticky floating bar cover the top of the viewport, so a top sticky stops below them (the
  // caller measures them).
  const offset = read('sticky_offset') + (settings.to === 'top' ? topCover : 0);
  return { to: settings.to, offset, effectsOffset: read('sticky_effects_offset'), parent: settings.parent };
}
