// A fake fetch whose answers a test gives one by one, so a request can be held in flight.
import { vi } from 'vitest';

export type Call = { url: string; init: RequestInit | undefined; resolve(response: Response): void; reject(error: unknown): void };

/** Stubs `fetch`; each call is recorded with the means to answer or fail it later. */
export function holdFetch(): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', vi.fn((url: unknown, init?: RequestInit) => new Promise<Response>((resolve, reject) => {
    calls.push({ url: String(url), init, resolve, reject });
    // As a real fetch: an abort of its signal rejects it with the signal's reason.
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason ?? new DOMException('aborted', 'AbortError')));
  })));
  return calls;
}
