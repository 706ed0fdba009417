// Focus movement between the titles of nested tabs and nested accordions: every arrow (Left and Right swapped in
// right-to-left pages), Home and End, wrapping at the ends, with a roving tabindex. Focus only: nothing is selected.

/** The index focus moves to from `at` among `count` titles, or null when the key does not move focus. */
export function toTitleTarget(key: string, at: number, count: number, rtl: boolean): number | null {
  if (count === 0) return null;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  const forward = key === 'ArrowDown' || key === (rtl ? 'ArrowLeft' : 'ArrowRight');
  const back = key === 'ArrowUp' || key === (rtl ? 'ArrowRight' : 'ArrowLeft');
  if (!forward && !back) return null;
  return (at + (forward ? 1 : -1) + count) % count;
}

/** Focuses `titles[index]` and makes it the only title Tab reaches, as the original's roving tabindex does. */
export function focusTitle(titles: readonly HTMLElement[], index: number): void {
  const target = titles[index];
  if (!target) return;
  for (const title of titles) if (title !== target) title.setAttribute('tabindex', '-1');
  target.setAttribute('tabindex', '0');
  target.focus();
}
