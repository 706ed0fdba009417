import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WispApi } from '../../src/core/api.ts';
import { $, $$, boot, press, touch } from './helpers.ts';
import { loopWidget, portfolioWidget, toAttribute } from './loop-markup.ts';

afterEach(() => {
  (window as unknown as { wisp?: { destroy(): void } }).wisp?.destroy();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const PORTFOLIO = '9f0a001';

/** Reduced motion: filtering shows and hides at once, which happy-dom (no layout) can check. */
function preferReducedMotion(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduced-motion'), media: query, addEventListener() {}, removeEventListener() {} }));
}

async function bootPortfolio(settings = ''): Promise<{ api: WispApi; root: HTMLElement }> {
  const api = await boot(portfolioWidget(PORTFOLIO, settings));
  const root = $(`[data-id="${PORTFOLIO}"]`);
  await touch(api, root);
  return { api, root };
}

const shownWorks = () => $$('.elementor-portfolio-item').filter((item) => item.style.display !== 'none').map((item) => item.dataset['work']);
const activeWorks = () => $$('.elementor-portfolio-item.elementor-active').map((item) => item.dataset['work']);
const filter = (term: string) => $(`.elementor-portfolio__filter[data-filter="${term}"]`);

describe('portfolio', () => {
  it('mounts with All chosen: every item active and the filter bar made of toggle buttons', async () => {
    const { root } = await bootPortfolio();
    expect(root.hasAttribute('data-wisp-ready')).toBe(true);
    expect(activeWorks()).toEqual(['a', 'b', 'c', 'd']);
    for (const item of $$('.elementor-portfolio__filter')) {
      expect(item.getAttribute('role')).toBe('button');
      expect(item.getAttribute('tabindex')).toBe('0');
      expect(item.getAttribute('aria-pressed')).toBe(String(item.dataset['filter'] === '__all'));
    }
  });

  it('shows only the items of the clicked term and moves the active state to its filter', async () => {
    preferReducedMotion();
    await bootPortfolio();
    filter('audits').click();
    expect(shownWorks()).toEqual(['a', 'c']);
    expect(activeWorks()).toEqual(['a', 'c']);
    expect(filter('audits').classList.contains('elementor-active')).toBe(true);
    expect(filter('audits').getAttribute('aria-pressed')).toBe('true');
    expect(filter('__all').classList.contains('elementor-active')).toBe(false);
    filter('__all').click();
    expect(shownWorks()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('answers Enter and Space on a filter', async () => {
    preferReducedMotion();
    await bootPortfolio();
    expect(press(filter('training'), 'Enter').defaultPrevented).toBe(true);
    expect(shownWorks()).toEqual(['b']);
    expect(press(filter('certification'), ' ').defaultPrevented).toBe(true);
    expect(shownWorks()).toEqual(['a', 'd']);
  });

  it('announces a filter change with a cancelable event first', async () => {
    preferReducedMotion();
    const { root } = await bootPortfolio();
    const changed = vi.fn();
    root.addEventListener('wisp:filter-change', (event) => changed((event as CustomEvent).detail));
    const cancel = (event: Event) => event.preventDefault();
    root.addEventListener('wisp:before-filter-change', cancel);
    filter('training').click();
    expect(shownWorks()).toEqual(['a', 'b', 'c', 'd']);
    root.removeEventListener('wisp:before-filter-change', cancel);
    filter('training').click();
    expect(changed).toHaveBeenCalledWith({ filter: 'training' });
  });

  it('shows every item again and stops listening after teardown', async () => {
    preferReducedMotion();
    const { api } = await bootPortfolio();
    filter('training').click();
    api.destroy();
    expect(shownWorks()).toEqual(['a', 'b', 'c', 'd']);
    filter('audits').click();
    expect(shownWorks()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('warns once about a wrong column setting and still filters', async () => {
    preferReducedMotion();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await bootPortfolio(toAttribute({ columns: { size: 3 }, masonry: 'yes' }));
    filter('training').click();
    expect(shownWorks()).toEqual(['b']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('"columns"');
  });

  it('leaves a portfolio without items byte-identical with one warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = await boot(portfolioWidget(PORTFOLIO, '', false));
    const root = $(`[data-id="${PORTFOLIO}"]`);
    const markup = root.outerHTML;
    await touch(api, root);
    expect(root.outerHTML).toBe(markup);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('loop grid', () => {
  it('mounts on a grid without masonry and leaves its markup as it is', async () => {
    const api = await boot(loopWidget('1a00b01'));
    const root = $('[data-id="1a00b01"]');
    const inner = root.innerHTML;
    await touch(api, root);
    expect(root.hasAttribute('data-wisp-ready')).toBe(true);
    expect(root.innerHTML).toBe(inner);
  });

  it.each([
    ['no loop container', loopWidget('1a00b01', '', '', false), 'elementor-loop-container'],
    ['data-settings that is not JSON', loopWidget('1a00b01', undefined, '{not json'), 'not valid JSON'],
  ])('leaves a loop grid with %s byte-identical with one warning', async (_name, html, words) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = await boot(html);
    const root = $('[data-id="1a00b01"]');
    const markup = root.outerHTML;
    await touch(api, root);
    expect(root.outerHTML).toBe(markup);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain(words);
  });

  it('warns once about a wrong responsive column value and mounts', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = await boot(loopWidget('1a00b01', undefined, toAttribute({ masonry: 'yes', columns: 3, columns_tablet: 'many', row_gap: { unit: 'px', size: '', sizes: [] } })));
    const root = $('[data-id="1a00b01"]');
    await touch(api, root);
    expect(root.hasAttribute('data-wisp-ready')).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('"columns_tablet"');
  });
});
