// Tests `injectWisp`: which scripts go, which stay, byte identity elsewhere, and a pass over the captured real pages.
import { describe, it, expect } from 'vitest';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { injectWisp as injectAll, type InjectOptions } from '../../src/tools/inject.ts';

// The scripts only: the prepaint style `wisp inject` adds to the head has its own tests (inject-prepaint.test.ts).
const injectWisp = (html: string, options: InjectOptions = {}) => injectAll(html, { prepaint: false, ...options });
import { REAL_PAGES, REAL_PAGES_REQUIRED } from '../../scripts/lib/real-pages.ts';

const LOADER = '<script type="module" src="/wisp/loader.js" fetchpriority="low"></script>';
const ext = (id: string, src: string, extra = ''): string => `<script src="${src}" id="${id}-js"${extra}></script>`;
const jq = ext('jquery-core', '/wp-includes/js/jquery/jquery.min.js') + '\n' + ext('jquery-migrate', '/wp-includes/js/jquery/jquery-migrate.min.js');
const core = [
  ext('elementor-webpack-runtime', '/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js?ver=3.2'),
  ext('elementor-frontend-modules', '/wp-content/plugins/elementor/assets/js/frontend-modules.min.js?ver=3.2'),
  ext('jquery-ui-core', '/wp-includes/js/jquery/ui/core.min.js?ver=1.13.2'),
  '<script id="elementor-frontend-js-before">var elementorFrontendConfig = {"environmentMode":{}};</script>',
  ext('elementor-frontend', '/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.2'),
].join('\n');
const page = (head: string, body: string): string => `<!DOCTYPE html>\n<html><head>${head}</head>\n<body>\n${body}\n</body>\n</html>\n`;

/** The injected page without the loader tag, to compare with the original minus the removed spans. */
function withoutLoader(html: string): string {
  return html.replace(LOADER, '');
}

