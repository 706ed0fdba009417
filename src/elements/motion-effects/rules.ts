// Writes motion values as the original does: one custom property per function, and `transform`/`filter` built from them.
import { backupStyles } from '../../shared/inline-style.ts';

export type RuleWriter = {
  /** Sets `--{fn}`; the first time a function is used, the `transform` or `filter` property is rebuilt to include it. */
  set(rule: 'transform' | 'filter', fn: string, value: string): void;
  opacity(value: number): void;
  /** Gives back every inline property the writer touched. */
  restore(): void;
};

const TOUCHED = ['transform', 'filter', 'opacity', 'will-change', '--translateX', '--translateY', '--rotateZ', '--rotateX', '--rotateY', '--scale', '--blur'];

/** A core custom transform (`--e-transform-{name}`) with the default the original gives it when the variable is unset. */
function toCustomFunction(name: string): string {
  const fn = name.startsWith('flip') ? name.replace('flip', 'scale') : name;
  const unit = fn.startsWith('rotate') || fn.startsWith('skew') ? 'deg' : 'px';
  const fallback = fn.startsWith('scale') ? '1' : `0${unit}`;
  return `${fn}(var(--e-transform-${name}, ${fallback}))`;
}

/** The inline `transform` or `filter`: custom transforms first (transform only), then motion functions in first-use order. */
export function toRuleValue(rule: 'transform' | 'filter', custom: readonly string[], functions: readonly string[]): string {
  const prefix = rule === 'transform' ? custom.map(toCustomFunction).join('') : '';
  return prefix + functions.map((fn) => `${fn}(var(--${fn}))`).join('');
}

export function createRuleWriter(target: HTMLElement, custom: readonly string[]): RuleWriter {
  const restore = backupStyles(target, TOUCHED);
  const used = { transform: [] as string[], filter: [] as string[] };
  return {
    set: (rule, fn, value) => {
      if (!used[rule].includes(fn)) {
        used[rule].push(fn);
        target.style.setProperty(rule, toRuleValue(rule, custom, used[rule]));
      }
      target.style.setProperty(`--${fn}`, value);
    },
    opacity: (value) => {
      target.style.setProperty('opacity', String(value));
      target.style.setProperty('will-change', 'opacity');
    },
    restore,
  };
}
