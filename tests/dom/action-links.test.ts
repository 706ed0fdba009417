import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $, boot } from './helpers.ts';
import { behavioursStarted, wispWarnings } from './behaviour-helpers.ts';
import { actionHash, actionLink, pageDocument, popupDocument } from './popup-markup.ts';
import { runActionHash } from '../../src/behaviours/action-links/run.ts';
import type { ActionLoader } from '../../src/behaviours/action-links/types.ts';

const lightboxHandler = vi.hoisted(() => vi.fn());
vi.mock('../../src/behaviours/lightbox/action.ts', () => ({ default: lightboxHandler }));

beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, '', '/');
});
afterEach(() => {
  (window as unknown as { wisp?: { destroy(): void } }).wisp?.destroy();
  vi.restoreAllMocks();
  lightboxHandler.mockReset();
  history.replaceState(null, '', '/');
});

const modal = (id = '1203') => document.getElementById(`elementor-popup-modal-${id}`);
const isOpen = (id = '1203') => modal(id)?.isConnected === true;

async function start(html: string) {
  const api = await boot(html);
  await behavioursStarted(api, ...(html.includes('data-elementor-type="popup"') ? ['action-links', 'popups'] : ['action-links']));
  return api;
}

function click(element: Element): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  element.dispatchEvent(event);
  return event;
}

