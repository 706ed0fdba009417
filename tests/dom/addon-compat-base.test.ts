// The handler classes add-ons extend (`elementorModules.frontend.handlers.Base` and friends), with small add-ons.
import { afterEach, describe, expect, it, vi } from 'vitest';
import jquery from 'jquery';
import { boot } from './helpers.ts';

type Handler = Record<string, unknown> & {
  getSettings(key?: string): unknown;
  getElementSettings(key?: string): unknown;
  getCurrentDeviceSetting(key: string): unknown;
  findElement(selector: string): { length: number };
  onDestroy(): void;
  elements: Record<string, { length: number }>;
};
type BaseClass = (new (options: Record<string, unknown>) => Handler) & {
  extend(properties: Record<string, unknown>): BaseClass;
  prototype: Record<string, (...args: unknown[]) => unknown>;
};
const scope = window as unknown as Record<string, unknown>;
const modules = () => scope['elementorModules'] as { frontend: { handlers: { Base: BaseClass; CarouselBase: BaseClass } }; Module: BaseClass; ViewModule: BaseClass };
const frontend = () => scope['elementorFrontend'] as {
  hooks: { addAction(name: string, callback: (...args: unknown[]) => unknown): void };
  elementsHandler: { attachHandler(name: string, handler: unknown, skin?: string): void; addHandler(handler: unknown, options: Record<string, unknown>): Handler };
};

