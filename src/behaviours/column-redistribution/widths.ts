// The arithmetic of column redistribution under display conditions, apart from the DOM.

/**
 * Widths (percent of the row) after one hidden column's `hiddenSize` is shared among the visible ones in proportion to
 * their own widths. Full-width columns (stacked on phones) keep theirs but still count in the row's total, as in the
 * original.
 */
export function shareHiddenWidth(widths: readonly number[], hiddenSize: number): number[] {
  const total = widths.reduce((sum, width) => sum + width, 0);
  if (!(total > 0)) return [...widths];
  return widths.map((width) => (width < 100 ? width + hiddenSize * (width / total) : width));
}

/** Several hidden columns in one row: each shares its width out of the widths the previous one left. */
export function shareHiddenWidths(widths: readonly number[], hiddenSizes: readonly number[]): number[] {
  return hiddenSizes.reduce<number[]>((current, size) => shareHiddenWidth(current, size), [...widths]);
}
