// A time limit for listing requests: a server that keeps the connection open must not leave "Loading…" forever.

/** 20 s: far beyond a slow page on a phone network, short enough that the visitor is told and may try again. */
export const LISTING_TIMEOUT_MS = 20_000;

/**
 * Runs `request` (the fetch and the reading of its body) with a signal that aborts when `signal` does or when `ms`
 * pass, so the request rejects like any failed one. The caller tells the two apart by `signal.aborted`: only its own
 * abort (a newer request, teardown) is silent; a timeout is a failure the visitor sees and may retry.
 */
export async function withTimeout<T>(signal: AbortSignal, request: (signal: AbortSignal) => Promise<T>, ms = LISTING_TIMEOUT_MS): Promise<T> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  if (signal.aborted) abort();
  signal.addEventListener('abort', abort, { once: true });
  const timer = setTimeout(() => controller.abort(new Error(`no answer within ${ms / 1000} s`)), ms);
  try {
    return await request(controller.signal);
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', abort);
  }
}
