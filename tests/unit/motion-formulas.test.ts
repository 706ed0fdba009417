import { describe, expect, it } from 'vitest';
import {
  clampToRange, toBackgroundStep, toBlur, toCurvePoint, toElementStep, toLayerPercent, toMovePoint, toOpacity, toPagePercent,
  toPointerPercents, toScale, toViewportPercent,
} from '../../src/elements/motion-effects/formulas.ts';

const RANGE = { start: 20, end: 80 };

describe('scroll progress', () => {
  it('is 0 while the element is below the viewport and 100 once it has scrolled its content height past the top', () => {
    expect(toViewportPercent(900, 300, 900)).toBe(0);
    expect(toViewportPercent(1500, 300, 900)).toBe(0);
    expect(toViewportPercent(-300, 300, 900)).toBe(100);
    expect(toViewportPercent(-1000, 300, 900)).toBe(100);
  });

  it('moves linearly in between, rounded to two decimals: (viewport − top) / (viewport + height)', () => {
    expect(toViewportPercent(300, 300, 900)).toBe(50);
    expect(toViewportPercent(500, 100, 800)).toBe(33.33);
  });

  it('follows the page scroll for the page range, and the viewport height for fixed elements', () => {
    expect(toPagePercent(500, 2000)).toBe(25);
    expect(toPagePercent(450, 2000, 900)).toBe(50);
  });
});

describe('move points through a range', () => {
  it('is the passed share of a range, rounded to two decimals', () => {
    expect(toMovePoint(60, 20)).toBe(33.33);
  });

  it('out-in (fade or scale in) rests at 0 before the range, climbs through it, and stays at 100 after', () => {
    expect([10, 20, 50, 80, 95].map((p) => toCurvePoint(p, 'out-in', RANGE))).toEqual([0, 0, 50, 100, 100]);
  });

  it('in-out mirrors it', () => {
    expect([10, 20, 50, 80, 95].map((p) => toCurvePoint(p, 'in-out', RANGE))).toEqual([100, 100, 50, 0, 0]);
  });

  it('in-out-in comes down before the range, rests at 0 inside it and goes back up after', () => {
    expect([0, 10, 50, 90, 100].map((p) => toCurvePoint(p, 'in-out-in', RANGE))).toEqual([100, 50, 0, 50, 100]);
  });

  it('out-in-out goes up before the range, rests at 100 inside it and comes down after', () => {
    expect([0, 10, 50, 90, 100].map((p) => toCurvePoint(p, 'out-in-out', RANGE))).toEqual([0, 50, 100, 50, 0]);
  });
});

describe('effect values', () => {
  it('steps translate and rotate by −(p − 50) × speed; any direction reverses the progress first', () => {
    expect(toElementStep(50, 4, '')).toBe(-0);
    expect(toElementStep(75, 4, '')).toBe(-100);
    expect(toElementStep(75, 4, 'negative')).toBe(100);
  });

  it('moves a background layer by its spare size times the progress', () => {
    expect(toBackgroundStep(50, 300, '')).toBe(-150);
    expect(toBackgroundStep(25, 300, 'negative')).toBe(-225);
  });

  it('holds translate and rotate progress inside the affected range', () => {
    expect(clampToRange(10, RANGE)).toBe(20);
    expect(clampToRange(90, RANGE)).toBe(80);
    expect(clampToRange(90, null)).toBe(90);
  });

  it('scales 1 + speed × point / 1000, fades from 1 − level / 10, and blurs from level down to 0', () => {
    expect(toScale(100, 4)).toBe(1.4);
    expect(toScale(50, -10)).toBe(0.5);
    expect(toOpacity(0, 10)).toBe(0);
    expect(toOpacity(0, 4)).toBeCloseTo(0.6, 10);
    expect(toOpacity(100, 4)).toBe(1);
    expect(toBlur(0, 7)).toBe(7);
    expect(toBlur(50, 7)).toBe(3.5);
  });

  it('reads the pointer as viewport percentages and sizes a background layer 100 % + ten times the speed', () => {
    expect(toPointerPercents(300, 200, 1200, 800)).toEqual({ x: 25, y: 25 });
    expect(toLayerPercent(3)).toBe(130);
  });
});
