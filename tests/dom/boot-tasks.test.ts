// Boot's work after the activate chunk arrives is cut into tasks: on a long page, the near-view box reads (which lay the
// page out) and the add-on layer's ready triggers each made the task they shared a long one.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startBehaviours } from '../../src/core/activate.ts';
import type { ActivateHost } from '../../src/core/types.ts';
import { startReadyTriggers } from '../../src/behaviours/addon-compat/ready.ts';
import { nextTask, stubHost } from './helpers.ts';


afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the activate chunk’s first call', () => {
  it('arms the page-wide behaviours in its own task and reads widget boxes for the near-view fetch in a later one', async () => {
    document.body.innerHTML = '<div data-element_type="widget" data-widget_type="toggle.default"></div>'.repeat(3);
    const reads = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    const armed: string[] = [];
    const controller = new AbortController();
    const host = stubHost({
      onTrigger: ((trigger: unknown) => void armed.push(String(trigger))) as ActivateHost['onTrigger'],
      kinds: new Map([['toggle', 'visible']]),
    });
    startBehaviours(host, controller.signal);
    expect(armed.length).toBeGreaterThan(0);
    expect(reads).not.toHaveBeenCalled();
    await nextTask();
    await nextTask();
    // happy-dom lays nothing out: the boxes are empty, so nothing is fetched, but each widget was looked at.
    expect(reads).toHaveBeenCalledTimes(3);
    controller.abort();
  });

  it('reads no box when wisp was stopped before that task', async () => {
    document.body.innerHTML = '<div data-element_type="widget" data-widget_type="toggle.default"></div>';
    const reads = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    const controller = new AbortController();
    const host = stubHost({ kinds: new Map([['toggle', 'visible']]) });
    startBehaviours(host, controller.signal);
    controller.abort();
    await nextTask();
    await nextTask();
    expect(reads).not.toHaveBeenCalled();
  });
});

describe('the add-on layer’s ready triggers', () => {
  const page = (count: number) => Array.from({ length: count }, (_, index) => `<div data-element_type="widget" data-id="w${index}"></div>`).join('');

  it('post no timer per element in the start’s task, and still run each element once, in document order, a task each', async () => {
    document.body.innerHTML = page(6);
    const timers = vi.spyOn(globalThis, 'setTimeout');
    const ran: string[] = [];
    let task = 0;
    const tasks = new Set<number>();
    const controller = new AbortController();
    startReadyTriggers((element) => {
      ran.push(element.getAttribute('data-id') ?? '');
      tasks.add(task);
      // A microtask queued by one handler runs before the next: they are separate tasks.
      queueMicrotask(() => (task += 1));
    }, controller.signal, () => undefined, new Set());
    expect(timers.mock.calls.length).toBeLessThanOrEqual(1);
    expect(ran).toEqual([]);
    timers.mockRestore();
    await vi.waitFor(() => expect(ran).toEqual(['w0', 'w1', 'w2', 'w3', 'w4', 'w5']));
    expect(tasks.size).toBe(6);
    controller.abort();
  });

  it('runs an element added before that task once, in the page’s order, and one added after it once too', async () => {
    document.body.innerHTML = page(2);
    const ran: string[] = [];
    const controller = new AbortController();
    startReadyTriggers((element) => ran.push(element.getAttribute('data-id') ?? ''), controller.signal, () => undefined, new Set());
    document.body.insertAdjacentHTML('afterbegin', '<div data-element_type="widget" data-id="early"></div>');
    await vi.waitFor(() => expect(ran).toEqual(['early', 'w0', 'w1']));
    document.body.insertAdjacentHTML('beforeend', '<div data-element_type="widget" data-id="late"></div>');
    await vi.waitFor(() => expect(ran).toEqual(['early', 'w0', 'w1', 'late']));
    controller.abort();
  });

  it('posts the timers of a long page a slice at a time, and still runs each element once, in document order', async () => {
    document.body.innerHTML = page(40);
    // A clock that moves 1 ms per read: the slice (8 ms) is used up after a few elements.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 1));
    const timers = vi.spyOn(globalThis, 'setTimeout');
    const ran: string[] = [];
    const postedAtFirstRun: number[] = [];
    const controller = new AbortController();
    startReadyTriggers((element) => {
      if (ran.length === 0) postedAtFirstRun.push(timers.mock.calls.length);
      ran.push(element.getAttribute('data-id') ?? '');
    }, controller.signal, () => undefined, new Set());
    await vi.waitFor(() => expect(ran).toHaveLength(40));
    expect(ran).toEqual(Array.from({ length: 40 }, (_, index) => `w${index}`));
    // Posted all in one task, the 40 timers (and the start's) would all be there before the first element runs.
    expect(postedAtFirstRun[0]).toBeLessThan(20);
    controller.abort();
  });

  it('gives each pass to `track` until its elements\' handlers have run, a later addition\'s pass too', async () => {
    document.body.innerHTML = page(12);
    const ran: string[] = [];
    const tracked: Array<Promise<unknown>> = [];
    const controller = new AbortController();
    startReadyTriggers((element) => ran.push(element.getAttribute('data-id') ?? ''), controller.signal, (work) => tracked.push(work), new Set());
    // As `wisp.idle()` waits: until no tracked work is left, counting what the settled work tracked meanwhile.
    let seen = 0;
    const settled = async () => {
      while (seen < tracked.length) {
        const batch = tracked.slice(seen);
        seen = tracked.length;
        await Promise.allSettled(batch);
      }
    };
    await settled();
    expect(ran).toEqual(Array.from({ length: 12 }, (_, index) => `w${index}`));
    document.body.insertAdjacentHTML('beforeend', '<div data-element_type="widget" data-id="late"></div>');
    await vi.waitFor(() => expect(tracked.length).toBeGreaterThan(2));
    await settled();
    expect(ran.at(-1)).toBe('late');
    controller.abort();
  });

  it('runs nothing when stopped before that task', async () => {
    document.body.innerHTML = page(3);
    const ran: string[] = [];
    const controller = new AbortController();
    startReadyTriggers((element) => ran.push(element.getAttribute('data-id') ?? ''), controller.signal, () => undefined, new Set());
    controller.abort();
    await nextTask();
    await nextTask();
    expect(ran).toEqual([]);
  });
});
