// The original's motion-effect arithmetic, as pure functions: scroll progress, move points and each effect's value.

export type Range = { start: number; end: number };
/** Rounds like the original's `+value.toFixed(2)`. */
const round2 = (value: number): number => Number(value.toFixed(2));

/**
 * Progress (0–100) of an element through the viewport: 0 when its top is at the viewport's bottom, 100 when it has
 * scrolled its content height past the viewport's top. `contentHeight` excludes padding and border, as the original's
 * jQuery `height()` does.
 */
export function toViewportPercent(top: number, contentHeight: number, viewportHeight: number): number {
  const ratio = (viewportHeight - top) / (viewportHeight + contentHeight);
  return round2(Math.max(0, Math.min(ratio, 1)) * 100);
}

/** Progress (0–100) through the page's scroll; `limit` replaces the scrollable height (fixed elements use the viewport's). */
export function toPagePercent(scrollTop: number, scrollableHeight: number, limit?: number): number {
  const height = limit || scrollableHeight;
  return (scrollTop / height) * 100;
}

/** `passed` as a percentage of `range`, rounded to two decimals. */
export function toMovePoint(range: number, passed: number): number {
  return round2((passed / range) * 100);
}

/**
 * Where a curve stands (0–100) at progress `passed` for an effect whose active range is `range`. Fade and scale curves:
 * `out-in` grows through the range, `in-out` shrinks, `in-out-in` and `out-in-out` go and come back.
 */
export function toCurvePoint(passed: number, curve: string, range: Range): number {
  if (passed < range.start) {
    if (curve === 'out-in') return 0;
    if (curve === 'in-out') return 100;
    const point = toMovePoint(range.start, passed);
    return curve === 'in-out-in' ? 100 - point : point;
  }
  if (passed < range.end) {
    if (curve === 'in-out-in') return 0;
    if (curve === 'out-in-out') return 100;
    const point = toMovePoint(range.end - range.start, passed - range.start);
    return curve === 'in-out' ? 100 - point : point;
  }
  if (curve === 'in-out') return 0;
  if (curve === 'out-in') return 100;
  const point = toMovePoint(100 - range.end, 100 - passed);
  return curve === 'in-out-in' ? 100 - point : point;
}

/** Progress held inside an effect's affected range (translate and rotate effects). */
export function clampToRange(passed: number, range: Range | null): number {
  if (!range) return passed;
  return Math.min(Math.max(passed, range.start), range.end);
}

/** A translate or rotate step on the element itself: 0 at mid-progress; any direction value reverses it. */
export function toElementStep(passed: number, speed: number, direction: string): number {
  const progress = direction ? 100 - passed : passed;
  return -(progress - 50) * speed;
}

/** A translate step of a background layer: how far of its spare size (`movable`) it has moved; any direction reverses it. */
export function toBackgroundStep(passed: number, movable: number, direction: string): number {
  const progress = direction ? 100 - passed : passed;
  return -((movable * progress) / 100);
}

export function toScale(point: number, speed: number): number {
  return 1 + (speed * point) / 1000;
}

/** Opacity from 1 − level/10 (at point 0) up to 1 (at point 100); level runs 1–10. */
export function toOpacity(point: number, level: number): number {
  const share = level / 10;
  return 1 - share + (share * point) / 100;
}

/** Blur in px from `level` (at point 0) down to 0 (at point 100). */
export function toBlur(point: number, level: number): number {
  return level - (level * point) / 100;
}

/** Pointer position as viewport percentages. */
export function toPointerPercents(x: number, y: number, width: number, height: number): { x: number; y: number } {
  return { x: (100 / width) * x, y: (100 / height) * y };
}

/** A background layer's size in its moving axis: 100 % plus ten times the speed. */
export function toLayerPercent(speed: number): number {
  return 100 + speed * 10;
}
