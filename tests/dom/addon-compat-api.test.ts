// `window.elementorFrontend` as add-ons call it after init: config, device, breakpoints, elements, storage, utils.
import { afterEach, describe, expect, it, vi } from 'vitest';
import jquery from 'jquery';
import { boot } from './helpers.ts';
import { behavioursStarted } from './behaviour-helpers.ts';

type Api = Record<string, unknown> & {
  config: Record<string, unknown>;
  breakpoints: { getActiveBreakpointsList(options?: { largeToSmall?: boolean; withDesktop?: boolean }): string[]; getBreakpointValues(): number[] };
  elements: Record<string, unknown>;
  storage: { get(key: string, options?: unknown): unknown; set(key: string, value: unknown, options?: unknown): void };
  utils: {
    urlActions: { addAction(name: string, run: (settings: unknown) => void): void };
    swiper: new (container: unknown, options: Record<string, unknown>) => Promise<{ slideNext(): void; activeIndex: number; params: Record<string, unknown> }>;
    controls: { getResponsiveControlValue(settings: unknown, key: string, sub?: string, device?: string): unknown };
  };
};
const scope = window as unknown as Record<string, unknown>;
const api = () => scope['elementorFrontend'] as Api;

const PAGE = `
<div class="elementor" data-elementor-type="wp-page" data-elementor-id="1">
  <div class="elementor-element" data-id="w1" data-element_type="widget" data-widget_type="acme-slider.default">
    <div class="swiper"><div class="swiper-wrapper"><div class="swiper-slide">1</div><div class="swiper-slide">2</div><div class="swiper-slide">3</div></div></div>
    <a id="go" href="#elementor-action%3Aaction%3Dacme-open%26settings%3DeyJpZCI6Nn0%3D">open</a>
  </div>
</div>`;

// 100 ms: one task per element, with room for a loaded machine.
const settle = () => new Promise((done) => setTimeout(done, 100));

