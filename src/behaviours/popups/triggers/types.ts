// What every trigger gets: its settings, a `fire` that shows the popup (once), and the signal that disarms it.
import { toFiniteNumber } from '../../../shared/guards.ts';

export type TriggerHooks = {
  /** The popup's `triggers` settings. */
  settings: Record<string, unknown>;
  /** Shows the popup; the first trigger to call it wins and every trigger of the popup is disarmed. */
  fire(): void;
  /** Aborted once any trigger fired, or on teardown. */
  signal: AbortSignal;
  warn(key: string, message: string): void;
  id: string;
};

export type StartTrigger = (hooks: TriggerHooks) => void;

// 2,000,000 s: a longer delay would overflow setTimeout's 32-bit range and fire at once.
const MAX_SECONDS = 2_000_000;

/** Seconds from settings as milliseconds, clamped to what a timer can wait. */
export function toDelayMs(value: unknown, fallbackSeconds: number): number {
  const seconds = toFiniteNumber(value, fallbackSeconds);
  return Math.min(Math.max(seconds, 0), MAX_SECONDS) * 1000;
}

/** A timer that is cleared when `signal` aborts. */
export function after(ms: number, run: () => void, signal: AbortSignal): void {
  const timer = setTimeout(run, ms);
  signal.addEventListener('abort', () => clearTimeout(timer));
}

/**
 * Milliseconds since the page's DOM was ready, where the original's popup code starts its timers (it runs on the page
 * builder's frontend init). wisp's chunk may arrive later on a busy device, so "N seconds after load" subtracts this.
 * Without navigation timing, the time since navigation start.
 */
export function sincePageReady(): number {
  if (typeof performance !== 'object') return 0;
  const [entry] = typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation') : [];
  const ready = entry && 'domContentLoadedEventStart' in entry ? Number(entry.domContentLoadedEventStart) : 0;
  return Math.max(0, performance.now() - (ready > 0 ? ready : 0));
}