describe('action links', () => {
  it('open a popup from the percent-encoded form the page builder prints, without following the link', async () => {
    await start(actionLink(actionHash('popup:open', { id: '1203', toggle: false })) + popupDocument());
    const event = click($('#l1'));
    expect(event.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(isOpen()).toBe(true));
    expect(location.hash).toBe('');
  });

  it('open a popup from the raw and the fully encoded forms, with a numeric id', async () => {
    const raw = `#elementor-action:action=popup:open&settings=${btoa('{"id":1203}')}`;
    const encoded = `%23${actionHash('popup:open', { id: '1204' }).slice(1)}`;
    await start(actionLink(raw, 'raw', 'a') + actionLink(encoded, 'encoded', 'b') + popupDocument('1203') + popupDocument('1204'));
    click($('#a'));
    await vi.waitFor(() => expect(isOpen('1203')).toBe(true));
    click($('#b'));
    await vi.waitFor(() => expect(isOpen('1204')).toBe(true));
  });

  it('close an open popup again when the link toggles', async () => {
    await start(actionLink(actionHash('popup:open', { id: '1203', toggle: true })) + popupDocument());
    click($('#l1'));
    await vi.waitFor(() => expect(isOpen()).toBe(true));
    click($('#l1'));
    await vi.waitFor(() => expect(isOpen()).toBe(false));
  });

  it('close the popup a close link sits in, and with do_not_show_again keep it closed for good', async () => {
    await start(actionLink(actionHash('popup:open', { id: '1203' })) + popupDocument());
    click($('#l1'));
    await vi.waitFor(() => expect(isOpen()).toBe(true));
    click($('#dismiss-1203'));
    await vi.waitFor(() => expect(isOpen()).toBe(false));
    // Visitor counters and the impressions count are stored too (popups issue); the flag is the original's.
    expect(JSON.parse(localStorage.getItem('elementor') ?? '{}')).toMatchObject({ popup_1203_disable: true });
    click($('#l1'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(isOpen()).toBe(false);
  });

  it('hand a lightbox action to the lightbox chunk with its settings and the link', async () => {
    await start(actionLink(actionHash('lightbox', { id: 4, url: '/a.jpg' })));
    click($('#l1'));
    await vi.waitFor(() => expect(lightboxHandler).toHaveBeenCalledTimes(1));
    expect(lightboxHandler.mock.calls[0]?.[0]).toEqual({ id: 4, url: '/a.jpg' });
    expect(lightboxHandler.mock.calls[0]?.[1]).toMatchObject({ source: $('#l1') });
  });

  it('run links added after boot, through the one delegated listener', async () => {
    await start('<div id="later"></div>' + popupDocument());
    $('#later').innerHTML = actionLink(actionHash('popup:open', { id: '1203' }));
    click($('#l1'));
    await vi.waitFor(() => expect(isOpen()).toBe(true));
  });
});

describe('an action whose chunk has loaded', () => {
  // Root cause: every run awaited the action's import, even once loaded, so a popup opened a task (and often a frame)
  // after the click that asked for it.
  it('runs in the click\'s own task, with no await before it; the first run waits for its chunk', async () => {
    const handler = vi.fn();
    const load: ActionLoader = vi.fn(() => Promise.resolve({ default: handler }));
    const actions = new Map([['lightbox', load]]);
    const ctx = { source: null, event: null, warn: vi.fn() };
    const first = runActionHash(actionHash('lightbox', { url: '/a.jpg' }), ctx, actions);
    expect(handler).not.toHaveBeenCalled();
    await first;
    expect(handler).toHaveBeenCalledTimes(1);
    void runActionHash(actionHash('lightbox', { url: '/b.jpg' }), ctx, actions);
    expect(handler).toHaveBeenCalledTimes(2);
    expect(handler.mock.calls[1]?.[0]).toEqual({ url: '/b.jpg' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('runs at once on its first run when its chunk came another way (ready), without importing it again', () => {
    const handler = vi.fn();
    let here = false;
    const load: ActionLoader = Object.assign(vi.fn(() => Promise.resolve({ default: handler })), { ready: () => (here ? handler : undefined) });
    const actions = new Map([['popup:open', load]]);
    const ctx = { source: null, event: null, warn: vi.fn() };
    void runActionHash(actionHash('popup:open', { id: '1' }), ctx, actions);
    expect(handler).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
    here = true;
    const other = new Map([['popup:open', Object.assign(vi.fn(() => Promise.resolve({ default: handler })), { ready: load.ready })]]);
    void runActionHash(actionHash('popup:open', { id: '2' }), ctx, other);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0]?.[0]).toEqual({ id: '2' });
    expect(other.get('popup:open')).not.toHaveBeenCalled();
  });

  it('the popup actions register themselves as they run: the action links\' popup loaders are ready after any import', async () => {
    const { ACTIONS } = await import('../../src/behaviours/action-links/actions.ts');
    const chunk = await import('../../src/behaviours/popups/actions.ts');
    expect(ACTIONS.get('popup:open')?.ready?.()).toBe(chunk.openAction);
    expect(ACTIONS.get('popup:close')?.ready?.()).toBe(chunk.closeAction);
  });
});

describe('malformed action links', () => {
  const cases: Array<[string, string, string]> = [
    ['bad base64', '#elementor-action:action=popup:open&settings=!!!', 'not valid base64'],
    ['bad JSON', `#elementor-action:action=popup:open&settings=${btoa('{"id":')}`, 'not valid JSON'],
    ['a broken percent-escape', '#elementor-action%3Aaction%3Dpopup%3Aopen%26settings%3D%E0%A4%A', 'malformed percent-escapes'],
    ['no settings', '#elementor-action:action=popup:open', 'names no action or has no settings'],
    ['settings that are not an object', `#elementor-action:action=popup:open&settings=${btoa('5')}`, 'not an object'],
    ['an unknown action', actionHash('explode', { id: '1203' }), 'unknown action "explode"'],
  ];
  for (const [name, hash, message] of cases) {
    it(`warn once about ${name}, open nothing and throw nothing`, async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      await start(actionLink(hash) + popupDocument());
      expect(click($('#l1')).defaultPrevented).toBe(true);
      click($('#l1'));
      await vi.waitFor(() => expect(wispWarnings(warn)).toHaveLength(1));
      expect(wispWarnings(warn)[0]).toContain(message);
      expect(wispWarnings(warn)[0]).toMatch(/^\[wisp\] action-links: /);
      expect(document.querySelector('.elementor-popup-modal')).toBeNull();
    });
  }

  it('warn once about a popup id that is not on the page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await start(actionLink(actionHash('popup:open', { id: '999' })) + popupDocument());
    click($('#l1'));
    click($('#l1'));
    await vi.waitFor(() => expect(wispWarnings(warn)).toEqual(['[wisp] action-links: popup:open names popup 999, which is not on this page; nothing opened']));
    expect(document.querySelector('.elementor-popup-modal')).toBeNull();
  });

  it('warn about a popup id that is not a number', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await start(actionLink(actionHash('popup:open', { id: '12ab' })) + popupDocument());
    click($('#l1'));
    await vi.waitFor(() => expect(wispWarnings(warn)).toEqual(['[wisp] action-links: popup:open needs a numeric popup id; nothing opened']));
  });

  it('warn about popup:close outside any popup', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await start(actionLink(actionHash('popup:close', { do_not_show_again: 'yes' })) + popupDocument());
    click($('#l1'));
    await vi.waitFor(() => expect(wispWarnings(warn)).toEqual(['[wisp] action-links: popup:close ran outside a popup; nothing closed']));
    expect(Object.keys(JSON.parse(localStorage.getItem('elementor') ?? '{}'))).not.toContain('popup_1203_disable');
  });
});

