// The add-on compatibility module: init event, ready-trigger order, hooks, report and bad input, with small add-ons.
import { afterEach, describe, expect, it, vi } from 'vitest';
import jquery from 'jquery';
import { boot } from './helpers.ts';
import { behavioursStarted } from './behaviour-helpers.ts';
import { actionHash, actionLink, popupDocument } from './popup-markup.ts';
import { createHooks } from '../../src/behaviours/addon-compat/hooks.ts';

type Frontend = {
  hooks: ReturnType<typeof createHooks>;
  elementsHandler: { runReadyTrigger(element: unknown): void };
};
const scope = window as unknown as Record<string, unknown>;
const frontend = () => scope['elementorFrontend'] as Frontend;

const PAGE = `
<div class="elementor" data-elementor-type="wp-page" data-elementor-id="1">
  <section class="elementor-element" data-id="s1" data-element_type="section">
    <div class="elementor-element" data-id="c1" data-element_type="column">
      <div class="elementor-element" data-id="w1" data-element_type="widget" data-widget_type="acme-ticker.default"><div class="track"></div></div>
      <div class="elementor-element" data-id="w2" data-element_type="widget" data-widget_type="heading.default"><h2>Hi</h2></div>
      <div class="elementor-element" data-id="w3" data-element_type="widget" data-widget_type="acme-quiet.default"></div>
    </div>
  </section>
</div>`;

const idOf = (target: unknown) => (target instanceof Element ? target : (target as { 0: Element })[0]).getAttribute('data-id');

/** Lets the one-task-per-element ready triggers run. */
// 100 ms: one task per element, with room for a loaded machine.
const settle = () => new Promise((done) => setTimeout(done, 100));

/** A small add-on, registered the way real ones are: on `elementor/frontend/init`, before wisp has loaded. */
function registerAddon(log: string[]): void {
  window.addEventListener('elementor/frontend/init', () => {
    log.push('init');
    const { hooks } = frontend();
    for (const name of ['global', 'section', 'column', 'widget', 'acme-ticker.default', 'heading.default']) {
      hooks.addAction(`frontend/element_ready/${name}`, ($element: unknown) => log.push(`${name}:${idOf($element)}`));
    }
  }, { once: true });
}

afterEach(() => {
  (window as unknown as { wisp?: { destroy(): void } }).wisp?.destroy();
  for (const key of ['elementorFrontend', 'elementorModules', 'jQuery', '$']) delete scope[key];
  vi.restoreAllMocks();
});

describe('hooks', () => {
  it('runs actions by priority, lower first, and in the order added within one priority', () => {
    const hooks = createHooks();
    const log: string[] = [];
    hooks.addAction('a', () => log.push('p10-first'));
    hooks.addAction('a', () => log.push('p5'), 5);
    hooks.addAction('a', () => log.push('p10-second'));
    hooks.addAction('a', () => log.push('p20'), '20');
    hooks.doAction('a');
    expect(log).toEqual(['p5', 'p10-first', 'p10-second', 'p20']);
  });

  it('ignores a callback added twice and removes one callback or all of a hook', () => {
    const hooks = createHooks();
    const log: string[] = [];
    const once = () => log.push('once');
    const other = () => log.push('other');
    hooks.addAction('a', once).addAction('a', once, 1).addAction('a', other);
    hooks.doAction('a');
    hooks.removeAction('a', once).doAction('a');
    hooks.removeAction('a').doAction('a');
    expect(log).toEqual(['once', 'other', 'other']);
  });

  it('chains filters by priority with the extra arguments, and passes the value through when none is registered', () => {
    const hooks = createHooks();
    hooks.addFilter('f', (value: unknown, suffix: unknown) => `${String(value)}-late${String(suffix)}`, 20);
    hooks.addFilter('f', (value: unknown) => `${String(value)}-early`, 1);
    expect(hooks.applyFilters('f', 'v', '!')).toBe('v-early-late!');
    expect(hooks.applyFilters('none', 'v')).toBe('v');
    hooks.removeFilter('f');
    expect(hooks.applyFilters('f', 'v')).toBe('v');
  });
});

