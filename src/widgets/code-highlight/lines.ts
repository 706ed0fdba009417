// Line numbers and highlighted lines, drawn as Prism's plugins draw them, over the server's code left as it is.

/** `"1,3-5"` → [[1,1],[3,5]]; parts that are not a line or a range of lines are dropped. */
export function toLineRanges(text: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const part of text.split(',')) {
    const match = /^\s*(\d{1,6})\s*(?:-\s*(\d{1,6}))?\s*$/.exec(part);
    if (!match) continue;
    const start = Number(match[1]);
    const end = match[2] === undefined ? start : Number(match[2]);
    if (start >= 1 && end >= start) ranges.push([start, end]);
  }
  return ranges;
}

/** The number of lines, ignoring the one trailing newline the editor leaves. */
export function countLines(code: string): number {
  return code.replace(/\n$/, '').split('\n').length;
}

/** Prism's `span.line-numbers-rows`: one empty span per line, numbered by CSS counters; hidden from screen readers. */
export function addLineNumbers(code: HTMLElement, lines: number): void {
  const rows = document.createElement('span');
  rows.className = 'line-numbers-rows';
  rows.setAttribute('aria-hidden', 'true');
  for (let index = 0; index < lines; index += 1) rows.append(document.createElement('span'));
  code.append(rows);
}

/** Prism's `div.line-highlight` bands, placed by the code's line height; decorative, so hidden from screen readers. */
export function addHighlights(pre: HTMLElement, code: HTMLElement, ranges: Array<[number, number]>, lines: number): void {
  const style = getComputedStyle(code);
  const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.5 || 18;
  // The first line's top inside the pre, wherever the theme's padding puts it.
  const top = code.getBoundingClientRect().top - pre.getBoundingClientRect().top + pre.scrollTop;
  for (const [start, end] of ranges) {
    if (start > lines) continue;
    const last = Math.min(end, lines);
    const band = document.createElement('div');
    band.className = 'line-highlight';
    band.setAttribute('aria-hidden', 'true');
    band.setAttribute('data-range', start === last ? String(start) : `${start}-${last}`);
    band.style.top = `${top + (start - 1) * lineHeight}px`;
    band.style.height = `${(last - start + 1) * lineHeight}px`;
    pre.append(band);
  }
}
