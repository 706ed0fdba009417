// `elementorFrontend.waypoint(elements, callback, options)`: the old Waypoints call, on IntersectionObserver.
import { toElement } from './jquery.ts';

export type WaypointOptions = { offset?: unknown; triggerOnce?: unknown };
export type Waypoint = { element: Element; options: WaypointOptions; adapter?: { $element: unknown }; destroy(): void };

/** The viewport band whose entry fires the callback, from Waypoints' `offset` (distance of the trigger line from the top). */
function toObserverOptions(offset: unknown, element: Element): IntersectionObserverInit {
  if (offset === 'bottom-in-view') {
    // The element's bottom has reached the viewport's bottom: all of it in view, or all the viewport can show.
    const height = element.getBoundingClientRect().height || 1;
    return { threshold: Math.min(1, (innerHeight / height) * 0.99) };
  }
  if (typeof offset === 'string' && /^-?\d+(?:\.\d+)?%$/.test(offset)) {
    const percent = Math.min(100, Math.max(0, Number.parseFloat(offset)));
    return { rootMargin: `0px 0px -${100 - percent}% 0px` };
  }
  if (typeof offset === 'number' && Number.isFinite(offset)) {
    return { rootMargin: `0px 0px -${Math.max(0, Math.round(innerHeight - offset))}px 0px` };
  }
  return {};
}

/**
 * Waypoints fires for an element whose trigger line the page has already scrolled past when the waypoint is made
 * (a visitor who scrolled before the add-on ran); an observer alone would wait for it to come back into view.
 */
function hasPassed(entry: IntersectionObserverEntry, wholeInView: boolean): boolean {
  const line = entry.rootBounds?.bottom ?? innerHeight;
  return (wholeInView ? entry.boundingClientRect.bottom : entry.boundingClientRect.top) <= line;
}

/**
 * Calls `callback` with direction `down` when each element scrolls to the trigger line; `this` is the element, or for
 * the jQuery plugin form the waypoint (whose `.element` is the element), as in the Waypoints library.
 */
export function waypoint(
  targets: unknown, callback: unknown, options: WaypointOptions = {}, thisIsWaypoint = false, wrap?: (element: Element) => unknown,
): Waypoint[] {
  if (typeof callback !== 'function') return [];
  // `elementorFrontend.waypoint` fires once unless told otherwise; the plugin form keeps firing, as Waypoints did.
  const once = thisIsWaypoint ? options.triggerOnce === true : options.triggerOnce !== false;
  const list = typeof targets === 'object' && targets !== null && 'length' in targets ? Array.from(targets as ArrayLike<unknown>) : [targets];
  return list.map(toElement).filter((element): element is Element => element !== null).map((element) => {
    const point: Waypoint = { element, options, destroy: () => observer.disconnect() };
    // Waypoints' jQuery adapter: add-ons reach the element as `this.adapter.$element`.
    if (wrap) point.adapter = { $element: wrap(element) };
    const wholeInView = options.offset === 'bottom-in-view';
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting || hasPassed(entry, wholeInView))) return;
      if (once) observer.disconnect();
      (callback as (this: unknown, direction: string) => unknown).call(thisIsWaypoint ? point : element, 'down');
    }, toObserverOptions(options.offset ?? '100%', element));
    observer.observe(element);
    return point;
  });
}

/** `$(el).elementorWaypoint(handler, options)`: the page builder's renamed Waypoints plugin, which older add-ons call. */
export function installWaypointPlugin(fn: Record<string, unknown> | undefined, wrap: (element: Element) => unknown): void {
  if (!fn || typeof fn['elementorWaypoint'] === 'function') return;
  fn['elementorWaypoint'] = function (this: ArrayLike<Element>, handler: unknown, options?: unknown) {
    const settings = (typeof handler === 'object' && handler !== null ? handler : { ...(options as object | undefined), handler }) as WaypointOptions & { handler?: unknown };
    return waypoint(this, settings.handler, settings, true, wrap);
  };
}
