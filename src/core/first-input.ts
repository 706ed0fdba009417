// Page-wide behaviours that only answer a visitor's clicks: their chunks wait for the first input anywhere on the page,
// and a click that comes before they have started is held, then replayed once, as core/held-actions.ts does for widgets.
import { holdClicks, type HeldClicks } from '../shared/held-clicks.ts';
import { isReplay } from '../shared/replay.ts';
import { whenNextIdle } from './next-idle.ts';
import { INTERACTION_EVENTS } from './triggers.ts';

/** What starts a widget's fetch, or a click, anywhere, wakes the waiting behaviours (a script's `link.click()` has no pointer). */
const WAKE_ON_DOCUMENT = [...INTERACTION_EVENTS, 'click'] as const;
// Back or Forward to an entry with a hash, or a script setting one: what the behaviours act on at start.
const WAKE_ON_WINDOW = ['hashchange', 'popstate'] as const;

let wake: Promise<void> | null = null;
let wakeUp = (): void => undefined;
const loading = new Set<Promise<unknown>>();
let held: HeldClicks | null = null;

/**
 * Holds a plain click on what a waiting behaviour may take (`wants`) while one is still on its way. A replay by another
 * hold (a widget's lazy part) is left alone; one by the loader (its own copy of the replay) is taken like a visitor's.
 */
function holdWanted(wants: (target: Element) => boolean): HeldClicks {
  return holdClicks(document, (target, event) => {
    if (loading.size === 0 || isReplay(event) || event.defaultPrevented || !wants(target)) return false;
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return false;
    // A script's `link.click()` comes with no pointer or key before it: this click is the first input.
    wakeUp();
    return true;
  });
}

function whenWoken(wants: (target: Element) => boolean): Promise<void> {
  wake ??= new Promise<void>((resolve) => {
    const stop = new AbortController();
    wakeUp = () => {
      stop.abort();
      resolve();
    };
    // Reaching for what one of them takes (a link they answer) starts them at once. Any other input starts them when the
    // page is next idle, not in the input's own task: their requests cost a phone at 4x CPU 15–30 ms, which a touched
    // widget's pointerdown and click would wait behind. Each input until then asks again: waking twice does nothing more.
    const onInput = (event: Event) => (event.target instanceof Element && wants(event.target) ? wakeUp() : whenNextIdle(wakeUp));
    // Before the wake listeners, so the click that wakes is held too.
    held = holdWanted(wants);
    for (const type of WAKE_ON_DOCUMENT) document.addEventListener(type, onInput, { capture: true, passive: true, signal: stop.signal });
    for (const type of WAKE_ON_WINDOW) window.addEventListener(type, wakeUp, { signal: stop.signal });
  });
  return wake;
}

/** Resolves once no behaviour woken by the first input is still on its way (for tests and the debug report). */
export async function whenFirstInputSettled(): Promise<void> {
  while (loading.size > 0) await Promise.allSettled([...loading]).then(() => new Promise((done) => setTimeout(done)));
}

/**
 * Runs `start` (a behaviour's load and start) on the first input anywhere on the page, once no tapped widget waits for
 * its own module. Meanwhile the clicks `wants` takes are held, and replayed once every such start has settled.
 */
export function afterFirstInput(start: () => Promise<unknown>, wants: (target: Element) => boolean, whenNoTap: (work: () => void) => void): void {
  // After a tapped widget's own module: the first input is most often that tap, and these chunks would compete with it.
  const started = whenWoken(wants).then(() => new Promise<void>((done) => whenNoTap(done))).then(start);
  loading.add(started);
  // A task later, so every behaviour that arrived in the same turn has started before the clicks are replayed.
  const settle = () => setTimeout(() => {
    loading.delete(started);
    if (loading.size === 0) held?.release();
  });
  started.then(settle, settle);
}
