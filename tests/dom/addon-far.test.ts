// Add-on handlers of elements far below the first screen wait (far.ts): which wait, and each way they are let through.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LATEST_MS, runNearFirst, SETTLED_MS } from '../../src/behaviours/addon-compat/far.ts';
import { startReadyTriggers } from '../../src/behaviours/addon-compat/ready.ts';
import { installFakeObserver, intersect } from './fake-observer.ts';

const PAGE = `
<div data-element_type="section" data-id="s1"><div data-element_type="widget" data-id="w1"></div></div>
<div data-element_type="section" data-id="s2"><div data-element_type="column" data-id="c2"><div data-element_type="widget" data-id="w2"><button id="b2">go</button></div></div></div>
<div data-element_type="section" data-id="s3"><div data-element_type="widget" data-id="w3"></div></div>
<div data-element_type="section" data-id="s4"><div data-element_type="widget" data-id="w4"></div></div>`;

/** Where each top-level section is drawn: s2 and s4 far below a 768 px screen, s3 as far but with no box (hidden). */
const BOXES: Record<string, { top: number; width: number; height: number }> = {
  s1: { top: 0, width: 1000, height: 600 },
  s2: { top: 3000, width: 1000, height: 600 },
  s3: { top: 4000, width: 0, height: 0 },
  s4: { top: 1500, width: 1000, height: 600 },
};

const idOf = (element: Element) => element.getAttribute('data-id') ?? '';
const section = (id: string) => document.querySelector(`[data-id="${id}"]`)!;

beforeEach(() => {
  document.body.innerHTML = PAGE;
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(768);
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const box = BOXES[idOf(this)] ?? { top: 0, width: 0, height: 0 };
    return { ...box, left: 0, right: box.width, bottom: box.top + box.height, x: 0, y: box.top, toJSON: () => box } as DOMRect;
  });
  installFakeObserver();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Runs the page's elements through the gate; `runs` lists each call's ids (and the reached element's id, if any). */
function gate(signal = new AbortController().signal) {
  const runs: string[][] = [];
  const waiting = new Set<Element>();
  const elements = [...document.querySelectorAll('[data-element_type]')];
  runNearFirst(elements, (list, reached) => runs.push([...list.map(idOf), ...(reached instanceof Element ? [`reached:${reached.id}`] : [])]), signal, waiting);
  return { runs, waiting };
}

describe('add-on handlers far below the first screen', () => {
  it('run at once for sections within a screen of the viewport and hidden ones, in document order; the others wait', async () => {
    const { runs, waiting } = gate();
    expect(runs).toEqual([]);
    await vi.waitFor(() => expect(runs).toHaveLength(1));
    // s4 starts 1500 px down: within one screen (768 px) below the first one's bottom.
    expect(runs[0]).toEqual(['s1', 'w1', 's3', 'w3', 's4', 'w4']);
    expect([...waiting].map(idOf)).toEqual(['s2', 'c2', 'w2']);
  });

  it('holds back a far widget of a section as tall as the page, and lets the rest of that section run', async () => {
    document.body.innerHTML = `<div data-element_type="container" data-id="k1"><div data-element_type="widget" data-id="n1"></div>
      <div data-element_type="container" data-id="k2"><div data-element_type="widget" data-id="f1"></div></div><div data-element_type="widget" data-id="f2"></div></div>`;
    Object.assign(BOXES, { k1: { top: 0, width: 1000, height: 9000 }, k2: { top: 4000, width: 1000, height: 600 }, f2: { top: 6000, width: 1000, height: 100 } });
    try {
      const { runs, waiting } = gate();
      await vi.waitFor(() => expect(runs).toHaveLength(1));
      expect(runs[0]).toEqual(['k1', 'n1']);
      expect([...waiting].map(idOf)).toEqual(['k2', 'f1', 'f2']);
      intersect(section('f2'));
      expect(runs.slice(1)).toEqual([['f2']]);
    } finally {
      for (const id of ['k1', 'k2', 'f2']) delete BOXES[id];
    }
  });

  it('lets a section through as it comes near, once', async () => {
    const { runs, waiting } = gate();
    await vi.waitFor(() => expect(runs).toHaveLength(1));
    intersect(section('s2'));
    intersect(section('s2'));
    expect(runs.slice(1)).toEqual([['s2', 'c2', 'w2']]);
    expect(waiting.size).toBe(0);
  });

  it('lets a section through in the event that reaches for something in it (a fixed button drawn on screen)', async () => {
    const { runs } = gate();
    await vi.waitFor(() => expect(runs).toHaveLength(1));
    document.getElementById('b2')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(runs.slice(1)).toEqual([['s2', 'c2', 'w2', 'reached:b2']]);
  });

  it('lets a section through on a click that came with no pointer or focus event (a screen reader\'s)', async () => {
    const { runs } = gate();
    await vi.waitFor(() => expect(runs).toHaveLength(1));
    document.getElementById('b2')!.click();
    expect(runs.slice(1)).toEqual([['s2', 'c2', 'w2', 'reached:b2']]);
  });

  it('never holds back a widget set to open by itself (a modal box on page load or after a time)', async () => {
    for (const attribute of [`data-settings='{"trigger":"pageload","delay":2}'`, 'data-trigger-type="pageload"', 'data-toggletype="time"']) {
      section('w2').innerHTML = `<div ${attribute}></div>`;
      const { runs, waiting } = gate();
      await vi.waitFor(() => expect(runs).toHaveLength(1));
      expect(runs[0]).toContain('w2');
      expect(waiting.size).toBe(0);
    }
  });

  it('holds nothing back on a page opened at a fragment (add-ons act on it at start)', async () => {
    location.hash = '#contact';
    try {
      const { runs, waiting } = gate();
      expect(runs).toEqual([['s1', 'w1', 's2', 'c2', 'w2', 's3', 'w3', 's4', 'w4']]);
      expect(waiting.size).toBe(0);
    } finally {
      location.hash = '';
    }
  });

  it('lets what waits through at the latest some seconds after the verdict when the load event never comes', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    const { runs } = gate();
    await vi.advanceTimersByTimeAsync(100);
    await vi.advanceTimersByTimeAsync(LATEST_MS - 200);
    expect(runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(runs.slice(1)).toEqual([['s2', 'c2', 'w2']]);
  });

  it('lets what still waits through a while after the load event', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    const { runs } = gate();
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toHaveLength(1);
    // The page here has had its load event: the wait counts from the verdict.
    await vi.advanceTimersByTimeAsync(SETTLED_MS - 200);
    expect(runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(runs.slice(1)).toEqual([['s2', 'c2', 'w2']]);
  });

  it('lets nothing through once stopped', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    const controller = new AbortController();
    const { runs, waiting } = gate(controller.signal);
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    document.getElementById('b2')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(LATEST_MS * 2);
    expect(runs).toHaveLength(1);
    // The report no longer calls them deferred.
    expect(waiting.size).toBe(0);
  });

  it('runs everything at once on a hidden page (no frame would come to measure in)', async () => {
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    const { runs, waiting } = gate();
    expect(runs).toEqual([['s1', 'w1', 's2', 'c2', 'w2', 's3', 'w3', 's4', 'w4']]);
    expect(waiting.size).toBe(0);
  });
});

