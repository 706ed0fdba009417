import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { $, $$, boot, touch } from './helpers.ts';
import { actionLink, popupDocument } from './popup-markup.ts';
import { behavioursStarted } from './behaviour-helpers.ts';
import { documentOf, fakeFetch, filterWidget, loopContent, loopItem, loopWidget, settle } from './loop-markup.ts';
import { fuzzOptions, hostileLeaf, hostileSettings, prototypeDamage, recordFigures, runs, STRESS } from '../unit/fuzz-support.ts';

const LONG = STRESS ? 900_000 : 90_000;

// Untrusted strings from the address bar, action links and server answers: they may reach the page only as inert data.
const figures = { urlCases: 0, selectorCalls: 0, htmlWrites: 0, actionLinkCases: 0, responseCases: 0 };
afterAll(() => recordFigures('fuzz-links-urls', figures));

/** Tears down whatever runtime an earlier case left, so each case meets exactly one wisp. */
const destroyLeftover = () => (window as unknown as { wisp?: { destroy(): void } }).wisp?.destroy();

afterEach(() => {
  destroyLeftover();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

const MARK = 'zq9mark';

/** As the page builder's PHP prints it, for any text (base64 of the UTF-8 JSON, then rawurlencode of the whole). */
const actionHash = (action: string, settings: unknown) =>
  `#${encodeURIComponent(`elementor-action:action=${action}&settings=${Buffer.from(JSON.stringify(settings)).toString('base64')}`)}`;
const FILTER = 'f11a001';
const LOOP = '1a00b01';

/** Records every selector and every HTML string handed to the DOM while `run` goes on. */
async function watchSinks(run: () => Promise<void>): Promise<{ selectors: string[]; html: string[] }> {
  const selectors: string[] = [];
  const html: string[] = [];
  const spies: Array<{ mockRestore(): void }> = [];
  for (const proto of [Element.prototype, Document.prototype, DocumentFragment.prototype] as unknown as Array<Record<string, unknown>>) {
    for (const name of ['querySelector', 'querySelectorAll', 'matches', 'closest']) {
      const original = proto[name];
      if (typeof original !== 'function') continue;
      spies.push(vi.spyOn(proto as Record<string, (selector: string) => unknown>, name).mockImplementation(function (this: unknown, selector: string) {
        selectors.push(String(selector));
        return (original as (selector: string) => unknown).call(this, selector);
      }));
    }
  }
  const descriptor = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML');
  if (descriptor?.set) {
    const set = descriptor.set;
    Object.defineProperty(Element.prototype, 'innerHTML', { ...descriptor, set(this: Element, value: string) { html.push(String(value)); set.call(this, value); } });
  }
  try {
    await run();
  } finally {
    if (descriptor) Object.defineProperty(Element.prototype, 'innerHTML', descriptor);
    for (const spy of spies) spy.mockRestore();
  }
  return { selectors, html };
}

/** The marker followed by a character that would end an attribute value or a selector when not escaped. */
const UNESCAPED = new RegExp(`${MARK}["'\\]\\[)(,>+~ #.:*]`);

const injection = fc.tuple(
  fc.constantFrom('"]', "']", '"],*[x="', '<img src=x onerror=alert(1)>', '\\', ', body', ')', '#x', '%22%5D', '~', '+'),
  fc.string({ maxLength: 8 }),
).map(([tail, noise]) => `${MARK}${tail}${noise}`);

describe('URL parameters are data, never markup or selector syntax', () => {
  it('hostile e-filter-*, e-page-* and theme_template_id values reach no selector unescaped and no innerHTML', async () => {
    await fc.assert(fc.asyncProperty(injection, injection, injection, async (filter, page, template) => {
      figures.urlCases += 1;
      destroyLeftover();
      vi.restoreAllMocks();
      fakeFetch();
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const query = new URLSearchParams({
        [`e-filter-${LOOP}-category`]: filter, [`e-page-${LOOP}`]: page, theme_template_id: template, [`e-filter-${MARK}"]`]: 'x',
      });
      history.replaceState(null, '', `/resources/?${query.toString()}`);
      const sinks = await watchSinks(async () => {
        const api = await boot(documentOf(930, filterWidget({ id: FILTER, loop: LOOP }) + loopWidget(LOOP)));
        for (const element of $$('[data-element_type="widget"]')) element.dispatchEvent(new Event('pointerover', { bubbles: true }));
        await vi.waitFor(() => expect($(`[data-id="${FILTER}"]`).hasAttribute('data-wisp-ready')).toBe(true), { timeout: 5000 });
        await api.idle();
        await settle();
        api.destroy();
      });
      figures.selectorCalls += sinks.selectors.length;
      figures.htmlWrites += sinks.html.length;
      expect(sinks.selectors.filter((selector) => UNESCAPED.test(selector))).toEqual([]);
      expect(sinks.html.filter((text) => text.includes(MARK))).toEqual([]);
      expect(document.querySelector('img[onerror]')).toBeNull();
    }), fuzzOptions(runs(15, 150)));
  }, LONG);
});

describe('action links with hostile settings', () => {
  const SCRIPT_URL = /^\s*(?:javascript|vbscript|data):/i;
  const urlish = fc.oneof(hostileLeaf, fc.constantFrom('javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'data:image/svg+xml,<svg onload=alert(1)>', 'vbscript:x', '//evil.example/x.jpg'));
  const lightboxSettings = fc.record({
    type: fc.constantFrom('image', 'video', 'slideshow', 'unknown', 42),
    url: urlish, id: fc.oneof(hostileLeaf, fc.constant('1')), html: urlish, videoType: fc.constantFrom('youtube', 'vimeo', 'hosted', '<b>'),
    slides: fc.array(fc.record({ image: urlish, title: hostileLeaf }), { maxLength: 3 }),
  }, { requiredKeys: [] });
  const action = fc.oneof(
    fc.tuple(fc.constant('lightbox'), lightboxSettings),
    fc.tuple(fc.constantFrom('popup:open', 'popup:close', 'unknown', '__proto__', 'constructor'), hostileSettings(['id', 'toggle', 'do_not_show_again'])),
  );

  it('open nothing with a script URL, warn at most once per link and throw nothing', async () => {
    await fc.assert(fc.asyncProperty(action, async ([name, settings]) => {
      figures.actionLinkCases += 1;
      destroyLeftover();
      vi.restoreAllMocks();
      history.replaceState(null, '', '/');
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const api = await boot(actionLink(actionHash(name, settings)) + popupDocument());
      await behavioursStarted(api, 'action-links', 'popups', 'lightbox');
      for (let click = 0; click < 2; click += 1) $('#l1').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
      await api.idle();
      await settle();
      // The link's default (following `#elementor-action…`) never happens, so the hash cannot run again on reload.
      expect(location.hash).toBe('');
      const unsafe = $$('*').flatMap((element) => [...element.attributes])
        .filter(({ name: attribute, value }) => (['src', 'href', 'srcdoc', 'data', 'action', 'poster'].includes(attribute) || attribute.startsWith('on')) && (SCRIPT_URL.test(value) || attribute.startsWith('on')));
      expect(unsafe.map(({ name: attribute, value }) => `${attribute}=${value}`)).toEqual([]);
      const wispWarnings = warn.mock.calls.filter((args) => String(args[0]).startsWith('[wisp] action-links') || String(args[0]).startsWith('[wisp] lightbox'));
      // Each warning once, however often the link is clicked. (Counting distinct messages instead: an action chunk of the
      // previous case that loads late may still warn through that case's runtime while this one runs.)
      const messages = wispWarnings.map((args) => String(args[0]));
      expect(messages.filter((message, at) => messages.indexOf(message) !== at)).toEqual([]);
      expect(error.mock.calls.filter((args) => /failed|core:/.test(String(args[0])))).toEqual([]);
      expect(prototypeDamage()).toEqual([]);
      // Lets a late action chunk finish inside this case rather than the next.
      await new Promise((done) => setTimeout(done, 100));
      api.destroy();
    }), fuzzOptions(runs(25, 250)));
  }, LONG);
});

describe('refresh-loop answers from a hostile or broken server', () => {
  const hostileHtml = fc.constantFrom(
    '<script>window.__wispPwned = 1</script>',
    '<img src=x onerror="window.__wispPwned = 1">',
    '<a href="javascript:window.__wispPwned=1">x</a>',
    '<iframe srcdoc="<script>parent.__wispPwned=1</script>"></iframe>',
    '<svg><script>window.__wispPwned = 1</script></svg>',
    '<template><script>window.__wispPwned = 1</script></template>',
    '<base href="https://evil.example/">', '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  );
  const body = fc.oneof(
    fc.tuple(fc.uniqueArray(fc.integer({ min: 960, max: 999 }), { maxLength: 4 }), hostileHtml)
      .map(([posts, html]) => ({ kind: 'html', text: JSON.stringify({ data: loopContent(posts.map((post) => loopItem(post, html)).join('') + html) }), status: 200 })),
    fc.constantFrom('', '{', '{"data":', 'null', '[]', '{"data":42}', '<html>oops</html>')
      .map((text) => ({ kind: 'broken', text, status: 200 })),
    // A query with no posts: the server's "nothing found" content replaces the items, as in the original.
    fc.constant({ kind: 'html', text: '{"data":"<div class=\\"elementor-widget-container\\"><p>Nothing found</p></div>"}', status: 200 }),
    fc.constantFrom(400, 404, 500, 502).map((status) => ({ kind: 'status', text: '{"code":"rest_error"}', status })),
  );

  it('never runs returned scripts, keeps the page usable and never duplicates the items', async () => {
    await fc.assert(fc.asyncProperty(body, async (answer) => {
      figures.responseCases += 1;
      destroyLeftover();
      vi.restoreAllMocks();
      delete (window as unknown as Record<string, unknown>)['__wispPwned'];
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const calls = fakeFetch();
      history.replaceState(null, '', '/resources/');
      const api = await boot(documentOf(930, filterWidget({ id: FILTER, loop: LOOP }) + loopWidget(LOOP)));
      // Near the viewport (never in happy-dom) or on a touch: a pointer over the filter loads its URL part.
      await touch(api, $(`[data-id="${FILTER}"]`));
      await vi.waitFor(() => expect($(`[data-id="${FILTER}"]`).hasAttribute('data-wisp-ready')).toBe(true), { timeout: 5000 });
      $(`[data-id="${FILTER}"] [data-filter="guides"]`).click();
      calls[0]?.resolve(new Response(answer.text, { status: answer.status, headers: { 'content-type': 'application/json' } }));
      await settle();
      await api.idle();
      await settle();
      expect((window as unknown as Record<string, unknown>)['__wispPwned']).toBeUndefined();
      const loop = $(`[data-id="${LOOP}"]`);
      expect(loop.querySelectorAll('script, base, meta[http-equiv], [onerror], [srcdoc], a[href^="javascript:"]')).toHaveLength(0);
      const posts = $$('.e-loop-item', loop).map((item) => item.className);
      expect(new Set(posts).size).toBe(posts.length);
      if (answer.kind !== 'html') expect(posts.length).toBe(3);
      // Still usable: another choice sends another request.
      $(`[data-id="${FILTER}"] [data-filter="templates"]`).click();
      expect(calls.length).toBeGreaterThanOrEqual(2);
      api.destroy();
    }), fuzzOptions(runs(20, 200)));
  }, LONG);
});