describe('an action hash in the page URL', () => {
  it('runs when an element on the page carries the same hash, in another spelling', async () => {
    const printed = actionHash('popup:open', { id: '1203' });
    history.replaceState(null, '', `/${decodeURIComponent(printed)}`);
    await start(pageDocument(actionLink(printed)) + popupDocument());
    await vi.waitFor(() => expect(isOpen()).toBe(true));
  });

  it('runs when a data-e-action-hash carries it', async () => {
    const printed = actionHash('lightbox', { id: 7, url: '/b.jpg' });
    history.replaceState(null, '', `/${printed}`);
    await start(`<a href="/b.jpg" data-e-action-hash="${printed}"><img alt=""></a>`);
    await vi.waitFor(() => expect(lightboxHandler).toHaveBeenCalledTimes(1));
    expect(lightboxHandler.mock.calls[0]?.[1]).toMatchObject({ source: null });
  });

  it('does nothing, with one warning, when no element carries it (a forged link)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    history.replaceState(null, '', `/${actionHash('popup:open', { id: '1203' })}`);
    await start(actionLink(actionHash('popup:open', { id: '1203', toggle: true })) + popupDocument());
    expect(wispWarnings(warn)).toEqual(['[wisp] action-links: the page URL carries an action hash that no element on the page has; ignored']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('.elementor-popup-modal')).toBeNull();
  });

  it('does not count a link outside the page builder\'s documents, nor one in the comments inside them', async () => {
    // Any link on the page vouched for an action hash in the address, so a visitor's comment carrying the
    // percent-encoded hash (it survives WordPress's comment filter) let an attacker's URL open what it named.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const printed = actionHash('popup:open', { id: '1203' });
    history.replaceState(null, '', `/${printed}`);
    const comment = `<div class="elementor-widget-post-comments"><div class="comment-content"><p>${actionLink(printed, 'Nice', 'c1')}</p></div></div>`;
    await start(`<aside>${actionLink(printed, 'Widget', 'w1')}</aside><ol class="commentlist"><li class="comment"><div class="comment-body">${actionLink(printed)}</div></li></ol>${pageDocument(comment)}${popupDocument()}`);
    expect(wispWarnings(warn)).toEqual(['[wisp] action-links: the page URL carries an action hash that no element on the page has; ignored']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('.elementor-popup-modal')).toBeNull();
  });

  it('does not count a link to another page that carries the hash', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const printed = actionHash('popup:open', { id: '1203' });
    history.replaceState(null, '', `/here/${printed}`);
    await start(`<a href="/elsewhere/${printed}">Elsewhere</a>` + popupDocument());
    expect(wispWarnings(warn)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('.elementor-popup-modal')).toBeNull();
  });

  it('counts a full link to this same page', async () => {
    const printed = actionHash('popup:open', { id: '1203' });
    history.replaceState(null, '', `/here/${printed}`);
    await start(pageDocument(`<a href="/here/${printed}">Here</a>`) + popupDocument());
    await vi.waitFor(() => expect(isOpen()).toBe(true));
  });

  it('runs on a later hash change too, under the same rule', async () => {
    const printed = actionHash('popup:open', { id: '1203' });
    await start(pageDocument(actionLink(printed)) + popupDocument());
    location.hash = printed;
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await vi.waitFor(() => expect(isOpen()).toBe(true));
  });

  it('leaves ordinary hashes alone without a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    history.replaceState(null, '', '/#contact');
    await start(popupDocument());
    expect(wispWarnings(warn)).toEqual([]);
  });

  it('stops listening when wisp is destroyed', async () => {
    const api = await start(actionLink(actionHash('popup:open', { id: '1203' })) + popupDocument());
    api.destroy();
    const event = click($('#l1'));
    expect(event.defaultPrevented).toBe(false);
  });
});
