// The four variants of one captured page the side-by-side bench compares: the original stack, the same stack delayed
// until the first interaction (as "delay JavaScript" optimisers do it), wisp, and no script at all.
import { injectAsServed } from '../src/tools/built.ts';
import { injectWisp } from '../src/tools/inject.ts';
import { scanTags } from '../src/tools/scan-html.ts';
import { stripScripts } from './gzip-proxy.ts';

export const VARIANTS = ['original', 'delayed', 'wisp', 'none'] as const;
/**
 * A fifth, `kept`, for Lighthouse only: wisp's page without wisp's own tags (`keptScriptsOnly`). On an add-on page wisp
 * keeps the add-ons' scripts (and jQuery for them), which no script at all strips too: what wisp's own code adds to the
 * blocking time is wisp's figure against this one.
 */
export type Variant = (typeof VARIANTS)[number] | 'kept';

/** Script types that run: none, a JavaScript MIME type, or module. JSON-LD, templates and the like stay as they are. */
const RUNS = /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;
const INERT_TYPE = 'text/wisp-bench-delayed';

/**
 * Re-inserts the inert scripts in document order on the first pointerdown, keydown, touchstart or wheel, waiting for
 * each external one to load before the next (so inline code sees what came before it), then replays the page's load
 * events, as WP Rocket's and Flying Scripts' delay modes do. The tap itself is not replayed, as with those tools.
 */
const RELOADER = `<script>(() => {
  const events = ['pointerdown', 'keydown', 'touchstart', 'wheel'];
  const run = async () => {
    events.forEach((type) => removeEventListener(type, run, { capture: true }));
    for (const inert of [...document.querySelectorAll('script[type="${INERT_TYPE}"]')]) {
      const script = document.createElement('script');
      for (const { name, value } of inert.attributes) if (name !== 'type' && name !== 'data-bench-type') script.setAttribute(name, value);
      const type = inert.getAttribute('data-bench-type');
      if (type) script.type = type;
      script.text = inert.text;
      const loaded = script.src ? new Promise((done) => { script.onload = script.onerror = done; }) : null;
      inert.replaceWith(script);
      if (loaded) await loaded;
    }
    document.dispatchEvent(new Event('DOMContentLoaded', { bubbles: true }));
    dispatchEvent(new Event('load'));
  };
  events.forEach((type) => addEventListener(type, run, { capture: true, passive: true }));
})();</script>`;

/** The page with every runnable script made inert and the re-inserting script added before `</body>`. */
export function delayScripts(html: string): string {
  const { tags, bodyClose } = scanTags(html);
  let out = '';
  let at = 0;
  for (const tag of tags) {
    const type = tag.attrs.get('type') ?? '';
    if (tag.name !== 'script' || !RUNS.test(type.trim())) continue;
    const open = html.slice(tag.start, html.indexOf('>', tag.start) + 1);
    const inert = open.replace(/\stype\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i, '').replace(/^<script/i, `<script type="${INERT_TYPE}"${type ? ` data-bench-type="${type}"` : ''}`);
    out += html.slice(at, tag.start) + inert;
    at = tag.start + open.length;
  }
  out += html.slice(at);
  const close = bodyClose < 0 ? -1 : out.lastIndexOf('</body>');
  return close < 0 ? out + RELOADER : out.slice(0, close) + RELOADER + out.slice(close);
}

/**
 * Absolute URLs to the captured site's own host (found as the host of its `wp-content`/`wp-includes` URLs) made
 * root-relative, plain and JSON-escaped, so the local copy serves them and nothing reaches the network.
 */
export function localizeHosts(html: string): string {
  const hosts = new Set([...html.matchAll(/https?:(?:\\?\/){2}([a-z0-9.-]+(?::\d+)?)(?:\\?\/)wp-(?:content|includes)/gi)].map((match) => match[1]?.toLowerCase() ?? ''));
  let out = html;
  for (const host of hosts) {
    if (!host) continue;
    const escaped = host.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    out = out.replace(new RegExp(`https?:(\\\\?/\\\\?/)${escaped}(?=\\\\?/)`, 'gi'), '');
  }
  return out;
}

/** One variant of a captured page's HTML. */
export function toVariant(html: string, variant: Variant): string {
  const local = localizeHosts(html);
  if (variant === 'original') return local;
  if (variant === 'delayed') return delayScripts(local);
  if (variant === 'wisp') return injectAsServed(local).html;
  if (variant === 'kept') return keptScriptsOnly(local);
  return stripScripts(local);
}

const NO_LOADER = '/wisp-bench-no-loader.js';
/** The tag `injectWisp` adds for that loader (its attributes after `src` left open). */
const NO_LOADER_TAG = /<script type="module" src="\/wisp-bench-no-loader\.js"[^>]*><\/script>/;

/**
 * The page as `wisp inject` serves it with none of wisp's own tags: no loader, preload links, prepaint style or early
 * add-on script; the page's scripts that wisp keeps (jQuery where needed, add-ons, analytics) and its removals stay. The
 * floor strips the kept scripts too, so what wisp itself adds to a page's blocking is wisp's figure against this one.
 */
export function keptScriptsOnly(source: string): string {
  const { html } = injectWisp(source, { loaderSrc: NO_LOADER, preload: [], prepaint: false, addonEarly: false });
  // No tag of ours to take out: the page loads a wisp loader itself (a fixture, a page injected before).
  if (!NO_LOADER_TAG.test(html)) throw new Error('the kept variant: the page loads a wisp loader of its own, which it would keep');
  return html.replace(NO_LOADER_TAG, '');
}
