// Tests `injectWisp` on markup where a simple scanner and the browser disagree about what is a script or the body end.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { injectWisp as injectAll, type InjectOptions } from '../../src/tools/inject.ts';

// The scripts only: the prepaint style `wisp inject` adds to the head has its own tests (inject-prepaint.test.ts).
const injectWisp = (html: string, options: InjectOptions = {}) => injectAll(html, { prepaint: false, ...options });

const LOADER = '<script type="module" src="/wisp/loader.js" fetchpriority="low"></script>';
const FRONTEND_SRC = '/wp-content/plugins/elementor/assets/js/frontend.min.js';
const FRONTEND = `<script src="${FRONTEND_SRC}" id="elementor-frontend-js"></script>`;
const page = (body: string): string => `<!DOCTYPE html>\n<html><head><title>t</title></head>\n<body>\n${body}\n</body>\n</html>\n`;

/** The page as it should come out when wisp removes nothing: the loader added before the closing body tag. */
const withLoaderOnly = (html: string): string => html.replace(/<\/body>(?![\s\S]*<\/body>)/, `${LOADER}</body>`);

describe('injectWisp on markup a browser reads differently from a simple scanner', () => {
  it('removes a real script that follows the empty comment <!-->, which closes itself', () => {
    const result = injectWisp(page(`<!-->${FRONTEND}-->`));
    expect(result.removed).toEqual(['elementor-frontend']);
    expect(result.html).toBe(withLoaderOnly(page('<!-->-->')));
  });

  it('keeps a script whose query names a page builder path: scripts are matched by their path', () => {
    const proxy = `<script src="https://cdn.example.com/proxy.js?u=${FRONTEND_SRC}"></script>`;
    const result = injectWisp(page(`${proxy}${FRONTEND}`));
    expect(result.removed).toEqual(['elementor-frontend']);
    expect(result.html).toBe(withLoaderOnly(page(proxy)));
  });

  it('adds a live loader when the only loader tag is inside a template, which never runs', () => {
    const template = `<template id="t">${LOADER}</template>`;
    const result = injectWisp(page(`${template}${FRONTEND}`));
    expect(result.removed).toEqual(['elementor-frontend']);
    expect(result.html).toBe(withLoaderOnly(page(template)));
  });

  it('gives the tags it adds the nonce of the scripts it removed, so a policy by nonce lets them run', () => {
    const nonced = FRONTEND.replace('<script ', '<script nonce="r4nd&quot;0m" ');
    const result = injectWisp(page(nonced), { preload: ['chunks/activate-AB12.js'] });
    expect(result.html).toContain('<link rel="modulepreload" href="/wisp/chunks/activate-AB12.js" fetchpriority="low" nonce="r4nd&quot;0m">');
    expect(result.html).toContain('<script type="module" src="/wisp/loader.js" fetchpriority="low" nonce="r4nd&quot;0m"></script>');
    // Without a nonce on the page, none is made up.
    expect(injectWisp(page(FRONTEND)).html).not.toContain('nonce');
  });

  it('leaves script tags inside a comment alone, including one closed by --!>', () => {
    const body = `<!-- ${FRONTEND} --!><p>after</p>`;
    const result = injectWisp(page(body));
    expect(result.removed).toEqual([]);
    expect(result.html).toBe(withLoaderOnly(page(body)));
  });

  it('leaves CDATA-like text in HTML and a CDATA section in SVG alone: neither holds a script element', () => {
    const body = `<p><![CDATA[ ${FRONTEND} ]]></p><svg><![CDATA[ ${FRONTEND} ]]></svg>`;
    const result = injectWisp(page(body));
    expect(result.removed).toEqual([]);
    expect(result.html).toBe(withLoaderOnly(page(body)));
  });

  it('reads a greater-than sign and a closing body tag inside quoted attributes as attribute text', () => {
    const body = `<p title="a > b </body>">x</p><link rel="preload" as="script" data-note='1 > 0' href="${FRONTEND_SRC}">${FRONTEND}<p data-x="</body>">y</p>`;
    const result = injectWisp(page(body));
    expect(result.removed).toEqual([`preload ${FRONTEND_SRC}`, 'elementor-frontend']);
    expect(result.html).toBe(withLoaderOnly(page('<p title="a > b </body>">x</p><p data-x="</body>">y</p>')));
  });

  it('finds uppercase and mixed-case scripts, preload links and closing body tags', () => {
    const html = `<HTML><BODY><LINK REL="PRELOAD" AS="SCRIPT" HREF="${FRONTEND_SRC}"><Script SRC="${FRONTEND_SRC}" ID="elementor-frontend-js"></sCRIPT><P>x</P></BODY></HTML>`;
    const result = injectWisp(html);
    expect(result.removed).toEqual([`preload ${FRONTEND_SRC}`, 'elementor-frontend']);
    expect(result.html).toBe(`<HTML><BODY><P>x</P>${LOADER}</BODY></HTML>`);
  });

  it('inserts the loader before a closing body tag whose opening tag the page left out', () => {
    const html = '<!DOCTYPE html><title>t</title><p>x</p></body></html>';
    expect(injectWisp(html).html).toBe(`<!DOCTYPE html><title>t</title><p>x</p>${LOADER}</body></html>`);
  });

  it('keeps unclosed paragraphs and list items byte for byte around a removed script', () => {
    const result = injectWisp(page(`<p>one<p>two<ul><li>a<li>b${FRONTEND}</ul><div>open`));
    expect(result.html).toBe(withLoaderOnly(page('<p>one<p>two<ul><li>a<li>b</ul><div>open')));
  });

  it('removes a builder script left unclosed at the end of the page, with the text after it', () => {
    const result = injectWisp(`<p>x</p>${FRONTEND.replace('</script>', '')}<p>never parsed as HTML</p>`);
    expect(result.removed).toEqual(['elementor-frontend']);
    expect(result.html).toBe(`<p>x</p>${LOADER}`);
  });

  it('does not end a script body at a "</scr" string, an escaped <\\/script> or a </scripty> tag', () => {
    const inline = '<script>var a = "</scr" + "ipt>"; var b = "<\\/script>"; var c = "</scripty>";</script>';
    const result = injectWisp(page(`${inline}${FRONTEND}`));
    expect(result.removed).toEqual(['elementor-frontend']);
    expect(result.html).toBe(withLoaderOnly(page(inline)));
  });

  it('keeps a builder script tag written inside an inline script after <!--<script>, where the browser keeps it as text', () => {
    // After "<!--<script>" a script body ends only at the second </script> (the double-escaped state), so the tag between
    // is text of the inline script: a scanner that stops at the first </script> would cut the inline script in two.
    const inline = `<script><!--<script></script>${FRONTEND}--></script>`;
    const result = injectWisp(page(`${inline}<p>after</p>`));
    expect(result.removed).toEqual([]);
    expect(result.html).toBe(withLoaderOnly(page(`${inline}<p>after</p>`)));
  });

  it('leaves script tags inside noscript, textarea and title alone: their content is text', () => {
    const body = `<noscript>${FRONTEND}</noscript><textarea>${FRONTEND}</textarea>`;
    const html = page(body).replace('<title>t</title>', `<title>${FRONTEND}</title>`);
    const result = injectWisp(html);
    expect(result.removed).toEqual([]);
    expect(result.html).toBe(withLoaderOnly(html));
  });

  it('removes builder scripts inside a template and keeps jQuery for a template script that uses it', () => {
    const jquery = '<script src="/wp-includes/js/jquery/jquery.min.js" id="jquery-core-js"></script>';
    const template = `<template id="t"><div>${FRONTEND}<script>jQuery(".x").show();</script></div></template>`;
    const result = injectWisp(page(`${jquery}${template}`));
    expect(result.removed).toEqual(['elementor-frontend']);
    expect(result.jquery).toBe('kept');
    expect(result.html).toBe(withLoaderOnly(page(`${jquery}<template id="t"><div><script>jQuery(".x").show();</script></div></template>`)));
  });

  it('keeps a byte order mark, CRLF line ends and characters outside the BMP exactly', () => {
    const html = `\uFEFF<!DOCTYPE html>\r\n<html><body>\r\n<p>é 😀 \u0000</p>\r\n${FRONTEND}\r\n</body></html>\r\n`;
    const result = injectWisp(html);
    expect(result.removed).toEqual(['elementor-frontend']);
    expect(result.html).toBe(`\uFEFF<!DOCTYPE html>\r\n<html><body>\r\n<p>é 😀 \u0000</p>\r\n\r\n${LOADER}</body></html>\r\n`);
  });

  it('reads entity-encoded attribute values as the browser does', () => {
    const encoded = `<script src="${FRONTEND_SRC.replace(/\//g, '&#x2F;')}" id="elementor&#45;frontend-js"></script>`;
    expect(injectWisp(page(encoded)).removed).toEqual(['elementor-frontend']);
  });
});

