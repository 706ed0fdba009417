// `schedule`: shown between `schedule_start_date` and `schedule_end_date` (inclusive), on the site's or the visitor's clock.
import { toText } from '../../../shared/guards.ts';
import type { Condition } from './types.ts';

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** `Y-m-d H:i(:s)` read as local time, as Chromium reads it (other browsers reject the space form); NaN when unreadable. */
export function toLocalTime(text: string): number {
  const parts = DATE_TIME.exec(text.trim());
  if (!parts) return Date.parse(text);
  const [year, month, day, hour, minute, second] = parts.slice(1).map((part) => Number(part ?? 0));
  return new Date(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0, second ?? 0).getTime();
}

/** The site's clock: the server time printed with the page, moved on by the time the page has been open. */
function toNow(timing: Record<string, unknown>, now: number, elapsedMs: number): number {
  const server = toText(timing['schedule_server_datetime']);
  if (toText(timing['schedule_timezone'], 'site') !== 'site' || !server) return now;
  return toLocalTime(server) + elapsedMs;
}

export const schedule: Condition = (timing, env) => {
  const start = toText(timing['schedule_start_date']);
  const end = toText(timing['schedule_end_date']);
  if (!start && !end) return true;
  const now = toNow(timing, env.now, env.elapsedMs);
  // An unreadable date compares false both ways, so it fails the condition, as in the original.
  return (!start || now >= toLocalTime(start)) && (!end || now <= toLocalTime(end));
};
