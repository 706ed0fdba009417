// When a module loads for an element: now, when the browser is idle, near the viewport, or on first interaction.
import { HOLD_MS } from '../shared/replay.ts';
import type { Trigger } from './types.ts';

/** 256px: start loading a little before the element scrolls into view, so it is ready when seen. */
const VISIBLE_MARGIN = '256px';
// No touchstart: every supported browser has pointer events, and a touch fires pointerover and pointerdown before it.
export const INTERACTION_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;

type Waiting = WeakMap<Element, Array<() => void>>;

/** Adds `fire` to what `element` waits for; an abort takes it out again and calls `onEmpty` once nothing is left. */
function wait(waiting: Waiting, element: Element, fire: () => void, signal: AbortSignal, onEmpty?: () => void): void {
  waiting.set(element, [...(waiting.get(element) ?? []), fire]);
  signal.addEventListener('abort', () => {
    const left = (waiting.get(element) ?? []).filter((callback) => callback !== fire);
    if (left.length > 0) return void waiting.set(element, left);
    waiting.delete(element);
    onEmpty?.();
  });
}

/** Fires, once, everything `element` waits for in `waiting`. */
function release(waiting: Waiting, element: Element): void {
  const callbacks = waiting.get(element) ?? [];
  waiting.delete(element);
  for (const callback of callbacks) callback();
}

let observer: IntersectionObserver | null = null;
const unseen: Waiting = new WeakMap();

function onIntersect(entries: IntersectionObserverEntry[]): void {
  for (const entry of entries) {
    if (!entry.isIntersecting) continue;
    observer?.unobserve(entry.target);
    release(unseen, entry.target);
  }
}

function whenVisible(element: Element, fire: () => void, signal: AbortSignal): void {
  observer ??= new IntersectionObserver(onIntersect, { rootMargin: VISIBLE_MARGIN });
  wait(unseen, element, fire, signal, () => observer?.unobserve(element));
  observer.observe(element);
}

/** Settles once every tap pending so far has ended. */
let noTap: Promise<unknown> = Promise.resolve();

/** Runs `work` once no tap is pending: idle work not yet started must not compete with a tapped widget's module. */
export function whenNoTap(work: () => void): void {
  // Not `.then(work)`: `work` may take an argument (onTrigger's `touched`), which the settled value must not fill.
  void noTap.then(() => work());
}

/**
 * A tap on a widget whose module has not mounted is pending until `end` is called, or HOLD_MS at most: a module that never
 * arrives, or a widget torn down meanwhile, must not keep idle work waiting.
 */
export function startTap(): () => void {
  let end = (): void => undefined;
  const tap = new Promise<void>((done) => {
    end = done;
    setTimeout(done, HOLD_MS);
  });
  // `.then` drops Promise.all's value: each value held the one before it, so every tap of the visit stayed in memory.
  noTap = Promise.all([noTap, tap]).then(() => undefined);
  return end;
}

/** Not cancelled on abort: `fire` (onTrigger's) does nothing once its signal has aborted, and the wait is 2 s at most. */
function whenIdle(fire: () => void): void {
  const later = () => whenNoTap(fire);
  // 2 s: idle time may never come on a busy page; the module must still load.
  if (typeof requestIdleCallback === 'function') requestIdleCallback(later, { timeout: 2000 });
  else setTimeout(later, 200);
}

const untouched: Waiting = new WeakMap();
let listening = false;

/** One delegated listener for the page: the element touched and every element around it fire, as nested widgets do. */
function onInteraction(event: Event): void {
  for (const node of event.composedPath()) if (node instanceof Element) release(untouched, node);
}

// Delegated rather than five listeners per element: on a large page, adding them was start-up work for every element.
function whenTouched(element: Element, fire: () => void, signal: AbortSignal): void {
  if (!listening) {
    listening = true;
    for (const type of INTERACTION_EVENTS) document.addEventListener(type, onInteraction, { passive: true, capture: true });
  }
  wait(untouched, element, fire, signal);
}

/**
 * Calls `fire` once when the trigger condition is met, unless `signal` aborts first; a touch is passed on even after
 * another condition fired (`touched` true), so the owner can hurry a load already under way.
 */
export function onTrigger(trigger: Trigger, element: Element, fire: (touched: boolean) => void, signal: AbortSignal): void {
  let fired = false;
  const fireOnce = (touched = false) => {
    if ((fired && !touched) || signal.aborted) return;
    fired = true;
    fire(touched);
  };
  if (trigger === 'now') return queueMicrotask(fireOnce);
  if (typeof trigger === 'function') trigger(fireOnce, signal, element);
  // What a deep link addresses (a later tab, a filter's terms) is read from the URL at load, at idle when there is
  // something to read (a hash, a query), and followed when a script or Back and Forward change the hash. Not popstate:
  // an entry with other query terms than the page's was pushed by a module that has loaded already (the filter's own).
  if (trigger === 'url') addEventListener('hashchange', () => fireOnce(), { signal });
  if (trigger === 'idle' || (trigger === 'url' && (location.hash || location.search))) whenIdle(fireOnce);
  if (trigger === 'visible' || trigger === 'url') whenVisible(element, fireOnce, signal);
  // A visitor who reaches the element first (a tap before idle, keyboard, find-in-page) must not wait: the first
  // pointer, touch, hover or focus starts the fetch, so the click that follows waits on the chunk at most. Page-wide
  // behaviours wait on the whole document, so a touch anywhere starts them, but after the touched widget's module.
  whenTouched(element, element === document.documentElement ? () => whenNoTap(fireOnce) : () => fireOnce(true), signal);
}
