// POSTs to the site's AJAX endpoints the way the original's jQuery calls did.

/**
 * A POST with the site's cookies; same-origin requests carry `X-Requested-With: XMLHttpRequest`, which jQuery adds and
 * some security plugins check to tell AJAX from page loads.
 */
export function postAjax(url: URL | string, body: BodyInit, signal?: AbortSignal): Promise<Response> {
  const sameOrigin = new URL(url, location.href).origin === location.origin;
  const headers: Record<string, string> = sameOrigin ? { 'X-Requested-With': 'XMLHttpRequest' } : {};
  return fetch(url, { method: 'POST', body, headers, credentials: 'same-origin', ...(signal ? { signal } : {}) });
}
