// Masonry for the page builder's grids: items keep their CSS grid slots and are pulled up under the item above.
import { STATE_CLASS } from '../../shared/names.ts';

export type MasonryOptions = {
  /** Columns of the grid at the current device; below 2 the layout is cleared instead. */
  columns: number;
  /** Vertical space between two items of one column, in px. */
  rowGap: number;
};

function isShown(item: HTMLElement): boolean {
  return item.getClientRects().length > 0;
}

/** Removes the pulled-up offsets and the masonry class: the grid shows its plain rows again. */
export function clearMasonry(container: HTMLElement, items: readonly HTMLElement[]): void {
  container.classList.remove(STATE_CLASS.masonry);
  for (const item of items) item.style.removeProperty('margin-top');
}

/**
 * Stacks each column: item `i` sits in column `i % columns` (the grid's own order, as the original does) and gets a
 * negative `margin-top` that closes the gap to the item above it. Hidden items are skipped. Measured row by row,
 * because pulling a row up shortens it and so moves every row below: one layout read per row.
 */
export function layoutMasonry(container: HTMLElement, items: readonly HTMLElement[], options: MasonryOptions): void {
  clearMasonry(container, items);
  const columns = Math.floor(options.columns);
  if (!(columns >= 2)) return;
  container.classList.add(STATE_CLASS.masonry);
  const shown = items.filter(isShown);
  const bottoms: number[] = [];
  for (let start = 0; start < shown.length; start += columns) {
    const row = shown.slice(start, start + columns);
    const tops = row.map((item) => item.offsetTop);
    const heights = row.map((item) => item.offsetHeight);
    row.forEach((item, column) => {
      const top = tops[column] ?? 0;
      const above = bottoms[column];
      const pull = above === undefined ? 0 : Math.max(0, top - (above + options.rowGap));
      if (pull > 0) item.style.marginTop = `-${pull}px`;
      bottoms[column] = top - pull + (heights[column] ?? 0);
    });
  }
}

/**
 * Calls `layout` at most once per animation frame after a window resize or an image loading inside `root` (an image
 * changes its item's height), until `signal` aborts. Listening on `root` keeps working when its content is replaced.
 */
export function watchLayout(root: HTMLElement, layout: () => void, signal: AbortSignal): () => void {
  let frame = 0;
  const schedule = () => {
    frame ||= requestAnimationFrame(() => {
      frame = 0;
      layout();
    });
  };
  window.addEventListener('resize', schedule, { signal, passive: true });
  // `load` does not bubble; the capture phase still sees it on the way down to the image.
  root.addEventListener('load', (event) => {
    if (event.target instanceof HTMLImageElement) schedule();
  }, { signal, capture: true });
  signal.addEventListener('abort', () => cancelAnimationFrame(frame));
  return schedule;
}

/** A slider setting's size (`{unit, size}`), or a bare number; undefined when unset or not a number. */
export function toSliderSize(value: unknown): number | undefined {
  const size = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)['size'] : value;
  const number = typeof size === 'string' && size.trim() !== '' ? Number(size) : size;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}
