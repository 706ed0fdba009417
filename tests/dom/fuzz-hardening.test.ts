import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toSafeFragment } from '../../src/shared/safe-html.ts';
import { isLightboxLink } from '../../src/behaviours/lightbox/qualify.ts';
import { hostileHtml, KNOWN_PAYLOADS } from '../unit/fuzz-html.ts';
import { findExecutable, NEVER_KEPT } from '../unit/html-checks.ts';
import { fuzzOptions, recordFigures, runs } from '../unit/fuzz-support.ts';

// Hostile server HTML through the cleaner, and link markup of every shape through the lightbox qualifier.
const figures = { cleanerCases: 0, linkCases: 0 };
afterAll(() => recordFigures('fuzz-hardening', figures));

function cleaned(html: string): HTMLElement {
  const host = document.createElement('div');
  host.append(toSafeFragment(html));
  return host;
}

describe('server HTML through the cleaner', () => {
  it('never keeps a handler, srcdoc, formaction, forbidden element or script URL, for known payloads', () => {
    for (const payload of KNOWN_PAYLOADS) expect(findExecutable(cleaned(payload), NEVER_KEPT), payload).toEqual([]);
  });

  it('never keeps a handler, srcdoc, formaction, forbidden element or script URL, for generated markup', () => {
    fc.assert(fc.property(fc.array(hostileHtml, { minLength: 1, maxLength: 3 }), (parts) => {
      figures.cleanerCases += 1;
      expect(findExecutable(cleaned(parts.join('')), NEVER_KEPT)).toEqual([]);
    }), fuzzOptions(runs(400, 8000)));
  });
});

const IMAGE_PATH = /\.(?:png|jpe?g|gif|svg|webp|avif)$/i;

/** The URL a link's markup points at, resolved as the browser would; null when it does not parse. */
function resolvedPath(href: string): string | null {
  try {
    return new URL(href, document.baseURI).pathname;
  } catch {
    return null;
  }
}

const hrefs = fc.oneof(
  fc.constantFrom('/about/', '/a.jpg', '/a.JPEG?w=1', 'https://example.com/b.png', 'javascript:alert(1)', 'data:image/png;base64,AA', '#top', '', ' /a.gif ', '/a.jpg#x', '/dir.png/page', 'mailto:a@b.c', '/a.svg'),
  fc.string({ maxLength: 12 }).map((text) => `/${text}`),
);

const linkMarkup = fc.record({
  wrapper: fc.constantFrom('html', 'svg', 'math'),
  attribute: fc.constantFrom('href', 'xlink:href'),
  href: hrefs,
  open: fc.constantFrom(null, 'yes', 'no', 'maybe'),
  download: fc.boolean(),
});

describe('link markup through the lightbox qualifier', () => {
  it('takes a link only when it points at an image (or says it is a video) and does not refuse', () => {
    fc.assert(fc.property(linkMarkup, fc.boolean(), ({ wrapper, attribute, href, open, download }, global) => {
      figures.linkCases += 1;
      const attributes = `${attribute}="${href.replace(/"/g, '&quot;')}"${open === null ? '' : ` data-elementor-open-lightbox="${open}"`}${download ? ' download' : ''}`;
      const inner = `<a ${attributes}>link</a>`;
      const markup = wrapper === 'html' ? inner : `<${wrapper}>${inner}</${wrapper}>`;
      const host = document.createElement('div');
      host.innerHTML = markup;
      const link = host.querySelector('a');
      if (!link) return;
      const taken = isLightboxLink(link, global);
      // An HTML link reads only href; SVG and MathML links may use xlink:href.
      const target = link.getAttribute('href') ?? (wrapper === 'html' ? null : link.getAttribute('xlink:href'));
      const path = target === null ? null : resolvedPath(target.trim());
      if (taken) {
        expect(download, markup).toBe(false);
        expect(open, markup).not.toBe('no');
        expect(path !== null && IMAGE_PATH.test(path), markup).toBe(true);
      }
      if (path === null || !IMAGE_PATH.test(path)) expect(taken, markup).toBe(false);
    }), fuzzOptions(runs(400, 8000)));
  });
});
