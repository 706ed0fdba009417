import { describe, expect, it } from 'vitest';
import { formatCount, toDataValue, toDecimals, toStart } from '../../src/widgets/counter/format.ts';

describe('counter numbers', () => {
  it('reads data values as jQuery does: numbers only when they survive the round trip', () => {
    expect(toDataValue('100')).toBe(100);
    expect(toDataValue('1.5')).toBe(1.5);
    expect(toDataValue('1.50')).toBe('1.50');
    expect(toDataValue('')).toBe('');
    expect(toDataValue(null)).toBeNull();
  });

  it('counts the decimals of the target as written', () => {
    expect(toDecimals(100)).toBe(0);
    expect(toDecimals('1.50')).toBe(2);
    expect(toDecimals(99.5)).toBe(1);
  });

  it('truncates without decimals, fixes with them, and puts the delimiter between thousands of the whole part', () => {
    expect(formatCount(1249.9, { decimals: 0, delimiter: ',' })).toBe('1,249');
    expect(formatCount(1234567.891, { decimals: 2, delimiter: '.' })).toBe('1.234.567.89');
    expect(formatCount(-12345, { decimals: 0, delimiter: ' ' })).toBe('-12 345');
    expect(formatCount(1e-7, { decimals: 0, delimiter: '' })).toBe('0');
    expect(formatCount('1.50', { decimals: 2, delimiter: '' })).toBe('1.50');
  });

  it('starts at data-from-value unless it is falsy, then at the printed number read back through the format', () => {
    const format = { decimals: 0, delimiter: ',' };
    expect(toStart(40, '0', format)).toBe(40);
    expect(toStart(0, ' 25 ', format)).toBe(25);
    // "1,500" is read as 1, then printed "1": the original's parseInt stops at the comma.
    expect(toStart(0, '1,500', format)).toBe(1);
    expect(toStart(0, '2500', format)).toBe(0);
    expect(toStart('abc', '9', format)).toBe(0);
    expect(toStart(0, '', format)).toBe(0);
  });
});
