// Fetches (and evaluates) the chunks of carousels within one screen of the viewport, ahead of the loader's 256px margin.
import { CAROUSELS } from './registry.ts';
import { ATTR } from './schema.ts';

/**
 * One screen above and below: Swiper's chunk is about 32 KB gzip and its start-up a long task on a phone, so a carousel
 * in or just below the first screen must not wait for the visitor to scroll or reach for its arrow. Farther ones wait.
 */
const SCREEN_MARGIN = '100% 0px';

const SELECTOR = CAROUSELS.map((kind) => `[${ATTR.widgetType}^="${kind}."]`).join();

const kindOf = (element: Element): string => element.getAttribute(ATTR.widgetType)?.split('.')[0] ?? '';

/**
 * Calls `load(kind)` once per carousel kind whose first element comes within a screen of the viewport. The loader's
 * own trigger still mounts each element; importing the same chunk twice costs nothing, as the browser keeps one module.
 */
export function prefetchNearCarousels(load: (kind: string) => Promise<unknown>): void {
  if (typeof IntersectionObserver !== 'function') return;
  const elements = [...document.querySelectorAll(SELECTOR)];
  const started = new Set<string>();
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const kind = kindOf(entry.target);
      if (!entry.isIntersecting || started.has(kind)) continue;
      started.add(kind);
      // A failure here is reported, and retried, by the element's own load when its trigger fires.
      load(kind).catch(() => undefined);
      for (const element of elements) if (kindOf(element) === kind) observer.unobserve(element);
    }
  }, { rootMargin: SCREEN_MARGIN });
  for (const element of elements) observer.observe(element);
}
