// Completes `window.elementorFrontend` with everything add-ons call after `elementor/frontend/init`.
import { readResponsive, toDevicesLargeToSmall, type Breakpoint, type Device } from '../../shared/breakpoints.ts';
import { readConfigGlobal } from '../../shared/config-global.ts';
import { pageConfig } from '../../shared/config.ts';
import { currentDevice } from '../../shared/device.ts';
import { builderDevice } from '../../shared/builder-device.ts';
import { readEntry, removeEntry, writeEntry } from '../../shared/storage.ts';
import { makeCarouselClasses } from './carousel.ts';
import { makeElementsHandler, type ElementsHandlerHost } from './elements-handler.ts';
import { ensureGlobals, type FrontendCore } from './globals.ts';
import { pageJquery, type JQueryObject } from './jquery.ts';
import { Module } from './module.ts';
import { makeSwiperClass } from './swiper.ts';
import { escapeHTML, events, makeControls, makeLightbox, makeUrlActions, readEnvironment } from './utils.ts';
import { installWaypointPlugin, waypoint } from './waypoint.ts';

type Bag = Record<string, unknown>;
type Warn = (key: string, message: string) => void;

const asBag = (value: unknown): Bag => (typeof value === 'object' && value !== null ? (value as Bag) : {});

/** The raw config add-ons read (`config.is_rtl`, `config.breakpoints.md`, …), with the parts the original adds at init. */
function completeConfig(config: Bag, breakpoints: readonly Breakpoint[]): void {
  config['environmentMode'] ??= { edit: false, wpPreview: false };
  config['i18n'] ??= {};
  config['urls'] ??= {};
  config['settings'] ??= { page: {} };
  config['kit'] ??= {};
  config['experimentalFeatures'] ??= {};
  config['elements'] ??= { data: {}, editSettings: {}, keys: {} };
  const responsive = asBag(config['responsive'] ??= {});
  const active: Record<string, Bag> = {};
  const known = asBag(responsive['breakpoints']);
  for (const breakpoint of breakpoints) active[breakpoint.name] = { ...asBag(known[breakpoint.name]), value: breakpoint.value, direction: breakpoint.direction, is_enabled: true };
  responsive['activeBreakpoints'] = active;
  responsive['breakpoints'] ??= active;
}

/** `elementorFrontend.breakpoints`: device names and values from the page's active breakpoints. */
function makeBreakpoints(breakpoints: readonly Breakpoint[], config: Bag) {
  const smallToLarge = () => [...toDevicesLargeToSmall(breakpoints)].reverse();
  return {
    responsiveConfig: asBag(config['responsive']),
    getActiveBreakpointsList({ largeToSmall = false, withDesktop = false } = {}): string[] {
      const list = smallToLarge().filter((name) => withDesktop || name !== 'desktop');
      return largeToSmall ? list.reverse() : list;
    },
    getBreakpointValues: () => breakpoints.map((breakpoint) => breakpoint.value).sort((a, b) => a - b),
    getDeviceMinBreakpoint(device: string): number {
      const list = smallToLarge();
      const below = breakpoints.find((breakpoint) => breakpoint.name === list[list.indexOf(device as Device) - 1]);
      return device === 'widescreen' ? (breakpoints.find((b) => b.name === 'widescreen')?.value ?? 2400) : below ? below.value + 1 : 0;
    },
  };
}

/** jQuery-wrapped page objects, only when the page has jQuery (the original assumed it; wisp never loads it). */
function makeElements(): Bag {
  const jquery = pageJquery();
  const elements: Bag = { window };
  if (!jquery) return elements;
  installWaypointPlugin(jquery.fn as Record<string, unknown> | undefined, jquery);
  return Object.assign(elements, {
    $window: jquery(window),
    $document: jquery(document),
    $head: jquery(document.head),
    $body: jquery(document.body),
    $wpAdminBar: jquery('#wpadminbar'),
    $deviceMode: jquery('#elementor-device-mode'),
  });
}

/** `addListenerOnce` / `removeListeners`: namespaced jQuery listeners (default target `$window`), as the original. */
function makeListenerHelpers(elements: Bag) {
  const target = (to: unknown) => (to ?? elements['$window']) as JQueryObject | undefined;
  return {
    addListenerOnce(id: string, event: string, callback: unknown, to?: unknown): void {
      const on = target(to);
      on?.off(`${event}.${id}`);
      on?.on(`${event}.${id}`, callback);
    },
    removeListeners(id: string, event: string, callback?: unknown, from?: unknown): void {
      target(from)?.off(`${event}.${id}`, callback);
    },
  };
}

/** Leading and trailing calls, as the original's underscore-style debounce. */
function debounce<A extends unknown[]>(run: (...args: A) => void, wait: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return function (this: unknown, ...args: A) {
    const now = timer === undefined;
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      run.apply(this, args);
    }, wait);
    if (now) run.apply(this, args);
  };
}