describe('injectWisp', () => {
  it('removes the core runtime, frontend modules, frontend and jquery-ui-core but keeps the config global', () => {
    const result = injectWisp(page(jq, core));
    expect(result.html).not.toMatch(/frontend(?:-modules)?\.min\.js|webpack\.runtime|ui\/core\.min/);
    expect(result.html).toContain('elementorFrontendConfig');
    expect(result.removed).toEqual(expect.arrayContaining(['elementor-webpack-runtime', 'elementor-frontend-modules', 'elementor-frontend', 'jquery-ui-core']));
  });

  it('leaves every byte outside the removed tags exactly as it was', () => {
    const before = page(`${jq}\n<meta charset="utf-8">`, `<p>héllo &amp; <b>world</b></p>\n${core}\n<div data-x='<script>'>x</div>`);
    const result = injectWisp(before);
    let expected = before;
    for (const needle of [...core.split('\n').filter((line) => !line.includes('js-before')), ...jq.split('\n')]) expected = expected.replace(needle, '');
    expect(withoutLoader(result.html)).toBe(expected);
  });

  it('removes Elementor Pro scripts and its sticky, smartmenus and lottie libraries and keeps the Pro config', () => {
    const pro = [
      ext('elementor-pro-webpack-runtime', '/wp-content/plugins/elementor-pro/assets/js/webpack-pro.runtime.min.js'),
      '<script id="elementor-pro-frontend-js-before">var ElementorProFrontendConfig = {};</script>',
      ext('elementor-pro-frontend', '/wp-content/plugins/elementor-pro/assets/js/frontend.min.js'),
      ext('pro-elements-handlers', '/wp-content/plugins/elementor-pro/assets/js/elements-handlers.min.js'),
      ext('e-sticky', '/wp-content/plugins/elementor-pro/assets/lib/sticky/jquery.sticky.min.js'),
      ext('smartmenus', '/wp-content/plugins/elementor-pro/assets/lib/smartmenus/jquery.smartmenus.min.js'),
      ext('lottie', '/wp-content/plugins/elementor-pro/assets/lib/lottie/lottie.min.js'),
    ].join('\n');
    const result = injectWisp(page(jq, `${core}\n${pro}`));
    expect(result.html).not.toContain('/plugins/elementor-pro/');
    expect(result.html).toContain('ElementorProFrontendConfig');
  });

  it('removes the builder libraries it replaces but keeps the font awesome 4 shim', () => {
    const libs = ['swiper/v8/swiper.min.js', 'dialog/dialog.min.js', 'share-link/share-link.min.js', 'waypoints/waypoints.min.js', 'jquery-numerator/jquery-numerator.min.js', 'e-gallery/js/e-gallery.min.js']
      .map((path, i) => ext(`lib${i}`, `/wp-content/plugins/elementor/assets/lib/${path}`)).join('\n');
    const shim = ext('font-awesome-4-shim', '/wp-content/plugins/elementor/assets/lib/font-awesome/js/v4-shims.min.js');
    const result = injectWisp(page(`${jq}\n${shim}`, `${core}\n${libs}`));
    expect(result.removed).toEqual(expect.arrayContaining(['lib0', 'lib1', 'lib2', 'lib3', 'lib4', 'lib5']));
    expect(result.html).toContain('v4-shims.min.js');
  });

  it('removes Ele Custom Skin and Dynamic Conditions scripts but keeps the ecs_ajax_params global', () => {
    const plugins = [
      '<script type="text/javascript" id="ecs_ajax_load-js-extra">var ecs_ajax_params = {"ajaxurl":"/wp-admin/admin-ajax.php"};</script>',
      ext('ecs_ajax_load', '/wp-content/plugins/ele-custom-skin/assets/js/ecs_ajax_pagination.js?ver=3.1.9'),
      ext('ecs-script', '/wp-content/plugins/ele-custom-skin/assets/js/ecs.js?ver=3.1.9'),
      ext('dynamic-conditions', '/wp-content/plugins/dynamicconditions/Public/js/dynamic-conditions-public.js?ver=1.7.5'),
    ].join('\n');
    const result = injectWisp(page(jq, `${plugins}\n${core}`));
    expect(result.removed).toEqual(expect.arrayContaining(['ecs_ajax_load', 'ecs-script', 'dynamic-conditions']));
    expect(result.html).toContain('var ecs_ajax_params');
  });

  it('removes the inline extra, before, after and translations scripts of removed handles', () => {
    const inline = ['extra', 'after', 'translations'].map((kind) => `<script id="elementor-frontend-js-${kind}">window.x${kind} = 1;</script>`).join('\n');
    const result = injectWisp(page(jq, `${core}\n${inline}`));
    expect(result.html).not.toMatch(/elementor-frontend-js-(?:extra|after|translations)/);
    expect(result.html).toContain('id="elementor-frontend-js-before"');
  });

  it('keeps the Pro config where an older Pro release localised it (elementor-pro-frontend-js-extra)', () => {
    const localised = '<script id="elementor-pro-frontend-js-extra">\nvar ElementorProFrontendConfig = {"ajaxurl":"\\/wp-admin\\/admin-ajax.php"};\n</script>';
    const result = injectWisp(page(jq, `${core}\n${localised}\n${ext('elementor-pro-frontend', '/wp-content/plugins/elementor-pro/assets/js/frontend.min.js')}`));
    expect(result.html).not.toContain('/plugins/elementor-pro/assets/js/frontend.min.js');
    expect(result.html).toContain(localised);
  });

  it('keeps wp-hooks, wp-i18n and their inline scripts', () => {
    const wp = `${ext('wp-hooks', '/wp-includes/js/dist/hooks.min.js')}\n${ext('wp-i18n', '/wp-includes/js/dist/i18n.min.js')}\n<script id="wp-i18n-js-after">wp.i18n.setLocaleData({});</script>`;
    const result = injectWisp(page(jq, `${wp}\n${core}`));
    expect(result.html).toContain(wp);
  });

  it('removes jQuery and imagesloaded when nothing left on the page needs jQuery', () => {
    const loaded = ext('imagesloaded', '/wp-includes/js/imagesloaded.min.js');
    const result = injectWisp(page(jq, `${loaded}\n${core}\n<script>document.body.className += " js";</script>`));
    expect(result.jquery).toBe('removed');
    expect(result.html).not.toMatch(/jquery(?:-migrate)?\.min\.js|imagesloaded/);
  });

  it('keeps jQuery and imagesloaded when an inline script uses jQuery', () => {
    const loaded = ext('imagesloaded', '/wp-includes/js/imagesloaded.min.js');
    const result = injectWisp(page(jq, `${loaded}\n${core}\n<script>jQuery(function ($) { $('.x').hide(); });</script>`));
    expect(result.jquery).toBe('kept');
    expect(result.html).toContain('jquery.min.js');
    expect(result.html).toContain('imagesloaded.min.js');
  });

  it('keeps jQuery when an unknown theme or plugin script remains', () => {
    const result = injectWisp(page(jq, `${core}\n${ext('theme', '/wp-content/themes/x/app.js')}`));
    expect(result.jquery).toBe('kept');
    expect(result.jqueryReason).toContain('theme');
  });

  it('ignores data scripts such as JSON-LD when deciding about jQuery', () => {
    const data = '<script type="application/ld+json">{"jQuery(": 1}</script><script type="text/x-template">$(x)</script>';
    expect(injectWisp(page(jq, `${core}\n${data}`)).jquery).toBe('removed');
  });

  it('drops jQuery on request and keeps it on request', () => {
    const body = `${core}\n<script>jQuery('.x');</script>`;
    expect(injectWisp(page(jq, body), { dropJquery: true }).jquery).toBe('removed');
    expect(injectWisp(page(jq, core), { keepJquery: true }).jquery).toBe('kept');
    expect(injectWisp(page(jq, core), { keepJquery: true, dropJquery: true }).jquery).toBe('kept');
  });

  it('keeps jquery-ui-core while another jQuery UI script remains', () => {
    const mouse = ext('jquery-ui-mouse', '/wp-includes/js/jquery/ui/mouse.min.js');
    const result = injectWisp(page(jq, `${core}\n${mouse}`));
    expect(result.html).toContain('ui/core.min.js');
    expect(result.jquery).toBe('kept');
  });

  it('finds script tags written in uppercase and with single-quoted or unquoted attributes', () => {
    const odd = "<SCRIPT type='text/javascript' src='/wp-content/plugins/elementor/assets/js/frontend.min.js' id='elementor-frontend-js'></SCRIPT>\n"
      + '<script src=/wp-content/plugins/elementor/assets/js/frontend-modules.min.js id=elementor-frontend-modules-js></script >';
    const result = injectWisp(page('', odd));
    expect(result.html).not.toMatch(/frontend(?:-modules)?\.min\.js/);
    expect(result.removed).toEqual(['elementor-frontend', 'elementor-frontend-modules']);
  });

  it('does not treat a greater-than sign inside a quoted attribute as the end of the tag', () => {
    const tag = '<script data-x="a>b" src="/wp-content/plugins/elementor/assets/js/frontend.min.js" id="elementor-frontend-js"></script>';
    expect(injectWisp(page('', `<p>a</p>${tag}<p>b</p>`)).html).toContain('<p>a</p><p>b</p>');
  });

  it('leaves HTML comments that contain script tags untouched', () => {
    const comment = `<!-- ${ext('elementor-frontend', '/wp-content/plugins/elementor/assets/js/frontend.min.js')} </body> -->`;
    const result = injectWisp(page('', `${comment}\n${core}`));
    expect(result.html).toContain(comment);
    expect(result.html.indexOf(LOADER)).toBeGreaterThan(result.html.indexOf(comment) + comment.length);
  });

  it('does not see tags inside an inline script body', () => {
    const inline = '<script>document.write("<script src=\'/wp-content/plugins/elementor/assets/js/frontend.min.js\'><\\/script></body>");</script>';
    const result = injectWisp(page('', `${inline}\n${core}`));
    expect(result.html).toContain(inline);
  });

  it('adds the loader immediately before the closing body tag', () => {
    const html = injectWisp(page('', '<p>x</p>')).html;
    expect(html).toContain(`${LOADER}</body>`);
    expect(html.split(LOADER)).toHaveLength(2);
  });

  it('appends the loader at the end when the page has no closing body tag', () => {
    expect(injectWisp('<p>fragment</p>').html).toBe(`<p>fragment</p>${LOADER}`);
  });

  it('uses the given loader URL', () => {
    expect(injectWisp(page('', ''), { loaderSrc: 'https://cdn.example/wisp/loader.js' }).html).toContain('src="https://cdn.example/wisp/loader.js"');
  });

  it('adds only one loader tag when run twice and changes nothing the second time', () => {
    const once = injectWisp(page(jq, core)).html;
    const twice = injectWisp(once);
    expect(twice.html).toBe(once);
    expect(twice.removed).toEqual([]);
  });

  it('removes preload hints that point at removed scripts and keeps the others', () => {
    const hints = '<link rel="preload" as="script" href="/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.2">'
      + '<link rel="preload" as="style" href="/wp-content/plugins/elementor/assets/css/frontend.min.css">'
      + '<link rel="modulepreload" href="/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js?ver=3.2">';
    const result = injectWisp(page(hints, core));
    expect(result.html).not.toContain('as="script"');
    expect(result.html).not.toContain('modulepreload');
    expect(result.html).toContain('frontend.min.css');
  });

  it('recognises scripts whose source an optimiser moved into data-rocket-src', () => {
    const rocket = '<script type="rocketlazyloadscript" data-rocket-src="https://example.com/wp-content/plugins/elementor/assets/js/frontend.min.js" id="elementor-frontend-js" defer></script>';
    expect(injectWisp(page('', rocket)).removed).toEqual(['elementor-frontend']);
  });
});

