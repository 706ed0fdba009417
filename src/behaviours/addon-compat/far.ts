// Add-on handlers of the page's elements far below the first screen wait until those elements come near, the visitor
// reaches for them, or the page has had its load event a while: off the main thread while the first screen loads, where
// the original ran all of them at once (on a phone, tens of milliseconds each for some add-ons).

/** How far below the viewport an element must start for its handlers to wait: one screen. */
const NEAR_SCREENS = 1;
/** What still waits runs this long after the load event (add-ons acting page-wide from far down: a modal on load). */
export const SETTLED_MS = 3000;
/** ...and at the latest this long after the verdict: a page whose load event never comes (a stalled image). */
export const LATEST_MS = 10_000;
/** The verdict reads the layout in the next frame; where none comes (a tab hidden meanwhile), a timer reads it. */
const FRAME_WAIT_MS = 1000;
/**
 * What a visitor does to an element before using it: a handler runs before its element is used. `click` for
 * activation with no pointer or focus event first (a screen reader's, a script's `.click()`): a capture listener on
 * the document runs before the target's own, so what the handler adds there still gets that click.
 */
const REACHES = ['pointerdown', 'pointerover', 'focusin', 'keydown', 'click'];
/**
 * Markup of add-on widgets set to open on page load or after a time (Premium Addons' and Happy Addons' modal boxes,
 * ElementsKit's popup modal): they never wait, or their delay would count from 3 s after the load event.
 */
const OPENS_BY_ITSELF = '[data-settings*="pageload" i],[data-settings*="page_load" i],[data-trigger-type*="load" i],[data-toggletype="time"]';

/**
 * Runs `elements` (the page's, in document order) through `run`: at once those in or within a screen of the viewport,
 * hidden or empty ones (a popup, an off-canvas panel, a closed tab's content) and, on a hidden page, all; each element
 * starting further down later, with all it holds, in document order. Given a reached element (the target of an event
 * that leads to a press or key), `run` must run the elements holding it in that event. `waiting` holds what waits.
 */
export function runNearFirst(elements: readonly Element[], run: (elements: Element[], reached?: Node) => void, signal: AbortSignal, waiting: Set<Element>): void {
  // A page opened at a fragment: add-ons act on it at start (open the tab it names, scroll to it); none wait.
  if (document.hidden || location.hash || typeof IntersectionObserver !== 'function' || typeof requestAnimationFrame !== 'function') return run([...elements]);
  // Each element that starts far below, with what it holds: a section, or a widget of a section as tall as the page.
  const later = new Map<Element, Element[]>();
  const release = (far: Element, reached?: Node) => {
    const group = later.get(far);
    if (!group) return;
    later.delete(far);
    observer.unobserve(far);
    for (const element of group) waiting.delete(element);
    run(group, reached);
    if (!later.size) stop();
  };
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) if (entry.isIntersecting) release(entry.target);
  }, { rootMargin: `${NEAR_SCREENS * 100}% 0px` });
  const onReach = (event: Event) => {
    for (let node = event.target as Node | null; node; node = node.parentNode) if (later.has(node as Element)) release(node as Element, event.target as Node);
  };
  const all = () => [...later.keys()].forEach((far) => release(far));
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest: ReturnType<typeof setTimeout> | undefined;
  const settled = () => void (timer = setTimeout(all, SETTLED_MS));
  const stop = () => {
    observer.disconnect();
    for (const type of REACHES) document.removeEventListener(type, onReach, true);
    removeEventListener('load', settled);
    clearTimeout(timer);
    clearTimeout(latest);
  };
  signal.addEventListener('abort', () => {
    stop();
    waiting.clear();
  });
  let decided = false;
  // In a frame, before its paint: the layout read is the one the frame makes anyway.
  const decide = () => {
    if (decided || signal.aborted) return;
    decided = true;
    const below = innerHeight * (1 + NEAR_SCREENS);
    const now: Element[] = [];
    let root: Element | undefined;
    // Document order: an element outside the last far one is either far itself or runs now. The reads after the
    // first find the layout clean.
    for (const element of elements) {
      if (root?.contains(element)) {
        later.get(root)!.push(element);
        waiting.add(element);
        continue;
      }
      const box = element.getBoundingClientRect();
      if (box.top > below && box.width > 0 && box.height > 0 && !element.querySelector(OPENS_BY_ITSELF)) {
        later.set((root = element), [element]);
        waiting.add(element);
      } else now.push(element);
    }
    run(now);
    if (!later.size) return stop();
    for (const far of later.keys()) observer.observe(far);
    for (const type of REACHES) document.addEventListener(type, onReach, { capture: true, passive: true });
    if (document.readyState === 'complete') settled();
    else addEventListener('load', settled, { once: true });
    latest = setTimeout(all, LATEST_MS);
  };
  requestAnimationFrame(decide);
  setTimeout(decide, FRAME_WAIT_MS);
}
