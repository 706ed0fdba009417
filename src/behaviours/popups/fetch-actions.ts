// Fetching the popup actions' chunk (the showing code with them) and the chunks it imports together, for the three
// that ask for it: action links on a popup link's click, the popups' warm-up, and the first input's wake-up. It sits
// in the activate chunk (behaviours/first-input.ts imports it), so none of them costs a request more for it.
import { preloadDeps } from '../../core/chunk-deps.ts';

/** The popup actions' module name in the build's list, as actions.ts registers itself. */
export const POPUP_ACTIONS = 'behaviours/popups/actions';

let fetching: Promise<typeof import('./actions.ts')> | null = null;

/**
 * The popup actions, with the chunks they import fetched alongside (the build lists them), not a round trip after.
 * Fetched once: the first input's wake-up and the popups' warm-up both see the same pointer, and a second `import()`
 * is still 1–4 ms of a phone's input task at 4x CPU. A failed fetch is forgotten, so the next call tries again.
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

/** The popups behaviour's answer to a popup link's click, while it runs (link-click.ts); null before it starts. */
let answer: ((target: Element) => boolean) | null = null;

/** Set by the popups behaviour as it starts, until `signal` (its own) aborts. */
export function answerPopupLinks(answerLink: (target: Element) => boolean, signal: AbortSignal): void {
  answer = answerLink;
  signal.addEventListener('abort', () => {
    if (answer === answerLink) answer = null;
  });
}

/**
 * Whether the popups behaviour has answered the click on `target` (a popup link): it opens that popup, so action links,
 * not started yet, need not have the click held for them (core/first-input.ts).
 */
export const answeredPopupLink = (target: Element): boolean => answer?.(target) ?? false;
