// The loop grids on the page and what each does when a filter has replaced its content. Signal-free on purpose: the
// grid registers here when it mounts, and only the filter's lazy chunk (follow-loop.ts) reads the list.

const reactions = new WeakMap<Element, () => void>();

/** Registers what the grid at `root` does once a filter refresh has replaced its content, until `signal` aborts. */
export function registerGridReaction(root: Element, react: () => void, signal: AbortSignal): void {
  reactions.set(root, react);
  signal.addEventListener('abort', () => reactions.get(root) === react && reactions.delete(root), { once: true });
}

/** The mounted grid's reaction at `root`, if a grid is mounted there. */
export const gridReactionOf = (root: Element): (() => void) | undefined => reactions.get(root);
