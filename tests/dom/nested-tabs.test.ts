import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WispApi } from '../../src/core/api.ts';
import { $, DEFAULT_CONFIG, boot, press } from './helpers.ts';
import { afterFirstInput } from './behaviour-helpers.ts';
import { nestedAccordionWidget, nestedTabsWidget } from './content-markup.ts';

afterEach(() => {
  (window as unknown as { wisp?: { destroy(): void } }).wisp?.destroy();
  vi.restoreAllMocks();
  vi.useRealTimers();
  location.hash = '';
  document.head.querySelectorAll('style').forEach((style) => style.remove());
});

const N = Number.parseInt('a7b1c01', 16);
const title = (n: number, root: ParentNode = document) => $(`#e-n-tab-title-${N}${n}`, root);
const panel = (n: number) => $(`#e-n-tab-content-${N}${n}`);
/** The selected panels of the widget's own panel list (the first in document order under its root). */
const activePanels = (root: ParentNode = $('[data-id="a7b1c01"]')) =>
  [...$('.e-n-tabs-content', root).children].filter((el) => el.classList.contains('e-active')).map((el) => (el as HTMLElement).dataset['tabIndex']);

/**
 * Nested tabs load near the viewport (never reported by happy-dom), on a touch, or at idle when the URL has a hash: a
 * pointer over the widget loads them. Waits until the module settled (mounted or refused).
 */
async function settled(api: WispApi, id = 'a7b1c01'): Promise<HTMLElement> {
  const root = $(`[data-id="${id}"]`);
  root.dispatchEvent(new Event('pointerover', { bubbles: true }));
  await vi.waitFor(() => {
    const row = api.report().find((candidate) => candidate.element === root && candidate.module === 'nested-tabs');
    if (!row || row.status === 'pending' || row.status === 'loading') throw new Error('not settled yet');
  }, { timeout: 3000 });
  await api.idle();
  return root;
}

