import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdClicks } from '../../src/shared/held-clicks.ts';
import { HOLD_MS } from '../../src/shared/replay.ts';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

/** A scope with three buttons; `reached` lists, in order, the clicks that got past the hold to the buttons' handler. */
function setup() {
  document.body.innerHTML = '<div id="scope"><button id="a">a</button><button id="b"><svg><path id="icon" d="M0 0"/></svg></button><button id="c">c</button></div>';
  const scope = document.getElementById('scope') as HTMLElement;
  const reached: string[] = [];
  for (const id of ['a', 'b', 'c']) document.getElementById(id)?.addEventListener('click', () => reached.push(id));
  const click = (id: string) => (document.getElementById(id) as Element).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  return { scope, reached, click };
}

describe('a click hold', () => {
  it('keeps the clicks it takes from the page, then replays each once, in order, an SVG icon included', () => {
    const { scope, reached, click } = setup();
    let open = true;
    const held = holdClicks(scope, (target) => open && target.id !== 'c');
    click('b');
    click('icon');
    click('c');
    click('a');
    expect(reached).toEqual(['c']);
    open = false;
    held.release();
    expect(reached).toEqual(['c', 'b', 'b', 'a']);
    held.release();
    expect(reached).toEqual(['c', 'b', 'b', 'a']);
  });

  it('replays only the clicks a release does not keep; those kept go on the next release, or at the first one\'s hold time', () => {
    vi.useFakeTimers();
    const { scope, reached, click } = setup();
    let open = true;
    const held = holdClicks(scope, () => open);
    click('a');
    click('c');
    vi.advanceTimersByTime(HOLD_MS / 2);
    click('b');
    held.release((target) => target.id !== 'c');
    expect(reached).toEqual(['c']);
    held.release((target) => target.id === 'b');
    expect(reached).toEqual(['c', 'a']);
    open = false;
    // The time limit counts from the first click held, not from a release.
    vi.advanceTimersByTime(HOLD_MS / 2 - 1);
    expect(reached).toEqual(['c', 'a']);
    vi.advanceTimersByTime(1);
    expect(reached).toEqual(['c', 'a', 'b']);
  });

  it('lets the clicks go after the hold time when the code they wait for never comes', () => {
    vi.useFakeTimers();
    const { scope, reached, click } = setup();
    let open = true;
    holdClicks(scope, () => open);
    click('a');
    vi.advanceTimersByTime(HOLD_MS - 1);
    expect(reached).toEqual([]);
    open = false;
    vi.advanceTimersByTime(1);
    expect(reached).toEqual(['a']);
  });

  it('forgets what it holds, and holds nothing more, once its signal aborts', () => {
    vi.useFakeTimers();
    const { scope, reached, click } = setup();
    const stop = new AbortController();
    const held = holdClicks(scope, () => true, stop.signal);
    click('a');
    stop.abort();
    held.release();
    vi.advanceTimersByTime(HOLD_MS);
    expect(reached).toEqual([]);
    click('b');
    expect(reached).toEqual(['b']);
  });
});
