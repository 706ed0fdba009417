// What the countdown does when it is due: the server's `data-expire-actions` (hide, redirect, message), read safely.
import { isRecord, toText } from '../../shared/guards.ts';

export type ExpireAction = { type: 'hide' } | { type: 'message' } | { type: 'redirect'; url: string };

/**
 * A redirect target we follow: absolute http(s), or a relative URL that stays on this origin. The original only
 * checks for an `http` prefix; `javascript:`, `data:` and protocol-relative URLs to other hosts are refused.
 */
export function toSafeRedirect(raw: string): string | null {
  const text = raw.trim();
  if (text === '') return null;
  let url: URL;
  try {
    url = new URL(text, location.href);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const isAbsolute = /^https?:\/\//i.test(text);
  return isAbsolute || url.origin === location.origin ? url.href : null;
}

/** The actions from the attribute's JSON; unknown types and unsafe redirects become warnings, not actions. */
export function toExpireActions(text: string | null): { actions: ExpireAction[]; problems: string[] } {
  const actions: ExpireAction[] = [];
  const problems: string[] = [];
  if (text === null || text.trim() === '') return { actions, problems };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { actions, problems: ['data-expire-actions is not JSON; no expire actions'] };
  }
  if (!Array.isArray(parsed)) return { actions, problems: ['data-expire-actions is not a list; no expire actions'] };
  for (const item of parsed) {
    const type = isRecord(item) ? item['type'] : undefined;
    if (type === 'hide' || type === 'message') actions.push({ type });
    else if (type === 'redirect' && isRecord(item)) {
      const url = toSafeRedirect(toText(item['redirect_url']));
      if (url) actions.push({ type, url });
      else problems.push(`redirect_url ${JSON.stringify(item['redirect_url'])} is not an http(s) or same-site URL; not followed`);
    } else problems.push(`unknown expire action ${JSON.stringify(type)}; ignored`);
  }
  return { actions, problems };
}
