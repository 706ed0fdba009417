// SVG text from the network made safe to insert: parsed inert, only drawing elements kept, no handlers or outside links.
import { toTrustedHtml } from './trusted-types.ts';

/** Drawing elements a decorative SVG needs; anything else (script, foreignObject, use, animate…) is removed. */
const ALLOWED: ReadonlySet<string> = new Set([
  'svg', 'g', 'path', 'polygon', 'polyline', 'rect', 'circle', 'ellipse', 'line', 'defs', 'lineargradient',
  'radialgradient', 'stop', 'clippath', 'mask', 'title', 'desc',
]);

function cleanAttributes(element: Element): void {
  for (const { name, value } of [...element.attributes]) {
    const lower = name.toLowerCase();
    const isLink = lower === 'href' || lower === 'xlink:href' || lower === 'src';
    // Only in-document references (`#gradient`) may stay: anything else could load or run something.
    if (lower.startsWith('on') || (isLink && !value.trim().startsWith('#')) || (lower === 'style' && /url\s*\(|expression/i.test(value))) {
      element.removeAttribute(name);
    }
  }
}

/** The `<svg>` element of `text`, cleaned and adopted into this document; null when it is not an SVG document. */
export function toSafeSvg(text: string): SVGSVGElement | null {
  const parsed = new DOMParser().parseFromString(toTrustedHtml(text), 'image/svg+xml');
  const root = parsed.documentElement;
  if (root.localName !== 'svg' || parsed.getElementsByTagName('parsererror').length > 0) return null;
  for (const element of [...root.querySelectorAll('*')]) {
    if (!ALLOWED.has(element.localName.toLowerCase())) element.remove();
  }
  for (const element of [root, ...root.querySelectorAll('*')]) cleanAttributes(element);
  return document.importNode(root, true) as unknown as SVGSVGElement;
}