describe('injectWisp on generated pages', () => {
  // Self-contained pieces: each leaves the parser in the body, as it found it, so a builder script may follow any of them.
  const kept = fc.constantFrom(
    '<p>plain</p>', '<!-- <script src="/wp-content/plugins/elementor/assets/js/frontend.min.js"></script> -->', '<!---->', '<!-->',
    '<![CDATA[ <script src=x></script> ]]>', '<p title="a > b" data-x=\'</body>\'>q</p>', '<SCRIPT>var s = "</scr" + "ipt>";</SCRIPT>',
    '<script>document.write("<!--<script>x<\\/script>-->");</script>', '<template><p>t</p><script>1</script></template>',
    '<noscript><b>n</b></noscript>', '<textarea><script src=x></script></textarea>', '<svg><circle r="1"/><script>2</script></svg>',
    '<table><tr><td>c</td></tr></table>', '<script type="application/ld+json">{"a":"</p>"}</script>', 'é😀\r\n', '<link rel="stylesheet" href="/a.css">',
  );
  const removed = fc.constantFrom(
    FRONTEND, FRONTEND.toUpperCase().replace(FRONTEND_SRC.toUpperCase(), FRONTEND_SRC).replace('ELEMENTOR-FRONTEND-JS', 'elementor-frontend-js'),
    `<script src='${FRONTEND_SRC}?ver=3' id='elementor-frontend-js' defer></script>`,
    '<script type="rocketlazyloadscript" data-rocket-src="/wp-content/plugins/elementor-pro/assets/js/frontend.min.js" id="elementor-pro-frontend-js"></script>',
    '<script src="/wp-content/plugins/elementor/assets/lib/swiper/v8/swiper.min.js" id="swiper-js"></script>',
  );
  const piece = fc.oneof(kept.map((html) => ({ html, removed: false })), removed.map((html) => ({ html, removed: true })));

  it('removes exactly the builder pieces and leaves every other byte where it was', () => {
    fc.assert(fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
      const body = (keep: (p: { removed: boolean }) => boolean) => pieces.filter(keep).map((p) => p.html).join('');
      const html = page(body(() => true));
      expect(injectWisp(html).html).toBe(withLoaderOnly(page(body((p) => !p.removed))));
    }), { numRuns: 300 });
  });
});
