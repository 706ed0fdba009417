// Tests the pure parts of the conformance run: kind classification, error diffing against the control run, baseline comparison.
import { describe, it, expect } from 'vitest';
import { classifyKind, isElementKind } from '../../scripts/conformance/builder-kinds.ts';
import { attributeErrors, diffErrors, findRegressions, findWispConsoleErrors, mergeBaseline, normalizeMessage, toBaseline, toMountedKinds } from '../../scripts/conformance/compare.ts';

describe('classifyKind', () => {
  it('puts Elementor core, Pro, theme builder and WooCommerce kinds in scope', () => {
    for (const kind of ['tabs.default', 'accordion.default', 'image-carousel.default', 'wp-widget-nav_menu.default', 'e-component.default']) expect(classifyKind(kind).origin, kind).toBe('core');
    for (const kind of ['posts.custom', 'nav-menu.default', 'loop-grid.post', 'template.default', 'nested-carousel.default']) expect(classifyKind(kind).origin, kind).toBe('pro');
    expect(classifyKind('theme-site-logo.default').origin).toBe('theme-builder');
    expect(classifyKind('woocommerce-menu-cart.default').origin).toBe('woocommerce');
    expect(classifyKind('tabs.default').inScope).toBe(true);
  });

  it('names the vendor of third-party add-on kinds and puts them out of scope', () => {
    expect(classifyKind('ekit-nav-menu.default')).toMatchObject({ origin: 'third-party', vendor: 'ElementsKit', inScope: false });
    expect(classifyKind('elementskit-accordion.default').vendor).toBe('ElementsKit');
    expect(classifyKind('eael-content-ticker.default').vendor).toBe('Essential Addons');
    expect(classifyKind('uael-video.default').vendor).toBe('Ultimate Addons (UAE)');
    expect(classifyKind('jet-tabs.default').vendor).toBe('JetPlugins');
    expect(classifyKind('premium-counter.default').vendor).toBe('Premium Addons');
    expect(classifyKind('anwp-pg-hero-block.default').vendor).toBe('AnWP');
    expect(classifyKind('geo-link-list.default').inScope).toBe(false);
  });

  it('treats an unknown kind as out of scope and element rows as the builder\'s own', () => {
    expect(classifyKind('my-custom-widget.default')).toMatchObject({ origin: 'unknown', inScope: false });
    expect(isElementKind('section')).toBe(true);
    expect(isElementKind('tabs.default')).toBe(false);
  });
});

describe('diffErrors', () => {
  it('keeps only errors the control run did not have', () => {
    const control = ['jQuery is not defined', 'elementorFrontend is not defined'];
    expect(diffErrors(['jQuery is not defined', 'boom in tabs'], control)).toEqual(['boom in tabs']);
  });

  it('counts repeated messages, so a second copy of a control error is ours', () => {
    expect(diffErrors(['x is not defined', 'x is not defined'], ['x is not defined'])).toEqual(['x is not defined']);
  });

  it('ignores the server port, version queries and line numbers when comparing', () => {
    expect(normalizeMessage('at http://127.0.0.1:4312/a.js?ver=1.2:10:5')).toBe('at <origin>/a.js:<line>');
    expect(diffErrors(['fail http://127.0.0.1:5000/x.js:3:9'], ['fail http://127.0.0.1:6000/x.js:4:1'])).toEqual([]);
  });

  it('blames errors during probes on wisp only when they come from its own code', () => {
    const control = [{ message: 'a', stack: '', phase: 'load' as const }];
    const wisp = [
      { message: 'a', stack: '', phase: 'load' as const },
      { message: 'b', stack: 'at http://127.0.0.1:1/page.html:3:1', phase: 'load' as const },
      { message: 'jQuery is not a function', stack: 'at http://127.0.0.1:1/delayed.js:1:1', phase: 'probe' as const },
      { message: 'c', stack: 'at http://127.0.0.1:1/wisp/chunks/tabs.js:1:1', phase: 'probe' as const },
    ];
    expect(attributeErrors(wisp, control)).toEqual(['b', 'c']);
  });

  it('picks out console errors that wisp printed', () => {
    const messages = [{ type: 'error', text: '[wisp] tabs: failed' }, { type: 'warning', text: '[wisp] tabs: bad field' }, { type: 'error', text: 'other' }];
    expect(findWispConsoleErrors(messages)).toEqual(['[wisp] tabs: failed']);
  });
});

describe('baseline comparison', () => {
  it('lists mounted kinds once, sorted', () => {
    expect(toMountedKinds([{ kind: 'tabs.default', status: 'mounted' }, { kind: 'accordion.default', status: 'mounted' }, { kind: 'tabs.default', status: 'mounted' }, { kind: 'video.default', status: 'failed' }]))
      .toEqual(['accordion.default', 'tabs.default']);
  });

  it('reports a kind in the baseline that is no longer mounted as a regression', () => {
    const baseline = { 'a/index.html': { desktop: ['accordion.default', 'tabs.default'], mobile: ['tabs.default'] } };
    const current = { 'a/index.html': { desktop: ['tabs.default', 'toggle.default'], mobile: ['tabs.default'] } };
    expect(findRegressions(baseline, current)).toEqual([{ page: 'a/index.html', viewport: 'desktop', kinds: ['accordion.default'] }]);
  });

  it('does not report pages that were not part of the run', () => {
    expect(findRegressions({ 'b.html': { desktop: ['tabs.default'] } }, { 'a.html': { desktop: [] } })).toEqual([]);
  });

  it('merges a run into the baseline, replacing the pages it ran and keeping the others', () => {
    const merged = mergeBaseline({ 'b.html': { desktop: ['x'] }, 'a.html': { desktop: ['old'] } }, { 'a.html': { desktop: ['new'] } });
    expect(merged).toEqual({ 'a.html': { desktop: ['new'] }, 'b.html': { desktop: ['x'] } });
    expect(Object.keys(merged)).toEqual(['a.html', 'b.html']);
  });

  it('refuses a baseline file of the wrong shape', () => {
    expect(() => toBaseline([])).toThrow();
    expect(() => toBaseline({ 'a.html': { desktop: [1] } })).toThrow();
    expect(toBaseline({ 'a.html': { mobile: ['tabs.default'] } })).toEqual({ 'a.html': { mobile: ['tabs.default'] } });
  });
});
