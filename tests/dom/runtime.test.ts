import { afterEach, describe, expect, it, vi } from 'vitest';
import { $, boot, DEFAULT_CONFIG, NO_CONFIG, nextTask, runLoader, touch } from './helpers.ts';
import { tabsWidget } from './markup.ts';
import { AT_IDLE, AT_ONCE, FEATURES, FOLLOW_URL, NEAR_VIEW, WIDGETS } from '../../src/core/registry.ts';
import type { WispApi } from '../../src/core/api.ts';

afterEach(() => {
  (window as unknown as { wisp?: { destroy?(): void } }).wisp?.destroy?.();
  vi.restoreAllMocks();
});

/** Report rows for elements, leaving out page-wide behaviours. */
const elementRows = (api: WispApi) => api.report().filter((row) => row.kind !== 'page');

/** Two frames: the observer batches mutations into the frame after they happen. */
const nextFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

const section = (inner: string, settings = '') =>
  `<section class="elementor-section elementor-element elementor-element-5ec7104" data-id="5ec7104" data-element_type="section"${settings ? ` data-settings='${settings}'` : ''}>${inner}</section>`;

describe('the runtime', () => {
  it('reports every element it found with its kind and status', async () => {
    const shop = '<div class="elementor-element" data-id="5ac0ffe" data-element_type="widget" data-widget_type="woocommerce-products.default"></div>';
    const api = await boot(section(tabsWidget() + '<div class="elementor-element" data-id="1eadbee" data-element_type="widget" data-widget_type="heading.default"></div>' + shop));
    const rows = elementRows(api).map(({ id, kind, module, status }) => ({ id, kind, module, status }));
    expect(rows).toEqual([
      { id: 'a1b2c3d', kind: 'tabs.default', module: 'tabs', status: 'pending' },
      { id: '1eadbee', kind: 'heading.default', module: null, status: 'unsupported' },
      // A shop widget without a wisp module is WooCommerce's to run, and the report says so.
      { id: '5ac0ffe', kind: 'woocommerce-products.default', module: null, status: 'external' },
    ]);
    expect(typeof api.version).toBe('string');
    expect(api.report().filter((row) => row.kind === 'page').map((row) => row.module)).toContain('device-mode');
  });

  it('warns once about missing config and still runs with default breakpoints', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = await boot(tabsWidget(), NO_CONFIG);
    await touch(api, $('[data-id="a1b2c3d"]'));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toBe('[wisp] config: elementorFrontendConfig is missing; using defaults');
    // happy-dom's window is 1024px wide: the default tablet breakpoint includes 1024.
    expect(innerWidth).toBe(1024);
    expect(document.body.getAttribute('data-elementor-device-mode')).toBe('tablet');
    expect($('[data-id="a1b2c3d"]').hasAttribute('data-wisp-ready')).toBe(true);
  });

  it('warns once about malformed config', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = await boot(tabsWidget(), 'oops');
    // Told by the full config parse, in the first chunk that loads.
    await touch(api, $('[data-id="a1b2c3d"]'));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('not an object');
  });

  it('runs nothing on a static render', async () => {
    const api = await boot(tabsWidget(), { is_static: true });
    await touch(api, $('[data-id="a1b2c3d"]'));
    expect(api.report()).toEqual([]);
    expect($('[data-id="a1b2c3d"]').hasAttribute('data-wisp-ready')).toBe(false);
  });

  it('leaves elements under data-delay-child-handlers alone', async () => {
    const api = await boot(`<div data-delay-child-handlers="true">${tabsWidget()}</div>`);
    expect(elementRows(api)).toEqual([]);
  });

  it('picks up widgets added later and tears down widgets removed', async () => {
    const api = await boot('<main id="list"></main>');
    $('#list').insertAdjacentHTML('beforeend', tabsWidget());
    await nextFrames();
    await api.idle();
    const root = $('[data-id="a1b2c3d"]');
    await touch(api, root);
    expect(root.hasAttribute('data-wisp-ready')).toBe(true);
    root.remove();
    await nextFrames();
    expect(elementRows(api)).toEqual([]);
    expect(root.hasAttribute('data-wisp-ready')).toBe(false);
  });

  it('asks for no frame when a page script only rewrites text: only elements added or removed are its business', async () => {
    // Root cause: every batch of mutations requested a frame, text nodes included, and one that removed any node made
    // that frame check every record; a ticker or a clock on an add-on page paid for it on each change.
    const api = await boot('<main id="list"><p id="clock">12:00</p></main>');
    await api.idle();
    await nextFrames();
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    for (const time of ['12:01', '12:02', '12:03']) $('#clock').textContent = time;
    $('#clock').append(document.createTextNode(' PM'));
    await Promise.resolve();
    await nextTask();
    expect(frames).not.toHaveBeenCalled();
    $('#list').insertAdjacentHTML('beforeend', '<p>new</p>');
    await Promise.resolve();
    await nextTask();
    expect(frames).toHaveBeenCalledTimes(1);
  });

  it('mounts again after destroy and rescan', async () => {
    const api = await boot(tabsWidget());
    const root = $('[data-id="a1b2c3d"]');
    await touch(api, root);
    api.destroy(root);
    api.rescan(document.body);
    await api.idle();
    await touch(api, root);
    expect(root.hasAttribute('data-wisp-ready')).toBe(true);
  });

  it('keeps other widgets working when one throws while mounting', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = await boot(tabsWidget('a1b2c3d') + tabsWidget('e5e5e5e'));
    const broken = $('[data-id="a1b2c3d"]');
    // A title whose dataset getter throws makes this one widget's mount throw.
    Object.defineProperty($('.elementor-tab-title', broken), 'dataset', { get: () => { throw new Error('boom'); } });
    await touch(api, broken);
    await touch(api, $('[data-id="e5e5e5e"]'));
    const statuses = elementRows(api).map((row) => row.status);
    expect(statuses).toEqual(['failed', 'mounted']);
    expect(error).toHaveBeenCalledTimes(1);
    expect(broken.hasAttribute('data-wisp-ready')).toBe(false);
  });

  it('lists every widget kind in the registry once, under one trigger', () => {
    const listed = [...AT_ONCE, ...FOLLOW_URL, ...NEAR_VIEW, ...AT_IDLE];
    expect(listed.filter((kind, index) => listed.indexOf(kind) !== index)).toEqual([]);
    expect(WIDGETS.size).toBe(listed.length);
    // Module entries are keyed by name alone, so a kind must not share a feature's name.
    expect(FEATURES.map((feature) => feature.name).filter((name) => WIDGETS.has(name))).toEqual([]);
  });

  it('boots although an element with the id or name wisp is on the page', async () => {
    // The double-boot guard read `window.wisp`, which a named element (a menu anchor `<a id="wisp">`) also fills, so
    // wisp never started. Browsers expose such an element as a window property: the test puts it there the same way.
    vi.resetModules();
    document.body.innerHTML = `<a id="wisp" href="#wisp">wisp</a>${tabsWidget()}`;
    const scope = window as unknown as Record<string | symbol, unknown>;
    delete scope[Symbol.for('wisp')];
    scope['elementorFrontendConfig'] = DEFAULT_CONFIG;
    scope['wisp'] = $('#wisp');
    await runLoader();
    const api = scope['wisp'] as WispApi;
    expect(api).not.toBe($('#wisp'));
    await api.idle();
    await touch(api, $('[data-id="a1b2c3d"]'));
    expect($('[data-id="a1b2c3d"]').hasAttribute('data-wisp-ready')).toBe(true);
  });

  it('starts loading an idle-time kind on the first pointerdown inside it, before the browser is idle', async () => {
    // Root cause: kinds loaded at idle (nested tabs, countdown, taxonomy filter…) listened for idle time only, so a tap
    // right after load waited up to 2 s for idle before their chunk was even requested.
    const api = await boot('<div class="elementor-element" data-id="c0un7d0" data-element_type="widget" data-widget_type="countdown.default" data-settings="{}"></div>');
    const status = () => elementRows(api).find((row) => row.id === 'c0un7d0')?.status;
    expect(status()).toBe('pending');
    $('[data-id="c0un7d0"]').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(status()).toBe('loading');
  });

  it('queries the page for elements in a queued task, not in the boot task', async () => {
    // Root cause: boot queried all elements and queued one job per element in the script's own task, which on a page
    // of 10,000 widgets was one ~44 ms task at 4x CPU slowdown; the query now runs as the first queued job.
    vi.resetModules();
    document.body.innerHTML = tabsWidget();
    delete (window as unknown as Record<symbol, unknown>)[Symbol.for('wisp')];
    const query = vi.spyOn(document, 'querySelectorAll');
    await runLoader();
    const api = (window as unknown as { wisp: WispApi }).wisp;
    expect(query.mock.calls.filter(([selector]) => String(selector).includes('data-element_type'))).toEqual([]);
    await api.idle();
    expect(elementRows(api).map((row) => row.id)).toEqual(['a1b2c3d']);
  });

  it('idle() waits for frames, and still resolves where the page draws none (a hidden tab)', async () => {
    const api = await boot(section(tabsWidget()));
    // No frame callback ever runs, as in a background tab: without its timer, idle() would never resolve.
    const frames = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    await api.idle();
    expect(frames).toHaveBeenCalled();
  });

  it('does not boot twice when the tag is on the page twice', async () => {
    const api = await boot(tabsWidget());
    // A second evaluation of the module, as a second script tag would cause.
    vi.resetModules();
    await runLoader();
    expect((window as unknown as { wisp: unknown }).wisp).toBe(api);
  });

  it('boots in a task after the one that runs the script, not in it', async () => {
    // Root cause: a module script runs in the task where the parser finishes the document; with that task's own work,
    // boot made it a 52–57 ms task at 4x in a fresh browser (the scaling bench's first page).
    vi.resetModules();
    document.body.innerHTML = tabsWidget();
    const scope = window as unknown as Record<string | symbol, unknown>;
    delete scope[Symbol.for('wisp')];
    delete scope['wisp'];
    await import('../../src/loader.ts');
    expect(scope['wisp']).toBeUndefined();
    await nextTask();
    const api = scope['wisp'] as WispApi;
    await api.idle();
    expect(elementRows(api).map((row) => row.id)).toEqual(['a1b2c3d']);
  });
});
