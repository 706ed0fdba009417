// The action-hash format `#elementor-action:action={name}&settings={base64 JSON}`: recognising and decoding it, totally.
import { isRecord } from '../../shared/guards.ts';

/** The page builder prints the hash raw (`#…`) or percent-encoded as a whole (`%23…`, its JS helper's form). */
const PREFIXES = ['#elementor-action', '%23elementor-action'] as const;
const DECODED_PREFIX = '#elementor-action:';
/** 64 KB: far above any real action (a lightbox slideshow description is a few hundred bytes); refuses abuse early. */
export const MAX_HASH_LENGTH = 64 * 1024;

export type ActionHash = { action: string; settings: Record<string, unknown> };
export type HashProblem = { problem: 'too-long' | 'not-action' | 'bad-encoding' | 'no-action' | 'bad-base64' | 'bad-json' | 'not-object'; message: string };

const fail = (problem: HashProblem['problem'], message: string): HashProblem => ({ problem, message });

/** True when an `href` (or `data-e-action-hash`) value is an action hash, in either printed form. */
export function isActionHref(value: string | null): value is string {
  return value !== null && PREFIXES.some((prefix) => value.startsWith(prefix));
}

/** The action hash inside a longer URL (`/page/#elementor-action…`), or null. */
export function extractActionHash(value: string): string | null {
  const at = Math.min(...PREFIXES.map((prefix) => value.indexOf(prefix)).filter((index) => index >= 0));
  return Number.isFinite(at) ? value.slice(at) : null;
}

/** Percent-decodes once (the page builder encodes the whole hash once); null when the escapes are malformed. */
export function decodeHash(value: string): string | null {
  if (value.length > MAX_HASH_LENGTH) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** Two spellings of one hash compare equal once decoded; undecodable ones never match. */
export function isSameHash(a: string, b: string): boolean {
  const left = decodeHash(a);
  return left !== null && left === decodeHash(b);
}

/** Base64 (standard or URL-safe, padding optional) to UTF-8 text; null when it is not base64. */
function decodeBase64(text: string): string | null {
  const normalised = text.trim().replace(/-/g, '+').replace(/_/g, '/');
  try {
    const binary = atob(normalised);
    // Settings are mostly ASCII JSON, which reads the same as bytes and as UTF-8: no byte array, no decoder, on a tap.
    if (!/[^\x00-\x7f]/.test(binary)) return binary;
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder().decode(bytes);
  } catch {
    return null;
  }
}

/** The JSON settings; PHP prints an empty array for "no settings", which counts as an empty object. */
function toSettings(encoded: string): { value: Record<string, unknown> } | HashProblem {
  const json = decodeBase64(encoded);
  if (json === null) return fail('bad-base64', 'the settings of an action link are not valid base64; nothing ran');
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return fail('bad-json', 'the settings of an action link are not valid JSON; nothing ran');
  }
  if (Array.isArray(value) && value.length === 0) return { value: {} };
  return isRecord(value) ? { value } : fail('not-object', 'the settings of an action link are not an object; nothing ran');
}

/**
 * Decodes an action hash in any printed form. Like the original, the name runs up to the first `&` after `action=`
 * and the settings are everything after `settings=`. Never throws: every malformed form is a problem value.
 */
export function toActionHash(value: string): ActionHash | HashProblem {
  if (value.length > MAX_HASH_LENGTH) return fail('too-long', `an action link is longer than ${MAX_HASH_LENGTH} characters; nothing ran`);
  const decoded = decodeHash(value);
  if (decoded === null) return fail('bad-encoding', 'an action link has malformed percent-escapes; nothing ran');
  if (!decoded.startsWith(DECODED_PREFIX)) return fail('not-action', 'not an action link');
  const params = decoded.slice(DECODED_PREFIX.length);
  const start = params.indexOf('action=');
  const end = start < 0 ? -1 : params.indexOf('&', start);
  const settingsAt = params.indexOf('settings=');
  const action = end < 0 ? '' : params.slice(start + 'action='.length, end);
  if (!action || settingsAt < 0) return fail('no-action', 'an action link names no action or has no settings; nothing ran');
  const settings = toSettings(params.slice(settingsAt + 'settings='.length));
  return 'problem' in settings ? settings : { action, settings: settings.value };
}

export function isHashProblem(value: ActionHash | HashProblem): value is HashProblem {
  return 'problem' in value;
}
