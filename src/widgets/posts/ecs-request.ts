// The custom skin's `ecsload` call, exactly as the original sends it: a form-encoded POST to admin-ajax.
import { postAjax } from '../../shared/ajax-post.ts';
import { withTimeout } from '../../shared/request-timeout.ts';

export type EcsAnswer = { kind: 'html'; html: string } | { kind: 'empty' };

/** Field order and names as the original: `action`, `query` (the serialized main query), `ecs_ajax_settings`. */
export function toEcsBody(query: string, listingSettings: string): URLSearchParams {
  return new URLSearchParams({ action: 'ecsload', query, ecs_ajax_settings: listingSettings });
}

/** The endpoint as an absolute URL, or null when it is not http(s) (nothing is sent then). */
export function toAjaxUrl(ajaxurl: string, base: string): URL | null {
  try {
    const url = new URL(ajaxurl, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * What a response means: an empty 2xx body is the end of the listing; so is WordPress's `0` whatever the status,
 * its answer when no handler is registered, which the plugin arranges once the next page is past the last one.
 * Any other status outside 2xx is a failure (null) the visitor may retry.
 */
export function toEcsAnswer(status: number, body: string): EcsAnswer | null {
  const html = body.trim();
  if (html === '0') return { kind: 'empty' };
  if (status < 200 || status > 299) return null;
  return html === '' ? { kind: 'empty' } : { kind: 'html', html };
}

/** Sends the request; rejects on a network failure or an error status, so the caller can offer a retry. */
export async function requestEcsPage(url: URL, body: URLSearchParams, signal: AbortSignal): Promise<EcsAnswer> {
  const [status, text] = await withTimeout(signal, async (limited) => {
    const response = await postAjax(url, body, limited);
    return [response.status, await response.text()] as const;
  });
  const answer = toEcsAnswer(status, text);
  if (!answer) throw new Error(`ecsload answered HTTP ${status}`);
  return answer;
}
