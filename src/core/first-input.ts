// Page-wide behaviours that only answer a visitor's clicks: their chunks wait for the first input anywhere on the page,
// and a click that comes before they have started is held, then replayed once, as core/held-actions.ts does for widgets.
import { HOLD_MS } from './held-actions.ts';
import { INTERACTION_EVENTS } from './triggers.ts';
import type { BehaviourContext, Cleanup, LoadedBehaviour } from './types.ts';

/** What starts a widget's fetch, or a click, anywhere, wakes the waiting behaviours (a script's `link.click()` has no pointer). */
const WAKE_ON_DOCUMENT = [...INTERACTION_EVENTS, 'click'] as const;
// Back or Forward to an entry with a hash, or a script setting one: what the behaviours act on at start.
const WAKE_ON_WINDOW = ['hashchange', 'popstate'] as const;

let wake: Promise<void> | null = null;
let wakeUp = (): void => undefined;
const loading = new Set<Promise<unknown>>();
const replays = new WeakSet<Event>();
let held: { target: Element; timer: ReturnType<typeof setTimeout> } | null = null;

function replay(): void {
  if (!held) return;
  const { target, timer } = held;
  held = null;
  clearTimeout(timer);
  if (!target.isConnected) return;
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  replays.add(event);
  target.dispatchEvent(event);
}

/** Holds a plain click on what a waiting behaviour may take (`wants`) while one is still on its way. */
function holdClicks(wants: (target: Element) => boolean): void {
  document.addEventListener('click', (event) => {
    const target = event.target;
    if (loading.size === 0 || replays.has(event) || event.defaultPrevented || !(target instanceof Element) || !wants(target)) return;
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    // A script's `link.click()` comes with no pointer or key before it: this click is the first input.
    wakeUp();
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held) clearTimeout(held.timer);
    // A chunk that never arrives must not hold the click forever: it is replayed, and the browser takes it.
    held = { target, timer: setTimeout(replay, HOLD_MS) };
  }, { capture: true });
}

function whenWoken(wants: (target: Element) => boolean): Promise<void> {
  wake ??= new Promise<void>((resolve) => {
    const stop = new AbortController();
    wakeUp = () => {
      stop.abort();
      resolve();
    };
    // Before the wake listeners, so the click that wakes is held too.
    holdClicks(wants);
    for (const type of WAKE_ON_DOCUMENT) document.addEventListener(type, wakeUp, { capture: true, passive: true, signal: stop.signal });
    for (const type of WAKE_ON_WINDOW) window.addEventListener(type, wakeUp, { signal: stop.signal });
  });
  return wake;
}

/** Starts `module` with `ctx`, as the loader starts any behaviour: a throw is reported, not passed on. */
function startLoaded(name: string, module: LoadedBehaviour, ctx: BehaviourContext): Cleanup | undefined {
  try {
    return module.start(ctx) ?? undefined;
  } catch (error) {
    console.error(`[wisp] ${name}: failed to start; the rest of the page carries on`, error);
    return undefined;
  }
}

/** Resolves once no behaviour woken by the first input is still on its way (for tests and the debug report). */
export async function whenFirstInputSettled(): Promise<void> {
  while (loading.size > 0) await Promise.allSettled([...loading]).then(() => new Promise((done) => setTimeout(done)));
}

/**
 * A stand-in for the behaviour `name` that loads and starts it on the first input anywhere on the page. `wants` says which
 * clicks it may take: those are held until it has started (its import retried once, as the loader's are).
 */
export function afterFirstInput(
  name: string,
  load: () => Promise<{ default: LoadedBehaviour }>,
  wants: (target: Element) => boolean,
  whenNoTap: (work: () => void) => void,
): LoadedBehaviour {
  return {
    start(ctx) {
      let cleanup: Cleanup | undefined;
      // After a tapped widget's own module: the first input is most often that tap, and these chunks would compete with it.
      const started = whenWoken(wants).then(() => new Promise<void>((done) => whenNoTap(done)))
        .then(() => (ctx.signal.aborted ? undefined : load().catch(load))).then(
        (module) => {
          if (module && !ctx.signal.aborted) cleanup = startLoaded(name, module.default, ctx);
        },
        (error: unknown) => console.error(`[wisp] ${name}: could not load; its links work as plain links`, error),
      );
      loading.add(started);
      // A task later, so every behaviour that arrived in the same turn has started before the click is replayed.
      void started.finally(() => setTimeout(() => {
        loading.delete(started);
        if (loading.size === 0) replay();
      }));
      return () => cleanup?.();
    },
  };
}