afterEach(() => {
  (window as unknown as { wisp?: { destroy(): void } }).wisp?.destroy();
  for (const key of ['elementorFrontend', 'elementorModules', 'jQuery']) delete scope[key];
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('elementorFrontend', () => {
  it('answers config, edit mode, device mode and responsive settings from the page\'s config and breakpoints', async () => {
    await boot(PAGE);
    await settle();
    const frontend = api();
    expect(frontend.config['is_rtl']).toBe(false);
    expect((frontend['isEditMode'] as () => boolean)()).toBe(false);
    expect((frontend['isWPPreviewMode'] as () => boolean)()).toBe(false);
    // happy-dom's window is 1024 px wide: the tablet breakpoint (max 1024) applies.
    expect((frontend['getCurrentDeviceMode'] as () => string)()).toBe('tablet');
    const settings = { gap: 10, gap_tablet: 0, size: { size: 5 }, size_mobile: { size: 2 } };
    expect((frontend['getDeviceSetting'] as (d: string, s: unknown, k: string) => unknown)('mobile', settings, 'gap')).toBe(0);
    expect((frontend['getCurrentDeviceSetting'] as (s: unknown, k: string) => unknown)(settings, 'gap')).toBe(0);
    expect(frontend.utils.controls.getResponsiveControlValue(settings, 'size', 'size', 'mobile')).toBe(2);
    expect(frontend.utils.controls.getResponsiveControlValue(settings, 'size', 'size', 'tablet')).toBe(5);
    expect(frontend.breakpoints.getActiveBreakpointsList({ withDesktop: true })).toEqual(['mobile', 'tablet', 'desktop']);
    expect(frontend.breakpoints.getActiveBreakpointsList({ largeToSmall: true })).toEqual(['tablet', 'mobile']);
    expect(frontend.breakpoints.getBreakpointValues()).toEqual([767, 1024]);
    expect((frontend.config['responsive'] as Record<string, Record<string, { value: number }>>)['activeBreakpoints']?.['mobile']?.value).toBe(767);
  });

  it('gives $window, $document and $body only when the page has jQuery', async () => {
    await boot(PAGE);
    await settle();
    expect(api().elements['$window']).toBeUndefined();
    (window as unknown as { wisp?: { destroy(): void } }).wisp?.destroy();
    delete scope['elementorFrontend'];
    delete scope['elementorModules'];
    scope['jQuery'] = jquery;
    await boot(PAGE);
    await settle();
    const { elements } = api();
    expect((elements['$window'] as ArrayLike<unknown>)[0]).toBe(window);
    expect((elements['$document'] as ArrayLike<unknown>)[0]).toBe(document);
    expect((elements['$body'] as ArrayLike<unknown>)[0]).toBe(document.body);
  });

  it('stores under the page builder\'s one storage key, in local or session storage', async () => {
    await boot(PAGE);
    await settle();
    api().storage.set('acme-seen', { times: 2 });
    api().storage.set('acme-tab', 'b', { session: true });
    expect(JSON.parse(localStorage.getItem('elementor') ?? '{}')).toEqual({ 'acme-seen': { times: 2 } });
    expect(api().storage.get('acme-seen')).toEqual({ times: 2 });
    expect(api().storage.get('acme-tab', { session: true })).toBe('b');
  });

  it('runs an add-on\'s URL action from an action link through wisp\'s action links', async () => {
    const opened: unknown[] = [];
    window.addEventListener('elementor/frontend/init', () => api().utils.urlActions.addAction('acme-open', (settings) => opened.push(settings)), { once: true });
    const wisp = await boot(PAGE);
    // Action links start on the idle trigger, after boot.
    await behavioursStarted(wisp, 'action-links');
    await settle();
    document.getElementById('go')?.click();
    await wisp.idle();
    await vi.waitFor(() => expect(opened).toEqual([{ id: 6 }]));
  });

  it('runs an added URL action through runAction, and warns once, throwing nothing, for a name nobody added', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const ran: unknown[] = [];
    await boot(PAGE);
    await settle();
    const urlActions = api().utils.urlActions as unknown as { addAction(name: string, run: (settings: unknown) => void): void; runAction(name: string, settings?: unknown): void };
    // Both wait for action links' module, which the add-on layer loads on first use: the run still sees the addition.
    urlActions.addAction('acme-ping', (settings) => ran.push(settings));
    urlActions.runAction('acme-ping', { n: 1 });
    await vi.waitFor(() => expect(ran).toEqual([{ n: 1 }]));
    expect(() => urlActions.runAction('nobody-added-this', {})).not.toThrow();
    await vi.waitFor(() => expect(warn.mock.calls.filter(([text]) => String(text).includes('unknown URL action "nobody-added-this"'))).toHaveLength(1));
    expect(warn.mock.calls.filter(([text]) => String(text).includes('acme-ping'))).toEqual([]);
  });

  it('runHashAction runs the address bar\'s action hash only when an element on the page carries it, and warns once for a forged one', async () => {
    // Before: the hash went straight to the runner, so a crafted link ran any action with the attacker's settings.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // The add-on layer's own (happy-dom also fires hashchange on replaceState, which action links answer as well).
    const forgedWarnings = () => warn.mock.calls.filter(([text]) => String(text).startsWith('[wisp] addon-compat:') && String(text).includes('no element on the page has'));
    const ran: unknown[] = [];
    const wisp = await boot(PAGE);
    // Action links look at the address bar themselves when they start: started first, they have seen none.
    await behavioursStarted(wisp, 'action-links');
    await settle();
    const urlActions = api().utils.urlActions as unknown as { addAction(name: string, run: (settings: unknown) => void): void; runHashAction(): void };
    urlActions.addAction('acme-open', (settings) => ran.push(settings));
    const forged = `#elementor-action%3Aaction%3Dacme-open%26settings%3D${encodeURIComponent(btoa(JSON.stringify({ id: 666 })))}`;
    try {
      history.replaceState(null, '', forged);
      urlActions.runHashAction();
      await vi.waitFor(() => expect(forgedWarnings()).toHaveLength(1));
      history.replaceState(null, '', '#section-two');
      urlActions.runHashAction();
      history.replaceState(null, '', document.getElementById('go')?.getAttribute('href') ?? '');
      urlActions.runHashAction();
      // (Action links may run the page's own hash too, on happy-dom's hashchange: only the forged one must never run.)
      await vi.waitFor(() => expect(ran).toContainEqual({ id: 6 }));
    } finally {
      history.replaceState(null, '', location.pathname);
    }
    expect(forgedWarnings()).toHaveLength(1);
    expect(ran).not.toContainEqual({ id: 666 });
  });

  it('resolves utils.swiper with a Swiper from wisp\'s own chunk, breakpoints moved to min-width', async () => {
    await boot(PAGE);
    await settle();
    const container = document.querySelector('.swiper');
    const swiper = await new (api().utils.swiper)(container, {
      slidesPerView: 3, handleElementorBreakpoints: true, breakpoints: { 767: { slidesPerView: 1 }, 1024: { slidesPerView: 2 } },
    });
    expect(typeof swiper.slideNext).toBe('function');
    expect(container?.classList.contains('swiper-initialized')).toBe(true);
    // Mobile's step now starts at 0 and tablet's at mobile's value, as the page builder rewrites them.
    expect(swiper.params['breakpoints']).toEqual({ 0: { slidesPerView: 1 }, 767: { slidesPerView: 2 }, 1024: { slidesPerView: 3, slidesPerGroup: 1 } });
  });
});