const REAL = REAL_PAGES;

function findPages(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return findPages(path);
    return /\.html?$/i.test(name) ? [path] : [];
  });
}

describe('injectWisp on the captured real pages', () => {
  const pages = existsSync(REAL) ? findPages(REAL) : [];
  // Skipped (and counted as skipped by `npm test`) when the pages are missing, except in CI, which has them.
  if (pages.length === 0 && REAL_PAGES_REQUIRED) {
    it('finds the captured real pages CI has beside the project', () => expect.fail(`no captured pages in ${REAL}`));
  }
  it.skipIf(pages.length === 0)('removes every builder frontend script, keeps the config globals and adds exactly one loader', () => {
    for (const path of pages) {
      const name = relative(REAL, path);
      const before = readFileSync(path, 'utf8');
      const { html } = injectWisp(before);
      expect(html, name).not.toMatch(/<script[^>]*(?:src|data-[a-z]+-src)=["']?[^"' >]*\/plugins\/(?:elementor|elementor-pro|pro-elements)\/assets\/js\/frontend[\w.-]*\.min\.js/i);
      for (const global of ['elementorFrontendConfig', 'ElementorProFrontendConfig', 'ecs_ajax_params']) {
        if (before.includes(`var ${global}`)) expect(html, `${name} ${global}`).toContain(`var ${global}`);
      }
      expect(html.split(LOADER).length - 1, name).toBe(1);
      expect(injectWisp(html).html, name).toBe(html);
    }
  });
});
