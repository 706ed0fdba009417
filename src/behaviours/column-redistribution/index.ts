// Page-wide, for Dynamic Conditions' markers: a hidden column's width goes to its visible siblings; marked targets hide.
import type { LoadedBehaviour } from '../../core/types.ts';
import { backupStyles } from '../../shared/inline-style.ts';
import { hideMarked } from './hide.ts';
import { shareHiddenWidths } from './widths.ts';

/** Legacy rows (`.elementor-row`, or `.elementor-container` in optimized markup), and, beyond the original, flex containers. */
const ROW = '.elementor-row, .elementor-container, .e-con-inner, .e-con';
const FLEX_ROW = '.e-con-inner, .e-con';

type Row = { row: HTMLElement; columns: HTMLElement[]; hidden: number[]; flex: boolean };
type Warn = (key: string, message: string) => void;

/** jQuery's `width()`: the content box, without padding and border. */
function toContentWidth(element: HTMLElement): number {
  const style = getComputedStyle(element);
  const width = Number.parseFloat(style.width) || 0;
  if (style.boxSizing !== 'border-box') return width;
  const extra = ['paddingLeft', 'paddingRight', 'borderLeftWidth', 'borderRightWidth'] as const;
  return width - extra.reduce((sum, side) => sum + (Number.parseFloat(style[side]) || 0), 0);
}

/** Rows holding a hidden-column marker, with their direct columns and the hidden sizes in document order. */
function collectRows(warn: Warn): Row[] {
  const rows = new Map<HTMLElement, Row>();
  for (const marker of document.querySelectorAll<HTMLElement>('.dc-hidden-column')) {
    const size = Number.parseFloat(marker.dataset['size'] ?? '');
    const row = marker.closest<HTMLElement>(ROW);
    if (!Number.isFinite(size)) {
      warn('size', `a hidden column marker has no usable data-size (${JSON.stringify(marker.dataset['size'] ?? null)}); skipped`);
      continue;
    }
    if (!row) continue;
    const flex = row.matches(FLEX_ROW);
    const column = flex ? '.e-con' : '.elementor-column';
    const entry = rows.get(row) ?? { row, flex, columns: [...row.children].filter((child): child is HTMLElement => child instanceof HTMLElement && child.matches(column)), hidden: [] };
    entry.hidden.push(size);
    rows.set(row, entry);
  }
  return [...rows.values()].filter((entry) => entry.columns.length > 0);
}

/** Widths as a percentage of the row, then the markers' shares: one layout read for all rows. */
function planWidths(rows: Row[]): Array<{ columns: HTMLElement[]; before: number[]; after: number[] }> {
  return rows.map(({ row, columns, hidden, flex }) => {
    const rowWidth = toContentWidth(row);
    // Columns: the original's content width. Child containers (ours) often have padding: measured in the box their
    // `width` sets, so the shares add up.
    const measure = (column: HTMLElement) => (flex ? Number.parseFloat(getComputedStyle(column).width) || 0 : toContentWidth(column));
    const before = columns.map((column) => (rowWidth > 0 ? (measure(column) / rowWidth) * 100 : 100));
    return { columns, before, after: shareHiddenWidths(before, hidden) };
  });
}

const columnRedistribution: LoadedBehaviour = {
  start: ({ signal, warn }) => {
    const restores: Array<() => void> = [];
    const reset = () => restores.splice(0).reverse().forEach((restore) => restore());
    const resize = () => {
      // Reset first so the server's column classes decide the widths that are measured, as in the original.
      reset();
      for (const { columns, before, after } of planWidths(collectRows(warn))) {
        columns.forEach((column, index) => {
          const width = after[index] ?? 100;
          if (width === before[index]) return;
          restores.push(backupStyles(column, ['width', '--width']));
          column.style.setProperty('width', `${width}%`);
          // Flex containers size their children from `--width`.
          if (column.matches('.e-con')) column.style.setProperty('--width', `${width}%`);
        });
      }
    };
    let frame = 0;
    addEventListener('resize', () => {
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        resize();
      });
    }, { passive: true, signal });
    const hidden: Array<() => void> = [];
    resize();
    hideMarked(warn, hidden);
    return () => {
      cancelAnimationFrame(frame);
      reset();
      hidden.reverse().forEach((restore) => restore());
    };
  },
};

export default columnRedistribution;
