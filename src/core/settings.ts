// Reads an element's `data-settings` JSON without trusting it.
import { ATTR } from './schema.ts';

/** A refusal says whether the text parsed as JSON (an array, a number): the warning's words are in settingsWarning. */
export type SettingsRead = { ok: true; value: Record<string, unknown> } | { ok: false; parsed: boolean };

/** Absent settings are an empty object; anything but a JSON object is refused. */
export function readSettings(element: Element): SettingsRead {
  const text = element.getAttribute(ATTR.settings)?.trim();
  try {
    // Absent or blank, and the builder's `[]` for an element with no frontend settings (an empty PHP array): no settings.
    const value: unknown = !text || text === '[]' ? {} : JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return { ok: true, value: value as Record<string, unknown> };
    return { ok: false, parsed: true };
  } catch {
    return { ok: false, parsed: false };
  }
}

/**
 * The warning for a refused read. Apart from readSettings, so the loader, which only passes `parsed` on to the activate
 * chunk, carries none of the words.
 */
export const settingsWarning = (parsed: boolean): string =>
  parsed ? 'data-settings is not a JSON object; left as it is' : 'data-settings is not valid JSON; left as it is';
