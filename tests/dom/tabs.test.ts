import { afterEach, describe, expect, it, vi } from 'vitest';
import { $, $$, boot, press, touch } from './helpers.ts';
import { accordionWidget, tabsWidget } from './markup.ts';

afterEach(() => {
  (window as unknown as { wisp?: { destroy(): void } }).wisp?.destroy();
  vi.restoreAllMocks();
  location.hash = '';
});

const visiblePanel = () => $$('.elementor-tab-content').filter((panel) => panel.style.display === 'block').map((panel) => panel.dataset['tab']);

describe('classic tabs', () => {
  it('mounts on first interaction, marks the root ready and opens the first tab', async () => {
    const api = await boot(tabsWidget());
    const root = $('[data-id="a1b2c3d"]');
    expect(root.hasAttribute('data-wisp-ready')).toBe(false);
    await touch(api, root);
    expect(root.hasAttribute('data-wisp-ready')).toBe(true);
    expect(visiblePanel()).toEqual(['1']);
    expect($$('.elementor-tab-title.elementor-active').map((t) => t.dataset['tab'])).toEqual(['1', '1']);
    expect($('#elementor-tab-content-1a1b2c3d').hasAttribute('hidden')).toBe(false);
    expect(api.report().find((row) => row.module === 'tabs')?.status).toBe('mounted');
  });

  it('switches panels on click: the desktop and mobile titles of the chosen tab become selected', async () => {
    const api = await boot(tabsWidget());
    await touch(api, $('[data-id="a1b2c3d"]'));
    $('.elementor-tab-desktop-title[data-tab="2"]').click();
    expect(visiblePanel()).toEqual(['2']);
    for (const title of $$('.elementor-tab-title[data-tab="2"]')) {
      expect(title.classList.contains('elementor-active')).toBe(true);
      expect(title.getAttribute('aria-selected')).toBe('true');
      expect(title.getAttribute('tabindex')).toBe('0');
    }
    for (const title of $$('.elementor-tab-title[data-tab="1"]')) {
      expect(title.getAttribute('aria-selected')).toBe('false');
      expect(title.getAttribute('tabindex')).toBe('-1');
    }
    expect($('#elementor-tab-content-1a1b2c3d').getAttribute('hidden')).toBe('hidden');
  });

  it('keeps the open tab open when its title is clicked again', async () => {
    const api = await boot(tabsWidget());
    await touch(api, $('[data-id="a1b2c3d"]'));
    $('.elementor-tab-desktop-title[data-tab="1"]').click();
    expect(visiblePanel()).toEqual(['1']);
  });

  it('activates with Enter and Space and moves focus only with the arrow, Home and End keys', async () => {
    const api = await boot(tabsWidget());
    await touch(api, $('[data-id="a1b2c3d"]'));
    const first = $('.elementor-tab-desktop-title[data-tab="1"]');
    first.focus();
    expect(press(first, 'ArrowRight').defaultPrevented).toBe(true);
    expect(document.activeElement).toBe($('.elementor-tab-desktop-title[data-tab="2"]'));
    expect(visiblePanel()).toEqual(['1']);
    press(first, 'ArrowLeft');
    expect(document.activeElement).toBe($('.elementor-tab-desktop-title[data-tab="3"]'));
    press(first, 'End');
    expect(document.activeElement).toBe($('.elementor-tab-desktop-title[data-tab="3"]'));
    press($('.elementor-tab-desktop-title[data-tab="3"]'), 'Home');
    expect(document.activeElement).toBe(first);
    press($('.elementor-tab-desktop-title[data-tab="3"]'), 'Enter');
    expect(visiblePanel()).toEqual(['3']);
    press($('.elementor-tab-desktop-title[data-tab="2"]'), ' ');
    expect(visiblePanel()).toEqual(['2']);
  });

  it('uses up and down arrows in the vertical list of mobile titles', async () => {
    const api = await boot(tabsWidget());
    await touch(api, $('[data-id="a1b2c3d"]'));
    const first = $('.elementor-tab-mobile-title[data-tab="1"]');
    expect(press(first, 'ArrowRight').defaultPrevented).toBe(false);
    press(first, 'ArrowDown');
    expect(document.activeElement).toBe($('.elementor-tab-mobile-title[data-tab="2"]'));
  });

  it('opens the tab a deep link points at, on load and on hash change', async () => {
    location.hash = '#elementor-tab-content-3a1b2c3d';
    const api = await boot(tabsWidget());
    await touch(api, $('[data-id="a1b2c3d"]'));
    expect(visiblePanel()).toEqual(['3']);
    location.hash = '#elementor-tab-title-2a1b2c3d';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(visiblePanel()).toEqual(['2']);
  });

  it('ignores a hash that names no tab of its own', async () => {
    location.hash = '#%E0%A4%A';
    const api = await boot(tabsWidget());
    await touch(api, $('[data-id="a1b2c3d"]'));
    expect(visiblePanel()).toEqual(['1']);
  });

  it('works on optimized markup without the widget container', async () => {
    const api = await boot(tabsWidget('c0ffee1', '', 2, false));
    await touch(api, $('[data-id="c0ffee1"]'));
    $('.elementor-tab-desktop-title[data-tab="2"]').click();
    expect(visiblePanel()).toEqual(['2']);
  });

  it('does not react to the titles of a tabs widget nested inside an accordion', async () => {
    const api = await boot(accordionWidget('accordion', 'b2c3d4e', '', 2, tabsWidget()));
    const accordion = $('[data-id="b2c3d4e"]');
    await touch(api, accordion);
    await touch(api, $('[data-id="a1b2c3d"]'));
    const accordionOpen = () => $$('.elementor-tab-title.elementor-active', accordion).filter((t) => t.closest('[data-id]') === accordion).map((t) => t.dataset['tab']);
    expect(accordionOpen()).toEqual(['1']);
    $('.elementor-tab-desktop-title[data-tab="2"]', $('[data-id="a1b2c3d"]')).click();
    expect(accordionOpen()).toEqual(['1']);
    expect($('#elementor-tab-content-2a1b2c3d').style.display).toBe('block');
  });

  it('stops reacting after teardown', async () => {
    const api = await boot(tabsWidget());
    const root = $('[data-id="a1b2c3d"]');
    await touch(api, root);
    api.destroy(root);
    expect(root.hasAttribute('data-wisp-ready')).toBe(false);
    $('.elementor-tab-desktop-title[data-tab="2"]').click();
    expect(visiblePanel()).toEqual(['1']);
  });

  it('leaves markup byte-identical with one warning when data-settings is not JSON', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = tabsWidget('a1b2c3d', '{not json');
    const api = await boot(html);
    const root = $('[data-id="a1b2c3d"]');
    const before = root.outerHTML;
    await touch(api, root);
    $('.elementor-tab-desktop-title[data-tab="2"]').click();
    expect(root.outerHTML).toBe(before);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toBe('[wisp] tabs: data-settings is not valid JSON; left as it is');
    expect(api.report().find((row) => row.module === 'tabs')?.status).toBe('invalid');
  });

  it('names JSON that is not an object as such, apart from text that is not JSON', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = await boot(tabsWidget('a1b2c3d', '[1,2]') + tabsWidget('a1b2c3e', '"text"'));
    for (const id of ['a1b2c3d', 'a1b2c3e']) await touch(api, $(`[data-id="${id}"]`));
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      '[wisp] tabs: data-settings is not a JSON object; left as it is',
      '[wisp] tabs: data-settings is not a JSON object; left as it is',
    ]);
    expect(api.report().filter((row) => row.module === 'tabs').map((row) => row.status)).toEqual(['invalid', 'invalid']);
  });

  it('leaves markup byte-identical with one warning when the titles are missing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = await boot('<div class="elementor-element elementor-widget" data-id="d00d001" data-element_type="widget" data-widget_type="tabs.default"><div class="elementor-tabs"><p>No titles here</p></div></div>');
    const root = $('[data-id="d00d001"]');
    const before = root.outerHTML;
    await touch(api, root);
    await touch(api, root);
    expect(root.outerHTML).toBe(before);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(api.report().find((row) => row.module === 'tabs')?.status).toBe('invalid');
  });
});
