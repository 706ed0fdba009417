// Parses the regular-expression subset a popup's referrer pattern uses into a tree, for the linear-time matcher.

/** What one position of the subject can be tested against. */
export type CharTest = (code: number) => boolean;

export type RegexNode =
  | { kind: 'char'; test: CharTest }
  | { kind: 'seq'; items: RegexNode[] }
  | { kind: 'alt'; options: RegexNode[] }
  | { kind: 'repeat'; node: RegexNode; min: number; max: number }
  | { kind: 'assert'; at: '^' | '$' | 'b' | 'B' };

/** Thrown for what the matcher does not do (backreferences, lookaround); the caller refuses the pattern. */
const unsupported = (what: string): never => {
  throw new Error(`unsupported: ${what}`);
};

const isDigit: CharTest = (code) => code >= 48 && code <= 57;
export const isWordCode: CharTest = (code) => isDigit(code) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;
const SPACES = new Set([9, 10, 11, 12, 13, 32, 160, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff]);
const isSpace: CharTest = (code) => SPACES.has(code) || (code >= 0x2000 && code <= 0x200a);
const isLineEnd: CharTest = (code) => code === 10 || code === 13 || code === 0x2028 || code === 0x2029;
const not = (test: CharTest): CharTest => (code) => !test(code);
const CLASS_ESCAPES: Record<string, CharTest> = { d: isDigit, D: not(isDigit), w: isWordCode, W: not(isWordCode), s: isSpace, S: not(isSpace) };
const CONTROL_ESCAPES: Record<string, number> = { t: 9, n: 10, v: 11, f: 12, r: 13, '0': 0 };

type Cursor = { source: string; at: number };

/** One escaped character (after the backslash) as a test; `inClass` reads `\b` as backspace, as JavaScript does. */
function readEscape(cursor: Cursor, inClass: boolean): CharTest | 'b' | 'B' {
  const char = cursor.source[cursor.at++] ?? '';
  const known = CLASS_ESCAPES[char];
  if (known) return known;
  if ((char === 'b' || char === 'B') && !inClass) return char;
  if (char === 'b') return (code) => code === 8;
  if (/[1-9]/.test(char) || char === 'k' || char === 'c' || char === 'p' || char === 'P') unsupported(`\\${char}`);
  const hex = char === 'x' ? 2 : char === 'u' ? 4 : 0;
  const digits = cursor.source.slice(cursor.at, cursor.at + hex);
  if (hex > 0 && new RegExp(`^[0-9a-fA-F]{${hex}}$`).test(digits)) {
    cursor.at += hex;
    const value = Number.parseInt(digits, 16);
    return (code) => code === value;
  }
  const value = CONTROL_ESCAPES[char] ?? char.charCodeAt(0);
  return (code) => code === value;
}

function readClassAtom(cursor: Cursor): CharTest | number {
  const char = cursor.source[cursor.at++] ?? '';
  if (char !== '\\') return char.charCodeAt(0);
  const escaped = readEscape(cursor, true);
  return typeof escaped === 'function' ? escaped : (code) => code === 8;
}

/** `[...]` after its `[`: ranges, escapes, negation; `[]` matches nothing and `[^]` anything, as in JavaScript. */
function readClass(cursor: Cursor): CharTest {
  const negated = cursor.source[cursor.at] === '^';
  if (negated) cursor.at += 1;
  const tests: CharTest[] = [];
  while (cursor.at < cursor.source.length && cursor.source[cursor.at] !== ']') {
    const first = readClassAtom(cursor);
    const isRange = cursor.source[cursor.at] === '-' && cursor.source[cursor.at + 1] !== ']' && cursor.at + 1 < cursor.source.length;
    if (isRange && typeof first === 'number') {
      cursor.at += 1;
      const last = readClassAtom(cursor);
      if (typeof last === 'number') {
        tests.push((code) => code >= first && code <= last);
        continue;
      }
      tests.push((code) => code === first || code === 45, last);
      continue;
    }
    tests.push(typeof first === 'number' ? (code) => code === first : first);
  }
  cursor.at += 1;
  const any: CharTest = (code) => tests.some((test) => test(code));
  return negated ? not(any) : any;
}

/** `{n}`, `{n,}` or `{n,m}` at the cursor, or null when the brace is a plain character (as JavaScript reads it). */
function readBraces(cursor: Cursor): { min: number; max: number } | null {
  const found = /^\{(\d+)(,(\d*))?\}/.exec(cursor.source.slice(cursor.at));
  if (!found) return null;
  cursor.at += found[0].length;
  const min = Number(found[1]);
  return { min, max: found[2] === undefined ? min : found[3] ? Number(found[3]) : Infinity };
}

function readQuantifier(cursor: Cursor): { min: number; max: number } | null {
  const char = cursor.source[cursor.at];
  let range: { min: number; max: number } | null = null;
  if (char === '*' || char === '+' || char === '?') {
    cursor.at += 1;
    range = { min: char === '+' ? 1 : 0, max: char === '?' ? 1 : Infinity };
  } else if (char === '{') range = readBraces(cursor);
  // A lazy `?` changes which match is found, not whether there is one.
  if (range && cursor.source[cursor.at] === '?') cursor.at += 1;
  return range;
}

function readAtom(cursor: Cursor): RegexNode {
  const char = cursor.source[cursor.at++] ?? '';
  if (char === '^' || char === '$') return { kind: 'assert', at: char };
  if (char === '.') return { kind: 'char', test: not(isLineEnd) };
  if (char === '[') return { kind: 'char', test: readClass(cursor) };
  if (char === '\\') {
    const escaped = readEscape(cursor, false);
    return typeof escaped === 'function' ? { kind: 'char', test: escaped } : { kind: 'assert', at: escaped };
  }
  if (char === '(') {
    const prefix = /^\?(?::|<[A-Za-z_$][\w$]*>)/.exec(cursor.source.slice(cursor.at));
    if (!prefix && cursor.source[cursor.at] === '?') unsupported('lookaround');
    cursor.at += prefix?.[0].length ?? 0;
    const inner = readAlternatives(cursor);
    cursor.at += 1;
    return inner;
  }
  const code = char.charCodeAt(0);
  return { kind: 'char', test: (candidate) => candidate === code };
}

function readSequence(cursor: Cursor): RegexNode {
  const items: RegexNode[] = [];
  while (cursor.at < cursor.source.length && cursor.source[cursor.at] !== '|' && cursor.source[cursor.at] !== ')') {
    const atom = readAtom(cursor);
    const range = readQuantifier(cursor);
    items.push(range ? { kind: 'repeat', node: atom, ...range } : atom);
  }
  return { kind: 'seq', items };
}

function readAlternatives(cursor: Cursor): RegexNode {
  const options = [readSequence(cursor)];
  while (cursor.source[cursor.at] === '|') {
    cursor.at += 1;
    options.push(readSequence(cursor));
  }
  return options.length === 1 ? (options[0] as RegexNode) : { kind: 'alt', options };
}

/**
 * The tree of a pattern that `new RegExp(source)` has already accepted (so the syntax is valid JavaScript); throws
 * for backreferences, lookaround, `\c`, `\p` and named backreferences.
 */
export function parseRegex(source: string): RegexNode {
  return readAlternatives({ source, at: 0 });
}
