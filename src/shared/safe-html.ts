// Server HTML is untrusted: parsed inert in a <template>, then cut down to an allow-list of elements and attributes.
import { DROPPED, GLOBAL_ATTRIBUTES, HTML_ATTRIBUTES, HTML_ELEMENTS, SVG_ATTRIBUTES, SVG_ELEMENTS, URL_ATTRIBUTES } from './safe-html-lists.ts';
import { createSliceClock, yieldToBrowser } from './slices.ts';
import { toTrustedHtml } from './trusted-types.ts';

const HTML_NS = 'http://www.w3.org/1999/xhtml';
const SVG_NS = 'http://www.w3.org/2000/svg';

/** Schemes a link or a form may go to; images and media may also be `data:image/…`. Anything else is dropped. */
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

type Verdict = 'keep' | 'drop' | 'unwrap';

function toVerdict(element: Element): Verdict {
  const name = element.localName.toLowerCase();
  if (element.namespaceURI === HTML_NS && HTML_ELEMENTS.has(name)) return name === 'link' && !isStylesheet(element) ? 'drop' : 'keep';
  if (element.namespaceURI === SVG_NS && SVG_ELEMENTS.has(name)) return 'keep';
  return DROPPED.has(name) || element.namespaceURI !== HTML_NS ? 'drop' : 'unwrap';
}

/** A `<link>` may only bring a stylesheet (the page builder prints widget CSS next to first use); no preloads or imports. */
function isStylesheet(link: Element): boolean {
  return link.getAttribute('rel')?.trim().toLowerCase() === 'stylesheet';
}

/**
 * True when the URL is one a visitor may follow or load. The value is already entity-decoded by the parser, and the
 * URL parser drops the whitespace and control characters browsers ignore (`java\tscript:`), so the scheme is the real one.
 */
export function isSafeUrl(value: string, allowImageData = false): boolean {
  let url: URL;
  try {
    url = new URL(value, document.baseURI);
  } catch {
    return false;
  }
  if (SAFE_PROTOCOLS.has(url.protocol)) return true;
  return allowImageData && url.protocol === 'data:' && /^image\/(?:png|jpe?g|gif|webp|avif);/i.test(url.pathname);
}

/** In SVG only links and images may point outside the document; `use`, gradients and patterns only at `#id`. */
function isSafeAttributeUrl(element: Element, name: string, value: string): boolean {
  const tag = element.localName.toLowerCase();
  if (element.namespaceURI === SVG_NS && tag !== 'a' && tag !== 'image') return value.trim().startsWith('#');
  return isSafeUrl(value, tag === 'img' || tag === 'image' || tag === 'source' || tag === 'video' || name === 'poster');
}

function isAllowedAttribute(element: Element, name: string, value: string): boolean {
  if (name.startsWith('data-') || name.startsWith('aria-')) return /^[a-z][a-z0-9_.:-]*$/.test(name);
  const known = element.namespaceURI === SVG_NS ? SVG_ATTRIBUTES : HTML_ATTRIBUTES;
  if (!GLOBAL_ATTRIBUTES.has(name) && !known.has(name)) return false;
  // A named element shadows the document's own properties (`<img name="cookie">`): DOM clobbering.
  if ((name === 'id' || name === 'name') && value in document) return false;
  if (name === 'srcset') return value.split(',').every((candidate) => isSafeUrl(candidate.trim().split(/\s+/)[0] ?? '', true));
  return !URL_ATTRIBUTES.has(name) || isSafeAttributeUrl(element, name, value);
}

function cleanAttributes(element: Element): void {
  for (const attribute of [...element.attributes]) {
    if (!isAllowedAttribute(element, attribute.name.toLowerCase(), attribute.value)) element.removeAttributeNode(attribute);
  }
}

/** Replaces the element by its children, which stay in their own namespace (nothing is parsed again). */
function unwrap(element: Element): void {
  const parent = element.parentNode;
  if (parent) while (element.firstChild) parent.insertBefore(element.firstChild, element);
  element.remove();
}

/** Cleans one element and queues its children; a list rather than recursion, so no nesting can exhaust the stack. */
function cleanElement(element: Element, pending: Element[]): void {
  const verdict = toVerdict(element);
  if (verdict === 'drop') return element.remove();
  for (const child of element.children) pending.push(child);
  if (verdict === 'unwrap') unwrap(element);
  else cleanAttributes(element);
}

/** The inert template holding `html`, parsed but not yet cleaned. */
function parseInert(html: string): HTMLTemplateElement {
  const template = document.createElement('template');
  template.innerHTML = toTrustedHtml(html);
  return template;
}

/** 64 KB of markup per write: parsed in a few milliseconds, where 10 MB at once held the main thread a second. */
const PARSE_CHUNK = 64 * 1024;

let incremental: boolean | undefined;

/** Whether `write` continues one parse across calls (browsers do; some DOM emulations parse each call alone). */
function canParseInChunks(): boolean {
  if (incremental !== undefined) return incremental;
  const probe = document.implementation.createHTMLDocument('');
  probe.open();
  probe.write(toTrustedHtml('<body><b>'));
  probe.write(toTrustedHtml('x</b>'));
  probe.close();
  incremental = probe.body.innerHTML === '<b>x</b>';
  return incremental;
}

/**
 * Parses large HTML a chunk per task into a document of its own: one made by `createHTMLDocument` has no browsing
 * context, so as in a template nothing in it runs or loads. `<body>` first keeps a leading `<style>` out of the head.
 */
async function parseInSlices(html: string): Promise<ParentNode> {
  if (!canParseInChunks()) return parseInert(html).content;
  const inert = document.implementation.createHTMLDocument('');
  inert.open();
  inert.write(toTrustedHtml('<body>'));
  for (let at = 0; at < html.length; at += PARSE_CHUNK) {
    inert.write(toTrustedHtml(html.slice(at, at + PARSE_CHUNK)));
    await yieldToBrowser();
  }
  inert.close();
  return inert.body;
}

/**
 * The HTML as a fragment that is safe to insert: inside a template nothing runs or loads while we clean it, and what
 * is inserted is that cleaned tree itself, never serialised and parsed again. Inline scripts in the response therefore
 * never run (the original's jQuery insertion would have run them), and no attribute can carry a script URL or handler.
 */
export function toSafeFragment(html: string): DocumentFragment {
  const { content } = parseInert(html);
  const pending: Element[] = [...content.children];
  for (let element = pending.pop(); element; element = pending.pop()) cleanElement(element, pending);
  return content;
}

/**
 * As `toSafeFragment`, for answers that may be large (listing pages): the cleaning yields to the browser every 8 ms,
 * so a 10 MB answer never holds the main thread for long (the fragment is inert and ours alone meanwhile).
 */
export async function toSafeFragmentInSlices(html: string): Promise<DocumentFragment> {
  if (html.length <= PARSE_CHUNK) return toSafeFragment(html);
  const body = await parseInSlices(html);
  const pending: Element[] = [...body.children];
  const clock = createSliceClock();
  for (let element = pending.pop(), count = 1; element; element = pending.pop(), count += 1) {
    cleanElement(element, pending);
    // The clock is read every 64 elements: reading it for each would cost more than the cleaning.
    if (count % 64 === 0 && clock.due()) await yieldToBrowser();
  }
  const fragment = document.createDocumentFragment();
  while (body.firstChild) {
    fragment.appendChild(body.firstChild);
    if (clock.due()) await yieldToBrowser();
  }
  return fragment;
}
