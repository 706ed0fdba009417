// Server HTML is untrusted: parsed inert in a <template>, then cut down to an allow-list of elements and attributes.
import { DROPPED, GLOBAL_ATTRIBUTES, HTML_ATTRIBUTES, HTML_ELEMENTS, SVG_ATTRIBUTES, SVG_ELEMENTS, URL_ATTRIBUTES } from './safe-html-lists.ts';
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

/** Walks with a list rather than recursion, so no nesting depth can exhaust the stack. */
function cleanTree(root: ParentNode): void {
  const pending: Element[] = [...root.children];
  for (let element = pending.pop(); element; element = pending.pop()) {
    const verdict = toVerdict(element);
    if (verdict === 'drop') {
      element.remove();
      continue;
    }
    for (const child of element.children) pending.push(child);
    if (verdict === 'unwrap') unwrap(element);
    else cleanAttributes(element);
  }
}

/**
 * The HTML as a fragment that is safe to insert: inside a template nothing runs or loads while we clean it, and what
 * is inserted is that cleaned tree itself, never serialised and parsed again. Inline scripts in the response therefore
 * never run (the original's jQuery insertion would have run them), and no attribute can carry a script URL or handler.
 */
export function toSafeFragment(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = toTrustedHtml(html);
  cleanTree(template.content);
  return template.content;
}
