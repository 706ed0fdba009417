// Runs the ready triggers the original ran: every element at start, then content added or released later.
import { inNextTask } from '../../shared/next-task.ts';
import { createSliceClock, yieldToBrowser } from '../../shared/slices.ts';
import { runNearFirst } from './far.ts';

const ELEMENT = '[data-element_type]';
const DELAYED_ATTR = 'data-delay-child-handlers';

/** Elements under `root` (itself included) in document order. */
function elementsIn(root: Element): Element[] {
  const found = [...root.querySelectorAll(ELEMENT)];
  return root.matches(ELEMENT) ? [root, ...found] : found;
}

/**
 * Each element once, in document order, one task each as the original (so one slow add-on never holds the page for
 * the whole list). An element waiting under `data-delay-child-handlers="true"` is not counted as seen and runs
 * once the attribute goes (nested carousels and tabs release their children that way). Each pass is given to `track`
 * until its elements' handlers have run: `wisp.idle()` then means the add-ons have seen the page, as the original's
 * had by its load event; the page's elements far below the first screen are held in `waiting` until their turn (see
 * far.ts), tracked meanwhile.
 */
export function startReadyTriggers(run: (element: Element) => void, signal: AbortSignal, track: (work: Promise<unknown>) => void, waiting: Set<Element>): void {
  const seen = new WeakSet<Element>();
  /** Whether `element`'s turn is now, marking it seen: not seen yet, nor waiting under a delaying ancestor. */
  const claim = (element: Element) => !seen.has(element) && !element.closest(`[${DELAYED_ATTR}="true"]`) && !!seen.add(element);
  // One list, worked through a slice at a time: posting a timer per element of a long page (a documentation site's
  // thousand) was a 12–13 ms task unthrottled, 50 ms at 4x. What is added meanwhile goes after the page's list.
  const pending: Element[] = [];
  let at = 0;
  let posting = false;
  const post = async () => {
    posting = true;
    // Not in the task that found them: the page's query has used part of that one.
    await yieldToBrowser();
    const clock = createSliceClock();
    while (at < pending.length && !signal.aborted) {
      const element = pending[at++]!;
      if (!claim(element)) continue;
      setTimeout(() => {
        if (!signal.aborted && element.isConnected) run(element);
      });
      if (clock.due()) await yieldToBrowser();
    }
    pending.length = 0;
    at = 0;
    posting = false;
    // Zero-delay timers fire in the order they were set: this one after every handler's above.
    await new Promise((done) => setTimeout(done));
  };
  const schedule = (elements: Element[], reached?: Node) => {
    // Those holding what a visitor reached for, at once, outermost first (a container still queued first); the others
    // as any.
    if (reached) for (const element of [...pending.slice(at), ...elements]) if (element.isConnected && element.contains(reached) && claim(element)) run(element);
    for (const element of elements) pending.push(element);
    if (!posting) track(post());
  };
  const observer = new MutationObserver((mutations) => {
    const roots: Element[] = [];
    for (const mutation of mutations) {
      if (mutation.type === 'attributes' && mutation.target instanceof Element) roots.push(mutation.target);
      for (const node of mutation.addedNodes) if (node instanceof Element) roots.push(node);
    }
    const found = roots.flatMap(elementsIn);
    if (held) held.push(...found);
    else schedule(found);
  });
  // What is added before the page's first elements are let through goes after them.
  let held: Element[] | null = [];
  signal.addEventListener('abort', () => observer.disconnect());
  // In a task after the start's (posting a timer for each of 500 elements was a third of it), the page's elements
  // then, and from then on what is added or released: content added meanwhile is in the page's list, in its order.
  track(inNextTask(() => {
    observer.observe(document.documentElement, { childList: true, subtree: true, attributes: true, attributeFilter: [DELAYED_ATTR] });
    // Settles once nothing waits any more: `wisp.idle()` still means every element's handlers have run.
    return new Promise<void>((done) => {
      signal.addEventListener('abort', () => done());
      runNearFirst(elementsIn(document.documentElement), (elements, reached) => {
        schedule(elements, reached);
        if (held) schedule(held);
        held = null;
        if (!waiting.size) done();
      }, signal, waiting);
    });
  }, signal));
}
