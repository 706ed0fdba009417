// How a person or a test makes the demo's ecsload answers misbehave, so load-more failures can be seen and tested.

/** `slow` waits this long; `slow-{ms}` chooses, up to MAX_DELAY_MS. */
const SLOW_MS = 1500;
const MAX_DELAY_MS = 10_000;
const NAME = 'wisp-demo-ecs';

/** `fail`: HTTP 500; `drop`: connection closed (a network error); `empty`: 200 with no posts (paging ends). */
export type EcsKnobs = { fail: boolean; drop: boolean; empty: boolean; delayMs: number };

function readFromPage(referer: string | undefined): string | null {
  try {
    return referer ? new URL(referer).searchParams.get(NAME) : null;
  } catch {
    return null;
  }
}

/**
 * Reads a `wisp-demo-ecs` cookie, or else a `wisp-demo-ecs` query parameter on the page that made the request (its
 * Referer): a comma-separated list of `fail`, `drop`, `empty`, `slow` (1.5 s) or `slow-{ms}` (up to 10 s).
 * Only the demo server reads it; nothing in `src/` knows it exists.
 */
export function readEcsKnobs(cookie: string | undefined, referer: string | undefined): EcsKnobs {
  const fromCookie = new RegExp(`(?:^|;\\s*)${NAME}=([^;]*)`).exec(cookie ?? '')?.[1];
  let text = '';
  try {
    text = decodeURIComponent(fromCookie ?? readFromPage(referer) ?? '');
  } catch {
    text = '';
  }
  const words = text.split(',').map((word) => word.trim());
  const slow = words.map((word) => /^slow(?:-(\d{1,5}))?$/.exec(word)).find((match) => match !== null);
  const delayMs = slow ? Math.min(MAX_DELAY_MS, slow[1] ? Number(slow[1]) : SLOW_MS) : 0;
  return { fail: words.includes('fail'), drop: words.includes('drop'), empty: words.includes('empty'), delayMs };
}
