// Hostile server HTML for the cleaner's fuzz properties: SVG/MathML animation, namespace confusion, obfuscated URLs.
import fc from 'fast-check';

/** `javascript:` as attackers spell it once the HTML parser has decoded entities, or before it has. */
const SCRIPT_URLS = [
  'javascript:window.__xss=1', 'JaVaScRiPt:window.__xss=1', ' javascript:window.__xss=1', 'java\tscript:window.__xss=1',
  'java&#x09;script:window.__xss=1', '&#106;avascript:window.__xss=1', '&#x6A;avascript&colon;window.__xss=1',
  'javascript&NewLine;:window.__xss=1', 'jav&#x0A;ascript:window.__xss=1', '\u0001javascript:window.__xss=1',
  'vbscript:window.__xss=1', 'data:text/html,<script>window.__xss=1</script>', 'data:image/svg+xml,<svg onload=window.__xss=1>',
  'javascript://%0Awindow.__xss=1', '/ok/', 'https://example.com/a.jpg', '#frag',
];

const TAGS = [
  'a', 'svg', 'math', 'set', 'animate', 'animateMotion', 'animateTransform', 'animateColor', 'iframe', 'object', 'embed',
  'use', 'base', 'meta', 'form', 'button', 'input', 'img', 'image', 'style', 'template', 'noscript', 'mtext', 'mglyph',
  'malignmark', 'table', 'select', 'textarea', 'title', 'foreignObject', 'desc', 'annotation-xml', 'maction', 'script',
  'xmp', 'plaintext', 'p', 'div', 'frameset', 'option', 'link', 'source', 'video',
];

const NAMES = [
  'href', 'xlink:href', 'attributeName', 'to', 'from', 'by', 'values', 'begin', 'srcdoc', 'formaction', 'onload',
  'onerror', 'onclick', 'onbegin', 'onanimationstart', 'src', 'action', 'data', 'encoding', 'http-equiv', 'content',
  'style', 'xmlns', 'xml:base', 'is', 'poster', 'srcset', 'id', 'name',
];

const value = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SCRIPT_URLS) },
  { weight: 1, arbitrary: fc.constantFrom('href', 'xlink:href', 'text/html', 'refresh', '0;url=javascript:window.__xss=1', 'window.__xss=1', 'cookie') },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
);

/** An attribute in any quoting; values may close the quote themselves. */
const attribute = fc.tuple(fc.constantFrom(...NAMES), value, fc.constantFrom('"', "'", '')).map(([name, text, quote]) => {
  const unquoted = quote === '' ? text.replace(/[\s>]/g, '') : text;
  return ` ${name}=${quote}${unquoted}${quote}`;
});

const openTag = fc.tuple(fc.constantFrom(...TAGS), fc.array(attribute, { maxLength: 4 }), fc.boolean())
  .map(([tag, attributes, selfClose]) => `<${tag}${attributes.join('')}${selfClose ? '/' : ''}>`);

const token = fc.oneof(
  { weight: 6, arbitrary: openTag },
  { weight: 3, arbitrary: fc.constantFrom(...TAGS).map((tag) => `</${tag}>`) },
  { weight: 1, arbitrary: fc.constantFrom('<!--', '-->', '<![CDATA[', ']]>', '<!-- --!>', '<?xml?>', '"', "'", '>', 'text', '&lt;img src=x onerror=window.__xss=1&gt;') },
);

/** One hostile answer: a run of tags, attributes and markup debris. */
export const hostileHtml: fc.Arbitrary<string> = fc.array(token, { minLength: 1, maxLength: 24 }).map((tokens) => tokens.join(''));

/** Known namespace-confusion and animation payloads, checked on every run besides the generated ones. */
export const KNOWN_PAYLOADS = [
  '<svg><a><set attributeName="href" to="javascript:window.__xss=1"/><text y="20">x</text></a></svg>',
  '<svg><a><animate attributeName="href" values="javascript:window.__xss=1" begin="0s"/><text>x</text></a></svg>',
  '<svg><a xlink:href="#"><animate attributeName="xlink:href" from="javascript:window.__xss=1" to="javascript:window.__xss=1"/></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1></style></mglyph></table></mtext></math>',
  '<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=window.__xss=1>"></a></style></mtext></svg></mglyph></h1></mtext></math>',
  '<svg></p><style><a id="</style><img src=1 onerror=window.__xss=1>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=window.__xss=1>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>"></noscript>',
  '<svg><use href="data:image/svg+xml;base64,PHN2ZyBpZD0ieCIgeG1sbnM9Imh0dHA6Ly93d3cudzMub3JnLzIwMDAvc3ZnIj48aW1hZ2UgaHJlZj0iMSIgb25lcnJvcj0id2luZG93Ll9feHNzPTEiLz48L3N2Zz4=#x"/></svg>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<form><button formaction="javascript:window.__xss=1">go</button></form>',
  '<a href="jav&#x09;ascript:window.__xss=1">x</a>',
  '<base href="javascript:/"><a href="/x">x</a>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<object data="javascript:window.__xss=1"></object><embed src="javascript:window.__xss=1">',
  '<svg><animate onbegin="window.__xss=1" attributeName="x" dur="1s"/></svg>',
  '<math href="javascript:window.__xss=1"><mi>x</mi></math>',
  '<template><img src=x onerror=window.__xss=1></template>',
];
