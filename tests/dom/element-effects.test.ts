import { afterEach, describe, expect, it, vi } from 'vitest';
import { $, $$, DEFAULT_CONFIG, boot, touch } from './helpers.ts';

afterEach(() => {
  (window as unknown as { wisp?: { destroy(): void } }).wisp?.destroy();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A matchMedia whose only true query is reduced motion (when asked for) — the viewport counts as desktop. */
function stubMotion(reduced: boolean): void {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    ({ matches: reduced && query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList);
}

const json = (value: unknown) => JSON.stringify(value).replace(/"/g, '&quot;');
const heading = (id: string, settings: unknown, extra = '') =>
  `<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-heading ${extra}" data-id="${id}" data-element_type="widget" data-settings="${json(settings)}" data-widget_type="heading.default"><div class="elementor-widget-container"><h2 class="elementor-heading-title">Title</h2></div></div>`;
const frames = () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));

describe('entrance animations', () => {
  it('with reduced motion, shows every element at once without waiting to be seen', async () => {
    stubMotion(true);
    await boot(heading('e000001', { _animation: 'fadeInUp' }, 'elementor-invisible') + heading('e000002', { _animation: 'zoomIn', _animation_delay: 900 }, 'elementor-invisible'));
    expect($$('.elementor-invisible')).toHaveLength(0);
    expect($$('.animated')).toHaveLength(0);
  });

  it('otherwise keeps an element hidden until the observer reports it in view', async () => {
    stubMotion(false);
    await boot(heading('e000003', { _animation: 'fadeInUp' }, 'elementor-invisible'));
    expect($('[data-id="e000003"]').classList.contains('elementor-invisible')).toBe(true);
  });
});

describe('sticky', () => {
  it('sticks once, leaves its spacer to no module, and destroy gives the markup back byte for byte', async () => {
    stubMotion(false);
    const html = `<div class="elementor-element elementor-element-5000001 e-con e-parent" data-id="5000001" data-element_type="container" data-settings="${json({ sticky: 'top', sticky_effects_offset: 0 })}">${heading('5000002', { _animation: 'fadeIn' }, 'elementor-invisible')}</div>`;
    const pristine = document.createElement('template');
    pristine.innerHTML = html;
    const before = pristine.content.firstElementChild?.outerHTML;
    const api = await boot(html);
    const root = $('[data-id="5000001"]');
    await frames();
    // happy-dom lays nothing out: the element is at the top, so it sticks at once.
    expect(root.classList.contains('elementor-sticky--active')).toBe(true);
    const spacer = $('.elementor-sticky__spacer');
    expect(spacer.previousElementSibling).toBe(root);
    expect(spacer.getAttribute('data-delay-child-handlers')).toBe('true');
    await frames();
    await api.idle();
    expect(api.report().filter((row) => row.module === 'sticky').map((row) => row.element)).toEqual([root]);
    expect(api.report().some((row) => spacer.contains(row.element))).toBe(false);
    api.destroy();
    expect($$('.elementor-sticky__spacer')).toHaveLength(0);
    expect(root.outerHTML).toBe(before);
  });
});

describe('motion effects', () => {
  it('adds a background layer and its classes, and removes them all on teardown', async () => {
    stubMotion(false);
    const html = `<div class="elementor-element elementor-element-6000001 e-con e-parent" data-id="6000001" data-element_type="container" data-settings="${json({
      background_motion_fx_motion_fx_scrolling: 'yes', background_motion_fx_translateY_effect: 'yes', background_motion_fx_translateY_speed: { unit: 'px', size: 3, sizes: [] },
    })}"><p>Content</p></div>`;
    const api = await boot(`<div class="wrap">${html}</div>`);
    const root = $('[data-id="6000001"]');
    const before = $('.wrap').innerHTML;
    await touch(api, root);
    expect(root.classList.contains('elementor-motion-effects-element-type-background')).toBe(true);
    expect($('.wrap').classList.contains('elementor-motion-effects-parent')).toBe(true);
    expect($('.elementor-motion-effects-layer', root).style.height).toBe('130%');
    expect(root.firstElementChild?.classList.contains('elementor-motion-effects-container')).toBe(true);
    api.destroy();
    expect($('.wrap').innerHTML).toBe(before);
    expect($('.wrap').classList.contains('elementor-motion-effects-parent')).toBe(false);
  });

  it('does nothing at all with reduced motion', async () => {
    stubMotion(true);
    const html = heading('6000002', { motion_fx_motion_fx_scrolling: 'yes', motion_fx_translateY_effect: 'yes' });
    const api = await boot(html);
    await touch(api, $('[data-id="6000002"]'));
    await frames();
    expect($$('.elementor-motion-effects-element')).toHaveLength(0);
    expect($('[data-id="6000002"] .elementor-widget-container').getAttribute('style')).toBeNull();
  });
});

describe('shape dividers', () => {
  const section = (settings: unknown) => `<section class="elementor-section elementor-element elementor-element-7000001" data-id="7000001" data-element_type="section" data-settings="${json(settings)}"><div class="elementor-shape elementor-shape-top" aria-hidden="true"></div><div class="elementor-container"></div></section>`;
  const EDIT = { ...DEFAULT_CONFIG, environmentMode: { edit: true }, urls: { assets: '/assets/' } };
  const HOSTILE = `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" viewBox="0 0 10 10"><script>alert(2)</script><foreignObject><div onclick="alert(3)">x</div></foreignObject><a href="javascript:alert(4)"><path d="M0 0h10"/></a><path class="elementor-shape-fill" d="M0 0h10v10z" onmouseover="alert(5)"/><use href="https://evil.example/x.svg#a"/></svg>`;

  it('in edit mode, fetches {assets}shapes/{shape}-negative.svg and inserts it without scripts, handlers or foreign content', async () => {
    stubMotion(false);
    const fetch = vi.fn(async (_url: string) => new Response(HOSTILE, { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const api = await boot(section({ shape_divider_top: 'waves', shape_divider_top_negative: 'yes' }), EDIT);
    await touch(api, $('[data-id="7000001"]'));
    await vi.waitFor(() => expect($$('.elementor-shape-top svg')).toHaveLength(1));
    expect(fetch.mock.calls[0]?.[0]).toBe('/assets/shapes/waves-negative.svg');
    const shape = $('.elementor-shape-top');
    expect(shape.getAttribute('data-shape')).toBe('waves');
    expect(shape.innerHTML).not.toMatch(/script|foreignObject|onload|onclick|onmouseover|javascript|evil|<a|<use/i);
    expect($$('.elementor-shape-top path.elementor-shape-fill')).toHaveLength(1);
  });

  it('outside edit mode, never fetches', async () => {
    stubMotion(false);
    const fetch = vi.fn(async () => new Response('<svg xmlns="http://www.w3.org/2000/svg"></svg>'));
    vi.stubGlobal('fetch', fetch);
    const api = await boot(section({ shape_divider_top: 'waves' }));
    await touch(api, $('[data-id="7000001"]'));
    expect(fetch).not.toHaveBeenCalled();
    expect($('.elementor-shape-top').innerHTML).toBe('');
  });

  it('a shape name that is not a file name is refused before any request', async () => {
    stubMotion(false);
    const fetch = vi.fn(async () => new Response(''));
    vi.stubGlobal('fetch', fetch);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = await boot(section({ shape_divider_top: '../../secret' }), EDIT);
    await touch(api, $('[data-id="7000001"]'));
    expect(fetch).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('column redistribution markers', () => {
  it('hides the wrapper and the other elements the selectors name, warns once per invalid selector, and undoes it all', async () => {
    stubMotion(false);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = await boot(`
      <div class="wrapper"><div class="dc-hide-wrapper" data-selector=".wrapper"></div></div>
      <p class="promo">one</p><p class="promo">two</p><div class="dc-hide-others" data-selector=".promo"></div>
      <div class="dc-hide-others" data-selector="[[x"></div><div class="dc-hide-wrapper" data-selector="[[x"></div>`);
    await api.idle();
    expect($('.wrapper').style.display).toBe('none');
    expect($$('.promo').map((promo) => promo.style.display)).toEqual(['none', 'none']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('"[[x" is not a valid selector');
    api.destroy();
    expect($('.wrapper').hasAttribute('style')).toBe(false);
    expect($$('.promo[style]')).toHaveLength(0);
  });
});
