import { afterAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { toSafeFragment } from '../../src/shared/safe-html.ts';
import { isLightboxLink } from '../../src/behaviours/lightbox/qualify.ts';
import { findPageActionHash } from '../../src/behaviours/action-links/page-hash.ts';
import { actionHash, pageDocument } from './popup-markup.ts';
import { $, boot, touch } from './helpers.ts';
import { counterWidget } from './content-markup.ts';
import { reduceMotion } from './fake-observer.ts';
import { hostileHtml, KNOWN_PAYLOADS } from '../unit/fuzz-html.ts';
import { findExecutable, NEVER_KEPT } from '../unit/html-checks.ts';
import { fuzzOptions, recordFigures, runs } from '../unit/fuzz-support.ts';

// Hostile server HTML through the cleaner, link markup of every shape through the lightbox qualifier, action hashes
// placed anywhere a visitor could write, and counter targets with any number of decimals.
const figures = { cleanerCases: 0, linkCases: 0, vouchCases: 0, counterCases: 0 };
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

const placements = ['bare', 'document', 'comments widget', '#comments', 'comment body outside', 'comment content in document'] as const;
const VISITOR = new Set<string>(['comments widget', '#comments', 'comment body outside', 'comment content in document']);

function placed(where: (typeof placements)[number], html: string): string {
  if (where === 'bare') return `<aside>${html}</aside>`;
  if (where === 'document') return pageDocument(`<div class="elementor-widget-container">${html}</div>`);
  if (where === 'comments widget') return pageDocument(`<div class="elementor-widget-post-comments"><p>${html}</p></div>`);
  if (where === '#comments') return pageDocument(`<section id="comments"><ol><li>${html}</li></ol></section>`);
  if (where === 'comment body outside') return `<ol class="commentlist"><li class="comment"><div class="comment-body">${html}</div></li></ol>`;
  return pageDocument(`<div class="comment-content">${html}</div>`);
}

describe('action hashes in the address, vouched for by markup anywhere on the page', () => {
  it('only data-e-action-hash, or a link in a page-builder document, outside comments, vouches', () => {
    const settings = fc.record({ id: fc.integer({ min: 1, max: 9999 }).map(String), url: fc.constantFrom('/a.jpg', 'https://evil.example/x.png') });
    fc.assert(fc.property(fc.constantFrom(...placements), fc.constantFrom('href', 'data-e-action-hash', 'full href'), fc.constantFrom('popup:open', 'lightbox'), settings, fc.boolean(), (where, carrier, action, value, decoded) => {
      figures.vouchCases += 1;
      const printed = actionHash(action, value);
      const spelled = decoded ? decodeURIComponent(printed) : printed;
      const attribute = carrier === 'href' ? `href="${spelled}"` : carrier === 'full href' ? `href="${location.pathname}${spelled}"` : `href="/a.jpg" data-e-action-hash="${spelled}"`;
      document.body.innerHTML = placed(where, `<a ${attribute.replace(/&/g, '&amp;')}>x</a>`);
      const vouched = findPageActionHash(printed) !== null;
      if (VISITOR.has(where)) expect(vouched, `${where} ${carrier}`).toBe(false);
      if (where === 'bare' && carrier !== 'data-e-action-hash') expect(vouched, `${where} ${carrier}`).toBe(false);
      if (where === 'document') expect(vouched, `${where} ${carrier}`).toBe(true);
    }), fuzzOptions(runs(300, 5000)));
    document.body.innerHTML = '';
  });
});

describe('counter targets with any number of decimals', () => {
  it('mounts every target, whatever its decimals: shown with at most 100, a warning past that, never an error', async () => {
    reduceMotion();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await fc.assert(fc.asyncProperty(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 99999 }), async (decimals, whole) => {
      figures.counterCases += 1;
      warn.mockClear();
      const target = decimals === 0 ? String(whole) : `${whole}.${'7'.repeat(decimals)}`;
      const api = await boot(counterWidget('c0a7e01', { to: target, delimiter: null }));
      await touch(api, $('[data-widget_type="counter.default"]'));
      const shown = $('.elementor-counter-number').textContent ?? '';
      const kept = Math.min(decimals, 100);
      expect(shown).toMatch(new RegExp(kept === 0 ? '^\\d+$' : `^\\d+\\.\\d{${kept}}$`));
      expect(warn).toHaveBeenCalledTimes(decimals > 100 ? 1 : 0);
      api.destroy();
    }), fuzzOptions(runs(60, 600)));
    expect(error).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  }, 60_000);
});
