// Writes a gallery layout: CSS grid for `grid`, absolute boxes for `justified` and `masonry`, per device.
import type { Device } from '../../shared/breakpoints.ts';
import { readResponsive, type Breakpoint } from '../../shared/breakpoints.ts';
import { layoutJustified, layoutMasonry, type Placed } from './layout.ts';
import { toAspect, toSize, type GallerySettings } from './settings.ts';

export type Item = { element: HTMLElement; image: HTMLElement | null; ratio: number };

/** The original's defaults per device: columns 4/2/1, row height 200/150/150, gap 10, aspect 3:2. */
function toValues(settings: GallerySettings, device: Device, breakpoints: readonly Breakpoint[]) {
  const small = device === 'mobile' || device === 'mobile_extra';
  const medium = small || device === 'tablet' || device === 'tablet_extra';
  const read = (key: string) => readResponsive(settings.responsive, key, device, breakpoints);
  return {
    columns: Math.max(1, Math.floor(toSize(read('columns'), small ? 1 : medium ? 2 : settings.columns))),
    gap: toSize(read('gap'), 10),
    rowHeight: toSize(read('ideal_row_height'), medium ? 150 : 200) || 200,
    aspect: toAspect(read('aspect_ratio'), 1.5),
  };
}

function clearItem(item: Item): void {
  for (const name of ['position', 'left', 'top', 'width', 'height']) item.element.style.removeProperty(name);
  item.image?.style.removeProperty('height');
  item.image?.style.removeProperty('padding-bottom');
}

function place(container: HTMLElement, items: readonly Item[], placed: Placed, rtl: boolean): void {
  container.style.display = 'block';
  container.style.position = 'relative';
  container.style.height = `${placed.height}px`;
  items.forEach((item, index) => {
    const box = placed.boxes[index];
    if (!box) return;
    const style = item.element.style;
    style.position = 'absolute';
    style.setProperty(rtl ? 'right' : 'left', `${box.left}px`);
    style.top = `${box.top}px`;
    style.width = `${box.width}px`;
    style.height = `${box.height}px`;
    if (item.image) item.image.style.height = '100%';
  });
}

/** Lays out the shown items; hidden ones only lose their old box. */
export function arrange(container: HTMLElement, all: readonly Item[], shown: readonly Item[], settings: GallerySettings, device: Device, breakpoints: readonly Breakpoint[], rtl: boolean): void {
  const values = toValues(settings, device, breakpoints);
  all.forEach(clearItem);
  container.style.removeProperty('grid-template-columns');
  if (settings.gallery_layout === 'grid') {
    container.style.display = 'grid';
    container.style.position = 'relative';
    container.style.removeProperty('height');
    container.style.gridTemplateColumns = `repeat(${values.columns}, minmax(0, 1fr))`;
    container.style.gap = `${values.gap}px`;
    for (const item of shown) if (item.image) item.image.style.paddingBottom = `${100 / values.aspect}%`;
    return;
  }
  container.style.removeProperty('gap');
  const width = container.clientWidth;
  const ratios = shown.map((item) => item.ratio || values.aspect);
  const placed = settings.gallery_layout === 'justified'
    ? layoutJustified(ratios, width, values.rowHeight, values.gap)
    : layoutMasonry(ratios, width, values.columns, values.gap);
  place(container, shown, placed, rtl);
}

/** Lays out again when the container's width changes (a hidden tab shown, a resize) or the window resizes. */
export function watchWidth(container: HTMLElement, layout: () => void, signal: AbortSignal): void {
  window.addEventListener('resize', layout, { signal, passive: true });
  if (typeof ResizeObserver !== 'function') return;
  let width = container.clientWidth;
  const observer = new ResizeObserver(() => {
    if (container.clientWidth === width) return;
    width = container.clientWidth;
    layout();
  });
  observer.observe(container);
  signal.addEventListener('abort', () => observer.disconnect());
}

/** Teardown: every inline style the layout wrote goes, so the server markup looks as it did before mount. */
export function resetLayout(container: HTMLElement, items: readonly Item[]): void {
  for (const name of ['display', 'position', 'height', 'gap', 'grid-template-columns']) container.style.removeProperty(name);
  for (const item of items) {
    clearItem(item);
    for (const name of ['display', 'right']) item.element.style.removeProperty(name);
  }
}
