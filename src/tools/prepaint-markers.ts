// Dynamic Conditions' hide markers as prepaint rules: what the column-redistribution behaviour hides once its chunk has
// loaded, hidden from the first paint instead. Only `wisp inject` can print these: it has the whole page at hand.
import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Marker = { kind: 'wrapper' | 'others'; selector: string };

/**
 * Selectors copied into the style: no quote, backslash, brace, semicolon, at-sign, angle bracket or line break, so text
 * from the page can neither leave its rule nor its style element. Anything else is left to the behaviour.
 */
const SAFE_SELECTOR = /^[\w .#:>+~*,()[\]=^$|-]{1,200}$/;

function collectMarkers(node: Node, markers: Marker[]): void {
  if ('tagName' in node) {
    const classes = (node.attrs.find((attr) => attr.name === 'class')?.value ?? '').split(/\s+/);
    const selector = node.attrs.find((attr) => attr.name === 'data-selector')?.value ?? '';
    const kind = classes.includes('dc-hide-wrapper') ? 'wrapper' : classes.includes('dc-hide-others') ? 'others' : null;
    if (kind && SAFE_SELECTOR.test(selector)) markers.push({ kind, selector });
    if ('content' in node) collectMarkers(node.content, markers);
  }
  if ('childNodes' in node) for (const child of node.childNodes) collectMarkers(child, markers);
}

/**
 * One rule per marker and line, so an invalid selector drops only its own rule, as the behaviour skips only its own
 * marker. Hide-wrapper: the closest ancestor matching the selector, i.e. one holding the marker but no deeper match that
 * holds it. `!important` because the behaviour writes an inline `display: none`, which beats the page's rules too.
 */
function toRule({ kind, selector }: Marker): string {
  if (kind === 'others') return `:is(${selector}){display:none!important}`;
  const marker = `.dc-hide-wrapper[data-selector="${selector}"]`;
  return `:is(${selector}):has(${marker}):not(:has(:is(${selector}) ${marker})){display:none!important}`;
}

/** The rules for the page's hide markers, one per line; empty when it has none. */
export function toMarkerRules(html: string): string {
  if (!/dc-hide-(?:wrapper|others)/.test(html)) return '';
  const markers: Marker[] = [];
  collectMarkers(parse(html), markers);
  return [...new Set(markers.map(toRule))].map((rule) => `\n${rule}`).join('');
}
