// POSTs to the site's AJAX endpoints the way the original's jQuery calls did, with a time limit it did not have.

/**
 * 60 s: a form whose server sends mail over a slow SMTP link can take tens of seconds, and an answer given up on too
 * early invites a second submission; a server that never answers must still not leave the widget busy for good.
 */
export const AJAX_TIMEOUT_MS = 60_000;

/**
 * A POST with the site's cookies; same-origin requests carry `X-Requested-With: XMLHttpRequest`, which jQuery adds and
 * some security plugins check to tell AJAX from page loads. It rejects as a failed request would when `signal` aborts
 * or no full answer came within AJAX_TIMEOUT_MS: the limit stays armed while the caller reads the body, which a server
 * can stall too (aborting once the body is read does nothing).
 */
export async function postAjax(url: URL | string, body: BodyInit, signal?: AbortSignal): Promise<Response> {
  const limit = new AbortController();
  setTimeout(() => limit.abort(), AJAX_TIMEOUT_MS);
  if (signal?.aborted) limit.abort();
  signal?.addEventListener('abort', () => limit.abort());
  // An address the URL parser refuses throws here, so the call rejects as a network error would.
  const sameOrigin = new URL(url, location.href).origin === location.origin;
  const headers: Record<string, string> = sameOrigin ? { 'X-Requested-With': 'XMLHttpRequest' } : {};
  return fetch(url, { method: 'POST', body, headers, credentials: 'same-origin', signal: limit.signal });
}
