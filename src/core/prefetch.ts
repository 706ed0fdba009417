// Fetches (and evaluates) the chunks of widgets near view at boot, ahead of the loader's observer and margin.
import { CAROUSELS } from './registry.ts';
import { ATTR, SELECTOR } from './schema.ts';
import type { Trigger } from './types.ts';
import { inUrgentTask } from '../shared/next-task.ts';

/**
 * Carousels: one screen above and below. Swiper's chunk is about 32 KB gzip and its start-up a long task on a phone, so
 * a carousel in or just below the first screen must not wait for the visitor to scroll or reach for its arrow.
 */
const SCREEN_MARGIN = '100% 0px';
/** Other widgets: the loader's margin (core/triggers.ts), so the kinds fetched here are those its observer starts. */
const MARGIN_PX = 256;
/** Boxes read at most, in document order: the first screen's widgets are among the first, and a 10,000-widget page pays for these only. */
const MAX_READS = 200;
/**
 * Widgets looked at at most, in document order: past them, carousels start on the loader's own observer, 256px ahead
 * rather than a screen. Looking at every widget of a 10,000-widget page (for its carousels) was a 50–75 ms task at 4x.
 */
const MAX_WIDGETS = 1000;

const kindOf = (element: Element): string => element.getAttribute(ATTR.widgetType)?.split('.')[0] ?? '';

function isNearView(element: Element): boolean {
  const box = element.getBoundingClientRect();
  // A hidden widget (a popup's, a closed panel's) has no box: the observer would not start it either.
  return box.width + box.height > 0 && box.top < innerHeight + MARGIN_PX && box.bottom > -MARGIN_PX;
}

/**
 * Calls `load(kind)` once per kind that loads near view ('visible', 'url'), for the widgets near view now (read at
 * once: the loader's observer reports a frame after it starts, on a small page after the load event, and a tap right
 * after load waited for the fetch) and for carousels once they come within a screen. The loader's trigger still mounts
 * each element; importing the same chunk twice costs nothing, as the browser keeps one module.
 *
 * Each call is made in an urgent task of its own, in document order, none once `signal` aborted: an import is a request
 * with its shared chunks' preload links, 1–6 ms at 4x, and a first screen of many kinds (the 10,000-widget bench page
 * has a dozen) made the loop and its imports one task of 40–56 ms.
 */
export function prefetchNearView(kinds: ReadonlyMap<string, Trigger>, load: (kind: string) => Promise<unknown>, signal: AbortSignal): void {
  const started = new Set<string>();
  // A failure here is reported, and retried, by the element's own load when its trigger fires.
  const start = (kind: string): void => {
    if (started.has(kind)) return;
    started.add(kind);
    inUrgentTask(() => void load(kind).catch(() => undefined), signal);
  };
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      start(kindOf(entry.target));
    }
  }, { rootMargin: SCREEN_MARGIN });
  let reads = 0;
  let seen = 0;
  for (const element of document.querySelectorAll(`[${ATTR.widgetType}]`)) {
    if (++seen > MAX_WIDGETS) break;
    const kind = kindOf(element);
    // 'url' kinds load near view too (or at once for a deep link), so their first-screen widgets are fetched alike.
    const trigger = kinds.get(kind);
    if ((trigger !== 'visible' && trigger !== 'url') || started.has(kind)) continue;
    const carousel = CAROUSELS.includes(kind);
    if (!carousel && !(reads++ < MAX_READS && isNearView(element))) continue;
    // What the scan leaves alone (a popup's template, a delayed parent's children) loads when it is shown.
    if (element.closest(SELECTOR.delayed)) continue;
    if (carousel) observer.observe(element);
    else start(kind);
  }
}
