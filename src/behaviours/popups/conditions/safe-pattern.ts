// Regular expressions from popup settings, compiled only when they cannot hang the page.

/** Longer patterns are refused: a site owner's referrer pattern is a few dozen characters. */
export const MAX_PATTERN = 200;
/** The text tested is cut to this length, so even a slow pattern has a bounded input. */
export const MAX_SUBJECT = 1000;

/** Backreferences make matching exponential in general. */
const BACKREFERENCE = /\\[1-9]|\\k</;
/** `(?:`, `(?=`, `(?!`, `(?<=`, `(?<!`, `(?<name>`: the `?` there opens a group kind, it repeats nothing. */
const GROUP_PREFIX = /^\(\?(?:<[=!]|<[^>]*>|[:=!])/;
/** A quantifier that repeats (`?` only makes its atom optional, which cannot blow up on its own). */
const REPEAT = /^(?:[*+]|\{\d)/;

/** Index of the `]` closing the class opened at `start` (escapes and a leading `]` included). */
function classEnd(source: string, start: number): number {
  let index = start + 1;
  if (source[index] === '^') index += 1;
  if (source[index] === ']') index += 1;
  while (index < source.length && source[index] !== ']') index += source[index] === '\\' ? 2 : 1;
  return index;
}

/**
 * A repeated group holding, at any depth, a quantifier or an alternative (`(a+)+`, `((a+))+`, `(a|a)*`, `(a?){2,}`):
 * the catastrophic-backtracking shapes. Walks the pattern once with a stack of open groups.
 */
function hasNestedRepeat(source: string): boolean {
  const open: boolean[] = [];
  let closedRisky = false;
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    const closed = closedRisky;
    closedRisky = false;
    if (char === '\\') index += 1;
    else if (char === '[') index = classEnd(source, index);
    else if (char === '(') {
      open.push(false);
      index += (GROUP_PREFIX.exec(source.slice(index))?.[0].length ?? 1) - 1;
    } else if (char === ')') {
      closedRisky = open.pop() ?? false;
      if (closedRisky && open.length > 0) open[open.length - 1] = true;
    } else if (char === '|' || char === '*' || char === '+' || char === '?' || char === '{') {
      if (closed && REPEAT.test(source.slice(index))) return true;
      if (open.length > 0 && (char !== '{' || REPEAT.test(source.slice(index)))) open[open.length - 1] = true;
    }
  }
  return false;
}

/** The compiled pattern, or a reason it was refused. */
export function toSafePattern(source: string): RegExp | string {
  if (source.length > MAX_PATTERN) return `is longer than ${MAX_PATTERN} characters`;
  if (hasNestedRepeat(source) || BACKREFERENCE.test(source)) return 'could take too long to match (nested quantifier, repeated alternative or backreference)';
  try {
    return new RegExp(source);
  } catch {
    return 'is not a valid regular expression';
  }
}

export function testSafely(pattern: RegExp, subject: string): boolean {
  return pattern.test(subject.slice(0, MAX_SUBJECT));
}
