// Holds the clicks a piece of code will answer once it is there (a behaviour, a widget's lazy part, Swiper), then replays
// them: the hold every module shares, as the loader holds a click in a widget whose module is on its way.
import { HOLD_MS, replayActions } from './replay.ts';

export type HeldClicks = {
  /** Replays every held click once, in order, but those on a target `keep` keeps (still held, until HOLD_MS at most). */
  release(keep?: (target: Element) => boolean): void;
};

/**
 * Holds, on `scope` (capturing, before any handler of the page), each click that `take` takes: kept from the page's
 * handlers and the browser, then replayed by `release()`, or after HOLD_MS if the code never comes, so the page stays
 * usable. `take` may act on a taken click (start a load); our own replays always pass.
 */
export function holdClicks(scope: EventTarget, take: (target: Element, event: MouseEvent) => boolean, signal?: AbortSignal): HeldClicks {
  let held: Element[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Dispatching is synchronous: while this hold replays, the clicks it sees are its own replays, which pass.
  let replaying = false;
  const release = (keep?: (target: Element) => boolean) => {
    const targets = keep ? held.filter((target) => !keep(target)) : held;
    held = keep ? held.filter(keep) : [];
    // The first held click's limit still holds for those kept.
    if (held.length === 0) {
      clearTimeout(timer);
      timer = undefined;
    }
    replaying = true;
    try {
      replayActions(targets);
    } finally {
      replaying = false;
    }
  };
  scope.addEventListener('click', (event) => {
    const target = event.target;
    if (replaying || !(event instanceof MouseEvent) || !(target instanceof Element) || !take(target, event)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(target);
    timer ??= setTimeout(() => release(), HOLD_MS);
  }, { capture: true, signal });
  signal?.addEventListener('abort', () => {
    clearTimeout(timer);
    held = [];
  });
  return { release };
}
