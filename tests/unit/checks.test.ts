import { describe, expect, it } from 'vitest';
import { numberIn, oneOf, record, SWITCH, text } from '../../src/shared/checks.ts';

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
});
