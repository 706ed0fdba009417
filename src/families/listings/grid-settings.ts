// Grid settings shared by loop grids, portfolios and post listings: masonry switch, columns and row gap per device.
import type { FieldWarning } from '../../core/types.ts';
import { DEVICES, readResponsive, type Breakpoint, type Device } from '../../shared/breakpoints.ts';
import { isYes } from '../../shared/fields.ts';
import { toSliderSize } from './masonry.ts';

export type GridSettings = {
  /** The `{prefix}masonry` switcher. @default false */
  masonry: boolean;
  /** `{prefix}columns`, `{prefix}columns_tablet`, … that hold a whole number ≥ 1. */
  columns: Record<string, number>;
  /** `{prefix}row_gap[_device].size` in px, falling back per device to the legacy `{prefix}item_gap`. */
  rowGap: Record<string, number>;
  itemGap: Record<string, number>;
};

const SUFFIXES = DEVICES.map((device) => (device === 'desktop' ? '' : `_${device}`));

function toColumns(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 ? number : undefined;
}

/** An unset slider is printed as `{size: ""}`: absent, not wrong. */
function isBlank(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  const size = typeof value === 'object' ? (value as Record<string, unknown>)['size'] : value;
  return size === '' || size === undefined || size === null;
}

function readPerDevice(
  raw: Record<string, unknown>, key: string, read: (value: unknown) => number | undefined, warnings: FieldWarning[],
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const suffix of SUFFIXES) {
    const name = `${key}${suffix}`;
    const value = raw[name];
    if (isBlank(value)) continue;
    const number = read(value);
    if (number === undefined) warnings.push({ key: name, message: `setting "${name}" has an unexpected value ${JSON.stringify(value)}; ignoring it` });
    else out[name] = number;
  }
  return out;
}

/** Reads the grid settings under `prefix` (`''` for loop grids and portfolios, `classic_` for posts…). */
export function toGridSettings(raw: Record<string, unknown>, prefix = ''): { settings: GridSettings; warnings: FieldWarning[] } {
  const warnings: FieldWarning[] = [];
  const gap = (value: unknown) => {
    const size = toSliderSize(value);
    return size !== undefined && size >= 0 ? size : undefined;
  };
  const settings: GridSettings = {
    masonry: isYes(raw[`${prefix}masonry`]),
    columns: readPerDevice(raw, `${prefix}columns`, toColumns, warnings),
    rowGap: readPerDevice(raw, `${prefix}row_gap`, gap, warnings),
    itemGap: readPerDevice(raw, `${prefix}item_gap`, gap, warnings),
  };
  return { settings, warnings };
}

export type GridAtDevice = { columns: number; rowGap: number | undefined };

/** The columns and row gap that apply at `device`; a device without its own value takes the next larger one's. */
export function readGridAt(settings: GridSettings, prefix: string, device: Device, breakpoints: readonly Breakpoint[]): GridAtDevice {
  const columns = readResponsive(settings.columns, `${prefix}columns`, device, breakpoints);
  const rowGap = readResponsive(settings.rowGap, `${prefix}row_gap`, device, breakpoints)
    ?? readResponsive(settings.itemGap, `${prefix}item_gap`, device, breakpoints);
  return { columns: typeof columns === 'number' ? columns : 0, rowGap: typeof rowGap === 'number' ? rowGap : undefined };
}

/** The grid's own CSS row gap, for grids whose settings leave it to the stylesheet. */
export function readCssRowGap(container: HTMLElement): number {
  const gap = Number.parseFloat(getComputedStyle(container).rowGap);
  return Number.isFinite(gap) ? gap : 0;
}
