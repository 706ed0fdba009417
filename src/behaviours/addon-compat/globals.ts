// Creates `window.elementorModules` and the core of `window.elementorFrontend` once, filling in only what is missing.
import { Base } from './handlers.ts';
import { createHooks, type CompatHooks } from './hooks.ts';
import { Module, ViewModule } from './module.ts';

type Bag = Record<string, unknown>;

export type FrontendCore = Bag & { hooks: CompatHooks; config: Bag; version: string; Module: unknown };

const global = window as unknown as Bag;

const asBag = (value: unknown): Bag => (typeof value === 'object' && value !== null ? (value as Bag) : {});

/**
 * Both the early classic script (where the page builder's scripts were, so add-ons that capture
 * `window.elementorFrontend` or extend `Base` while loading find them) and the lazy module call this; whichever runs
 * first creates the objects and the other keeps them, so an add-on's captured reference stays the live object.
 */
export function ensureGlobals(rawConfig: unknown, makeCarousels?: (base: typeof Base) => Record<string, unknown>): FrontendCore {
  const modules = asBag(global['elementorModules'] ??= {});
  modules['Module'] ??= Module;
  modules['ViewModule'] ??= ViewModule;
  const frontendModules = asBag(modules['frontend'] ??= {});
  const handlers = asBag(frontendModules['handlers'] ??= {});
  handlers['Base'] ??= Base;
  if (makeCarousels && !handlers['CarouselBase']) Object.assign(handlers, makeCarousels(handlers['Base'] as typeof Base));

  const frontend = asBag(global['elementorFrontend'] ??= {});
  // Tells wisp's own check apart from the page builder's real frontend (wants.ts).
  if (!('wispCompat' in frontend)) Object.defineProperty(frontend, 'wispCompat', { value: true });
  frontend['hooks'] ??= createHooks();
  frontend['config'] ??= asBag(rawConfig);
  frontend['version'] ??= typeof asBag(frontend['config'])['version'] === 'string' ? asBag(frontend['config'])['version'] : '3.0.0';
  // Synchronous in the original from the moment its script ran; add-ons call them while loading or at DOM ready.
  const mode = () => asBag(asBag(frontend['config'])['environmentMode']);
  frontend['isEditMode'] ??= () => mode()['edit'] === true;
  frontend['isWPPreviewMode'] ??= () => mode()['wpPreview'] === true;
  // Add-ons written for the page builder before 2.6 extend `elementorFrontend.Module`, the handler base of that time.
  frontend['Module'] ??= handlers['Base'];
  return frontend as FrontendCore;
}
