import { describe, expect, it } from 'vitest';
import { parse, toCustomTransforms } from '../../src/elements/motion-effects/settings.ts';
import { toRuleValue } from '../../src/elements/motion-effects/rules.ts';

const slider = (size: unknown) => ({ unit: 'px', size, sizes: [] });
const range = (start: number, end: number) => ({ unit: '%', size: '', sizes: { start, end } });

function instances(raw: Record<string, unknown>) {
  const parsed = parse(raw);
  if (!parsed.ok) throw new Error('parse failed');
  return { element: parsed.settings.instances[0], background: parsed.settings.instances[1], warnings: parsed.warnings ?? [] };
}

describe('motion-effect settings', () => {
  it('reads each effect with its fields: sliders give their size, ranges their start and end', () => {
    const { element } = instances({
      motion_fx_motion_fx_scrolling: 'yes', motion_fx_translateY_effect: 'yes', motion_fx_translateY_speed: slider(6),
      motion_fx_translateY_direction: 'negative', motion_fx_opacity_effect: 'yes', motion_fx_opacity_range: range(10, 60),
    });
    expect(element?.enabled).toBe(true);
    expect(element?.scroll.map((effect) => effect.name)).toEqual(['translateY', 'opacity']);
    expect(element?.scroll[0]?.options).toMatchObject({ speed: 6, direction: 'negative', affectedRange: { start: 0, end: 100 } });
    expect(element?.scroll[1]?.options).toMatchObject({ level: 10, direction: 'out-in', range: { start: 10, end: 60 } });
  });

  it('puts mouse effects apart and uses their defaults', () => {
    const { element } = instances({ motion_fx_motion_fx_mouse: 'yes', motion_fx_tilt_effect: 'yes', motion_fx_mouseTrack_effect: 'yes' });
    expect(element?.mouse.map((effect) => [effect.name, effect.options.speed])).toEqual([['tilt', 4], ['mouseTrack', 1]]);
  });

  it('keeps the original\'s unanchored field match: a background field of the same effect also feeds the element', () => {
    const { element, background } = instances({
      motion_fx_translateY_effect: 'yes', motion_fx_translateY_speed: slider(2),
      background_motion_fx_translateY_effect: 'yes', background_motion_fx_translateY_speed: slider(9),
    });
    expect(element?.scroll[0]?.options.speed).toBe(9);
    expect(background?.scroll[0]?.options.speed).toBe(9);
  });

  it('reads devices, and the instance is off without its scrolling or mouse switch', () => {
    const { element, background } = instances({ background_motion_fx_translateY_effect: 'yes', background_motion_fx_devices: ['mobile', 'phablet'] });
    expect(background?.enabled).toBe(false);
    expect(background?.devices).toEqual(['mobile']);
    expect(element?.devices).toBeNull();
  });

  it('warns about an unknown effect and a speed that is not a number, falling back on the default', () => {
    const { element, warnings } = instances({ motion_fx_wobble_effect: 'yes', motion_fx_scale_effect: 'yes', motion_fx_scale_speed: slider('fast') });
    expect(element?.scroll[0]?.options.speed).toBe(4);
    expect(warnings.map((warning) => warning.key)).toEqual(['motion_fx_wobble_effect', 'motion_fx_scale_speed']);
  });

  it('lists the core custom transforms, perspective first, each once', () => {
    expect(toCustomTransforms({ _transform_rotateZ_effect: { size: 10 }, _transform_perspective_effect: { size: 500 }, _transform_rotateZ_effect_hover: { size: 5 }, _transform_flipX_effect: '' }))
      .toEqual(['perspective', 'rotateZ']);
  });

  it('builds the inline transform: custom transforms with their defaults, then motion functions in first-use order', () => {
    expect(toRuleValue('transform', ['flipX', 'rotateZ', 'translateX'], ['translateY', 'scale']))
      .toBe('scaleX(var(--e-transform-flipX, 1))rotateZ(var(--e-transform-rotateZ, 0deg))translateX(var(--e-transform-translateX, 0px))translateY(var(--translateY))scale(var(--scale))');
    expect(toRuleValue('filter', ['rotateZ'], ['blur'])).toBe('blur(var(--blur))');
  });
});
