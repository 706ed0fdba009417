import { describe, expect, it } from 'vitest';
import { shareHiddenWidth, shareHiddenWidths } from '../../src/behaviours/column-redistribution/widths.ts';

describe('column redistribution arithmetic', () => {
  it('shares a hidden column among its siblings in proportion to their widths', () => {
    const [wide, narrow] = shareHiddenWidth([50, 25], 25);
    expect(wide).toBeCloseTo(200 / 3, 10);
    expect(narrow).toBeCloseTo(100 / 3, 10);
  });

  it('leaves full-width (stacked) columns alone, though they count in the row total', () => {
    expect(shareHiddenWidth([100, 100], 25)).toEqual([100, 100]);
    expect(shareHiddenWidth([100, 50], 30)).toEqual([100, 60]);
  });

  it('shares several hidden columns one after the other, each from the widths the last one left', () => {
    expect(shareHiddenWidths([25, 25], [25, 25])).toEqual([50, 50]);
    const [first, second] = shareHiddenWidths([20, 40], [20, 20]);
    expect(first).toBeCloseTo(100 / 3, 10);
    expect(second).toBeCloseTo(200 / 3, 10);
  });

  it('does nothing for a row with no measurable width', () => {
    expect(shareHiddenWidth([0, 0], 25)).toEqual([0, 0]);
    expect(shareHiddenWidths([30], [])).toEqual([30]);
  });
});
