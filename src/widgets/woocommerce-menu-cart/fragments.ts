// The menu cart's fragments call (admin-ajax `elementor_menu_cart_fragments`) and the inert replacement of its answer.
import { toSafeFragment } from '../../shared/safe-html.ts';
import { isRecord } from '../../shared/guards.ts';
import { postAjax } from '../../shared/ajax-post.ts';

/** Ids of the page-builder documents on the page, as the original sends them (`templates[]`), each once. */
export function readTemplateIds(): string[] {
  const ids = [...document.querySelectorAll('[data-elementor-id]')].map((doc) => doc.getAttribute('data-elementor-id') ?? '');
  return [...new Set(ids.filter((id) => /^\d+$/.test(id)))];
}

/** The form body, field names and order as jQuery serialises the original's object. */
export function toFragmentsBody(templates: string[], nonce: string): URLSearchParams {
  const body = new URLSearchParams({ action: 'elementor_menu_cart_fragments' });
  for (const id of templates) body.append('templates[]', id);
  body.append('_nonce', nonce);
  body.append('is_editor', 'false');
  return body;
}

/** `{fragments: {selector: html}}` → the string pairs; anything else (WordPress answers `[]` on a bad nonce) → none. */
export function toFragments(value: unknown): Array<[string, string]> {
  const fragments = isRecord(value) ? value['fragments'] : undefined;
  if (!isRecord(fragments)) return [];
  return Object.entries(fragments).filter((pair): pair is [string, string] => typeof pair[1] === 'string');
}

function matchesOf(selector: string): Element[] {
  try {
    return [...document.querySelectorAll(selector)];
  } catch {
    return [];
  }
}

/**
 * Replaces every element the answer's selectors match with its inert, script-free copy; selectors that match nothing
 * are skipped, and the document's own skeleton (html, head, body) is never replaced. Returns how many were replaced.
 */
export function replaceFragments(fragments: Array<[string, string]>): number {
  let replaced = 0;
  for (const [selector, html] of fragments) {
    for (const match of matchesOf(selector)) {
      if (match === document.documentElement || match === document.head || match === document.body || !match.isConnected) continue;
      match.replaceWith(toSafeFragment(html));
      replaced += 1;
    }
  }
  return replaced;
}

/** The endpoint as an absolute http(s) URL, or null (nothing is sent then). */
export function toAjaxUrl(ajaxurl: string): URL | null {
  try {
    const url = new URL(ajaxurl, location.href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** POSTs the call and applies the answer; resolves to the replaced count, or null when the call failed. */
export async function refreshFragments(url: URL, body: URLSearchParams): Promise<number | null> {
  try {
    const response = await postAjax(url, body);
    if (!response.ok) return null;
    return replaceFragments(toFragments(await response.json()));
  } catch {
    return null;
  }
}
