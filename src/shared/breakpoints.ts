// Breakpoints and device names: which devices are active, which one a width falls in, responsive setting lookup.
import { isRecord, toFiniteNumber } from './guards.ts';

export const DEVICES = ['mobile', 'mobile_extra', 'tablet', 'tablet_extra', 'laptop', 'desktop', 'widescreen'] as const;
export type Device = (typeof DEVICES)[number];

export type Breakpoint = { name: Exclude<Device, 'desktop'>; value: number; direction: 'max' | 'min' };

/** The page builder's defaults; only mobile and tablet are enabled unless the kit says otherwise. */
const DEFAULT_VALUES: Record<Breakpoint['name'], number> = {
  mobile: 767, mobile_extra: 880, tablet: 1024, tablet_extra: 1200, laptop: 1366, widescreen: 2400,
};
export const DEFAULT_BREAKPOINTS: Breakpoint[] = [
  { name: 'mobile', value: 767, direction: 'max' },
  { name: 'tablet', value: 1024, direction: 'max' },
];

function isBreakpointName(name: string): name is Breakpoint['name'] {
  return name in DEFAULT_VALUES;
}

function toBreakpoint(name: string, value: unknown): Breakpoint | null {
  if (!isBreakpointName(name)) return null;
  const px = toFiniteNumber(value, DEFAULT_VALUES[name]);
  if (px <= 0) return null;
  return { name, value: px, direction: name === 'widescreen' ? 'min' : 'max' };
}

/** Active breakpoints from `responsive.breakpoints` (`is_enabled`), ascending by value; null when unreadable. */
export function toActiveBreakpoints(responsive: unknown): Breakpoint[] | null {
  if (!isRecord(responsive) || !isRecord(responsive['breakpoints'])) return null;
  const active: Breakpoint[] = [];
  for (const [name, entry] of Object.entries(responsive['breakpoints'])) {
    if (!isRecord(entry) || entry['is_enabled'] !== true) continue;
    const breakpoint = toBreakpoint(name, entry['value']);
    if (breakpoint) active.push(breakpoint);
  }
  return active.sort((a, b) => a.value - b.value);
}

/** Active breakpoints from the kit's `active_breakpoints` (`viewport_mobile`, ...) and `viewport_*` values. */
export function toKitBreakpoints(kit: Record<string, unknown>): Breakpoint[] | null {
  const names = kit['active_breakpoints'];
  if (!Array.isArray(names)) return null;
  const active = names
    .map((entry) => (typeof entry === 'string' ? entry.replace(/^viewport_/, '') : ''))
    .map((name) => toBreakpoint(name, kit[`viewport_${name}`]))
    .filter((breakpoint): breakpoint is Breakpoint => breakpoint !== null);
  return active.sort((a, b) => a.value - b.value);
}

/** The device a viewport falls in: the smallest max-breakpoint that holds it, else widescreen, else desktop. */
export function toDevice(breakpoints: readonly Breakpoint[], matches: (query: string) => boolean): Device {
  for (const breakpoint of breakpoints) {
    if (breakpoint.direction === 'max' && matches(`(max-width: ${breakpoint.value}px)`)) return breakpoint.name;
  }
  const wide = breakpoints.find((breakpoint) => breakpoint.direction === 'min');
  return wide && matches(`(min-width: ${wide.value}px)`) ? wide.name : 'desktop';
}

/** Active devices from largest to smallest, with the synthetic `desktop` in its place. */
export function toDevicesLargeToSmall(breakpoints: readonly Breakpoint[]): Device[] {
  const names: Device[] = breakpoints.filter((b) => b.direction === 'max').map((b) => b.name).reverse();
  const wide = breakpoints.some((b) => b.name === 'widescreen');
  return wide ? ['widescreen', 'desktop', ...names] : ['desktop', ...names];
}

/** The legacy grid breakpoints of `elementorFrontendConfig.breakpoints`, in px (themes and add-ons still read them). */
export type GridBreakpoints = { xs: number; sm: number; md: number; lg: number; xl: number; xxl: number };
export const DEFAULT_GRID_BREAKPOINTS: Readonly<GridBreakpoints> = { xs: 0, sm: 480, md: 768, lg: 1025, xl: 1440, xxl: 1600 };

/** Reads the grid breakpoints; a missing or unusable value takes its default (`md`/`lg` follow the kit on real pages). */
export function toGridBreakpoints(value: unknown): GridBreakpoints {
  const raw = isRecord(value) ? value : {};
  const out = { ...DEFAULT_GRID_BREAKPOINTS };
  for (const name of Object.keys(out) as Array<keyof GridBreakpoints>) {
    const px = toFiniteNumber(raw[name], out[name]);
    if (px >= 0) out[name] = px;
  }
  return out;
}

/** 320 px: where the page builder starts its smallest active device. */
export const SMALLEST_DEVICE_MIN = 320;

/** The narrowest viewport of `device`: 320 for the smallest, the widescreen value for widescreen, else one past the next smaller device's maximum. */
export function toDeviceMinimum(device: Device, breakpoints: readonly Breakpoint[]): number {
  const order = toDevicesLargeToSmall(breakpoints).reverse();
  const index = order.indexOf(device);
  if (device === 'widescreen') return breakpoints.find((b) => b.name === 'widescreen')?.value ?? SMALLEST_DEVICE_MIN;
  const smaller = index > 0 ? breakpoints.find((b) => b.name === order[index - 1]) : undefined;
  return smaller ? smaller.value + 1 : SMALLEST_DEVICE_MIN;
}

function isSet(value: unknown): boolean {
  return value === 0 || (value !== undefined && value !== null && value !== '' && value !== false);
}

/**
 * The value of a responsive setting for a device: `key_{device}` when set (0 counts as set), else the next larger
 * device's, up to the desktop `key`. Widescreen falls back straight to the desktop value.
 */
export function readResponsive(
  settings: Record<string, unknown>, key: string, device: Device, breakpoints: readonly Breakpoint[],
): unknown {
  if (device === 'desktop') return settings[key];
  if (device === 'widescreen') return isSet(settings[`${key}_widescreen`]) ? settings[`${key}_widescreen`] : settings[key];
  const order = toDevicesLargeToSmall(breakpoints);
  const start = order.indexOf(device);
  for (let index = start; index > 0; index -= 1) {
    const name = order[index];
    if (name === 'desktop' || name === 'widescreen') break;
    const value = settings[`${key}_${name}`];
    if (isSet(value)) return value;
  }
  return settings[key];
}