/** `elementorFrontend.utils`, on wisp's action links, lightbox and Swiper. */
function makeUtils(config: Bag, breakpointApi: ReturnType<typeof makeBreakpoints>, device: () => string, warn: Warn) {
  const lightbox = makeLightbox(warn);
  const named = () => asBag(asBag(config['responsive'])['activeBreakpoints']) as Record<string, { value: number }>;
  return {
    urlActions: makeUrlActions(warn),
    get lightbox() {
      return Promise.resolve(lightbox);
    },
    swiper: makeSwiperClass(() => ({ values: breakpointApi.getBreakpointValues(), named: named() })),
    environment: readEnvironment(),
    assetsLoader: { load: () => Promise.resolve(true), isAssetLoaded: () => true },
    escapeHTML,
    events,
    controls: makeControls(() => breakpointApi.getActiveBreakpointsList({ withDesktop: true }), device),
  };
}

/** `storage.get/set` on the page builder's one key; setting `undefined` removes the entry. */
const storage = {
  get: (key: string, options: { session?: boolean } = {}) => readEntry(key, options),
  set: (key: string, value: unknown, options: { session?: boolean; lifetimeInSeconds?: number } = {}) =>
    value === undefined ? removeEntry(key, options) : writeEntry(key, value, { session: options.session, lifetimeSeconds: options.lifetimeInSeconds }),
};

export type CompatFrontend = FrontendCore & { elementsHandler: ReturnType<typeof makeElementsHandler> };

/** The element a call's event came from (`closePopup(settings, event)` closes the popup it sits in), or null. */
const targetOf = (event: unknown): Element | null => {
  const target = asBag(event)['target'];
  return target instanceof Element ? target : null;
};

/**
 * `window.elementorProFrontend` on a site with Pro (its config printed), for site code that opens and closes popups
 * through it as the builder's docs show: `modules.popup.showPopup({ id, toggle }, event)` and `closePopup(settings,
 * event)` run wisp's `popup:open` and `popup:close` actions; `config` is Pro's, `utils.controls` the frontend's.
 */
function installProFrontend(utils: ReturnType<typeof makeUtils>): void {
  const config = readConfigGlobal('ElementorProFrontendConfig', 'elementor-pro-frontend-js-before');
  const scope = window as unknown as Bag;
  if (typeof config !== 'object' || config === null || scope['elementorProFrontend'] !== undefined) return;
  const { run } = utils.urlActions;
  scope['elementorProFrontend'] = {
    config,
    modules: {
      popup: {
        showPopup: (settings: unknown, event?: unknown) => run('popup:open', settings, targetOf(event)),
        closePopup: (settings: unknown, event?: unknown) => run('popup:close', settings, targetOf(event)),
      },
    },
    utils: { controls: utils.controls },
  };
}

/** Fills `window.elementorFrontend` (created early or now) without replacing anything an add-on already holds. */
export function installFrontend(host: Omit<ElementsHandlerHost, 'hooks' | 'isStatic'>, warn: Warn): CompatFrontend {
  const raw = readConfigGlobal('elementorFrontendConfig', 'elementor-frontend-js-before');
  const frontend = ensureGlobals(typeof raw === 'object' && raw !== null ? raw : {}, makeCarouselClasses);
  const { breakpoints, isStatic } = pageConfig();
  const config = frontend.config;
  completeConfig(config, breakpoints);
  // As the original reads it, from the page's stylesheet (see builderDevice).
  const device = () => builderDevice(() => currentDevice(breakpoints));
  const breakpointApi = makeBreakpoints(breakpoints, config);
  const elements = makeElements();
  // Built once: the frontend's utils, and the runner and controls Pro's global shares with them.
  const utils = makeUtils(config, breakpointApi, device, warn);
  const events$ = new Module();
  const getDeviceSetting = (mode: string, settings: Bag, key: string) => readResponsive(asBag(settings), key, mode as Device, breakpoints);
  const fill: Bag = {
    getCurrentDeviceMode: device,
    getDeviceSetting,
    getCurrentDeviceSetting: (settings: Bag, key: string) => getDeviceSetting(device(), settings, key),
    getWidescreenSetting: (settings: Bag, key: string) => getDeviceSetting('widescreen', settings, key),
    getKitSettings: (key?: string) => events$.getItems(config['kit'], key),
    getSettings: (key?: string) => events$.getItems({ selectors: { elements: '.elementor-element', adminBar: '#wpadminbar' } }, key),
    getElements: (key?: string) => events$.getItems(elements, key),
    breakpoints: breakpointApi,
    elements,
    elementsHandler: makeElementsHandler({ ...host, hooks: frontend.hooks, isStatic: () => isStatic }),
    storage,
    utils,
    waypoint,
    debounce,
    documentsManager: { documents: {} },
    modules: {},
    modulesHandlers: {},
    init: () => undefined,
    on: events$.on.bind(events$),
    off: events$.off.bind(events$),
    trigger: events$.trigger.bind(events$),
    ...makeListenerHelpers(elements),
  };
  for (const [key, value] of Object.entries(fill)) if (!(key in frontend)) frontend[key] = value;
  installProFrontend(utils);
  return frontend as CompatFrontend;
}