const SETTINGS = JSON.stringify({ speed: 300, gap: { size: 10 }, gap_mobile: { size: 4 }, direction: 'left' }).replace(/"/g, '&quot;');
const PAGE = `
<div class="elementor" data-elementor-type="wp-page" data-elementor-id="1">
  <div class="elementor-element" data-id="t1" data-element_type="widget" data-widget_type="acme-ticker.default" data-settings="${SETTINGS}">
    <div class="track"><span class="item">a</span></div>
    <div class="elementor-element" data-id="t2" data-element_type="widget" data-widget_type="acme-badge.default">
      <span class="item">nested</span>
    </div>
  </div>
</div>`;

// 100 ms: one task per element, with room for a loaded machine.
const settle = () => new Promise((done) => setTimeout(done, 100));

/** Boots a page whose add-on registers `register()` on init, the way add-ons do, with jQuery on the page. */
async function bootWithAddon(register: () => void): Promise<void> {
  scope['jQuery'] = jquery;
  jquery(window).on('elementor/frontend/init', register);
  await boot(PAGE);
  await settle();
}

afterEach(() => {
  (window as unknown as { wisp?: { destroy(): void } }).wisp?.destroy();
  jquery(window).off('elementor/frontend/init');
  for (const key of ['elementorFrontend', 'elementorModules', 'jQuery']) delete scope[key];
  vi.restoreAllMocks();
});

describe('Base.extend handlers attached with attachHandler', () => {
  it('construct with merged settings, elements, bound events and the element getters, in the original order', async () => {
    const calls: string[] = [];
    let made: Handler | null = null;
    await bootWithAddon(() => {
      const { Base } = modules().frontend.handlers;
      const Ticker = Base.extend({
        getDefaultSettings: () => ({ selectors: { track: '.track', item: '.item' }, classes: { running: 'is-running' } }),
        getDefaultElements(this: Handler) {
          calls.push('getDefaultElements');
          const $element = this['$element'] as { find(selector: string): unknown };
          return { $track: $element.find(this.getSettings('selectors.track') as string) };
        },
        bindEvents(this: Handler) {
          calls.push('bindEvents');
          (this.elements['$track'] as unknown as { on(name: string, run: unknown): void }).on('click', this['onTrackClick']);
        },
        onTrackClick(this: Handler) {
          this['clicks'] = ((this['clicks'] as number | undefined) ?? 0) + 1;
        },
        onInit(this: Handler, ...args: unknown[]) {
          calls.push('onInit');
          Base.prototype['onInit']?.apply(this, args);
          made = this;
        },
      });
      frontend().elementsHandler.attachHandler('acme-ticker', Ticker);
    });
    const handler = made as unknown as Handler;
    expect(calls).toEqual(['onInit', 'getDefaultElements', 'bindEvents']);
    expect(handler.getSettings('classes.running')).toBe('is-running');
    expect(handler.getElementSettings('gap.size')).toBe(10);
    expect(handler.getElementSettings('speed')).toBe(300);
    expect([(handler['getID'] as () => unknown)(), (handler['getWidgetType'] as () => unknown)(), (handler['getElementType'] as () => unknown)()])
      .toEqual(['t1', 'acme-ticker', 'widget']);
    expect((handler['getModelCID'] as () => unknown)()).toBeUndefined();
    expect(handler['isEdit']).toBe(false);
    // findElement leaves the nested widget's items to it.
    expect(handler.findElement('.item').length).toBe(1);
    // `onTrackClick` was passed unbound, as add-ons do: the original binds `extend` methods to the instance.
    document.querySelector<HTMLElement>('.track')?.click();
    expect(handler['clicks']).toBe(1);
  });

  it('reads responsive settings for the current device and unbinds on destroy', async () => {
    let made: Handler | null = null;
    const unbound: string[] = [];
    await bootWithAddon(() => {
      const { Base } = modules().frontend.handlers;
      frontend().elementsHandler.attachHandler('acme-ticker', Base.extend({
        onInit(this: Handler) {
          made = this;
        },
        unbindEvents: () => unbound.push('unbindEvents'),
      }));
    });
    const handler = made as unknown as Handler;
    // happy-dom's window is 1024 px wide: the tablet device, which has no gap of its own and inherits desktop's.
    expect(handler.getCurrentDeviceSetting('gap')).toEqual({ size: 10 });
    handler.onDestroy();
    expect(unbound).toEqual(['unbindEvents']);
  });
});

describe('the early script', () => {
  it('lets an add-on capture elementorFrontend and extend Base while loading, and the module completes the same objects', async () => {
    scope['jQuery'] = jquery;
    scope['elementorFrontendConfig'] = { environmentMode: { edit: false } };
    await import('../../src/behaviours/addon-compat/early.ts');
    // What an add-on file does at its top level, before wisp's module has loaded.
    const captured = scope['elementorFrontend'] as Record<string, unknown>;
    const { Base } = modules().frontend.handlers;
    const made: Handler[] = [];
    const Ticker = Base.extend({ onInit(this: Handler) { made.push(this); } });
    jquery(window).on('elementor/frontend/init', () => {
      (captured['hooks'] as { addAction(name: string, run: ($element: unknown) => void): void })
        .addAction('frontend/element_ready/acme-ticker.default', ($element) => frontend().elementsHandler.addHandler(Ticker, { $element }));
    });
    await boot(PAGE);
    await settle();
    expect(scope['elementorFrontend']).toBe(captured);
    expect(made.map((handler) => (handler['getID'] as () => unknown)())).toEqual(['t1']);
    const { CarouselBase } = modules().frontend.handlers;
    expect(CarouselBase.prototype).toBeInstanceOf(Base);
  });
});

describe('ES classes and addHandler', () => {
  it('construct subclasses with super calls and fire element_handler_ready after the handler is made', async () => {
    const calls: string[] = [];
    await bootWithAddon(() => {
      const { Base } = modules().frontend.handlers;
      class Badge extends (Base as unknown as new (options: Record<string, unknown>) => Handler) {
        getDefaultSettings() {
          return { selectors: { item: '.item' } };
        }
        onInit(...args: unknown[]) {
          calls.push(`onInit:${String((this['getID'] as () => unknown)())}`);
          (Base.prototype['onInit'] as (...a: unknown[]) => void).apply(this, args);
        }
      }
      frontend().hooks.addAction('frontend/element_ready/acme-badge.default', ($element: unknown) => {
        frontend().elementsHandler.addHandler(Badge, { $element, elementName: 'acme-badge.default' });
      });
      frontend().hooks.addAction('frontend/element_handler_ready/acme-badge.default', () => calls.push('handler_ready'));
    });
    expect(calls).toEqual(['onInit:t2', 'handler_ready']);
  });

  it('keeps Module events: on, trigger with the on{Name} method first, off', async () => {
    await bootWithAddon(() => undefined);
    const { Module } = modules();
    const log: unknown[] = [];
    const Thing = Module.extend({ onPing: (value: unknown) => log.push(`method:${String(value)}`) });
    const thing = new Thing({}) as unknown as { on(n: string, c: unknown): unknown; off(n: string): unknown; trigger(n: string, v: unknown): unknown };
    thing.on('ping', (value: unknown) => log.push(`listener:${String(value)}`));
    thing.trigger('ping', 1);
    thing.off('ping');
    thing.trigger('ping', 2);
    expect(log).toEqual(['method:1', 'listener:1', 'method:2']);
  });

  it('gives CarouselBase the original selectors and Swiper options from the element settings', async () => {
    await bootWithAddon(() => undefined);
    const { CarouselBase } = modules().frontend.handlers;
    const Carousel = CarouselBase.extend({ onInit: () => undefined });
    const $element = jquery('[data-id="t1"]');
    ($element.data('settings') as Record<string, unknown>)['slides_to_show'] = '2';
    const carousel = new Carousel({ $element }) as unknown as Handler & { getSwiperSettings(): Record<string, unknown> };
    expect(carousel.getSettings('selectors.swiperWrapper')).toBe('.swiper-wrapper');
    const options = carousel.getSwiperSettings();
    expect([options['slidesPerView'], options['speed'], options['loop']]).toEqual([2, 300, false]);
    expect(options['breakpoints']).toEqual({ 767: { slidesPerView: 1, slidesPerGroup: 1 }, 1024: { slidesPerView: 2, slidesPerGroup: 1 } });
  });

  it('labels CarouselBase bullets from the page\'s i18n with the text escaped, never as markup', async () => {
    await bootWithAddon(() => undefined);
    const config = (scope['elementorFrontend'] as { config: { i18n: Record<string, string> } }).config;
    config.i18n['a11yCarouselPaginationBulletMessage'] = '<img src=x onerror=alert(1)>Go to';
    const Carousel = modules().frontend.handlers.CarouselBase.extend({ onInit: () => undefined });
    const $element = jquery('[data-id="t1"]');
    ($element.data('settings') as Record<string, unknown>)['navigation'] = 'dots';
    const carousel = new Carousel({ $element }) as unknown as { getSwiperSettings(): { pagination: { renderBullet(i: number, c: string): string } } };
    const bullet = carousel.getSwiperSettings().pagination.renderBullet(0, 'swiper-pagination-bullet');
    expect(bullet).toBe('<span class="swiper-pagination-bullet" role="button" tabindex="0" data-bullet-index="0" aria-label="&lt;img src=x onerror=alert(1)&gt;Go to 1"></span>');
  });
});
