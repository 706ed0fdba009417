// Fetching the popup actions' chunk (the showing code with them) and the chunks it imports together, for those that
// ask for it: action links on a popup link's click, a popup drawn before it was here, and the first input's wake-up. It
// sits in the activate chunk (behaviours/first-input.ts imports it), so none of them costs a request more for it.
import { preloadDeps } from '../../core/chunk-deps.ts';

/** The popup actions' module name in the build's list, as actions.ts registers itself. */
export const POPUP_ACTIONS = 'behaviours/popups/actions';

let fetching: Promise<typeof import('./actions.ts')> | null = null;

/**
 * The popup actions, with the chunks they import fetched alongside (the build lists them), not a round trip after.
 * Fetched once: a second `import()` is still 1–4 ms of a phone's input task at 4x CPU. A failed fetch is forgotten, so
 * the next call tries again.
 */
export function importPopupActions(): Promise<typeof import('./actions.ts')> {
  if (fetching) return fetching;
  preloadDeps(POPUP_ACTIONS);
  fetching = import('./actions.ts');
  fetching.catch(() => (fetching = null));
  return fetching;
}

/** Starts that fetch ahead of a click the visitor is reaching for; a failure is left to the click, which reports it. */
export function warmPopupActions(): void {
  importPopupActions().catch(() => undefined);
}

type Answer = (target: Element, act?: boolean) => boolean;

/** The popups behaviour's answer to a popup link's click, while it runs (link-click.ts); null before it starts. */
let answer: Answer | null = null;

/** Set by the popups behaviour as it starts, until `signal` (its own) aborts. */
export function answerPopupLinks(answerLink: Answer, signal: AbortSignal): void {
  answer = answerLink;
  signal.addEventListener('abort', () => {
    if (answer === answerLink) answer = null;
  });
}

/**
 * Whether the popups behaviour answers a click on `target` (a popup link), and with `act` answers it: it opens that
 * popup, so action links, not started yet, need not wake for a reach towards it or hold its click (core/first-input.ts).
 */
export const answeredPopupLink: Answer = (target, act) => answer?.(target, act) ?? false;
