// The trigger of element features needed before the page first scrolls (sticky): a function the loader calls per element.
import type { TriggerFunction } from './types.ts';

/**
 * What fires it anywhere on the page: the first input (a tap, a key, the mouse reaching the page) or the first scroll.
 * The wheel, touch or key that starts a scroll comes before it, so the module is fetched before the page moves.
 */
const WAKE_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'wheel', 'scroll'];

/**
 * Fires at once on a page already scrolled at load (a restored position, a hash) or for an element `isNeededNow` says
 * acts at load; else on the first input or scroll anywhere.
 */
export function beforeFirstScroll(isNeededNow: (element: Element) => boolean): TriggerFunction {
  return (fire, signal, element) => {
    if (scrollY > 0 || isNeededNow(element)) return queueMicrotask(fire);
    // Its own signal too, so the listeners go once it has fired rather than answer every later scroll.
    const woken = new AbortController();
    signal.addEventListener('abort', () => woken.abort(), { once: true });
    const wake = () => {
      woken.abort();
      fire();
    };
    for (const type of WAKE_EVENTS) addEventListener(type, wake, { signal: woken.signal, passive: true, capture: true });
  };
}
