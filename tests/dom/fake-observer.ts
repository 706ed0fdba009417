// A stand-in IntersectionObserver for DOM tests: happy-dom's never reports, so a test says when an element is seen.
import { vi } from 'vitest';

type Watch = { callback: IntersectionObserverCallback; options: IntersectionObserverInit | undefined; targets: Set<Element>; observer: IntersectionObserver };

const watches = new Set<Watch>();

function createObserver(callback: IntersectionObserverCallback, options?: IntersectionObserverInit): IntersectionObserver {
  const watch = { callback, options, targets: new Set<Element>() } as Watch;
  watch.observer = {
    root: null, rootMargin: options?.rootMargin ?? '0px', thresholds: [0],
    observe: (target: Element) => void watch.targets.add(target),
    unobserve: (target: Element) => void watch.targets.delete(target),
    disconnect: () => watch.targets.clear(),
    takeRecords: () => [],
  } as unknown as IntersectionObserver;
  watches.add(watch);
  return watch.observer;
}

/** Replaces the global observer for the current test; undo with `vi.unstubAllGlobals()`. */
export function installFakeObserver(): void {
  watches.clear();
  vi.stubGlobal('IntersectionObserver', function FakeIntersectionObserver(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    return createObserver(callback, options);
  });
}

/** Reports `element` as entering (or leaving) the viewport to every observer watching it. */
export function intersect(element: Element, isIntersecting = true): void {
  for (const watch of [...watches]) {
    if (!watch.targets.has(element)) continue;
    const entry = { target: element, isIntersecting, intersectionRatio: isIntersecting ? 1 : 0 } as unknown as IntersectionObserverEntry;
    watch.callback([entry], watch.observer);
  }
}

/** The options of the observers watching `element` (wisp's own trigger observer included). */
export function observersOf(element: Element): Array<IntersectionObserverInit | undefined> {
  return [...watches].filter((watch) => watch.targets.has(element)).map((watch) => watch.options);
}

/** A matchMedia that reports `prefers-reduced-motion: reduce`. */
export function reduceMotion(): void {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    matches: query.includes('prefers-reduced-motion'), media: query, onchange: null,
    addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {}, dispatchEvent: () => false,
  }) as MediaQueryList);
}