describe('nested tabs', () => {
  it('mounts on a touch, marks the widget activated and keeps the first tab selected', async () => {
    const api = await boot(nestedTabsWidget());
    const root = await settled(api);
    expect(root.hasAttribute('data-wisp-ready')).toBe(true);
    expect($('.e-n-tabs').classList.contains('e-activated')).toBe(true);
    expect($('.e-n-tabs').getAttribute('data-touch-mode')).toBe(String('ontouchstart' in window));
    expect(activePanels()).toEqual(['1']);
    expect(title(1).getAttribute('aria-selected')).toBe('true');
  });

  it('selects a tab on click: roving tabindex, aria-selected and e-active move together', async () => {
    const api = await boot(nestedTabsWidget());
    await settled(api);
    title(2).click();
    expect(activePanels()).toEqual(['2']);
    expect([1, 2, 3].map((n) => [title(n).getAttribute('aria-selected'), title(n).getAttribute('tabindex')])).toEqual([
      ['false', '-1'], ['true', '0'], ['false', '-1'],
    ]);
  });

  it('fires the page builder window events after a panel is shown, the panel as detail, in the original order', async () => {
    const api = await boot(nestedTabsWidget());
    await settled(api);
    const seen: Array<[string, unknown]> = [];
    for (const name of ['elementor-pro/motion-fx/recalc', 'elementor/nested-tabs/activate', 'elementor/bg-video/recalc']) {
      window.addEventListener(name, (event) => seen.push([name, (event as CustomEvent).detail]));
    }
    title(3).click();
    expect(seen.map(([name]) => name)).toEqual(['elementor-pro/motion-fx/recalc', 'elementor/nested-tabs/activate', 'elementor/bg-video/recalc']);
    expect(seen[1]?.[1]).toBe(panel(3));
  });

  it('emits wisp events around a change, and a cancelled before-item-open keeps the current tab', async () => {
    const api = await boot(nestedTabsWidget());
    const root = await settled(api);
    const events: string[] = [];
    for (const name of ['item-open', 'item-close']) root.addEventListener(`wisp:${name}`, (event) => events.push(`${name} ${(event as CustomEvent<{ index: number }>).detail.index}`));
    title(2).click();
    expect(events).toEqual(['item-close 1', 'item-open 2']);
    root.addEventListener('wisp:before-item-open', (event) => event.preventDefault());
    title(3).click();
    expect(activePanels()).toEqual(['2']);
  });

  it('starts a carousel in a newly shown panel again, as the original does for Swipers set up while hidden', async () => {
    const api = await boot(nestedTabsWidget('a7b1c01', { panels: ['<p>One</p>', '<div class="swiper"></div>', '<p>Three</p>'] }));
    await settled(api);
    const swiper = { initialized: true, init: vi.fn(function (this: { initialized: boolean }) { expect(this.initialized).toBe(false); }) };
    Object.assign($('.swiper'), { swiper });
    title(2).click();
    expect(swiper.init).toHaveBeenCalledTimes(1);
  });

  it('moves focus with the arrows, Home and End without selecting, wrapping at both ends', async () => {
    const api = await boot(nestedTabsWidget());
    await settled(api);
    title(1).focus();
    expect(press(title(1), 'ArrowRight').defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(title(2));
    expect(title(2).getAttribute('aria-selected')).toBe('false');
    expect([1, 2, 3].map((n) => title(n).getAttribute('tabindex'))).toEqual(['-1', '0', '-1']);
    press(title(2), 'ArrowDown');
    expect(document.activeElement).toBe(title(3));
    press(title(3), 'ArrowRight');
    expect(document.activeElement).toBe(title(1));
    press(title(1), 'ArrowLeft');
    expect(document.activeElement).toBe(title(3));
    press(title(3), 'ArrowUp');
    expect(document.activeElement).toBe(title(2));
    press(title(2), 'Home');
    expect(document.activeElement).toBe(title(1));
    press(title(1), 'End');
    expect(document.activeElement).toBe(title(3));
    expect(activePanels()).toEqual(['1']);
  });

  it('selects with Enter and Space and announces it with the keyboard window event', async () => {
    const api = await boot(nestedTabsWidget());
    await settled(api);
    const details: unknown[] = [];
    window.addEventListener('elementor/nested-elements/activate-by-keyboard', (event) => details.push((event as CustomEvent).detail));
    expect(press(title(3), 'Enter').defaultPrevented).toBe(true);
    expect(activePanels()).toEqual(['3']);
    expect(press(title(2), ' ').defaultPrevented).toBe(true);
    expect(activePanels()).toEqual(['2']);
    expect(details).toEqual([{ widgetId: 'a7b1c01', titleIndex: '3' }, { widgetId: 'a7b1c01', titleIndex: '2' }]);
  });

  it('clicks a link title on Enter instead of selecting it directly', async () => {
    const api = await boot(nestedTabsWidget('a7b1c01', { titleTag: 'a' }));
    await settled(api);
    // The visitor has moved already: a link clicked as the very first input waits for the page-wide behaviours.
    await afterFirstInput();
    const clicked = vi.fn();
    title(2).addEventListener('click', clicked);
    press(title(2), 'Enter');
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(activePanels()).toEqual(['2']);
  });

  it('swaps the left and right arrows on a right-to-left page', async () => {
    const api = await boot(nestedTabsWidget(), { ...DEFAULT_CONFIG, is_rtl: true });
    await settled(api);
    press(title(1), 'ArrowLeft');
    expect(document.activeElement).toBe(title(2));
    press(title(2), 'ArrowRight');
    expect(document.activeElement).toBe(title(1));
  });

  it('returns focus to the selected title on Escape inside a panel', async () => {
    const api = await boot(nestedTabsWidget());
    await settled(api);
    title(2).click();
    const link = $('.inside-2');
    link.focus();
    expect(press(link, 'Escape').defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(title(2));
  });

  it('selects the tab a deep link names on load (a panel or something in it) and on hash change (a title)', async () => {
    location.hash = `#e-n-tab-content-${N}3`;
    const api = await boot(nestedTabsWidget());
    await settled(api);
    expect(activePanels()).toEqual(['3']);
    location.hash = `#e-n-tab-title-${N}2`;
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(activePanels()).toEqual(['2']);
    location.hash = '#a7b1c01-p1';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(activePanels()).toEqual(['1']);
  });

  it('finds a title by its default id when the title carries a custom CSS id', async () => {
    location.hash = `#e-n-tab-title-${N}2`;
    const api = await boot(nestedTabsWidget().replace(`id="e-n-tab-title-${N}2"`, 'id="pricing"'));
    await settled(api);
    expect(activePanels()).toEqual(['2']);
  });

  it('ignores a malformed hash', async () => {
    location.hash = '#%E0%A4%A';
    const api = await boot(nestedTabsWidget());
    await settled(api);
    expect(activePanels()).toEqual(['1']);
  });

  it('works with the .elementor-widget-container wrapper of markup before Optimized Markup', async () => {
    const api = await boot(nestedTabsWidget('a7b1c01', { withContainer: true }));
    await settled(api);
    title(3).click();
    expect(activePanels()).toEqual(['3']);
  });

  it('waits 10 ms before showing the panel in the accordion layout, after hiding the old one at once', async () => {
    const style = document.createElement('style');
    style.textContent = '.e-n-tabs-heading { display: contents; }';
    document.head.append(style);
    const api = await boot(nestedTabsWidget());
    await settled(api);
    expect(getComputedStyle($('.e-n-tabs-heading')).display).toBe('contents');
    vi.useFakeTimers();
    title(2).click();
    expect(activePanels()).toEqual([]);
    expect(title(1).getAttribute('aria-selected')).toBe('false');
    vi.advanceTimersByTime(10);
    expect(activePanels()).toEqual(['2']);
    expect(title(2).getAttribute('aria-selected')).toBe('true');
  });

  it('leaves the tabs of a nested tabs widget inside a nested accordion to that widget', async () => {
    const inner = nestedTabsWidget('a7b1c08');
    const api = await boot(nestedTabsWidget('a7b1c01', { panels: [nestedAccordionWidget('a7b2d01', { contents: [inner, '<p>Two</p>'] }), '<p>Two</p>', '<p>Three</p>'] }));
    const outer = await settled(api);
    const innerRoot = await settled(api, 'a7b1c08');
    const innerN = Number.parseInt('a7b1c08', 16);
    const innerTitle = (n: number) => $(`#e-n-tab-title-${innerN}${n}`);
    innerTitle(3).click();
    expect(activePanels(innerRoot)).toEqual(['3']);
    expect(activePanels(outer)).toEqual(['1']);
    expect(title(1).getAttribute('aria-selected')).toBe('true');
    press(innerTitle(3), 'ArrowRight');
    expect(document.activeElement).toBe(innerTitle(1));
    const link = $('.inside-3', innerRoot);
    link.focus();
    press(link, 'Escape');
    expect(document.activeElement).toBe(innerTitle(3));
  });

  it('stops reacting after teardown', async () => {
    const api = await boot(nestedTabsWidget());
    const root = await settled(api);
    api.destroy(root);
    expect(root.hasAttribute('data-wisp-ready')).toBe(false);
    title(2).click();
    press(title(1), 'ArrowRight');
    expect(activePanels()).toEqual(['1']);
    expect(title(2).getAttribute('tabindex')).toBe('-1');
  });

  it('warns once about a setting with an unexpected value and still works', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = await boot(nestedTabsWidget('a7b1c01', { settings: '{"horizontal_scroll":42,"horizontal_scroll_mobile":"enable"}' }));
    await settled(api);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[wisp\] nested-tabs: setting "horizontal_scroll" has an unexpected value 42/);
    title(2).click();
    expect(activePanels()).toEqual(['2']);
  });

  it('leaves markup byte-identical with one warning when data-settings is not JSON', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = nestedTabsWidget('a7b1c01', { settings: '{not json' });
    const api = await boot(html);
    const root = $('[data-id="a7b1c01"]');
    const before = root.outerHTML;
    await settled(api);
    title(2).click();
    expect(root.outerHTML).toBe(before);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[wisp\] nested-tabs: data-settings is not valid JSON/);
  });

  it('leaves the first nested tabs markup, with titles repeated among the panels, untouched with one warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = nestedTabsWidget().replace('<div class="e-n-tabs-content">', '<div class="e-n-tabs-content"><div class="e-n-tab-title e-collapse" data-tab="1" role="tab">Tab 1</div>');
    const api = await boot(html);
    const root = $('[data-id="a7b1c01"]');
    const before = root.outerHTML;
    await settled(api);
    title(2).click();
    expect(root.outerHTML).toBe(before);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/titles repeated among the panels/);
  });

  it('leaves markup byte-identical with one warning when the panels are missing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = nestedTabsWidget().replace(/<div class="e-n-tabs-content">.*<\/div><\/div><\/div>$/, '</div></div>');
    const api = await boot(html);
    const root = $('[data-id="a7b1c01"]');
    expect(root.querySelector('.e-n-tabs-content')).toBeNull();
    const before = root.outerHTML;
    await settled(api);
    title(2).click();
    expect(root.outerHTML).toBe(before);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[wisp\] nested-tabs: no \.e-n-tabs with/);
    expect(api.report().find((row) => row.module === 'nested-tabs')?.status).toBe('invalid');
  });
});
