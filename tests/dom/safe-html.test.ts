import { describe, expect, it } from 'vitest';
import { toSafeFragment, toSafeFragmentInSlices } from '../../src/shared/safe-html.ts';

/** The cleaned markup as a string, through a container so the fragment's own serialisation is what we compare. */
function clean(html: string): string {
  const host = document.createElement('div');
  host.append(toSafeFragment(html));
  return host.innerHTML;
}

/** Every attribute of every element in the cleaned markup. */
function attributesOf(html: string): Array<[string, string, string]> {
  const host = document.createElement('div');
  host.append(toSafeFragment(html));
  return [...host.querySelectorAll('*')].flatMap((element) => [...element.attributes].map((attribute) => [element.localName, attribute.name, attribute.value] as [string, string, string]));
}

const scriptUrl = /^\s*(?:javascript|vbscript|data):/i;

describe('the server HTML cleaner', () => {
  it('removes SVG animation that would set a link\'s href to a script URL', () => {
    // The cleaner removed <script>, on* and javascript: attribute values, but kept SVG animation elements, whose
    // attributeName/to/values give a link a javascript: href once the animation runs: one click ran the script.
    for (const animation of [
      '<set attributeName="href" to="javascript:alert(1)"/>',
      '<set attributeName="xlink:href" to="javascript:alert(1)" begin="0s"/>',
      '<animate attributeName="href" values="javascript:alert(1);javascript:alert(2)"/>',
      '<animate attributeName="href" from="javascript:alert(1)" to="javascript:alert(2)"/>',
      '<animate attributeName="href" by="javascript:alert(1)"/>',
      '<animateMotion attributeName="href" values="javascript:alert(1)"/>',
      '<animateTransform attributeName="href" values="javascript:alert(1)"/>',
    ]) {
      const out = clean(`<svg><a href="/ok/">${animation}<text>go</text></a></svg>`);
      expect(out, animation).not.toMatch(/<(?:set|animate)/i);
      expect(out, animation).not.toMatch(/javascript/i);
      expect(out, animation).toContain('href="/ok/"');
    }
  });

  it('removes elements that run, load a document or retarget the page, with their content', () => {
    const out = clean([
      '<p>kept</p>', '<script>alert(1)</script>', '<iframe src="/x" srcdoc="<script>alert(1)</script>"></iframe>', '<object data="/x.swf"></object>',
      '<embed src="/x.swf">', '<base href="https://evil.example/">', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
      '<template><img src=x onerror=alert(1)></template>', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>',
      '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>',
      '<svg><foreignObject><iframe src="javascript:alert(1)"></iframe></foreignObject><script>alert(1)</script></svg>',
    ].join(''));
    expect(out).toBe('<p>kept</p><svg></svg>');
  });

  it('keeps no handler, no script URL, no srcdoc, no formaction and no form owner, however the markup spells them', () => {
    const attributes = attributesOf([
      '<a href="jav&#x09;ascript:alert(1)">a</a>', '<a href="&#106;avascript:alert(1)">b</a>', '<a href="  JaVaScRiPt&colon;alert(1)">c</a>',
      '<a href="java\nscript:alert(1)">d</a>', '<a href="vbscript:msgbox(1)">e</a>', '<a href="data:text/html,<script>alert(1)</script>">f</a>',
      '<img src="x" onerror="alert(1)" ONLOAD="alert(2)">', '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">go</button></form>',
      '<svg><use href="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+"/><use xlink:href="https://evil.example/x.svg#a"/></svg>',
      '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a><image href="javascript:alert(1)"/></svg>',
      '<div style="color:red" is="x-evil" xml:base="javascript:/" srcdoc="<script>alert(1)</script>">g</div>',
      '<img name="cookie" src="/a.png"><form id="getElementById"></form>', '<input form="checkout" name="coupon" value="x">',
    ].join(''));
    for (const [element, name, value] of attributes) {
      expect(name.startsWith('on'), `${element} ${name}`).toBe(false);
      expect(['srcdoc', 'formaction', 'form', 'is', 'xml:base'], `${element} ${name}`).not.toContain(name);
      expect(scriptUrl.test(value.replace(/[\u0000-\u0020]/g, '')), `${element} ${name}=${value}`).toBe(false);
      if (element === 'use') expect(value.startsWith('#')).toBe(true);
      if (name === 'id' || name === 'name') expect(value in document, `${element} ${name}=${value}`).toBe(false);
    }
    expect(attributes).toContainEqual(['img', 'src', '/a.png']);
    expect(attributes).toContainEqual(['div', 'style', 'color:red']);
    // A field keeps its own name, only not a way into another form of the page.
    expect(attributes).toContainEqual(['input', 'name', 'coupon']);
  });

  it('keeps the page builder\'s listing markup: articles, images with srcset, links, classes, data attributes, inline SVG icons', () => {
    const listing = [
      '<article class="elementor-post elementor-grid-item ecs-post-loop post-12 type-post" data-elementor-type="loop" data-post-id="12">',
      '<a class="elementor-post__thumbnail__link" href="/a-post/" target="_blank" rel="noopener" tabindex="-1">',
      '<div class="elementor-post__thumbnail"><img width="300" height="200" src="/uploads/a-300x200.jpg" class="attachment-medium size-medium" alt="A post" loading="lazy" decoding="async" srcset="/uploads/a-300x200.jpg 300w, /uploads/a-768x512.jpg 768w" sizes="(max-width: 300px) 100vw, 300px"></div></a>',
      '<div class="elementor-element elementor-element-5c1 elementor-widget elementor-widget-button" data-id="5c1" data-element_type="widget" data-settings="{&quot;a&quot;:1}" data-widget_type="button.default">',
      '<a class="elementor-button" href="mailto:team@example.co.uk" role="button" aria-label="Mail us"><span class="elementor-button-icon">',
      '<svg aria-hidden="true" class="e-font-icon-svg e-fas-envelope" viewBox="0 0 512 512" xmlns="http://www.w3.org/2000/svg"><path d="M502.3 190.8"></path></svg>',
      '</span><span class="elementor-button-text">Mail</span></a></div>',
      '<style id="loop-dynamic-12">.e-loop-item-12 .x{color:red}</style>',
      '<time datetime="2026-11-20">20 November</time></article>',
    ].join('');
    expect(clean(listing)).toBe(listing);
  });

  it('replaces unknown elements by their checked content', () => {
    expect(clean('<x-card data-x="1"><p onclick="alert(1)">text <font color="red">red</font></p></x-card>')).toBe('<p>text red</p>');
  });

  it('cleans a large answer, parsed and cleaned in slices, exactly as a small one', async () => {
    const item = (id: number) => `<article id="post-${id}" class="elementor-post"><a href="javascript:alert(${id})" onclick="alert(1)"><img src="/a-${id}.jpg" srcset="/a.jpg 1x, /b.jpg 2x" alt=""></a><svg><a><set attributeName="href" to="javascript:alert(1)"/></a></svg><script>alert(1)</script><h3><a href="/p/${id}/">Post ${id}</a></h3></article>`;
    const html = `<style id="loop-dynamic-1">.a{color:red}</style>${Array.from({ length: 600 }, (_, index) => item(index)).join('')}`;
    expect(html.length).toBeGreaterThan(64 * 1024);
    const host = document.createElement('div');
    host.append(await toSafeFragmentInSlices(html));
    expect(host.innerHTML).toBe(clean(html));
    expect(host.querySelectorAll('article')).toHaveLength(600);
    expect(host.firstElementChild?.localName).toBe('style');
    expect(host.innerHTML).not.toMatch(/javascript|onclick|<script|<set/i);
  });
});
