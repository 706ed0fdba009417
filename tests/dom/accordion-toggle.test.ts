import { afterEach, describe, expect, it, vi } from 'vitest';
import { $, $$, boot, press, touch } from './helpers.ts';
import { accordionWidget } from './markup.ts';

afterEach(() => {
  (window as unknown as { wisp?: { destroy(): void } }).wisp?.destroy();
  vi.restoreAllMocks();
});

const openItems = () => $$('.elementor-tab-title.elementor-active').map((title) => title.dataset['tab']);
const expanded = () => $$('.elementor-tab-title').map((title) => title.getAttribute('aria-expanded'));
const title = (n: number) => $(`.elementor-tab-title[data-tab="${n}"]`);

describe('classic accordion', () => {
  it('opens the first item on load and keeps one item open at a time', async () => {
    const api = await boot(accordionWidget('accordion'));
    await touch(api, $('[data-id="b2c3d4e"]'));
    expect(openItems()).toEqual(['1']);
    expect(expanded()).toEqual(['true', 'false', 'false']);
    title(2).click();
    expect(openItems()).toEqual(['2']);
    expect(expanded()).toEqual(['false', 'true', 'false']);
    expect($('#elementor-tab-content-1b2c3d4e').getAttribute('hidden')).toBe('hidden');
    expect($('#elementor-tab-content-2b2c3d4e').hasAttribute('hidden')).toBe(false);
  });

  it('closes the open item when its title is clicked again', async () => {
    const api = await boot(accordionWidget('accordion'));
    await touch(api, $('[data-id="b2c3d4e"]'));
    title(1).click();
    expect(openItems()).toEqual([]);
  });

  it('lets several items stay open when max_items_expended is multiple', async () => {
    const api = await boot(accordionWidget('accordion', 'b2c3d4e', '{"max_items_expended":"multiple"}'));
    await touch(api, $('[data-id="b2c3d4e"]'));
    title(2).click();
    expect(openItems()).toEqual(['1', '2']);
  });

  it('falls back to one open item, with one warning, on an unknown max_items_expended', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = await boot(accordionWidget('accordion', 'b2c3d4e', '{"max_items_expended":7}'));
    await touch(api, $('[data-id="b2c3d4e"]'));
    title(2).click();
    expect(openItems()).toEqual(['2']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('[wisp] accordion: setting "max_items_expended"');
  });

  it('sets aria-selected and tabindex on titles as the original, and a click focuses the title', async () => {
    // Root cause: only tab-list titles got aria-selected and a roving tabindex, and a click left focus where it was,
    // while the original writes both on accordion and toggle titles too and the clicked title takes focus.
    const api = await boot(accordionWidget('accordion'));
    await touch(api, $('[data-id="b2c3d4e"]'));
    expect([title(1).getAttribute('aria-selected'), title(1).getAttribute('tabindex')]).toEqual(['true', '0']);
    title(2).click();
    expect([title(1).getAttribute('aria-selected'), title(1).getAttribute('tabindex')]).toEqual(['false', '-1']);
    expect([title(2).getAttribute('aria-selected'), title(2).getAttribute('tabindex')]).toEqual(['true', '0']);
    expect(document.activeElement).toBe(title(2));
  });

  it('keeps a closed header reachable with Tab only when it has no inner link to reach it by', async () => {
    const api = await boot(accordionWidget('accordion').replace(/<a class="elementor-accordion-title" href="">(Question \d)<\/a>/g, '$1'));
    await touch(api, $('[data-id="b2c3d4e"]'));
    title(2).click();
    expect([title(1).getAttribute('aria-selected'), title(1).getAttribute('tabindex')]).toEqual(['false', '0']);
  });

  it('keeps closed headers reachable through their link and toggles with Enter without following the legacy link', async () => {
    const api = await boot(accordionWidget('accordion'));
    await touch(api, $('[data-id="b2c3d4e"]'));
    title(2).click();
    expect((title(1).querySelector('a') as HTMLElement).tabIndex).toBe(0);
    const event = press(title(3).querySelector('a') as HTMLElement, 'Enter');
    expect(event.defaultPrevented).toBe(true);
    expect(openItems()).toEqual(['3']);
    press(title(3), 'ArrowDown');
    expect(document.activeElement).toBe(title(1));
  });

  it('leaves markup byte-identical with one warning when data-settings is not JSON', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = await boot(accordionWidget('accordion', 'b2c3d4e', '{"max_items_expended":'));
    const root = $('[data-id="b2c3d4e"]');
    const before = root.outerHTML;
    await touch(api, root);
    title(2).click();
    expect(root.outerHTML).toBe(before);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('classic toggle', () => {
  it('starts with every item closed and opens items independently', async () => {
    const api = await boot(accordionWidget('toggle', 'c3d4e5f'));
    const root = $('[data-id="c3d4e5f"]');
    const before = root.outerHTML;
    await touch(api, root);
    expect(openItems()).toEqual([]);
    // Nothing but the ready marker is written until a visitor acts.
    expect(root.outerHTML.replace(' data-wisp-ready=""', '')).toBe(before);
    title(1).click();
    title(2).click();
    expect(openItems()).toEqual(['1', '2']);
    title(1).click();
    expect(openItems()).toEqual(['2']);
    expect($('#elementor-tab-content-1c3d4e5f').getAttribute('hidden')).toBe('hidden');
  });

  it('toggles with Space on a header', async () => {
    const api = await boot(accordionWidget('toggle', 'c3d4e5f'));
    await touch(api, $('[data-id="c3d4e5f"]'));
    press(title(2), ' ');
    expect(openItems()).toEqual(['2']);
    expect(title(2).getAttribute('aria-expanded')).toBe('true');
  });
});
