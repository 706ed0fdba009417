// `scrolling_to`: shows the popup when the first match of `scrolling_to_selector` scrolls into view. Fetched only for
// popups with this trigger (triggers/arm.ts).
import { toText } from '../../../shared/guards.ts';
import type { StartTrigger, TriggerHooks } from './types.ts';

/** Observes the first match; the selector code is a chunk of its own, which `open_selector` uses too. */
async function observeFirst(text: string, { fire, signal, warn, id }: TriggerHooks): Promise<void> {
  const { toSettingSelector } = await import('../page-selector.ts');
  if (signal.aborted) return;
  // Run through jQuery by the original, so its extensions (:contains(), :first, …) are honoured here too.
  const selector = toSettingSelector(id, 'scrolling_to_selector', text, ['that trigger is ignored'], warn);
  if (!selector) return;
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
