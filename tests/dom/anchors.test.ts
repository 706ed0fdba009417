import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $, boot } from './helpers.ts';
import { behavioursStarted } from './behaviour-helpers.ts';

beforeEach(() => history.replaceState(null, '', '/services/'));
afterEach(() => {
  (window as unknown as { wisp?: { destroy(): void } }).wisp?.destroy();
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

const PAGE = `
  <nav>
    <a id="to-faq" href="#faq">FAQ</a>
    <a id="to-anchor" href="/services/#menu">Menu anchor, by full path</a>
    <a id="to-query" href="/services/?utm=1#faq">Same path, other query</a>
    <a id="empty" href="#">Top</a>
    <a id="missing" href="#nowhere">Missing</a>
    <a id="plain" href="#plain-target">Plain element</a>
    <a id="other-page" href="/about/#faq">Other page</a>
    <a id="other-host" href="https://example.org/services/#faq">Other host</a>
    <a id="new-tab" href="#faq" target="_blank">New tab</a>
    <a id="action" href="#elementor-action%3Aaction%3Dlightbox%26settings%3De30%3D">Action</a>
    <a id="bad-escape" href="#%E0%A4%A">Bad escape</a>
  </nav>
  <p id="plain-target">Not a page-builder element</p>
  <div data-elementor-type="wp-page" data-elementor-id="719" class="elementor elementor-719">
    <div class="elementor-element elementor-element-ac0d1e0 e-con" data-id="ac0d1e0" data-element_type="container" id="faq"><p>FAQ</p></div>
    <div class="elementor-element elementor-element-ac0d1e1 elementor-widget elementor-widget-menu-anchor" data-id="ac0d1e1" data-element_type="widget" data-widget_type="menu-anchor.default"><div class="elementor-menu-anchor" id="menu"></div></div>
  </div>
  <div data-elementor-type="footer" data-elementor-id="52" class="elementor elementor-52"><p>Footer</p></div>`;

function reduceMotion(): void {
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: query.includes('reduce'), media: query, addEventListener: () => {} } as unknown as MediaQueryList));
}

/** Clicks like a visitor; returns whether wisp took the click (happy-dom would otherwise really navigate, so we stop it after). */
function click(element: Element, init: MouseEventInit = {}): { defaultPrevented: boolean } {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  let taken = false;
  const record = (seen: Event) => {
    taken = seen.defaultPrevented;
    seen.preventDefault();
  };
  window.addEventListener('click', record, { once: true });
  element.dispatchEvent(event);
  return { defaultPrevented: taken };
}

async function start(html = PAGE) {
  const api = await boot(html);
  await behavioursStarted(api, 'anchors');
  return api;
}

describe('in-page anchors', () => {
  it('scroll to a page-builder target, record the hash in history and focus the target', async () => {
    reduceMotion();
    const scrollTo = vi.spyOn(window, 'scrollTo');
    await start();
    const before = history.length;
    expect(click($('#to-faq')).defaultPrevented).toBe(true);
    expect(location.hash).toBe('#faq');
    expect(history.length).toBe(before + 1);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'instant' }));
    await vi.waitFor(() => expect(document.activeElement).toBe($('#faq')));
    expect($('#faq').getAttribute('tabindex')).toBe('-1');
    $('#faq').blur();
    expect($('#faq').hasAttribute('tabindex')).toBe(false);
  });

  it('scroll to a menu anchor named by a full link to this page, whatever its query string', async () => {
    reduceMotion();
    await start();
    expect(click($('#to-anchor')).defaultPrevented).toBe(true);
    expect(click($('#to-query')).defaultPrevented).toBe(true);
  });

  it('animate over frames without reduced motion and still focus the target at the end', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    await start();
    click($('#to-faq'));
    await vi.waitFor(() => expect(document.activeElement).toBe($('#faq')), { timeout: 2000 });
    expect(scrollTo.mock.calls.length).toBeGreaterThan(1);
  });

  const ignored: Array<[string, string, MouseEventInit?]> = [
    ['an empty hash', '#empty'],
    ['a target that does not exist', '#missing'],
    ['a target that is not a page-builder element', '#plain'],
    ['another page', '#other-page'],
    ['another host', '#other-host'],
    ['a link that opens a new tab', '#new-tab'],
    ['an undecodable hash', '#bad-escape'],
    ['a click with a modifier key', '#to-faq', { ctrlKey: true }],
    ['a middle click', '#to-faq', { button: 1 }],
  ];
  for (const [name, selector, init] of ignored) {
    it(`leave ${name} to the browser`, async () => {
      const scrollTo = vi.spyOn(window, 'scrollTo');
      await start();
      expect(click($(selector), init).defaultPrevented).toBe(false);
      expect(scrollTo).not.toHaveBeenCalled();
    });
  }

  it('leave action links to the action-link protocol', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    await start();
    click($('#action'));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(location.hash).toBe('');
  });

  it('leave a click another script already handled', async () => {
    await start();
    $('#to-faq').addEventListener('click', (event) => event.preventDefault());
    const scrollTo = vi.spyOn(window, 'scrollTo');
    click($('#to-faq'));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('stop when wisp is destroyed', async () => {
    const api = await start();
    api.destroy();
    expect(click($('#to-faq')).defaultPrevented).toBe(false);
  });
});

describe('theme_template_id', () => {
  it('scrolls to that template on load', async () => {
    reduceMotion();
    history.replaceState(null, '', '/services/?theme_template_id=52');
    const scrollTo = vi.spyOn(window, 'scrollTo');
    await start();
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('finds older markup by its elementor-{id} class', async () => {
    const { findDocument } = await import('../../src/behaviours/anchors/documents.ts');
    document.body.innerHTML = '<div class="elementor elementor-61"></div><div class="elementor elementor-610"></div>';
    expect(findDocument('61')).toBe(document.body.firstElementChild);
    expect(findDocument('6')).toBeNull();
  });

  for (const value of ['52abc', '52"]', '', '-52', 'x'.repeat(30)]) {
    it(`ignores the value ${JSON.stringify(value.slice(0, 8))}, which is not an id`, async () => {
      history.replaceState(null, '', `/services/?theme_template_id=${encodeURIComponent(value)}`);
      const scrollTo = vi.spyOn(window, 'scrollTo');
      await start();
      expect(scrollTo).not.toHaveBeenCalled();
    });
  }

  it('does nothing for an id with no template on the page', async () => {
    history.replaceState(null, '', '/services/?theme_template_id=999');
    const scrollTo = vi.spyOn(window, 'scrollTo');
    await start();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