describe('start-up order', () => {
  it('fires elementor/frontend/init, then per element in document order global, element type and widget type', async () => {
    const log: string[] = [];
    registerAddon(log);
    await boot(PAGE);
    await settle();
    expect(log).toEqual([
      'init',
      'global:s1', 'section:s1',
      'global:c1', 'column:c1',
      'global:w1', 'widget:w1', 'acme-ticker.default:w1',
      'global:w2', 'widget:w2', 'heading.default:w2',
      'global:w3', 'widget:w3',
    ]);
  });

  it('has run every element\'s ready handlers once `wisp.idle()` resolves, as the original had by its load event', async () => {
    const log: string[] = [];
    registerAddon(log);
    const wisp = await boot(PAGE);
    await wisp.idle();
    expect(log.at(-1)).toBe('widget:w3');
    expect(log.filter((entry) => entry !== 'init')).toHaveLength(12);
  });

  it('passes a jQuery $element and jQuery itself, and reaches jQuery listeners of the init event', async () => {
    scope['jQuery'] = jquery;
    const seen: unknown[] = [];
    jquery(window).on('elementor/frontend/init', () => {
      frontend().hooks.addAction('frontend/element_ready/acme-ticker.default', ($element: unknown, $: unknown) => seen.push($element, $));
    });
    await boot(PAGE);
    await settle();
    expect(seen[1]).toBe(jquery);
    expect(seen[0]).toBeInstanceOf(jquery);
    expect(idOf(seen[0])).toBe('w1');
  });

  it('runs the ready triggers again for content added later, once per new element', async () => {
    const log: string[] = [];
    registerAddon(log);
    await boot(PAGE);
    await settle();
    log.length = 0;
    document.querySelector('[data-id="c1"]')?.insertAdjacentHTML('beforeend',
      '<div class="elementor-element" data-id="w4" data-element_type="widget" data-widget_type="acme-ticker.default"></div>');
    await vi.waitFor(() => expect(log).toEqual(['global:w4', 'widget:w4', 'acme-ticker.default:w4']));
    await settle();
    expect(log).toHaveLength(3);
  });

  it('runs the ready triggers for an add-on widget inside a popup when wisp shows it', async () => {
    const seen: Element[] = [];
    window.addEventListener('elementor/frontend/init', () => {
      frontend().hooks.addAction('frontend/element_ready/acme-ticker.default', ($element: unknown) => seen.push($element as Element));
    }, { once: true });
    const inner = '<div class="elementor-element" data-id="p1" data-element_type="widget" data-widget_type="acme-ticker.default"></div>';
    const api = await boot(actionLink(actionHash('popup:open', { id: '1203' })) + popupDocument('1203', { timing: [] }, inner));
    await behavioursStarted(api, 'action-links', 'popups');
    await settle();
    const before = seen.length;
    document.getElementById('l1')?.click();
    await vi.waitFor(() => expect(seen.slice(before).some((element) => element.closest('#elementor-popup-modal-1203') !== null)).toBe(true));
  });

  it('waits for children under data-delay-child-handlers until the attribute is released', async () => {
    const log: string[] = [];
    registerAddon(log);
    await boot(PAGE.replace('data-id="c1"', 'data-id="c1" data-delay-child-handlers="true"'));
    await settle();
    expect(log.some((entry) => entry.endsWith(':w1'))).toBe(false);
    document.querySelector('[data-id="c1"]')?.removeAttribute('data-delay-child-handlers');
    await vi.waitFor(() => expect(log.filter((entry) => entry.endsWith(':w1'))).toEqual(['global:w1', 'widget:w1', 'acme-ticker.default:w1']));
  });
});

describe('report and loading', () => {
  it('reports third-party kinds as compat when a handler ran and no handler otherwise; builder kinds are left alone', async () => {
    window.addEventListener('elementor/frontend/init', () => {
      frontend().hooks.addAction('frontend/element_ready/acme-ticker.default', () => undefined);
    }, { once: true });
    const api = await boot(PAGE);
    await settle();
    const status = (id: string) => api.report().find((row) => row.id === id)?.status;
    expect([status('w1'), status('w3'), status('w2')]).toEqual(['compat', 'no handler', 'unsupported']);
  });

  it('does not load the module, nor create the globals, on a page with only the page builder’s kinds', async () => {
    const api = await boot(PAGE.replace(/acme-(ticker|quiet)/g, 'heading'));
    await settle();
    expect(api.report().find((row) => row.module === 'addon-compat')?.status).toBe('not needed');
    expect(scope['elementorFrontend']).toBeUndefined();
  });

  it('loads the module for an inline script that names the API even when every kind is the builder’s', async () => {
    await boot(`<script>window.addEventListener('elementor/frontend/init', function () {});</script>${PAGE.replace(/acme-(ticker|quiet)/g, 'heading')}`);
    await settle();
    expect(typeof frontend()?.elementsHandler?.runReadyTrigger).toBe('function');
  });
});

describe('bad input', () => {
  it('keeps running the other handlers when one add-on throws, with one warning naming the add-on and kind', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const log: string[] = [];
    window.addEventListener('elementor/frontend/init', () => {
      frontend().hooks.addAction('frontend/element_ready/acme-ticker.default', () => {
        throw new Error('broken add-on');
      }, 5);
    }, { once: true });
    registerAddon(log);
    await boot(PAGE);
    await settle();
    document.querySelector('[data-id="c1"]')?.insertAdjacentHTML('beforeend',
      '<div class="elementor-element" data-id="w5" data-element_type="widget" data-widget_type="acme-ticker.default"></div>');
    await settle();
    expect(log).toContain('acme-ticker.default:w1');
    expect(log).toContain('acme-ticker.default:w5');
    expect(log).toContain('heading.default:w2');
    const messages = warn.mock.calls.map(([message]) => String(message)).filter((message) => message.includes('threw'));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^\[wisp\] addon-compat: addon-compat-order\.test\.ts's handler for acme-ticker\.default threw \(Error: broken add-on\)/);
  });

  it('warns once, naming the script, when an add-on needs jQuery and the page has none', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const addon = `<script id="acme-ticker-js-after">jQuery(window).on('elementor/frontend/init', function () {
      elementorFrontend.hooks.addAction('frontend/element_ready/acme-ticker.default', function () {});
    });</script>`;
    await boot(addon + PAGE);
    await vi.waitFor(() => expect(warn.mock.calls.some(([message]) => String(message).includes('jQuery'))).toBe(true));
    const messages = warn.mock.calls.map(([message]) => String(message)).filter((message) => message.includes('jQuery'));
    expect(messages).toEqual([
      '[wisp] addon-compat: inline script #acme-ticker-js-after needs jQuery, which this page does not load; its widgets stay as the server rendered them',
    ]);
  });
});
