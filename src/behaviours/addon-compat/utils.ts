// `elementorFrontend.utils`: URL actions, the lightbox, Swiper, responsive values, events and small helpers.
import type { ActionContext, ActionHandler } from '../action-links/types.ts';
import { preloadDeps } from '../../core/chunk-deps.ts';
import { pageConfig } from '../../shared/config.ts';
import { toElement } from './jquery.ts';

export { escapeHTML } from './escape.ts';
export { readEnvironment } from '../../shared/environment.ts';

type Bag = Record<string, unknown>;
type Warn = (key: string, message: string) => void;

/**
 * Action links' own module (its actions map and runner), loaded on first use: add-ons rarely run or add URL actions.
 * Imported statically, the map became a chunk of its own, shared with action links: one more request before input on
 * every add-on page, and on every first tap on an action link.
 */
function actionLinks(): Promise<typeof import('../action-links/index.ts')> {
  preloadDeps('behaviours/action-links');
  return import('../action-links/index.ts');
}

const runHash = (href: string, ctx: ActionContext) => actionLinks().then(({ runActionHash }) => runActionHash(href, ctx));

/** `urlActions`: add-ons register `#elementor-action:action=<name>` handlers; wisp's action links run them. */
export function makeUrlActions(warn: Warn) {
  const ctx = (source: Element | null): ActionContext => ({ source, event: null, warn: (key, message) => warn(`action:${key}`, message) });
  /** Those added here, known at once: action links' map has them only once that module has loaded. */
  const added = new Map<string, ActionHandler>();
  /** The handler of action `name`, added here or known to action links; undefined for any other name. */
  const handlerOf = async (name: string): Promise<ActionHandler | undefined> => {
    const own = added.get(name);
    if (own) return own;
    const load = (await actionLinks()).ACTIONS.get(name);
    return load && (await load()).default;
  };
  /** Runs the action `name` with `settings`, from `source` (the element a popup:close looks up from). */
  const run = (name: unknown, settings: unknown, source: Element | null): void => {
    const bag = typeof settings === 'object' && settings !== null ? (settings as Bag) : {};
    void (typeof name === 'string' ? handlerOf(name) : Promise.resolve(undefined)).then((handler) => {
      if (!handler) return warn(`action:${String(name).slice(0, 40)}`, `unknown URL action "${String(name).slice(0, 40)}"`);
      return handler(bag, ctx(source));
    }).catch((error: unknown) => console.error('[wisp] addon-compat: a URL action failed', error));
  };
  return {
    run,
    addAction(name: unknown, callback: unknown): void {
      if (typeof name !== 'string' || typeof callback !== 'function') return;
      const handler = (settings: Bag): void => void (callback as (settings: Bag) => unknown)(settings);
      added.set(name, handler);
      // Links with this action run through action links, which read their own map.
      void actionLinks().then(
        ({ ACTIONS }) => void ACTIONS.set(name, () => Promise.resolve({ default: handler })),
        (error: unknown) => console.error(`[wisp] addon-compat: the URL action "${name.slice(0, 40)}" could not be added`, error),
      );
    },
    runAction(name: unknown, ...args: unknown[]): void {
      run(name, args[0], null);
    },
    runLinkAction(event: Event): void {
      const link = event.currentTarget instanceof Element ? event.currentTarget : null;
      const href = link?.getAttribute('href') ?? '';
      event.preventDefault?.();
      void runHash(href, ctx(link));
    },
    /** The address bar's action hash, only when an element on the page carries it (as wisp's own and the original). */
    runHashAction(): void {
      const hash = location.hash;
      if (!hash) return;
      void actionLinks().then(({ findPageActionHash, looksLikeActionHash, runActionHash }) => {
        if (!looksLikeActionHash(hash)) return;
        const own = findPageActionHash(hash);
        if (own === null) return warn('action:forged', 'the page URL carries an action hash that no element on the page has; ignored');
        return runActionHash(own, ctx(null));
      });
    },
  };
}

/** `utils.lightbox` resolves with an object whose `showModal(options)` opens wisp's lightbox, as the original's does. */
export function makeLightbox(warn: Warn) {
  // The viewer and its kit load with the first lightbox an add-on opens, as they do for wisp's own links.
  const open = (run: (viewer: typeof import('../lightbox/viewer.tsx'), options: Parameters<typeof import('../lightbox/viewer.tsx')['openElement']>[1]) => void, opener: Element | null) =>
    void Promise.all([import('../lightbox/viewer.tsx'), import('../lightbox/kit.ts')]).then(([viewer, { toLightboxKit }]) => {
      const config = pageConfig();
      run(viewer, { kit: toLightboxKit(config.kit), i18n: config.i18n, warn: (key: string, message: string) => warn(`lightbox:${key}`, message), opener });
    });
  return {
    showModal(settings: unknown): void {
      const raw = typeof settings === 'object' && settings !== null ? (settings as Bag) : {};
      open((viewer, options) => viewer.openSettings(raw, null, options), null);
    },
    createLightbox(target: unknown): void {
      const element = toElement(target);
      if (element instanceof HTMLElement) open((viewer, options) => viewer.openElement(element, options), element);
    },
    openSlideshow(id: unknown, url: unknown): void {
      this.showModal({ type: 'slideshow', slideshow: id, url });
    },
    // Inserting an add-on's HTML string would run markup wisp cannot vet: refused with a warning.
    setHTMLContent(): void {
      warn('lightbox-html', 'utils.lightbox.setHTMLContent() is not supported; the lightbox shows no raw HTML');
    },
  };
}

/** The responsive value of `key` (or `key.subKey`) for a device: its own, else the next larger device's, else desktop's. */
export function makeControls(devicesSmallToLarge: () => string[], currentDevice: () => string) {
  const read = (settings: Bag, key: string, subKey: string): unknown => {
    const value = settings[key];
    return subKey && typeof value === 'object' && value !== null ? (value as Bag)[subKey] : value;
  };
  const isSet = (value: unknown) => value === 0 || Boolean(value);
  return {
    getControlValue: (settings: Bag, key: string, subKey = '') => read(settings, key, subKey),
    getResponsiveControlValue(settings: Bag, key: string, subKey = '', device: string | null = null): unknown {
      const mode = device ?? currentDevice();
      const desktop = read(settings, key, subKey);
      if (mode === 'widescreen') {
        const wide = read(settings, `${key}_widescreen`, subKey);
        return isSet(wide) ? wide : desktop;
      }
      const devices = devicesSmallToLarge();
      for (let index = devices.indexOf(mode); index >= 0 && index < devices.length; index += 1) {
        const name = devices[index] as string;
        if (name === 'desktop') return desktop;
        const value = read(settings, `${key}_${name}`, subKey);
        if (isSet(value)) return value;
      }
      return mode === 'desktop' ? desktop : '';
    },
  };
}

/** `utils.events.dispatch(context, name, data, bcName)`: native CustomEvents, which jQuery's `.on` also receives. */
export const events = {
  dispatch(context: unknown, name: string, data: unknown = null, bcName: string | null = null): void {
    const target = (toElement(context) ?? (context instanceof EventTarget ? context : (context as { 0?: unknown })?.[0])) as EventTarget | undefined;
    if (!target || typeof target.dispatchEvent !== 'function') return;
    if (bcName) target.dispatchEvent(new CustomEvent(bcName, { detail: data }));
    target.dispatchEvent(new CustomEvent(name, { detail: data }));
  },
};
