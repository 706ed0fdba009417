// Portfolio filtering motion: leaving items shrink and fade where they stand, the rest glide to their new slots.

/** 450 ms: the original's filtering transition. */
const FILTER_MS = 450;
const SHRUNK = 'scale3d(0.2, 0.2, 1)';

export type FilterMove = { items: readonly HTMLElement[]; isActive(item: HTMLElement): boolean };

const isShown = (item: HTMLElement) => item.style.display !== 'none' && item.getClientRects().length > 0;

export function hide(item: HTMLElement): void {
  item.style.display = 'none';
}

export function show(item: HTMLElement): void {
  item.style.removeProperty('display');
}

/** Shows and hides at once: reduced motion, masonry, or no Web Animations. */
export function applyAtOnce({ items, isActive }: FilterMove): void {
  for (const item of items) (isActive(item) ? show : hide)(item);
}

type Spot = { left: number; top: number; width: number; height: number };

const toSpot = (item: HTMLElement): Spot => ({ left: item.offsetLeft, top: item.offsetTop, width: item.offsetWidth, height: item.offsetHeight });

/**
 * Takes a leaving item out of the flow, pinned where it was measured (all are measured before any is pinned), so the
 * others can move into the final layout at once. The returned function gives the item its own styles back, hidden.
 */
function pin(item: HTMLElement, spot: Spot): () => void {
  const before = item.getAttribute('style');
  Object.assign(item.style, {
    position: 'absolute', left: `${spot.left}px`, top: `${spot.top}px`, width: `${spot.width}px`,
    height: `${spot.height}px`, margin: '0', pointerEvents: 'none',
  });
  return () => {
    if (before === null) item.removeAttribute('style');
    // Through the CSSOM: a strict CSP (no `'unsafe-inline'` for style attributes) blocks setAttribute('style').
    else item.style.cssText = before;
    hide(item);
  };
}

/**
 * First, last, invert, play: measures where items are, writes the final layout, then animates each item from its old
 * place to the new one. Returns a stop function that jumps to the end at once (a newer filter calls it first).
 */
export function animateFilter({ items, isActive }: FilterMove): () => void {
  const leaving = items.filter((item) => isShown(item) && !isActive(item));
  const staying = items.filter((item) => isShown(item) && isActive(item));
  const entering = items.filter((item) => !isShown(item) && isActive(item));
  const first = new Map(staying.map((item) => [item, item.getBoundingClientRect()]));
  const spots = leaving.map(toSpot);
  const unpins = leaving.map((item, index) => pin(item, spots[index] as Spot));
  for (const item of entering) show(item);
  const timing: KeyframeAnimationOptions = { duration: FILTER_MS, easing: 'ease-in-out' };
  const animations: Animation[] = [];
  for (const item of staying) {
    const from = first.get(item);
    const to = item.getBoundingClientRect();
    if (!from || (from.left === to.left && from.top === to.top)) continue;
    const shift = `translate3d(${from.left - to.left}px, ${from.top - to.top}px, 0)`;
    animations.push(item.animate([{ transform: shift }, { transform: 'none' }], timing));
  }
  for (const item of entering) animations.push(item.animate([{ opacity: 0, transform: SHRUNK }, { opacity: 1, transform: 'none' }], timing));
  for (const item of leaving) animations.push(item.animate([{ opacity: 1, transform: 'none' }, { opacity: 0, transform: SHRUNK }], timing));
  let settled = false;
  const settle = () => {
    if (settled) return;
    settled = true;
    for (const unpin of unpins) unpin();
  };
  // A cancelled animation rejects: stop() settles then.
  Promise.all(animations.map((animation) => animation.finished)).then(settle, () => {});
  return () => {
    for (const animation of animations) animation.cancel();
    settle();
  };
}
