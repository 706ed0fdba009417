// `wisp inject` on pages with third-party add-ons: their scripts, inline data and jQuery stay, and the early script
// that gives them the page builder's globals goes where the builder's first script was.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { injectWisp } from '../../src/tools/inject.ts';

const EARLY = '<script src="/wisp/addon-early.js"></script>';
const ext = (id: string, src: string): string => `<script src="${src}" id="${id}-js"></script>`;
const BUILDER = [
  ext('elementor-webpack-runtime', '/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js?ver=3.2'),
  ext('elementor-frontend-modules', '/wp-content/plugins/elementor/assets/js/frontend-modules.min.js?ver=3.2'),
  '<script id="elementor-frontend-js-before">var elementorFrontendConfig = {"environmentMode":{}};</script>',
  ext('elementor-frontend', '/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.2'),
].join('\n');
const ADDON = [
  '<script id="acme-widgets-js-extra">var acmeData = {"ajaxurl":"/wp-admin/admin-ajax.php"};</script>',
  ext('acme-widgets', '/wp-content/plugins/acme-addons/assets/widgets.min.js?ver=1.0'),
].join('\n');
const JQUERY = ext('jquery-core', '/wp-includes/js/jquery/jquery.min.js');
const widget = (kind: string) => `<div class="elementor-element" data-id="a1" data-element_type="widget" data-widget_type="${kind}.default"></div>`;
const page = (kind: string) => `<!DOCTYPE html><html><head>${JQUERY}</head><body>${widget(kind)}\n${BUILDER}\n${ADDON}\n</body></html>`;

describe('wisp inject on add-on pages', () => {
  it('keeps the add-on script, its inline data and jQuery, and puts the early script where the builder\'s first script was', () => {
    const result = injectWisp(page('acme-ticker'));
    expect(result.addonEarly).toBe(true);
    expect(result.html).toContain(`${EARLY}\n\n<script id="elementor-frontend-js-before">`);
    expect(result.html).toContain(ADDON);
    expect(result.jquery).toBe('kept');
    expect(result.kept).toEqual(expect.arrayContaining(['jquery-core', 'acme-widgets', 'inline #acme-widgets-js-extra']));
  });

  it('defers the early script where the builder\'s first script was deferred, and only there', () => {
    const deferred = page('acme-ticker').replace('<script src="/wp-content/plugins/elementor/assets/js/webpack', '<script defer src="/wp-content/plugins/elementor/assets/js/webpack');
    expect(injectWisp(deferred).html).toContain('<script defer src="/wisp/addon-early.js"></script>\n\n<script id="elementor-frontend-js-before">');
    const asyncAnchor = page('acme-ticker').replace('<script src="/wp-content/plugins/elementor/assets/js/webpack', '<script async defer src="/wp-content/plugins/elementor/assets/js/webpack');
    expect(injectWisp(asyncAnchor).html).toContain(`${EARLY}\n\n<script id="elementor-frontend-js-before">`);
  });

  it('adds no early script to a page with only the page builder\'s kinds', () => {
    const result = injectWisp(page('heading'));
    expect(result.addonEarly).toBe(false);
    expect(result.html).not.toContain('addon-early');
  });

  it('adds it for an inline script that waits for elementor/frontend/init, and follows a custom loader URL', () => {
    const html = page('heading').replace('</body>', '<script>jQuery(window).on("elementor/frontend/init", function () {});</script></body>');
    const result = injectWisp(html, { loaderSrc: 'https://cdn.example/wisp/loader.js' });
    expect(result.html).toContain('<script src="https://cdn.example/wisp/addon-early.js"></script>');
  });
});

describe('wisp inject over ../shared/addon-sites', () => {
  const sites = resolve(__dirname, '..', '..', '..', 'shared', 'addon-sites');
  it('finds the captured add-on sites (CI has ../shared)', () => {
    expect(existsSync(join(sites, 'INDEX.tsv')), `${sites} is missing`).toBe(true);
  });
  const rows = existsSync(join(sites, 'INDEX.tsv')) ? readFileSync(join(sites, 'INDEX.tsv'), 'utf8').trim().split('\n').slice(1) : [];
  for (const row of rows) {
    const [site = '', file = ''] = row.split('\t');
    it(`keeps every add-on script and its inline data on ${site}/${file}`, () => {
      const html = readFileSync(join(sites, site, file), 'utf8');
      const result = injectWisp(html);
      const srcs = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1] ?? '');
      const addonScripts = srcs.filter((src) => /(?:^|\/)wp-content\/(?:plugins|themes|uploads)\//.test(src) && !/\/plugins\/elementor(?:-pro)?\//.test(src));
      const extras = [...html.matchAll(/<script[^>]*\bid="([\w-]+-js-extra)"/g)].map((match) => match[1] ?? '')
        .filter((id) => !/^elementor|^ecs/.test(id));
      expect(addonScripts.length).toBeGreaterThan(0);
      for (const src of addonScripts) expect(result.html, src).toContain(`src="${src}"`);
      for (const id of extras) expect(result.html, id).toContain(`id="${id}"`);
      expect(result.jquery).toBe('kept');
      expect(result.addonEarly).toBe(true);
    });
  }
});
