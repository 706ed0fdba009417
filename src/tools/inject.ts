// `wisp inject`: removes the page builder's frontend scripts from a captured page and adds the wisp loader, byte-exact elsewhere.
import { scanTags, type Tag } from './scan-html.ts';
import { hasAddons, toEarlySrc } from './addon-pages.ts';
import { fitsStretchedToContainer, PREPAINT_ID, toPrepaintTag } from './prepaint.ts';
import { toMarkerRules } from './prepaint-markers.ts';

export type InjectOptions = {
  /** @default '/wisp/loader.js' */
  loaderSrc?: string;
  /** Remove jQuery even when something left on the page may need it. */
  dropJquery?: boolean;
  /** Keep jQuery whatever the page needs. Wins over `dropJquery`. */
  keepJquery?: boolean;
  /**
   * Add wisp's early add-on script where the page builder's scripts were. Default: when the page has third-party
   * add-on widgets or inline code naming the page builder's frontend API.
   */
  addonEarly?: boolean;
  /**
   * Add the prepaint style (`tools/prepaint.ts`, plus rules for the page's hide markers) before `</head>`, unless the
   * page has it already.
   * @default true
   */
  prepaint?: boolean;
  /**
   * Files to preload beside the loader's tag, relative to the loader's folder: the build's `preload` list in
   * dist/manifest.json (`readBuiltPreload()` in tools/built.ts). Every page wisp serves fetches them right after the
   * loader; with a `modulepreload` link each downloads alongside it. Default: none.
   */
  preload?: readonly string[];
};

export type InjectResult = {
  html: string;
  /** Handles (`id` without `-js`) or sources of the removed tags, in document order. */
  removed: string[];
  /** Labels of the executable scripts left on the page, in document order. */
  kept: string[];
  jquery: 'removed' | 'kept';
  /** Why jQuery stayed or went, for the CLI summary. */
  jqueryReason: string;
  /** Whether the early add-on script was added (see `InjectOptions.addonEarly`). */
  addonEarly: boolean;
  /** The URLs given a `modulepreload` link beside the loader (see `InjectOptions.preload`). */
  preloaded: string[];
};

// Where optimisers move the real `src` while they delay a script (WP Rocket, SWIS, lazy loaders).
const SRC_ATTRS = ['src', 'data-rocket-src', 'data-swis-src', 'data-src', 'data-lazy-src', 'data-pagespeed-orig-src'];
const DATA_TYPE = /json|template|html|text\/plain|speculationrules|importmap|x-tmpl|handlebars|mustache/i;
const INLINE_SUFFIX = /^(.+)-js-(?:extra|before|after|translations)$/;
const CONFIG_IDS = new Set(['elementor-frontend-js-before', 'elementor-pro-frontend-js-before']);

