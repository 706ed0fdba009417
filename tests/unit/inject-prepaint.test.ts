// Tests the prepaint style `wisp inject` prints: in the head, once, and plain CSS a `<style>` element can hold.
import { describe, expect, it } from 'vitest';
import { injectWisp } from '../../src/tools/inject.ts';
import { PREPAINT_CSS, PREPAINT_STRETCH_CSS, toPrepaintTag } from '../../src/tools/prepaint.ts';

const PREPAINT_TAG = toPrepaintTag();

const LOADER = '<script type="module" src="/wisp/loader.js" fetchpriority="low"></script>';
const page = '<!DOCTYPE html>\n<html><head><title>t</title></head>\n<body>\n<p>x</p>\n</body>\n</html>\n';

describe('the prepaint style wisp inject prints', () => {
  it('goes right before the closing head tag, with the loader before the closing body tag', () => {
    expect(injectWisp(page).html).toBe(`<!DOCTYPE html>\n<html><head><title>t</title>${PREPAINT_TAG}</head>\n<body>\n<p>x</p>\n${LOADER}</body>\n</html>\n`);
  });

  it('is printed once: a page injected twice keeps one style and one loader', () => {
    const twice = injectWisp(injectWisp(page).html).html;
    expect(twice.split(PREPAINT_TAG)).toHaveLength(2);
    expect(twice.split(LOADER)).toHaveLength(2);
  });

  it('goes right before the loader on a page with no closing head tag written', () => {
    expect(injectWisp('<title>t</title><p>x</p>').html).toBe(`<title>t</title><p>x</p>${PREPAINT_TAG}${LOADER}`);
  });

  it('is left out with prepaint: false', () => {
    expect(injectWisp(page, { prepaint: false }).html).not.toContain('wisp-prepaint');
  });

  it('holds no character that could end its style element, and opens the first panel of classic tabs and accordion only', () => {
    expect(PREPAINT_CSS).not.toContain('<');
    expect(PREPAINT_CSS).toContain('.elementor-widget-tabs:not([data-wisp-ready])');
    expect(PREPAINT_CSS).toContain('.elementor-widget-accordion:not([data-wisp-ready])');
    expect(PREPAINT_CSS).not.toContain('toggle');
  });

  it('stretches sections whose settings say so to the window on touch screens, until wisp or the original measures them', () => {
    const style = /<style id="wisp-prepaint">([^<]*)<\/style>/.exec(injectWisp(page).html)?.[1] ?? '';
    expect(style).toContain(PREPAINT_STRETCH_CSS);
    expect(PREPAINT_STRETCH_CSS).toMatch(/^@media \(hover:none\) and \(pointer:coarse\)\{/);
    expect(PREPAINT_STRETCH_CSS).toContain(`.elementor-section-stretched[data-settings*='"section-stretched"']:not([data-wisp-stretched])`);
    expect(PREPAINT_STRETCH_CSS).toContain('body:not([class*="e--ua-"])');
    expect(PREPAINT_STRETCH_CSS).toContain('{width:100vw;inset-inline-start:calc(50% - 50vw)}');
  });

  it('leaves the stretched sections\' rule out when the page\'s kit fits them to a container, and keeps it for an empty selector', () => {
    const withConfig = (kit: string) => page.replace('<p>x</p>', `<p>x</p><script>var elementorFrontendConfig = {"kit":{${kit}}};</script>`);
    const fitted = injectWisp(withConfig('"stretched_section_container":"#primary"')).html;
    expect(fitted).toContain('<style id="wisp-prepaint">');
    expect(fitted).not.toContain('.elementor-section-stretched');
    expect(fitted).toContain('.elementor-widget-tabs:not([data-wisp-ready])');
    expect(injectWisp(withConfig('"stretched_section_container":""')).html).toContain(PREPAINT_STRETCH_CSS);
  });

  it('hides what a hide-wrapper or hide-others marker names, one rule per line, from the first paint', () => {
    const marked = '<head></head><body><div class="box"><div class="dc-hide-wrapper" data-selector=".box"></div></div><div class="dc-hide-others" data-selector=".promo, #ad"></div></body>';
    const style = /<style id="wisp-prepaint">([^<]*)<\/style>/.exec(injectWisp(marked).html)?.[1] ?? '';
    expect(style.split('\n').slice(1)).toEqual([
      ':is(.box):has(.dc-hide-wrapper[data-selector=".box"]):not(:has(:is(.box) .dc-hide-wrapper[data-selector=".box"])){display:none!important}',
      ':is(.promo, #ad){display:none!important}',
    ]);
  });

  it('copies no marker selector holding a quote, backslash, brace, semicolon, angle bracket or line break', () => {
    const selectors = ['a"]{}body{display:none', "a'", 'a\\', 'a;b', '</style><script>alert(1)</script>', 'a\nb', '@import x', 'a{b}'];
    const page = `<head></head><body>${selectors.map((s) => `<div class="dc-hide-others" data-selector="${s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}"></div>`).join('')}</body>`;
    expect(injectWisp(page).html).toContain(`${PREPAINT_TAG}</head>`);
  });
});
