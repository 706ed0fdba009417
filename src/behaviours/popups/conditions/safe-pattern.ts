// Regular expressions from popup settings, compiled only when they cannot hang the page.

/** Longer patterns are refused: a site owner's referrer pattern is a few dozen characters. */
export const MAX_PATTERN = 200;
/** The text tested is cut to this length, so even a slow pattern has a bounded input. */
export const MAX_SUBJECT = 1000;

/** A group holding a quantifier, itself quantified (`(a+)+`, `(a|b*)*`): the classic catastrophic-backtracking shape. */
const NESTED_QUANTIFIER = /\((?:[^()\\]|\\.)*(?:[+*]|\{\d)(?:[^()\\]|\\.)*\)(?:[+*]|\{\d)/;
/** Backreferences make matching exponential in general. */
const BACKREFERENCE = /\\[1-9]|\\k</;

/** The compiled pattern, or a reason it was refused. */
export function toSafePattern(source: string): RegExp | string {
  if (source.length > MAX_PATTERN) return `is longer than ${MAX_PATTERN} characters`;
  if (NESTED_QUANTIFIER.test(source) || BACKREFERENCE.test(source)) return 'could take too long to match (nested quantifier or backreference)';
  try {
    return new RegExp(source);
  } catch {
    return 'is not a valid regular expression';
  }
}

export function testSafely(pattern: RegExp, subject: string): boolean {
  return pattern.test(subject.slice(0, MAX_SUBJECT));
}
