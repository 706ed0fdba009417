// The open popups as one signal, in opening order (the last on top): Esc and Tab go to the top one, the page's scroll
// lock follows every open one, avoid-multiple reads whether any has shown, and a closing one hands focus back.
// The signals core, not @preact/signals: no component reads the stack, and the integration brings preact with it, so
// the first popup would fetch the UI chunk (the core is one shared chunk that the UI chunk imports too: one state).
import { signal } from '@preact/signals-core';

/** What the stack needs of an open popup. */
export type StackEntry = { id: string; preventScroll: boolean; root: HTMLElement };

/** Open popups in opening order: the last one is on top. Changed only by `pushPopup` and `dropPopup`. */
export const openPopups = signal<readonly StackEntry[]>([]);
/** True once a popup has shown in this page view (`avoid_multiple_popups`). */
export const anyShown = signal(false);

/**
 * The body's scroll lock follows the stack from the first popup on (not before: a site may set the class itself). Set
 * here rather than by an effect on the signal: the effect's first run was 1.5–2 ms of a popup link's first tap at 4x.
 */
function setStack(entries: readonly StackEntry[]): void {
  openPopups.value = entries;
  document.body.classList.toggle('dialog-prevent-scroll', entries.some((entry) => entry.preventScroll));
}

export function pushPopup(entry: StackEntry): void {
  setStack([...openPopups.peek().filter(({ id }) => id !== entry.id), entry]);
  anyShown.value = true;
}

export function dropPopup(id: string): void {
  setStack(openPopups.peek().filter((entry) => entry.id !== id));
}

export const isTopPopup = (id: string): boolean => openPopups.peek().at(-1)?.id === id;

/** The popup now on top, if any: where focus goes when a closing popup's opener has left the page. */
export const topPopup = (): StackEntry | undefined => openPopups.peek().at(-1);
