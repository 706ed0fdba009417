import { describe, expect, it } from 'vitest';
import { DEFAULT_BREAKPOINTS, readResponsive, toActiveBreakpoints, toDevice, toDeviceMinimum, toKitBreakpoints } from '../../src/shared/breakpoints.ts';
import { toPageConfig } from '../../src/shared/config.ts';

/** A fake matchMedia for a viewport `width` pixels wide. */
const at = (width: number) => (query: string) => {
  const [, side, px] = /\((max|min)-width: (\d+)px\)/.exec(query) ?? [];
  return side === 'max' ? width <= Number(px) : width >= Number(px);
};

const ALL_ENABLED = {
  breakpoints: {
    mobile: { value: 767, is_enabled: true }, mobile_extra: { value: 880, is_enabled: true },
    tablet: { value: 1024, is_enabled: true }, tablet_extra: { value: 1200, is_enabled: true },
    laptop: { value: 1366, is_enabled: true }, widescreen: { value: 2400, is_enabled: true },
  },
};

describe('breakpoints', () => {
  it('reads only the enabled breakpoints, in ascending order', () => {
    const active = toActiveBreakpoints({ breakpoints: { tablet: { value: 1024, is_enabled: true }, laptop: { value: 1366, is_enabled: false }, mobile: { value: 600, is_enabled: true } } });
    expect(active).toEqual([{ name: 'mobile', value: 600, direction: 'max' }, { name: 'tablet', value: 1024, direction: 'max' }]);
  });

  it('ignores unknown names and unusable values', () => {
    expect(toActiveBreakpoints({ breakpoints: { phablet: { value: 500, is_enabled: true }, mobile: { value: -4, is_enabled: true } } })).toEqual([]);
    expect(toActiveBreakpoints('nope')).toBeNull();
  });

  it('falls back on the kit when the responsive block is missing', () => {
    expect(toKitBreakpoints({ active_breakpoints: ['viewport_mobile', 'viewport_tablet'], viewport_tablet: '1100' })).toEqual([
      { name: 'mobile', value: 767, direction: 'max' }, { name: 'tablet', value: 1100, direction: 'max' },
    ]);
  });

  it.each([
    [320, 'mobile'], [767, 'mobile'], [768, 'tablet'], [1024, 'tablet'], [1025, 'desktop'], [3000, 'desktop'],
  ])('puts a %ipx viewport in %s with the default breakpoints', (width, device) => {
    expect(toDevice(DEFAULT_BREAKPOINTS, at(width))).toBe(device);
  });

  it.each([
    [800, 'mobile_extra'], [1100, 'tablet_extra'], [1300, 'laptop'], [2000, 'desktop'], [2400, 'widescreen'],
  ])('puts a %ipx viewport in %s with every breakpoint enabled', (width, device) => {
    expect(toDevice(toActiveBreakpoints(ALL_ENABLED) ?? [], at(width))).toBe(device);
  });
});

describe('responsive settings', () => {
  const all = toActiveBreakpoints(ALL_ENABLED) ?? [];
  const settings = { size: 3, size_tablet: 0, size_mobile: '', size_widescreen: 5, size_laptop: null };

  it('walks from the device towards desktop, treating 0 as set and empty as unset', () => {
    expect(readResponsive(settings, 'size', 'mobile', all)).toBe(0);
    expect(readResponsive(settings, 'size', 'tablet', all)).toBe(0);
    expect(readResponsive(settings, 'size', 'laptop', all)).toBe(3);
    expect(readResponsive(settings, 'size', 'desktop', all)).toBe(3);
  });

  it('gives widescreen its own value or the desktop one, never a smaller device value', () => {
    expect(readResponsive(settings, 'size', 'widescreen', all)).toBe(5);
    expect(readResponsive({ size: 3, size_tablet: 1 }, 'size', 'widescreen', all)).toBe(3);
  });
});

describe('the config model\'s grid breakpoints and device minimums', () => {
  it('default the legacy grid breakpoints to xs 0, sm 480, md 768, lg 1025, xl 1440, xxl 1600', () => {
    expect(toPageConfig({}, undefined, undefined).config.gridBreakpoints).toEqual({ xs: 0, sm: 480, md: 768, lg: 1025, xl: 1440, xxl: 1600 });
  });

  it('read the printed grid breakpoints, keeping the default for a missing or unusable one', () => {
    const printed = { xs: 0, sm: 480, md: 801, lg: 1101, xl: 'wide', xxl: -5 };
    expect(toPageConfig({ breakpoints: printed }, undefined, undefined).config.gridBreakpoints).toEqual({ xs: 0, sm: 480, md: 801, lg: 1101, xl: 1440, xxl: 1600 });
  });

  it('start the smallest active device at 320 px and each larger one just past the next smaller maximum', () => {
    expect(toDeviceMinimum('mobile', DEFAULT_BREAKPOINTS)).toBe(320);
    expect(toDeviceMinimum('tablet', DEFAULT_BREAKPOINTS)).toBe(768);
    expect(toDeviceMinimum('desktop', DEFAULT_BREAKPOINTS)).toBe(1025);
    const all = toActiveBreakpoints(ALL_ENABLED) ?? [];
    expect(toDeviceMinimum('mobile', all)).toBe(320);
    expect(toDeviceMinimum('mobile_extra', all)).toBe(768);
    expect(toDeviceMinimum('laptop', all)).toBe(1201);
    expect(toDeviceMinimum('desktop', all)).toBe(1367);
    expect(toDeviceMinimum('widescreen', all)).toBe(2400);
  });
});