const BUILDER_HANDLES = new Set([
  'elementor-webpack-runtime', 'elementor-frontend-modules', 'elementor-frontend', 'elementor-pro-webpack-runtime',
  'elementor-pro-frontend', 'pro-elements-handlers', 'pro-preloaded-elements-handlers', 'preloaded-modules',
  'elementor-waypoints', 'elementor-sticky', 'e-sticky', 'elementor-dialog', 'elementor-gallery', 'jquery-numerator',
  'ecs-script', 'ecs_ajax_load', 'dynamic-conditions',
]);
const BUILDER_SRC = [
  /\/plugins\/(?:elementor|elementor-pro|pro-elements)\/assets\/js\//i,
  /\/plugins\/elementor\/assets\/lib\/(?:swiper|dialog|share-link|waypoints|jquery-numerator|e-gallery)\//i,
  /\/plugins\/(?:elementor-pro|pro-elements)\/assets\/lib\/(?:sticky|smartmenus|lottie)\//i,
  /\/plugins\/ele-custom-skin(?:-pro)?\/assets\/js\/(?:ecs|ecs_ajax_pagination)(?:\.min)?\.js/i,
  /\/plugins\/dynamic-?conditions\/public\/js\/dynamic-conditions-public(?:\.min)?\.js/i,
];
const JQUERY_SRC = /\/js\/jquery\/jquery(?:-migrate)?(?:\.min)?\.js/i;
const JQUERY_UI_CORE_SRC = /\/wp-includes\/js\/jquery\/ui\/(?:core|position)(?:\.min)?\.js/i;
const JQUERY_UI_ANY = /\/wp-includes\/js\/jquery\/ui\/|\/wp-includes\/js\/jquery\/jquery\.ui\./i;
const IMAGESLOADED_SRC = /\/wp-includes\/js\/imagesloaded(?:\.min)?\.js/i;
// wp-includes scripts are jQuery-free unless listed here (WordPress declares these with a jquery dependency).
const WP_NEEDS_JQUERY = /\/wp-includes\/js\/(?:jquery\/|mediaelement\/wp-|wp-util|backbone|wp-backbone|hoverintent|thickbox|suggest|wp-ajax-response|wp-lists|customize-)/i;
// Outside wp-includes a script is assumed to need jQuery unless it is known not to.
const KNOWN_JQUERY_FREE = [
  /\/plugins\/elementor\/assets\/lib\/font-awesome\//i, /\/plugins\/contact-form-7\/includes\/(?:swv\/)?js\/index\.js/i,
  /googletagmanager\.com\/gtag\//i, /google-analytics\.com\//i, /\/cdn-cgi\//i, /\/themes\/hello-elementor\/assets\/js\//i,
  /\/themes\/astra\/assets\/js\/minified\/(?:frontend|flexibility)/i, /\/plugins\/perfmatters\/js\/lazyload/i,
  /\/plugins\/ewww-image-optimizer\/includes\/lazysizes/i, /\/jquery(?:-\d[\d.]*)?(?:\.min)?\.js(?:[?#]|$)/i,
  /swiper(?:-bundle)?(?:\.min)?\.js/i, /\/gsap(?:\.min)?\.js/i, /\/ScrollTrigger(?:\.min)?\.js/i,
];
const INLINE_NEEDS_JQUERY = /\bjQuery\b|(?:^|[^\w$.])\$\s*\(|(?:^|[^\w$.])\$\.[A-Za-z_]/;
const WISP_LOADER = /(?:^|\/)wisp\/loader(?:\.[\w-]+)?\.js(?:[?#]|$)/;

type Script = { tag: Tag; handle: string | null; owner: string | null; src: string; executable: boolean };

function toScript(tag: Tag): Script {
  const id = tag.attrs.get('id') ?? '';
  const src = SRC_ATTRS.map((name) => tag.attrs.get(name)).find((value) => value !== undefined && value !== '') ?? '';
  const type = tag.attrs.get('type') ?? '';
  const handle = src && id.endsWith('-js') ? id.slice(0, -3) : null;
  const owner = src ? null : (INLINE_SUFFIX.exec(id)?.[1] ?? null);
  return { tag, handle, owner, src, executable: !DATA_TYPE.test(type) };
}

const lower = (value: string | null): string => (value ?? '').toLowerCase();
// Script URLs are matched by their path: a query can name any path (`proxy.js?u=/plugins/elementor/…`).
const isJquery = (s: Script): boolean =>
  ['jquery-core', 'jquery-migrate', 'jquery'].includes(lower(s.handle)) || (!!s.src && /wp-includes/i.test(pathOf(s.src)) && JQUERY_SRC.test(pathOf(s.src)));
const isJqueryUiCore = (s: Script): boolean =>
  ['jquery-ui-core', 'jquery-ui-position'].includes(lower(s.handle)) || JQUERY_UI_CORE_SRC.test(pathOf(s.src));
const isImagesLoaded = (s: Script): boolean => lower(s.handle) === 'imagesloaded' || IMAGESLOADED_SRC.test(pathOf(s.src));
// A loader tag inside a template never runs: the page still needs one of its own.
const isLoader = (s: Script, loaderSrc: string): boolean => !!s.src && !s.tag.inTemplate && (s.src === loaderSrc || WISP_LOADER.test(pathOf(s.src)));
const isBuilder = (s: Script): boolean =>
  !!s.src && (BUILDER_HANDLES.has(lower(s.handle)) || BUILDER_SRC.some((pattern) => pattern.test(pathOf(s.src))));
const label = (s: Script): string =>
  s.handle ?? (s.src || (s.tag.attrs.get('id') ? `inline #${s.tag.attrs.get('id') ?? ''}` : `inline script at byte ${s.tag.start}`));

/** Whether an inline script belongs to a removed handle and is not one of the config globals we keep. */
function isOwnedByRemoved(s: Script, removedHandles: Set<string>): boolean {
  if (s.src || !s.owner) return false;
  const id = s.tag.attrs.get('id') ?? '';
  // Older Pro releases localised their config (`elementor-pro-frontend-js-extra`): kept wherever it is defined.
  if (CONFIG_IDS.has(id) || /\becs_ajax_params\b|\bvar\s+(?:elementorFrontendConfig|ElementorProFrontendConfig)\s*=/.test(s.tag.text)) return false;
  return removedHandles.has(lower(s.owner)) || BUILDER_HANDLES.has(lower(s.owner));
}

/** Returns why jQuery must stay for the given remaining scripts, or null when none of them needs it. */
function findJqueryNeed(remaining: Script[]): string | null {
  for (const s of remaining) {
    if (!s.executable) continue;
    if (!s.src) {
      if (INLINE_NEEDS_JQUERY.test(s.tag.text)) return `${label(s)} uses jQuery`;
      continue;
    }
    if (/\/wp-includes\//i.test(s.src)) {
      if (WP_NEEDS_JQUERY.test(s.src)) return `${label(s)} depends on jQuery`;
      continue;
    }
    if (!KNOWN_JQUERY_FREE.some((pattern) => pattern.test(s.src))) return `${label(s)} is not known to be jQuery-free`;
  }
  return null;
}

function pathOf(url: string): string {
  return url.replace(/[?#].*$/, '');
}

function decideRemovals(scripts: Script[], options: InjectOptions): { drop: Set<Script>; jquery: 'removed' | 'kept'; reason: string } {
  const drop = new Set(scripts.filter(isBuilder));
  const live = (s: Script): boolean => !drop.has(s) && s.executable;
  if (!scripts.some((s) => live(s) && !isJqueryUiCore(s) && (JQUERY_UI_ANY.test(s.src) || /^jquery-(?:ui|effects)-/i.test(s.handle ?? '')))) {
    for (const s of scripts) if (isJqueryUiCore(s)) drop.add(s);
  }
  const handles = (): Set<string> => new Set([...drop].map((s) => lower(s.handle)).filter(Boolean));
  for (const s of scripts) if (isOwnedByRemoved(s, handles())) drop.add(s);

  const jqueryParts = scripts.filter((s) => isJquery(s) || (!s.src && ['jquery-core', 'jquery-migrate', 'jquery'].includes(lower(s.owner))));
  const others = scripts.filter((s) => live(s) && !jqueryParts.includes(s) && !isImagesLoaded(s));
  const need = findJqueryNeed(others);
  let reason = need ?? 'nothing left on the page uses it';
  let keep = need !== null;
  if (options.dropJquery) { keep = false; reason = '--drop-jquery'; }
  if (options.keepJquery) { keep = true; reason = '--keep-jquery'; }
  const hasJquery = jqueryParts.some((s) => s.src);
  if (!keep && hasJquery) {
    for (const s of jqueryParts) drop.add(s);
    // imagesloaded was enqueued for the builder; WordPress's masonry is its only other core dependent.
    if (!others.some((s) => /masonry/i.test(s.src))) for (const s of scripts) if (isImagesLoaded(s)) drop.add(s);
  }
  if (!hasJquery) reason = 'the page does not load it';
  return { drop, jquery: keep || !hasJquery ? 'kept' : 'removed', reason };
}

const isModulePreload = (tag: Tag): boolean => tag.name === 'link' && (tag.attrs.get('rel') ?? '').toLowerCase().split(/\s+/).includes('modulepreload');

/** Removes preload hints for scripts we removed. */
function findStaleHints(tags: Tag[], removedSrcs: Set<string>): Tag[] {
  return tags.filter((tag) => {
    if (tag.name !== 'link') return false;
    const rel = (tag.attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
    const asScript = rel.includes('modulepreload') || (rel.includes('preload') && (tag.attrs.get('as') ?? '').toLowerCase() === 'script');
    return asScript && removedSrcs.has(pathOf(tag.attrs.get('href') ?? ''));
  });
}

type Insert = { at: number; text: string };

/** A chunk path as the build writes it: folders and a `.js` file, nothing that could leave the loader's folder. */
const PRELOAD_FILE = /^(?:[\w-]+\/)*[\w-]+\.js$/;

/** Each file resolved against the loader's folder; a file not shaped like a chunk is skipped. */
function toPreloadUrls(loaderSrc: string, files: readonly string[]): string[] {
  const folder = loaderSrc.replace(/[?#].*$/, '').replace(/[^/]*$/, '');
  return files.filter((file) => PRELOAD_FILE.test(file)).map((file) => folder + file);
}

/**
 * `fetchpriority="low"` on the loader and its preloads: neither is needed for the first paint (a module script runs after
 * parsing), and at the default High the browser, and Lighthouse's model of it, ranked them with the page's CSS and LCP
 * image. Measured on Cyber Essentials, Lighthouse mobile, alternating, 6 runs each: FCP 1229 -> 925 ms, LCP 1473 -> 1176.
 */
const LOW_PRIORITY = ' fetchpriority="low"';
const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const toPreloadTag = (url: string, nonce: string) => `<link rel="modulepreload" href="${escapeAttr(url)}"${LOW_PRIORITY}${nonce}>`;

/**
 * The nonce the page's own scripts run by, for the tags wisp adds: under a `script-src 'nonce-…'` policy a tag without
 * it is blocked, and the page would be left with no frontend script at all. Taken from a removed builder script, else
 * from any script of the page that has one; as an attribute (` nonce="…"`), or '' when the page uses none.
 */
function toNonceAttr(dropped: Iterable<Script>, scripts: readonly Script[]): string {
  const nonce = [...dropped, ...scripts].map((s) => s.tag.attrs.get('nonce') ?? '').find((value) => value !== '') ?? '';
  return nonce ? ` nonce="${escapeAttr(nonce)}"` : '';
}
const HAS_PREPAINT = new RegExp(`<style\\b[^>]*\\bid\\s*=\\s*["']?${PREPAINT_ID}\\b`, 'i');

/**
 * The prepaint style for `html` (`tools/prepaint.ts`, with rules for its hide markers, without the stretch rule where the
 * kit fits stretched sections to a container), or null when the page prints it already. The demo server uses it too.
 */
export function toPagePrepaint(html: string): string | null {
  return HAS_PREPAINT.test(html) ? null : toPrepaintTag(toMarkerRules(html), !fitsStretchedToContainer(html));
}

/** The page without the removed spans (each replaced by `replace(span)`), with `inserts` added where they point. */
function splice(html: string, spans: Tag[], inserts: Insert[], replace: (span: Tag) => string): string {
  const pending = [...inserts].sort((a, b) => a.at - b.at);
  let out = '';
  let cursor = 0;
  const flush = (until: number) => {
    while (pending.length > 0 && (pending[0]?.at ?? Infinity) <= until) {
      const insert = pending.shift() as Insert;
      const at = Math.max(insert.at, cursor);
      out += html.slice(cursor, at) + insert.text;
      cursor = at;
    }
  };
  for (const span of spans) {
    flush(span.start);
    out += html.slice(cursor, span.start) + replace(span);
    cursor = span.end;
  }
  flush(html.length);
  return out + html.slice(cursor);
}

/** Replaces the page builder's frontend scripts with the wisp loader; every byte outside removed tags is kept. */
export function injectWisp(html: string, options: InjectOptions = {}): InjectResult {
  const loaderSrc = options.loaderSrc ?? '/wisp/loader.js';
  const scan = scanTags(html);
  const scripts = scan.tags.filter((tag) => tag.name === 'script').map(toScript);
  const candidates = scripts.filter((s) => !isLoader(s, loaderSrc));
  const { drop, jquery, reason } = decideRemovals(candidates, options);
  const removedSrcs = new Set([...drop].filter((s) => s.src).map((s) => pathOf(s.src)));
  const spans = [...[...drop].map((s) => s.tag), ...findStaleHints(scan.tags, removedSrcs)].sort((a, b) => a.start - b.start);

  const insertAt = scan.bodyClose < 0 ? html.length : scan.bodyClose;
  const loaders = scripts.filter((s) => isLoader(s, loaderSrc));
  // A page that already loads this loader (a fixture, a page injected before) gets only the links it lacks, before that
  // tag; one that loads another loader URL gets none, as that URL may serve another build.
  const sameLoader = loaders.find((s) => s.src === loaderSrc);
  const linked = new Set(scan.tags.filter(isModulePreload).map((tag) => tag.attrs.get('href') ?? ''));
  const preloaded = loaders.length > 0 && !sameLoader ? [] : toPreloadUrls(loaderSrc, options.preload ?? []).filter((url) => !linked.has(url));
  const nonce = toNonceAttr(drop, scripts);
  const links = preloaded.map((url) => toPreloadTag(url, nonce)).join('');
  const loaderTag = links + `<script type="module" src="${loaderSrc.replace(/"/g, '&quot;')}"${LOW_PRIORITY}${nonce}></script>`;
  const live = scripts.filter((s) => !drop.has(s) && s.executable);
  const addonEarly = options.addonEarly ?? hasAddons(html, live.filter((s) => !s.src).map((s) => s.tag.text));
  // Where the page builder's first script was: add-ons loaded after it may reach for its globals while loading.
  const earlyAnchor = addonEarly ? [...drop].filter(isBuilder).sort((a, b) => a.tag.start - b.tag.start)[0]?.tag : undefined;
  // Deferred where that script was (a cache plugin's `defer`, WordPress's own defer strategy): it then still runs before
  // every add-on script after it, as the builder's did, and holds no parser the original did not hold.
  const deferred = earlyAnchor?.attrs.has('defer') === true && !earlyAnchor.attrs.has('async') ? ' defer' : '';
  const earlyTag = `<script${deferred} src="${toEarlySrc(loaderSrc).replace(/"/g, '&quot;')}"${nonce}></script>`;
  const inserts: Insert[] = [];
  // In the head, so it applies before the first paint however early the browser paints the body.
  const prepaint = options.prepaint === false ? null : toPagePrepaint(html);
  if (prepaint) inserts.push({ at: scan.headClose < 0 ? insertAt : scan.headClose, text: prepaint });
  if (loaders.length === 0) inserts.push({ at: insertAt, text: loaderTag });
  else if (sameLoader && links) inserts.push({ at: sameLoader.tag.start, text: links });
  const out = splice(html, spans, inserts, (span) => (span === earlyAnchor ? earlyTag : ''));

  const removed = spans.map((tag) => {
    const s = scripts.find((script) => script.tag === tag);
    return s ? label(s) : `preload ${tag.attrs.get('href') ?? ''}`;
  });
  const kept = scripts.filter((s) => !drop.has(s) && s.executable && !isLoader(s, loaderSrc)).map(label);
  return { html: out, removed, kept, jquery, jqueryReason: reason, addonEarly: earlyAnchor !== undefined, preloaded };
}
