// The countdown's clock: the due time (a fixed date or the visitor's stored evergreen start) and the parts left.

export const PARTS = ['days', 'hours', 'minutes', 'seconds'] as const;
export type Part = (typeof PARTS)[number];
export type Remaining = { total: number } & Record<Part, number>;

/** What is left until `dueMs` at `nowMs`, split as the original splits it; every part is 0 once it is due. */
export function toRemaining(dueMs: number, nowMs: number): Remaining {
  const total = dueMs - nowMs;
  if (total <= 0) return { total, days: 0, hours: 0, minutes: 0, seconds: 0 };
  return {
    total,
    days: Math.floor(total / 86_400_000),
    hours: Math.floor((total / 3_600_000) % 24),
    minutes: Math.floor((total / 60_000) % 60),
    seconds: Math.floor((total / 1000) % 60),
  };
}

/** Digits as the original prints them: at least two (`07`), more for long spans (`120` days). */
export function toDigits(value: number): string {
  return String(value).padStart(2, '0');
}

function readStore(): Storage | null {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage access throws in privacy modes and sandboxed frames: the timer then starts anew on each visit.
    return null;
  }
}

/**
 * The evergreen due time in ms. The original keeps it in two raw localStorage keys, `{id}-evergreen_due_date` (ms
 * timestamp) and `{id}-evergreen_interval` (seconds), and starts anew when the interval changed; we do the same, and
 * also when the stored date is not a number (storage is untrusted).
 */
export function toEvergreenDue(widgetId: string, intervalSeconds: number, nowMs: number): number {
  const store = readStore();
  const dueKey = `${widgetId}-evergreen_due_date`;
  const intervalKey = `${widgetId}-evergreen_interval`;
  const storedDue = Number(store?.getItem(dueKey) ?? Number.NaN);
  const storedInterval = Number.parseInt(store?.getItem(intervalKey) ?? '', 10);
  if (Number.isFinite(storedDue) && storedDue > 0 && storedInterval === intervalSeconds) return storedDue;
  const due = nowMs + intervalSeconds * 1000;
  try {
    store?.setItem(dueKey, String(due));
    store?.setItem(intervalKey, String(intervalSeconds));
  } catch {
    // A full or read-only storage: the timer still runs for this visit.
  }
  return due;
}
