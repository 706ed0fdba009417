// Finds the byte spans of every `<script>` and `<link>` element and of the closing body tag, with parse5 (the WHATWG parser).
import { defaultTreeAdapter, parse, type DefaultTreeAdapterMap, type TreeAdapter } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];
type Location = NonNullable<Element['sourceCodeLocation']>;

export type Attrs = Map<string, string>;
/** One element as written in the page: `start`/`end` are offsets into the input string, `text` the raw body. */
export type Tag = { name: 'script' | 'link'; start: number; end: number; attrs: Attrs; text: string; inTemplate?: boolean };
/**
 * The tags in document order, and where the `</body>` and `</head>` the parser honoured start (-1 when the page has
 * none written).
 */
export type Scan = { tags: Tag[]; bodyClose: number; headClose: number };

// An implied `<body>` (no start tag in the page) gets no location from parse5, and parse5 then records no end tag for
// it either; this placeholder lets it record the `</body>` of a page that wrote the end tag but not the start tag.
const IMPLIED: Location = { startLine: 0, startCol: 0, startOffset: -1, endLine: 0, endCol: 0, endOffset: -1 };

const adapter: TreeAdapter<DefaultTreeAdapterMap> = {
  ...defaultTreeAdapter,
  setNodeSourceCodeLocation(node, location) {
    const implied = !location && 'tagName' in node && node.tagName === 'body';
    defaultTreeAdapter.setNodeSourceCodeLocation(node, implied ? { ...IMPLIED } : location);
  },
};

function toTag(element: Element, html: string): Tag | null {
  const name = element.tagName;
  const loc = element.sourceCodeLocation;
  if ((name !== 'script' && name !== 'link') || !loc?.startTag) return null;
  const attrs: Attrs = new Map(element.attrs.map((attr) => [attr.name, attr.value]));
  if (name === 'link') return { name, start: loc.startOffset, end: loc.startTag.endOffset, attrs, text: '' };
  // A script left open runs to the end of the input, as its text (browsers never run such a script).
  const end = loc.endTag ? loc.endTag.endOffset : html.length;
  return { name, start: loc.startOffset, end, attrs, text: html.slice(loc.startTag.endOffset, loc.endTag?.startOffset ?? html.length) };
}

function collect(node: Node, html: string, tags: Tag[], inTemplate: boolean): void {
  if ('tagName' in node) {
    const tag = toTag(node, html);
    if (tag) tags.push(inTemplate ? { ...tag, inTemplate } : tag);
    // A template's children live in its content fragment; its scripts run once a page script clones them.
    if ('content' in node) collect(node.content, html, tags, true);
  }
  if ('childNodes' in node) for (const child of node.childNodes) collect(child, html, tags, inTemplate);
}

function findTop(node: Node, name: 'body' | 'head'): Element | null {
  if ('tagName' in node && node.tagName === name) return node;
  if (node.nodeName !== '#document' && node.nodeName !== 'html') return null;
  for (const child of 'childNodes' in node ? node.childNodes : []) {
    const found = findTop(child, name);
    if (found) return found;
  }
  return null;
}

/** Parses the page as a browser would and returns its script and link elements and its closing body tag. */
export function scanTags(html: string): Scan {
  // Browsers drop a leading byte order mark while decoding; a space in its place keeps every offset and parses alike.
  const input = html.startsWith('\uFEFF') ? ` ${html.slice(1)}` : html;
  const document = parse(input, { sourceCodeLocationInfo: true, treeAdapter: adapter });
  const tags: Tag[] = [];
  collect(document, html, tags, false);
  // The tree is in DOM order, which moves some elements (foster parenting); edits need source order.
  tags.sort((a, b) => a.start - b.start);
  const bodyEnd = findTop(document, 'body')?.sourceCodeLocation?.endTag;
  const headEnd = findTop(document, 'head')?.sourceCodeLocation?.endTag;
  return { tags, bodyClose: bodyEnd ? bodyEnd.startOffset : -1, headClose: headEnd ? headEnd.startOffset : -1 };
}
