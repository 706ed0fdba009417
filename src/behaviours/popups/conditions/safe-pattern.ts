// Regular expressions from popup settings, matched in linear time: the work is bounded whatever the pattern's shape.
import { isWordCode, parseRegex, type CharTest, type RegexNode } from './regex-parse.ts';

/** Longer patterns are refused: a site owner's referrer pattern is a few dozen characters. */
export const MAX_PATTERN = 200;
/** The text tested is cut to this length: a referrer is an origin and a path, rarely over 200 characters. */
export const MAX_SUBJECT = 300;
/** Counted repeats are unrolled (`a{3}` is three states); more states than this and the pattern is refused. */
export const MAX_STATES = 2000;

type State =
  | { kind: 'char'; test: CharTest; next: number }
  | { kind: 'split'; next: number[] }
  | { kind: 'assert'; at: '^' | '$' | 'b' | 'B'; next: number }
  | { kind: 'match' };

/** A compiled pattern: a Thompson automaton whose simulation visits each state at most once per character. */
export type SafePattern = { states: State[]; start: number };

/** The states being built, and how many nodes were compiled: an empty repeat (`(){99999}`) adds no state, so the
 * compile work is bounded on its own, by the same limit. */
type Build = { states: State[]; work: number };

function add(build: Build, state: State): number {
  if (build.states.length >= MAX_STATES) throw new Error('too many states');
  build.states.push(state);
  return build.states.length - 1;
}

/** Compiles `node` so that it continues at `next`; returns its first state (built back to front). */
function compile(build: Build, node: RegexNode, next: number): number {
  if (++build.work > 2 * MAX_STATES) throw new Error('too many states');
  if (node.kind === 'char') return add(build, { kind: 'char', test: node.test, next });
  if (node.kind === 'assert') return add(build, { kind: 'assert', at: node.at, next });
  if (node.kind === 'seq') return node.items.reduceRight((after, item) => compile(build, item, after), next);
  if (node.kind === 'alt') return add(build, { kind: 'split', next: node.options.map((option) => compile(build, option, next)) });
  let start = next;
  if (node.max === Infinity) {
    const loop: State = { kind: 'split', next: [] };
    start = add(build, loop);
    loop.next = [compile(build, node.node, start), next];
  } else {
    for (let count = node.min; count < node.max; count += 1) start = add(build, { kind: 'split', next: [compile(build, node.node, start), next] });
  }
  for (let count = 0; count < node.min; count += 1) start = compile(build, node.node, start);
  return start;
}

function toPattern(source: string): SafePattern {
  const build: Build = { states: [], work: 0 };
  const match = add(build, { kind: 'match' });
  return { states: build.states, start: compile(build, parseRegex(source), match) };
}

/** The compiled pattern, or a reason it was refused. Checked by `RegExp` first, so the syntax is JavaScript's own. */
export function toSafePattern(source: string): SafePattern | string {
  if (source.length > MAX_PATTERN) return `is longer than ${MAX_PATTERN} characters`;
  try {
    new RegExp(source);
  } catch {
    return 'is not a valid regular expression';
  }
  try {
    return toPattern(source);
  } catch (error) {
    return String(error).includes('states')
      ? `repeats too much (over ${MAX_STATES} steps per character)`
      : 'uses a backreference, lookaround or escape the safe matcher does not support';
  }
}

function holds(at: '^' | '$' | 'b' | 'B', subject: string, index: number): boolean {
  if (at === '^') return index === 0;
  if (at === '$') return index === subject.length;
  const boundary = (index > 0 && isWordCode(subject.charCodeAt(index - 1))) !== (index < subject.length && isWordCode(subject.charCodeAt(index)));
  return at === 'b' ? boundary : !boundary;
}

/** Adds `first` and every state reachable from it without reading a character; true when one of them is the match. */
type Run = { pattern: SafePattern; subject: string; seen: Int32Array; steps: number };

function follow(run: Run, first: number, index: number, into: number[]): boolean {
  const { pattern, subject, seen } = run;
  const pending = [first];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen[id] === index + 1) continue;
    seen[id] = index + 1;
    run.steps += 1;
    const state = pattern.states[id];
    if (!state || state.kind === 'match') return true;
    if (state.kind === 'char') into.push(id);
    else if (state.kind === 'split') for (let branch = state.next.length - 1; branch >= 0; branch -= 1) pending.push(state.next[branch] as number);
    else if (holds(state.at, subject, index)) pending.push(state.next);
  }
  return false;
}

/**
 * Whether the pattern matches anywhere in `subject` (as `RegExp.test` does), and the states visited: at most
 * (states) × (characters + 1), whatever the pattern. The subject is cut to MAX_SUBJECT characters first.
 */
export function matchCounted(pattern: SafePattern, text: string): { matched: boolean; steps: number } {
  const subject = text.slice(0, MAX_SUBJECT);
  const run: Run = { pattern, subject, seen: new Int32Array(pattern.states.length), steps: 0 };
  let current: number[] = [];
  for (let index = 0; index <= subject.length; index += 1) {
    // Unanchored, as RegExp.test: a match may start at any character.
    if (follow(run, pattern.start, index, current)) return { matched: true, steps: run.steps };
    const code = subject.charCodeAt(index);
    const next: number[] = [];
    for (const id of current) {
      const state = pattern.states[id];
      if (state?.kind === 'char' && index < subject.length && state.test(code) && follow(run, state.next, index + 1, next)) {
        return { matched: true, steps: run.steps };
      }
    }
    current = next;
  }
  return { matched: false, steps: run.steps };
}

export function testSafely(pattern: SafePattern, subject: string): boolean {
  return matchCounted(pattern, subject).matched;
}
