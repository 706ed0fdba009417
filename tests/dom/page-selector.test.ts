import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toPageSelector } from '../../src/behaviours/popups/page-selector.ts';

const ids = (elements: Element[]) => elements.map((element) => element.id);
const select = (selector: string) => toPageSelector(selector, () => {})?.select() ?? null;

beforeEach(() => {
  document.body.innerHTML = `
    <h2 id="h">Pricing plans</h2>
    <ul id="list"><li id="l1"><a id="a1" class="more">One</a></li><li id="l2"><a id="a2" class="more">Two</a></li><li id="l3"><a id="a3" class="more">Book now</a></li></ul>
    <p id="empty"></p>
    <form><input id="c1" type="checkbox"><input id="t1"><button id="b1" class="cta">Book a call</button><button id="b2" class="cta">Call us</button></form>`;
});

describe('selectors from popup settings', () => {
  it('run plain CSS natively, in document order', () => {
    expect(ids(select('#list a.more') ?? [])).toEqual(['a1', 'a2', 'a3']);
  });

  it('support jQuery\'s :contains(), with or without quotes, and combined with CSS after it', () => {
    // Root cause: open_selector and scrolling_to_selector went straight to querySelector, so the jQuery extensions owners
    // write for the original (which runs them through jQuery) were refused and the popup never opened.
    expect(ids(select('.cta:contains("Book")') ?? [])).toEqual(['b1']);
    expect(ids(select('li:contains(Two) a') ?? [])).toEqual(['a2']);
    expect(ids(select('h2:contains(\'Pricing\')') ?? [])).toEqual(['h']);
  });

  it('support the positional filters on the set matched so far', () => {
    expect(ids(select('a.more:first') ?? [])).toEqual(['a1']);
    expect(ids(select('a.more:last') ?? [])).toEqual(['a3']);
    expect(ids(select('#list li:eq(1) > a') ?? [])).toEqual(['a2']);
    expect(ids(select('a.more:eq(-1)') ?? [])).toEqual(['a3']);
    expect(ids(select('a.more:gt(0)') ?? [])).toEqual(['a2', 'a3']);
    expect(ids(select('a.more:lt(2)') ?? [])).toEqual(['a1', 'a2']);
    expect(ids(select('a.more:even') ?? [])).toEqual(['a1', 'a3']);
    expect(ids(select('a.more:odd') ?? [])).toEqual(['a2']);
    expect(ids(select('.cta:contains(Call):last, h2:first') ?? [])).toEqual(['h', 'b2']);
  });

  it('rewrite the extensions that have a native form', () => {
    expect(ids(select(':header') ?? [])).toEqual(['h']);
    expect(ids(select('form :checkbox') ?? [])).toEqual(['c1']);
    expect(ids(select('form :text') ?? [])).toEqual(['t1']);
    expect(ids(select('p:parent, p#empty') ?? [])).toEqual(['empty']);
  });

  it('find the nearest matching ancestor of a click target, as closest() does', () => {
    const selector = toPageSelector('li:contains(Book)', () => {});
    expect(selector?.closest(document.getElementById('a3') as Element)?.id).toBe('l3');
    expect(selector?.closest(document.getElementById('a1') as Element)).toBeNull();
  });

  it('refuse unusable filter arguments and what follows a filter that wisp does not support', () => {
    for (const bad of ['li:eq(x)', 'li:contains(unclosed', 'li:first + li', 'li:gt()']) expect(select(bad)).toBeNull();
  });

  it('stop at the work limit on a huge page, match nothing and say so', () => {
    document.body.innerHTML = `<p>${'lorem ipsum dolor sit amet '.repeat(1000)}</p>`.repeat(100);
    const tooMuch = vi.fn();
    const selector = toPageSelector('*:contains(nowhere)', tooMuch);
    expect(selector?.select()).toEqual([]);
    expect(tooMuch).toHaveBeenCalled();
  });
});