describe('the ready triggers with elements far below', () => {
  it('run the elements holding what a visitor reached for in that event, outermost first, and the rest once each', async () => {
    const ran: string[] = [];
    const controller = new AbortController();
    const waiting = new Set<Element>();
    startReadyTriggers((element) => ran.push(idOf(element)), controller.signal, () => undefined, waiting);
    await vi.waitFor(() => expect(ran).toEqual(['s1', 'w1', 's3', 'w3', 's4', 'w4']));
    expect(waiting.size).toBe(3);
    document.getElementById('b2')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    // In the event itself: the press that follows finds the add-on's listeners in place.
    expect(ran.slice(6)).toEqual(['s2', 'c2', 'w2']);
    await new Promise((done) => setTimeout(done, 50));
    expect(ran).toHaveLength(9);
    controller.abort();
  });

  it('give what waits to `track` until it has run: `wisp.idle()` still means every element\'s handlers', async () => {
    const ran: string[] = [];
    const tracked: Array<Promise<unknown>> = [];
    const controller = new AbortController();
    startReadyTriggers((element) => ran.push(idOf(element)), controller.signal, (work) => tracked.push(work), new Set());
    // As `wisp.idle()` waits: until no tracked work is left, counting what the settled work tracked meanwhile.
    let idle = false;
    void (async () => {
      for (let seen = 0; seen < tracked.length;) {
        const batch = tracked.slice(seen);
        seen = tracked.length;
        await Promise.allSettled(batch);
      }
      idle = true;
    })();
    await vi.waitFor(() => expect(ran).toHaveLength(6));
    await new Promise((done) => setTimeout(done, 50));
    expect(idle).toBe(false);
    intersect(section('s2'));
    await vi.waitFor(() => expect(idle).toBe(true));
    expect(ran.slice(6)).toEqual(['s2', 'c2', 'w2']);
    controller.abort();
  });
});
