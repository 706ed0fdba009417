// `elementorFrontend.elementsHandler`: ready triggers per element, and add-ons' handler classes attached to them.
import { pageJquery, toElement, type JQueryObject } from './jquery.ts';
import type { CompatHooks } from './hooks.ts';

type HandlerClass = new (options: Record<string, unknown>) => unknown;
type HandlerFactory = () => unknown;

export type ElementsHandlerHost = {
  hooks: CompatHooks;
  isStatic(): boolean;
  /** A handler class was instantiated, or a widget-kind callback ran, for this element. */
  markHandled(element: Element): void;
};

const DELAYED = '[data-delay-child-handlers="true"]';

/** The original tells class handlers from factories by this method of the Base prototype. */
const isClassHandler = (value: unknown): value is HandlerClass =>
  typeof value === 'function' && typeof (value as { prototype?: Record<string, unknown> }).prototype?.['getUniqueHandlerID'] === 'function';

export function makeElementsHandler(host: ElementsHandlerHost) {
  const api = {
    addHandler(Handler: unknown, options: Record<string, unknown>): unknown {
      if (typeof Handler !== 'function') return undefined;
      const element = toElement(options['$element']);
      const instance: unknown = new (Handler as HandlerClass)(options);
      if (element) host.markHandled(element);
      host.hooks.doAction(`frontend/element_handler_ready/${String(options['elementName'] ?? '')}`, options['$element'], pageJquery());
      return instance;
    },
    /** Listens on `frontend/element_ready/{name}.{skin}` (skin `default`; null for the bare element type). */
    attachHandler(name: unknown, handlers: unknown, skin: unknown = 'default'): void {
      if (typeof name !== 'string') return;
      const elementName = skin ? `${name}.${String(skin)}` : name;
      for (const Handler of Array.isArray(handlers) ? handlers : [handlers]) {
        host.hooks.addAction(`frontend/element_ready/${elementName}`, ($element: JQueryObject) => {
          if (isClassHandler(Handler)) return void api.addHandler(Handler, { $element, elementName });
          const made = typeof Handler === 'function' ? (Handler as HandlerFactory)() : null;
          if (made instanceof Promise) void made.then((chunk: { default?: unknown }) => api.addHandler(chunk.default, { $element, elementName }));
          else if (made) api.addHandler(made, { $element, elementName });
        });
      }
    },
    /** The page builder's own handlers are wisp's modules, which add-ons cannot reach; nothing to hand out. */
    getHandler(): undefined {
      return undefined;
    },
    /** Fires `global`, `{element type}` and, for widgets, `{widget type}` ready actions with `($element, $)`. */
    runReadyTrigger(scope: unknown): void {
      const element = toElement(scope);
      const jquery = pageJquery();
      if (!element || host.isStatic() || element.closest(DELAYED)) return;
      const type = element.getAttribute('data-element_type');
      if (!type) return;
      const $element = jquery ? jquery(element) : element;
      host.hooks.doAction('frontend/element_ready/global', $element, jquery);
      host.hooks.doAction(`frontend/element_ready/${type}`, $element, jquery);
      if (type !== 'widget') return;
      const widgetType = element.getAttribute('data-widget_type') ?? '';
      if (host.hooks.count(`frontend/element_ready/${widgetType}`) > 0) host.markHandled(element);
      host.hooks.doAction(`frontend/element_ready/${widgetType}`, $element, jquery);
    },
  };
  return api;
}
