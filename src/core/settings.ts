// Reads an element's `data-settings` JSON without trusting it.
import { ATTR } from './schema.ts';

export type SettingsRead = { ok: true; value: Record<string, unknown> } | { ok: false; message: string };

/** Absent settings are an empty object; anything but a JSON object is refused with a reason. */
export function readSettings(element: Element): SettingsRead {
  const text = element.getAttribute(ATTR.settings);
  if (text === null || text.trim() === '') return { ok: true, value: {} };
  try {
    const value: unknown = JSON.parse(text);
    // The builder prints `[]` for an element with no frontend settings (an empty PHP array).
    if (Array.isArray(value) && value.length === 0) return { ok: true, value: {} };
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return { ok: true, value: value as Record<string, unknown> };
    return { ok: false, message: 'data-settings is not a JSON object; left as it is' };
  } catch {
    return { ok: false, message: 'data-settings is not valid JSON; left as it is' };
  }
}
