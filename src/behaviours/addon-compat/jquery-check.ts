// One warning per add-on script that needs jQuery on a page that has none: its widgets cannot start.
import { OWN_BASE } from './attribution.ts';
import { API_REFERENCE } from './api-reference.ts';
import { whenNextIdle } from '../../core/next-idle.ts';

const USES_JQUERY = /\bjQuery\b|(?:^|[^\w$.])\$\s*\(/;
// 3 s, 2 MB, 40 scripts: the check reads scripts the browser has already fetched; it must never hold anything up.
const FETCH_LIMIT_MS = 3000;
const MAX_BYTES = 2 * 1024 * 1024;
const MAX_SCRIPTS = 40;

/**
 * False for a script the browser failed to fetch (Resource Timing's status, where the browser reports it): it never
 * ran, so it needs nothing, and reading it again would be one more request for nothing (a page whose scripts are
 * missing, as a captured page's are, fetched each of them twice).
 */
function loaded(url: URL): boolean {
  const entry = performance.getEntriesByName(url.href, 'resource')[0] as { responseStatus?: number } | undefined;
  return (entry?.responseStatus ?? 0) < 400;
}

async function readSameOrigin(src: string): Promise<string> {
  const url = new URL(src, location.href);
  if (url.origin !== location.origin || !loaded(url)) return '';
  const response = await fetch(url, { cache: 'force-cache', credentials: 'same-origin', signal: AbortSignal.timeout(FETCH_LIMIT_MS) });
  const text = response.ok ? await response.text() : '';
  return text.length > MAX_BYTES ? '' : text;
}

const needsJquery = (text: string) => API_REFERENCE.test(text) && USES_JQUERY.test(text);

/** A diagnostic: it reads one script per idle moment, none in the page's start-up. */
const idle = () => new Promise<void>(whenNextIdle);

/** Names every script (inline by id or position, others by URL) that uses the API through jQuery. */
export async function warnMissingJquery(warn: (key: string, message: string) => void): Promise<void> {
  const scripts = [...document.scripts].filter((script) => !script.src.startsWith(OWN_BASE)).slice(0, MAX_SCRIPTS * 4);
  let fetched = 0;
  await idle();
  for (const [index, script] of scripts.entries()) {
    const name = script.src || (script.id ? `inline script #${script.id}` : `inline script ${index + 1}`);
    let text = script.text;
    if (script.src) {
      if (fetched++ >= MAX_SCRIPTS) continue;
      await idle();
      text = await readSameOrigin(script.src).catch(() => '');
    }
    if (needsJquery(text)) warn(`no-jquery:${name}`, `${name} needs jQuery, which this page does not load; its widgets stay as the server rendered them`);
  }
}
