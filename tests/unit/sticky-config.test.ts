import { describe, expect, it } from 'vitest';
import { parse, toStickyConfig, type StickySettings } from '../../src/elements/sticky/settings.ts';
import { DEFAULT_BREAKPOINTS, type Breakpoint } from '../../src/shared/breakpoints.ts';

function settings(raw: Record<string, unknown>): { value: StickySettings; warnings: string[] } {
  const parsed = parse(raw);
  if (!parsed.ok) throw new Error(parsed.message);
  return { value: parsed.settings, warnings: (parsed.warnings ?? []).map((warning) => warning.key) };
}

const WIDE: Breakpoint[] = [...DEFAULT_BREAKPOINTS, { name: 'widescreen', value: 2400, direction: 'min' }];

describe('sticky settings', () => {
  it('refuses anything but top or bottom', () => {
    expect(parse({ sticky: 'sideways' })).toMatchObject({ ok: false, key: 'sticky' });
  });

  it('sticks only on the devices listed', () => {
    const { value } = settings({ sticky: 'top', sticky_on: ['desktop', 'tablet'] });
    expect(toStickyConfig(value, 'desktop', DEFAULT_BREAKPOINTS, 0)).not.toBeNull();
    expect(toStickyConfig(value, 'tablet', DEFAULT_BREAKPOINTS, 0)).not.toBeNull();
    expect(toStickyConfig(value, 'mobile', DEFAULT_BREAKPOINTS, 0)).toBeNull();
  });

  it('without a list, sticks on every active device, widescreen included when it is enabled', () => {
    const { value } = settings({ sticky: 'bottom' });
    for (const device of ['widescreen', 'desktop', 'tablet', 'mobile'] as const) expect(toStickyConfig(value, device, WIDE, 0)).not.toBeNull();
  });

  it('an empty list sticks nowhere; unknown device names are dropped', () => {
    expect(toStickyConfig(settings({ sticky: 'top', sticky_on: [] }).value, 'desktop', DEFAULT_BREAKPOINTS, 0)).toBeNull();
    expect(settings({ sticky: 'top', sticky_on: ['phablet', 'mobile'] }).value.on).toEqual(['mobile']);
  });

  it('reads the offsets per device with the usual fallback towards desktop, 0 counting as set', () => {
    const { value } = settings({ sticky: 'top', sticky_offset: 30, sticky_offset_mobile: 0, sticky_effects_offset: 100, sticky_effects_offset_tablet: 50 });
    expect(toStickyConfig(value, 'desktop', DEFAULT_BREAKPOINTS, 0)).toEqual({ to: 'top', offset: 30, effectsOffset: 100, parent: false });
    expect(toStickyConfig(value, 'tablet', DEFAULT_BREAKPOINTS, 0)).toEqual({ to: 'top', offset: 30, effectsOffset: 50, parent: false });
    expect(toStickyConfig(value, 'mobile', DEFAULT_BREAKPOINTS, 0)).toEqual({ to: 'top', offset: 0, effectsOffset: 50, parent: false });
  });

  it('adds the admin bar to a top offset only', () => {
    expect(toStickyConfig(settings({ sticky: 'top', sticky_offset: 10 }).value, 'desktop', DEFAULT_BREAKPOINTS, 32)?.offset).toBe(42);
    expect(toStickyConfig(settings({ sticky: 'bottom', sticky_offset: 10 }).value, 'desktop', DEFAULT_BREAKPOINTS, 32)?.offset).toBe(10);
  });

  it('warns once per bad field and uses the default instead', () => {
    const { value, warnings } = settings({ sticky: 'top', sticky_on: 'desktop', sticky_offset: 'ten', sticky_offset_tablet: '12', sticky_parent: 'yes' });
    expect(warnings).toEqual(['sticky_on', 'sticky_offset']);
    expect(value.on).toBeNull();
    expect(value.parent).toBe(true);
    expect(toStickyConfig(value, 'desktop', DEFAULT_BREAKPOINTS, 0)?.offset).toBe(0);
    expect(toStickyConfig(value, 'tablet', DEFAULT_BREAKPOINTS, 0)?.offset).toBe(12);
  });
});
