// Pure layout maths for the justified and masonry galleries: boxes in px from picture ratios and the container width.

export type Box = { left: number; top: number; width: number; height: number };
export type Placed = { boxes: Box[]; height: number };

/**
 * Justified rows: pictures are added to a row at the ideal height until the row is wider than the container, then
 * the row is scaled to fit exactly. The last, unfilled row keeps the ideal height (EGallery's `lastRow: normal`).
 */
export function layoutJustified(ratios: readonly number[], width: number, idealHeight: number, gap: number): Placed {
  const boxes: Box[] = [];
  let top = 0;
  let row: number[] = [];
  const flush = (height: number) => {
    let left = 0;
    for (const ratio of row) {
      const itemWidth = ratio * height;
      boxes.push({ left, top, width: itemWidth, height });
      left += itemWidth + gap;
    }
    top += height + gap;
    row = [];
  };
  for (const ratio of ratios) {
    row.push(ratio);
    const sum = row.reduce((total, r) => total + r, 0);
    const gaps = gap * (row.length - 1);
    if (sum * idealHeight + gaps >= width) flush((width - gaps) / sum);
  }
  if (row.length > 0) flush(idealHeight);
  return { boxes, height: Math.max(0, top - gap) };
}

/** Masonry columns: each picture goes under the shortest column, at the column's width. */
export function layoutMasonry(ratios: readonly number[], width: number, columns: number, gap: number): Placed {
  const count = Math.max(1, Math.floor(columns));
  const columnWidth = (width - gap * (count - 1)) / count;
  const bottoms = new Array<number>(count).fill(0);
  const boxes = ratios.map((ratio) => {
    const column = bottoms.indexOf(Math.min(...bottoms));
    const height = columnWidth / ratio;
    const box = { left: column * (columnWidth + gap), top: bottoms[column] ?? 0, width: columnWidth, height };
    bottoms[column] = box.top + height + gap;
    return box;
  });
  return { boxes, height: Math.max(0, Math.max(...bottoms) - gap) };
}
