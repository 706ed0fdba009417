import { describe, expect, it } from 'vitest';
import { BOOLEAN, either, integerIn, LIST, mapped, numberIn, oneOf, pattern, record, SWITCH, text } from '../../src/shared/checks.ts';

const accepts = (check: { safeParse(value: unknown): { success: boolean } }, value: unknown) => check.safeParse(value).success;

describe('the small settings checks', () => {
  it('accept only the listed values, with their type', () => {
    const layout = oneOf(['horizontal', 'vertical']);
    expect(layout.safeParse('vertical')).toEqual({ success: true, data: 'vertical' });
    expect(accepts(layout, 'diagonal')).toBe(false);
    expect([true, false, 'yes'].map((value) => accepts(SWITCH, value))).toEqual([true, true, true]);
    expect(['no', 1, null].map((value) => accepts(SWITCH, value))).toEqual([false, false, false]);
  });

  it('bound strings by length and numbers by range, refusing other types', () => {
    expect([accepts(text(3), 'abc'), accepts(text(3), 'abcd'), accepts(text(), 7)]).toEqual([true, false, false]);
    const seconds = numberIn(0, 60);
    expect([0, 60, 1.5].map((value) => accepts(seconds, value))).toEqual([true, true, true]);
    expect([-1, 61, '5', Number.NaN, Number.POSITIVE_INFINITY].map((value) => accepts(seconds, value))).toEqual([false, false, false, false, false]);
  });

  it('check an object key by key, with required keys, and refuse arrays and wrong keys', () => {
    const icon = record<{ value: string }>({ value: text() }, ['value']);
    expect(accepts(icon, { value: '<svg></svg>', library: 'fa-solid' })).toBe(true);
    expect([{}, { value: 5 }, [], 'x', null].map((value) => accepts(icon, value))).toEqual([false, false, false, false, false]);
    const optional = record<{ size?: number }>({ size: numberIn(0, 60) });
    expect([accepts(optional, {}), accepts(optional, { size: 2 }), accepts(optional, { size: 99 })]).toEqual([true, true, false]);
  });

  it('take only safe integers in range, and any finite number when unbounded', () => {
    const columns = integerIn(1, 24);
    expect([1, 24, 12].map((value) => accepts(columns, value))).toEqual([true, true, true]);
    expect([0, 25, 2.5, '3', Number.NaN].map((value) => accepts(columns, value))).toEqual([false, false, false, false, false]);
    expect([accepts(integerIn(0), 2 ** 53), accepts(integerIn(0), 2 ** 53 - 1)]).toEqual([false, true]);
    expect([accepts(numberIn(), -1e300), accepts(numberIn(), Number.NEGATIVE_INFINITY), accepts(numberIn(), '1')]).toEqual([true, false, false]);
  });

  it('match a whole string against a pattern, and refuse other types', () => {
    const digits = pattern(/^\d{1,3}$/);
    expect(['7', '100'].map((value) => accepts(digits, value))).toEqual([true, true]);
    expect(['1000', '', 'x1', 12, null].map((value) => accepts(digits, value))).toEqual([false, false, false, false, false]);
  });

  it('tell booleans and arrays from look-alikes', () => {
    expect([true, false, 'yes', 0].map((value) => accepts(BOOLEAN, value))).toEqual([true, true, false, false]);
    expect([[], [1, 'a'], {}, 'ab', { length: 1 }].map((value) => accepts(LIST, value))).toEqual([true, true, false, false, false]);
  });

  it('map a passing value, try a second check when the first fails, and keep failures failed', () => {
    const seconds = mapped(either(numberIn(0), pattern(/^\d{1,6}$/)), (value) => Number(value) * 1000);
    expect(seconds.safeParse('5')).toEqual({ success: true, data: 5000 });
    expect(seconds.safeParse(2)).toEqual({ success: true, data: 2000 });
    expect(['-5', -1, 'soon', {}].map((value) => accepts(seconds, value))).toEqual([false, false, false, false]);
    let calls = 0;
    const counted = mapped(text(2), (value) => (calls++, value));
    counted.safeParse('long');
    expect(calls).toBe(0);
  });
});
