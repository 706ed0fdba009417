// `scrolling_to`: shows the popup when the first match of `scrolling_to_selector` scrolls into view. Fetched only for
// popups with this trigger (triggers/arm.ts).
import { toText } from '../../../shared/guards.ts';
import type { StartTrigger, TriggerHooks } from './types.ts';

/** Observes the first match; the selector code is a chunk of its own, which `open_selector` uses too. */
async function observeFirst(text: string, { fire, signal, warn, id }: TriggerHooks): Promise<void> {
  const { toPageSelector } = await import('../page-selector.ts');
  if (signal.aborted) return;
  const shown = text.slice(0, 80);
  // Run through jQuery by the original, so its extensions (:contains(), :first, …) are honoured here too.
  const selector = toPageSelector(text, () => warn(`${id}:scrolling_to_selector-work`, `popup ${id}: scrolling_to_selector "${shown}" needs too much work on this page; that trigger is ignored`));
  if (!selector) {
    warn(`${id}:scrolling_to_selector`, `popup ${id}: scrolling_to_selector "${shown}" is neither CSS nor a jQuery selector wisp supports; that trigger is ignored`);
    return;
  }
  const [target] = selector.select();
  if (!target || typeof IntersectionObserver !== 'function') return;
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) fire();
  });
  observer.observe(target);
  signal.addEventListener('abort', () => observer.disconnect());
}

export const scrollingTo: StartTrigger = (hooks) => {
  const text = toText(hooks.settings['scrolling_to_selector']).trim();
  if (text) void observeFirst(text, hooks);
};
