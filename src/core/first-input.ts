// Page-wide behaviours that only answer a visitor's clicks: their chunks wait for the first input anywhere on the page,
// and a click that comes before they have started is held, then replayed once, as core/held-actions.ts does for widgets.
import { holdClicks, type HeldClicks } from '../shared/held-clicks.ts';
import { isReplay } from '../shared/replay.ts';
import { afterGesture, whenNextIdle } from './next-idle.ts';
import { INTERACTION_EVENTS } from './triggers.ts';

type Wants = (target: Element) => boolean;
/**
 * A behaviour waiting for the first input: the clicks it takes, and what it fetches for the element that wakes it, or
 * (`null`) for an input anywhere else. `answered` tells whether another behaviour, started already, answers a click it
 * takes (a popup link's popup), and with `act` answers it: that click is then not held, only its default prevented, and
 * a reach for that element does not wake this one.
 */
export type FirstInputWait = {
  wants: Wants;
  warm?: ((target: Element | null) => void) | undefined;
  answered?: ((target: Element, act?: boolean) => boolean) | undefined;
};
/** `wake(true)`: woken by a reach for an element it wants (warmed for it already). */
type Sleeper = FirstInputWait & { wake: (reached: boolean) => void };

/** What starts a widget's fetch, or a click, anywhere, wakes the waiting behaviours (a script's `link.click()` has no pointer). */
const WAKE_ON_DOCUMENT = [...INTERACTION_EVENTS, 'click'] as const;
// Back or Forward to an entry with a hash, or a script setting one: what the behaviours act on at start.
const WAKE_ON_WINDOW = ['hashchange', 'popstate'] as const;

/** Not woken yet. */
const asleep = new Set<Sleeper>();
/** Not started yet, woken or not, with the clicks each may take: those are held meanwhile. */
const loading = new Map<Promise<unknown>, FirstInputWait>();
let held: HeldClicks | null = null;
let listening: AbortController | null = null;
/** The first input has come: one armed later (a page booted again) starts without waiting for another. */
let inputSeen = false;

const wantedByLoading = (target: Element): boolean => [...loading.values()].some(({ wants }) => wants(target));

/**
 * Wakes at once those that take what the visitor reaches for, each fetching what it will need for that element; not for
 * an element another behaviour answers (a popup link): its tap then makes no request before its popup is drawn, and this
 * one starts with the others once the gesture is over.
 */
function wakeWanting(target: unknown): void {
  if (!(target instanceof Element)) return;
  for (const sleeper of asleep) {
    if (!sleeper.wants(target) || sleeper.answered?.(target)) continue;
    sleeper.wake(true);
    sleeper.warm?.(target);
  }
}

function wakeAll(): void {
  for (const sleeper of asleep) sleeper.wake(false);
}

/**
 * Listens for the first input, once for all of them, and holds a plain click on what one still on its way may take. A
 * replay by another hold (a widget's lazy part) is left alone; one by the loader (its own copy of the replay) is taken
 * like a visitor's.
 */
function listen(): void {
  listening = new AbortController();
  // Before the wake listeners, so the click that wakes is held too.
  held ??= holdClicks(document, (target, event) => {
    if (isReplay(event) || event.defaultPrevented || !wantedByLoading(target)) return false;
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return false;
    // Answered already: the page's handlers see it now, and nothing replays it for a behaviour that would act twice.
    // Asked before the wake: for an answered click the wake would only ask the same question again and skip it.
    if ([...loading.values()].some(({ wants, answered }) => wants(target) && answered?.(target, true))) {
      event.preventDefault();
      return false;
    }
    // A script's `link.click()` comes with no pointer or key before it: this click is the first input.
    wakeWanting(target);
    return true;
  });
  // Reaching for what one of them takes (a link it answers) starts that one at once. The others, and all of them on any
  // other input, start when the page is next idle once the gesture is over (its click handled), not in the input's own
  // task: their requests cost a phone at 4x CPU 15–30 ms, which a touched widget's pointerdown and click would wait
  // behind, and the browser is idle between a tap's touchend and its click too. A popup link's tap fetches action links
  // alone, so its click waits for that chunk and the popup's, not for the lightbox. Waking twice does nothing more.
  let others = false;
  const onInput = (event: Event) => {
    wakeWanting(event.target);
    if (others) return;
    others = true;
    if (event.type === 'click') whenNextIdle(wakeAll);
    else afterGesture(wakeAll);
  };
  for (const type of WAKE_ON_DOCUMENT) document.addEventListener(type, onInput, { capture: true, passive: true, signal: listening.signal });
  for (const type of WAKE_ON_WINDOW) window.addEventListener(type, wakeAll, { signal: listening.signal });
}

/** Resolves once woken: true when by a reach for an element `wait` wants. */
function whenWoken(wait: FirstInputWait): Promise<boolean> {
  if (inputSeen) return Promise.resolve(false);
  if (!listening) listen();
  return new Promise<boolean>((resolve) => {
    const sleeper: Sleeper = {
      ...wait,
      wake: (reached) => {
        inputSeen = true;
        asleep.delete(sleeper);
        if (asleep.size === 0) {
          listening?.abort();
          listening = null;
        }
        resolve(reached);
      },
    };
    asleep.add(sleeper);
  });
}

/** Resolves once no behaviour woken by the first input is still on its way (for tests and the debug report). */
export async function whenFirstInputSettled(): Promise<void> {
  while (loading.size > 0) await Promise.allSettled([...loading.keys()]).then(() => new Promise((done) => setTimeout(done)));
}

/**
 * Runs `start` (a behaviour's load and start) on the first input anywhere on the page, once no tapped widget waits for
 * its own module. Meanwhile the clicks `wants` takes are held, and replayed once no behaviour that may take them is
 * still on its way. Woken by an element it wants, it first calls `warm` with that element; woken by any other input,
 * it calls `warm` with null as it starts.
 */
export function afterFirstInput(start: () => Promise<unknown>, wait: FirstInputWait, whenNoTap: (work: () => void) => void): void {
  // After a tapped widget's own module: the first input is most often that tap, and these chunks would compete with it.
  const started = whenWoken(wait)
    .then((reached) => new Promise<boolean>((done) => whenNoTap(() => done(reached))))
    .then((reached) => {
      if (!reached) wait.warm?.(null);
      return start();
    });
  loading.set(started, wait);
  // At once, not a task later: a task later is after the next frame, which a phone at 4x spends 15–25 ms on, so the
  // replayed click's change waited for a second frame. A click another behaviour still on its way may take stays held
  // (`wantedByLoading`), and `start` has started this one (behaviours start synchronously once their module is there).
  const settle = () => {
    loading.delete(started);
    held?.release(wantedByLoading);
  };
  started.then(settle, settle);
}
