// What every timing condition reads: the popup's `timing` settings and the visitor's situation, passed in so tests can fake it.
import { toFiniteNumber } from '../../../shared/guards.ts';

/** The popup's `timing` settings; the page builder serialises an empty group list as `[]`. */
export type Timing = Record<string, unknown>;

export type TimingEnv = {
  /** The popup id (digits only). */
  id: string;
  /** The visitor's clock, ms since the epoch. */
  now: number;
  /** Time since the page started, ms: moves the server's clock on from the moment the page was printed. */
  elapsedMs: number;
  referrer: string;
  /** `location.host` of this page. */
  host: string;
  userAgent: string;
  /** The current device mode (`mobile`, `tablet`, `desktop`, …). */
  device: string;
  /** The logged-in user's roles; empty for guests. */
  roles: readonly string[];
  warn(key: string, message: string): void;
};

/** True when the visitor passes; may read and write the popup's storage keys as the original does. */
export type Condition = (timing: Timing, env: TimingEnv) => boolean;

/** A whole number from settings (numbers or numeric strings), else `fallback`. */
export function toCount(value: unknown, fallback: number): number {
  return Math.trunc(toFiniteNumber(value, fallback));
}

/** A list of strings from settings; null when the key is absent or not a list. */
export function toList(value: unknown): string[] | null {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : null;
}
