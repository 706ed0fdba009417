// The open popups, in opening order (the last on top): Esc and Tab go to the top one, the page's scroll lock follows
// every open one, avoid-multiple reads whether any has shown, and a closing one hands focus back. Plain module state,
// not a signal: everything that reads it is in this chunk and reads it when asked (Esc, Tab, an open, a close), nothing
// subscribes to it. As a signal it cost a popup link's first tap the signals core, a 1.7 KB chunk of its own.

/** What the stack needs of an open popup. */
export type StackEntry = { id: string; preventScroll: boolean; root: HTMLElement };

/** Open popups in opening order: the last one is on top. Changed only by `pushPopup` and `dropPopup`. */
let stack: readonly StackEntry[] = [];
/** True once a popup has shown in this page view (`avoid_multiple_popups`). */
let shown = false;

export const openPopups = (): readonly StackEntry[] => stack;
export const anyShown = (): boolean => shown;

/** The body's scroll lock follows the stack from the first popup on (not before: a site may set the class itself). */
function setStack(entries: readonly StackEntry[]): void {
  stack = entries;
  document.body.classList.toggle('dialog-prevent-scroll', entries.some((entry) => entry.preventScroll));
}

export function pushPopup(entry: StackEntry): void {
  setStack([...stack.filter(({ id }) => id !== entry.id), entry]);
  shown = true;
}

export function dropPopup(id: string): void {
  setStack(stack.filter((entry) => entry.id !== id));
}

export const isTopPopup = (id: string): boolean => stack.at(-1)?.id === id;

/** The popup now on top, if any: where focus goes when a closing popup's opener has left the page. */
export const topPopup = (): StackEntry | undefined => stack.at(-1);
