// Boot work on a long page spread over short tasks without changing what runs when: the scan's visits (as many as the
// queue's slice allows, not a queued job per element) and the near-view fetch's imports (one per task).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Trigger } from '../../src/core/types.ts';
import { nextTask } from './helpers.ts';

const headings = (count: number) => '<div data-element_type="widget" data-widget_type="heading.default"></div>'.repeat(count);

/** A clock that moves 1 ms each time it is read, so a slice ends after a handful of reads, whatever the machine. */
function tickingClock(): void {
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => (now += 1));
}

async function freshCore() {
  vi.resetModules();
  const scan = await import('../../src/core/scan.ts');
  const queue = await import('../../src/core/queue.ts');
  const { records } = await import('../../src/core/records.ts');
  return { ...scan, ...queue, records };
}

beforeEach(() => {
  // No postTask in happy-dom, but keep the queue on timers whatever the environment gives.
  vi.stubGlobal('scheduler', undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('the boot scan on a long page', () => {
  it('visits every element in document order, over several tasks', async () => {
    document.body.innerHTML = headings(600);
    const { scanRoot, whenQueueEmpty, records } = await freshCore();
    tickingClock();
    scanRoot(document.body);
    await nextTask();
    const afterFirstTask = records.size;
    await whenQueueEmpty();
    expect(afterFirstTask).toBeGreaterThan(0);
    expect(afterFirstTask).toBeLessThan(600);
    expect([...records.keys()]).toEqual([...document.body.children]);
  });

  it('keeps a job queued after the scan behind all of its visits, and a job queued at the front ahead of the rest', async () => {
    document.body.innerHTML = headings(600);
    const { scanRoot, enqueue, whenQueueEmpty, records } = await freshCore();
    tickingClock();
    const seen: Record<string, number> = {};
    scanRoot(document.body);
    enqueue(() => (seen['after'] = records.size));
    await nextTask();
    // A tap's mount, queued at the front between two of the scan's tasks.
    enqueue(() => (seen['front'] = records.size), true);
    await whenQueueEmpty();
    expect(seen['after']).toBe(600);
    expect(seen['front']).toBeGreaterThan(0);
    expect(seen['front']).toBeLessThan(600);
  });

  it('loses only the element whose visit throws', async () => {
    document.body.innerHTML = headings(300);
    const { scanRoot, whenQueueEmpty, records } = await freshCore();
    const broken = document.body.children[10] as HTMLElement;
    broken.getAttribute = () => {
      throw new Error('a broken element');
    };
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    scanRoot(document.body);
    await whenQueueEmpty();
    delete (broken as Partial<HTMLElement>).getAttribute;
    expect(records.size).toBe(299);
    expect(records.has(broken)).toBe(false);
    expect(errors).toHaveBeenCalledTimes(1);
  });
});

describe('the near-view fetch with many kinds in the first screen', () => {
  it('starts each import in a task of its own, in document order, none twice, and none once stopped', async () => {
    const kinds = ['tabs', 'accordion', 'toggle', 'counter', 'progress', 'alert', 'form', 'gallery', 'hotspot', 'lottie', 'video', 'nav-menu'];
    document.body.innerHTML = [...kinds, 'tabs'].map((kind) => `<div data-element_type="widget" data-widget_type="${kind}.default"></div>`).join('');
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ top: 10, bottom: 50, left: 0, right: 100, width: 100, height: 40, x: 0, y: 10, toJSON: () => ({}) });
    const { prefetchNearView } = await import('../../src/core/prefetch.ts');
    const triggers = new Map<string, Trigger>(kinds.map((kind) => [kind, 'visible']));
    // One list per task: a load adds to the current one, and the microtask checkpoint that ends its task starts the next.
    const loaded: string[][] = [[]];
    const controller = new AbortController();
    prefetchNearView(triggers, (kind) => {
      loaded.at(-1)?.push(kind);
      queueMicrotask(() => loaded.push([]));
      // Stopped after ten: the two kinds left are never imported.
      if (loaded.flat().length === 10) controller.abort();
      return Promise.resolve();
    }, controller.signal);
    // Nothing is imported in the task that reads the boxes.
    expect(loaded).toEqual([[]]);
    for (let task = 0; task < 20; task++) await nextTask();
    expect(loaded.filter((list) => list.length > 0)).toEqual(kinds.slice(0, 10).map((kind) => [kind]));
  });
});
