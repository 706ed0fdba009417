// Reads an element's `data-settings` JSON without trusting it.
import { ATTR } from './schema.ts';

export type SettingsRead = { ok: true; value: Record<string, unknown> } | { ok: false; message: string };

/** Absent settings are an empty object; anything but a JSON object is refused with a reason. */
export function readSettings(element: Element): SettingsRead {
  const text = element.getAttribute(ATTR.settings)?.trim();
  try {
    // Absent or blank, and the builder's `[]` for an element with no frontend settings (an empty PHP array): no settings.
    const value: unknown = !text || text === '[]' ? {} : JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return { ok: true, value: value as Record<string, unknown> };
    return { ok: false, message: 'data-settings is not a JSON object; left as it is' };
  } catch {
    return { ok: false, message: 'data-settings is not valid JSON; left as it is' };
  }
}
