import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $, touch } from './helpers.ts';
import { isOpen, modal, nextFrames, startPopups as start } from './behaviour-helpers.ts';
import { popupDocument } from './popup-markup.ts';

beforeEach(() => localStorage.clear());
afterEach(() => {
  (window as unknown as { wisp?: { destroy(): void } }).wisp?.destroy();
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete (window as unknown as Record<string, unknown>)['jQuery'];
});

describe('popup documents before they are shown', () => {
  it('are taken out of the page, so their widgets neither mount nor duplicate ids', async () => {
    const { api } = await start(`<main></main>${popupDocument()}`);
    await nextFrames();
    expect(document.querySelector('[data-elementor-type="popup"]')).toBeNull();
    expect(api.report().filter((row) => row.kind !== 'page')).toEqual([]);
  });

  it('are put back where they were, byte-identical, when wisp is destroyed', async () => {
    const html = `<main></main>${popupDocument('1203')}${popupDocument('1204')}<footer></footer>`;
    const { api } = await start(html);
    api.destroy();
    expect(document.body.innerHTML).toBe(html);
  });
});

describe('showing a popup', () => {
  it('builds the original dialog structure, accessible, with a fresh copy of the document', async () => {
    const { popups } = await start(popupDocument('1203', { classes: 'promo  wide', a11y_navigation: 'yes' }), { i18n: { close: 'Schließen' } });
    expect(popups.openPopup('1203')).toBe('opened');
    const root = modal();
    expect(root?.parentElement).toBe(document.body);
    expect(root?.className).toBe('dialog-widget dialog-lightbox-widget dialog-type-buttons dialog-type-lightbox elementor-popup-modal promo wide');
    expect(root?.getAttribute('role')).toBe('dialog');
    expect(root?.getAttribute('aria-modal')).toBe('true');
    expect(root?.getAttribute('aria-label')).toBe('Free readiness check');
    const content = $('.dialog-widget-content', root ?? document);
    expect([...content.children].map((child) => child.className)).toEqual([
      'dialog-close-button dialog-lightbox-close-button', 'dialog-header dialog-lightbox-header',
      'dialog-message dialog-lightbox-message', 'dialog-buttons-wrapper dialog-lightbox-buttons-wrapper',
    ]);
    expect(content.classList.contains('animated')).toBe(true);
    expect($('.dialog-close-button').getAttribute('aria-label')).toBe('Schließen');
    const copy = $('.dialog-message > [data-elementor-type="popup"]');
    expect(copy.style.display).toBe('block');
    expect(copy.getAttribute('data-elementor-id')).toBe('1203');
  });

  it('puts the close button outside the content when asked', async () => {
    const { popups } = await start(popupDocument('1203', { close_button_position: 'outside' }));
    popups.openPopup('1203');
    expect($('.dialog-close-button').parentElement).toBe(modal());
  });

  it('mounts the widgets of each copy once, and tears the old copy down on close', async () => {
    const { api, popups } = await start(popupDocument());
    const mounts: Element[] = [];
    document.addEventListener('wisp:mount', (event) => mounts.push(event.target as Element));
    popups.openPopup('1203');
    await nextFrames();
    await api.idle();
    const first = $('[data-id="12a3b42"]');
    await touch(api, first);
    expect(first.hasAttribute('data-wisp-ready')).toBe(true);
    popups.closePopup('1203');
    await nextFrames();
    expect(first.hasAttribute('data-wisp-ready')).toBe(false);
    popups.openPopup('1203');
    await nextFrames();
    await api.idle();
    const second = $('[data-id="12a3b42"]');
    expect(second).not.toBe(first);
    await touch(api, second);
    expect(mounts).toEqual([first, second]);
    expect(api.report().filter((row) => row.module === 'tabs').map((row) => row.status)).toEqual(['mounted']);
  });

  it('dispatches the page builder events on window and jQuery, and wisp events, with the popup id', async () => {
    const { popups } = await start(popupDocument());
    const seen: string[] = [];
    const trigger = vi.fn();
    (window as unknown as Record<string, unknown>)['jQuery'] = () => ({ trigger });
    for (const name of ['elementor/popup/show', 'elementor/popup/hide']) {
      window.addEventListener(name, (event) => seen.push(`${name} ${String((event as CustomEvent<{ id: number }>).detail.id)}`));
    }
    for (const name of ['wisp:popup-open', 'wisp:popup-close']) document.addEventListener(name, () => seen.push(name));
    popups.openPopup('1203');
    popups.closePopup('1203');
    expect(seen).toEqual(['elementor/popup/show 1203', 'wisp:popup-open', 'elementor/popup/hide 1203', 'wisp:popup-close']);
    expect(trigger.mock.calls.map((call) => [call[0], call[1][0]])).toEqual([['elementor/popup/show', 1203], ['elementor/popup/hide', 1203]]);
  });

  it('lets a listener cancel opening and closing', async () => {
    const { popups } = await start(popupDocument());
    const stop = (event: Event) => event.preventDefault();
    document.addEventListener('wisp:before-popup-open', stop, { once: true });
    expect(popups.openPopup('1203')).toBe('cancelled');
    expect(popups.openPopup('1203')).toBe('opened');
    document.addEventListener('wisp:before-popup-close', stop, { once: true });
    expect(popups.closePopup('1203')).toBe(false);
    expect(isOpen()).toBe(true);
  });

  it('answers unknown ids, toggles and a second open plainly', async () => {
    const { popups } = await start(popupDocument());
    expect(popups.openPopup('999')).toBe('unknown');
    expect(popups.openPopup('1203')).toBe('opened');
    expect(popups.openPopup('1203')).toBe('already-open');
    expect(popups.openPopup('1203', { toggle: true })).toBe('closed');
    expect(isOpen()).toBe(false);
  });

  it('locks page scrolling while a prevent_scroll popup is open', async () => {
    const { popups } = await start(popupDocument('1203', { prevent_scroll: 'yes' }) + popupDocument('1204'));
    popups.openPopup('1204');
    expect(document.body.classList.contains('dialog-prevent-scroll')).toBe(false);
    popups.openPopup('1203');
    expect(document.body.classList.contains('dialog-prevent-scroll')).toBe(true);
    popups.closePopup('1203');
    expect(document.body.classList.contains('dialog-prevent-scroll')).toBe(false);
  });
});
