// `elementorFrontend.waypoint(elements, callback, options)`: the old Waypoints call, on IntersectionObserver.
import { toElement } from './jquery.ts';

export type WaypointOptions = { offset?: unknown; triggerOnce?: unknown };
export type Waypoint = { element: Element; destroy(): void };

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

/** Calls `callback` on each element (as `this`, with direction `down`) when it scrolls to the trigger line. */
export function waypoint(targets: unknown, callback: unknown, options: WaypointOptions = {}): Waypoint[] {
  if (typeof callback !== 'function') return [];
  const once = options.triggerOnce !== false;
  const list = typeof targets === 'object' && targets !== null && 'length' in targets ? Array.from(targets as ArrayLike<unknown>) : [targets];
  return list.map(toElement).filter((element): element is Element => element !== null).map((element) => {
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      if (once) observer.disconnect();
      (callback as (this: Element, direction: string) => unknown).call(element, 'down');
    }, toObserverOptions(options.offset ?? '100%', element));
    observer.observe(element);
    return { element, destroy: () => observer.disconnect() };
  });
}
