// Share buttons settings: the widget's optional custom URL, which replaces the page URL in every share link.
import { record, text } from '../../shared/checks.ts';
import { readFields, type Fields } from '../../shared/fields.ts';
import type { FieldWarning, ParseResult } from '../../core/types.ts';

export type ShareButtonsSettings = {
  /**
   * An absolute http(s) URL to share instead of the page, from the widget's `share_url` link control; empty = the page.
   * @default ''
   */
  share_url: string;
};

/** The link control prints `{url, is_external, nofollow}`; only `url` matters here. */
const LINK = record<{ url: string }>({ url: text() }, ['url']);

export const FIELDS: Fields<{ share_url: { url: string } }> = {
  share_url: { schema: LINK, fallback: { url: '' } },
};

/** A custom URL is shared, never opened, but it must still be a real web address to be worth sharing. */
function toWebUrl(raw: string): string | null {
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function parse(raw: Record<string, unknown>): ParseResult<ShareButtonsSettings> {
  const { settings, warnings } = readFields(raw, FIELDS);
  const custom = settings.share_url.url.trim();
  const url = custom ? toWebUrl(custom) : '';
  const all: FieldWarning[] = [...warnings];
  if (url === null) all.push({ key: 'share_url', message: `setting "share_url" is not an http(s) URL (${JSON.stringify(custom)}); sharing the page URL` });
  return { ok: true, settings: { share_url: url ?? '' }, warnings: all };
}
