// The trigger of element features needed before the page first scrolls (sticky): a function the loader calls per element.
import { afterGesture } from './next-idle.ts';
import type { TriggerFunction } from './types.ts';

/**
 * What fires it anywhere on the page: the first input (a tap, a key, the mouse reaching the page) or the first scroll.
 * The wheel, touch or key that starts a scroll comes before it, so the module is fetched before the page moves.
 */
const WAKE_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'wheel', 'scroll'];

/**
 * When an element needs its module: `load` (it acts at load), `scroll` (before the page first moves), or `later`
 * (nothing to do on this device until it changes: once the first input's gesture is over, at the next idle moment).
 */
export type Need = 'load' | 'scroll' | 'later';

/**
 * Fires at once on a page already scrolled at load (a restored position, a hash) or for an element `need` says acts at
 * load; else on the first input or scroll anywhere, at once or, for `later`, when the page is next idle after it.
 */
export function beforeFirstScroll(need: (element: Element) => Need): TriggerFunction {
  return (fire, signal, element) => {
    const when = need(element);
    if (scrollY > 0 || when === 'load') return queueMicrotask(fire);
    // Its own signal too, so the listeners go once it has fired rather than answer every later scroll.
    const woken = new AbortController();
    signal.addEventListener('abort', () => woken.abort(), { once: true });
    const wake = () => {
      woken.abort();
      // The loader's `fire` does nothing once the element is torn down.
      if (when === 'later') afterGesture(fire);
      else fire();
    };
    for (const type of WAKE_EVENTS) addEventListener(type, wake, { signal: woken.signal, passive: true, capture: true });
  };
}
