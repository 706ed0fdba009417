import { afterEach, describe, expect, it, vi } from 'vitest';
import { toSafeSvg } from '../../src/shared/safe-svg.ts';

afterEach(() => vi.restoreAllMocks());

const ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script><path d="M0 0h10" fill="url(#g)"/><a href="javascript:alert(3)"><rect/></a></svg>';

describe('toSafeSvg', () => {
  it('cleans every copy: no script, handler or outside link, drawing kept', () => {
    for (let round = 0; round < 2; round++) {
      const svg = toSafeSvg(ICON);
      expect(svg?.localName).toBe('svg');
      expect(svg?.hasAttribute('onload')).toBe(false);
      expect(svg?.querySelector('script, a')).toBeNull();
      expect(svg?.querySelector('path')?.getAttribute('d')).toBe('M0 0h10');
      expect(svg?.ownerDocument).toBe(document);
    }
  });

  it('parses a repeated icon once and hands out separate copies', () => {
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    const text = ICON.replace('10 10', '10 11');
    const first = toSafeSvg(text);
    const second = toSafeSvg(text);
    expect(parse).toHaveBeenCalledTimes(1);
    expect(first).not.toBe(second);
    // A copy changed by its widget leaves the next one as parsed.
    first?.setAttribute('class', 'changed');
    first?.querySelector('path')?.remove();
    const third = toSafeSvg(text);
    expect(third?.hasAttribute('class')).toBe(false);
    expect(third?.querySelector('path')).not.toBeNull();
  });

  it('remembers text that is not an SVG as nothing, and keeps a bounded number of texts', () => {
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    expect(toSafeSvg('<div>not svg</div>')).toBeNull();
    expect(toSafeSvg('<div>not svg</div>')).toBeNull();
    expect(parse).toHaveBeenCalledTimes(1);
    // Many distinct texts: the first ones are parsed again, so the cache did not keep them all.
    const texts = Array.from({ length: 40 }, (_, index) => `<svg xmlns="http://www.w3.org/2000/svg" id="i${index}"/>`);
    for (const text of texts) toSafeSvg(text);
    parse.mockClear();
    toSafeSvg(texts[0] ?? '');
    expect(parse).toHaveBeenCalledTimes(1);
  });
});
