// Swipe (touch, pen or mouse drag) between slides; the click that ends a drag must not close the lightbox.

/** 50 px: a deliberate horizontal movement, not a shaky tap. */
const SWIPE_PX = 50;

export type SwipeOptions = { isZoomed(): boolean; onSwipe(delta: 1 | -1): void };

export function startSwipe(surface: HTMLElement, root: HTMLElement, options: SwipeOptions, signal: AbortSignal): void {
  let start: { id: number; x: number; y: number } | null = null;
  let swallowClick = false;
  surface.addEventListener('pointerdown', (event) => {
    swallowClick = false;
    start = event.isPrimary ? { id: event.pointerId, x: event.clientX, y: event.clientY } : null;
  }, { signal });
  surface.addEventListener('pointerup', (event) => {
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    start = null;
    if (Math.abs(dx) < SWIPE_PX && Math.abs(dy) < SWIPE_PX) return;
    swallowClick = true;
    // While zoomed a drag pans the picture instead.
    if (options.isZoomed() || Math.abs(dx) <= Math.abs(dy)) return;
    const rtl = document.documentElement.dir === 'rtl';
    options.onSwipe((dx < 0) !== rtl ? 1 : -1);
  }, { signal });
  surface.addEventListener('pointercancel', () => (start = null), { signal });
  root.addEventListener('click', (event) => {
    if (!swallowClick) return;
    swallowClick = false;
    event.stopPropagation();
  }, { signal, capture: true });
}
