// The numbers of the counter widget, read and written as the original's numerator plugin does.

/** A `data-*` value as jQuery's `.data()` reads it: a number when it survives the round trip, else the string. */
export function toDataValue(text: string | null): number | string | null {
  if (text === null) return null;
  const number = Number(text);
  return text.trim() !== '' && String(number) === text ? number : text;
}

export type NumberFormat = { decimals: number; delimiter: string };

/** 100: the most `toFixed` accepts; it throws a RangeError beyond. */
export const MAX_DECIMALS = 100;

/** Digits after the point of the target as written (`"1.50"` → 2), which the count keeps from start to end. */
export function toDecimals(toValue: number | string): number {
  return /\.(.*)/.exec(String(toValue))?.[1]?.length ?? 0;
}

function addDelimiter(digits: string, delimiter: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, delimiter);
}

/**
 * `value` as the counter prints it: truncated to an integer without decimals (as `parseInt` does), else fixed to
 * `decimals`; then the delimiter between thousands of the whole part.
 */
export function formatCount(value: number | string, format: NumberFormat): string {
  const number = typeof value === 'number' ? value : Number.parseFloat(value);
  // Math.trunc for numbers: parseInt would read 1e-7 (an early frame) as 1.
  const whole = typeof value === 'number' ? Math.trunc(value) : Number.parseInt(value, 10);
  const text = format.decimals < 1 ? String(whole) : number.toFixed(format.decimals);
  if (!format.delimiter) return text;
  if (format.decimals < 1) return addDelimiter(text, format.delimiter);
  const integer = text.slice(0, text.length - (format.decimals + 1));
  return addDelimiter(integer, format.delimiter) + text.slice(integer.length);
}

/**
 * Where the count starts. The original takes `data-from-value`, but a falsy one (0!) falls back to the number
 * printed in the element, formatted and read back; whatever is not a number then starts at 0.
 */
export function toStart(fromValue: number | string | null, text: string, format: NumberFormat): number {
  if (fromValue) return Number(fromValue) || 0;
  return Number(formatCount(text.trim(), format)) || 0;
}
