// When a module loads for an element: now, when the browser is idle, near the viewport, or on first interaction.
import type { Trigger } from './types.ts';

/** 256px: start loading a little before the element scrolls into view, so it is ready when seen. */
const VISIBLE_MARGIN = '256px';
const INTERACTION_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

let observer: IntersectionObserver | null = null;
const waiting = new Map<Element, Array<() => void>>();

function onIntersect(entries: IntersectionObserverEntry[]): void {
  for (const entry of entries) {
    if (!entry.isIntersecting) continue;
    const callbacks = waiting.get(entry.target) ?? [];
    waiting.delete(entry.target);
    observer?.unobserve(entry.target);
    for (const callback of callbacks) callback();
  }
}

function whenVisible(element: Element, fire: () => void, signal: AbortSignal): void {
  observer ??= new IntersectionObserver(onIntersect, { rootMargin: VISIBLE_MARGIN });
  const callbacks = waiting.get(element) ?? [];
  callbacks.push(fire);
  waiting.set(element, callbacks);
  observer.observe(element);
  signal.addEventListener('abort', () => {
    const left = (waiting.get(element) ?? []).filter((callback) => callback !== fire);
    if (left.length > 0) return void waiting.set(element, left);
    waiting.delete(element);
    observer?.unobserve(element);
  });
}

function whenIdle(fire: () => void, signal: AbortSignal): void {
  if (typeof requestIdleCallback === 'function') {
    // 2 s: idle time may never come on a busy page; the module must still load.
    const handle = requestIdleCallback(fire, { timeout: 2000 });
    signal.addEventListener('abort', () => cancelIdleCallback(handle));
  } else {
    const handle = setTimeout(fire, 200);
    signal.addEventListener('abort', () => clearTimeout(handle));
  }
}

function whenTouched(element: Element, fire: () => void, signal: AbortSignal): void {
  const local = new AbortController();
  signal.addEventListener('abort', () => local.abort());
  const once = () => {
    local.abort();
    fire();
  };
  for (const type of INTERACTION_EVENTS) element.addEventListener(type, once, { passive: true, signal: local.signal });
}

/** Calls `fire` once when the trigger condition is met, unless `signal` aborts first. */
export function onTrigger(trigger: Trigger, element: Element, fire: () => void, signal: AbortSignal): void {
  let fired = false;
  const fireOnce = () => {
    if (fired || signal.aborted) return;
    fired = true;
    fire();
  };
  if (trigger === 'now') return queueMicrotask(fireOnce);
  if (trigger === 'idle') whenIdle(fireOnce, signal);
  if (trigger === 'visible') whenVisible(element, fireOnce, signal);
  // A visitor who reaches the element first (a tap before idle, keyboard, find-in-page) must not wait: the first
  // pointer, touch, hover or focus starts the fetch, so the click that follows waits on the chunk at most.
  whenTouched(element, fireOnce, signal);
}
