// Start-up work that looked at every widget of the page in one task: on a 10,000-widget page at 4x, the near-view
// fetch's loop (for carousels anywhere) was a 50–75 ms task and the add-on layer's check a 55–60 ms one, in a task shared
// with the other page-wide behaviours' checks.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchNearView } from '../../src/core/prefetch.ts';
import { needsAddonCompat } from '../../src/behaviours/addon-compat/wants.ts';
import { startBehaviours } from '../../src/core/behaviours.ts';
import type { ActivateHost, Trigger } from '../../src/core/types.ts';
import { nextTask, stubHost } from './helpers.ts';

const widgets = (count: number, type: string) => `<div data-element_type="widget" data-widget_type="${type}"></div>`.repeat(count);

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the near-view fetch on a long page', () => {
  it('looks at the first thousand widgets in document order, not every widget of the page', () => {
    document.body.innerHTML = widgets(3000, 'toggle.default');
    const kinds = new Map<string, Trigger>([['toggle', 'visible']]);
    const looked = vi.spyOn(Element.prototype, 'getAttribute');
    prefetchNearView(kinds, () => Promise.resolve(), new AbortController().signal);
    const typeReads = looked.mock.calls.filter(([name]) => name === 'data-widget_type').length;
    expect(typeReads).toBeGreaterThanOrEqual(1000);
    expect(typeReads).toBeLessThanOrEqual(1001);
  });

  it('still watches a carousel among the first thousand widgets, and one past them is left to the loader', () => {
    document.body.innerHTML = `${widgets(10, 'toggle.default')}<div id="near" data-element_type="widget" data-widget_type="image-carousel.default"></div>${widgets(1200, 'toggle.default')}<div id="far" data-element_type="widget" data-widget_type="image-carousel.default"></div>`;
    const observed: string[] = [];
    vi.spyOn(IntersectionObserver.prototype, 'observe').mockImplementation((target: Element) => void observed.push(target.id));
    prefetchNearView(new Map<string, Trigger>([['toggle', 'visible'], ['image-carousel', 'visible']]), () => Promise.resolve(), new AbortController().signal);
    expect(observed).toEqual(['near']);
  });
});

describe('the add-on layer’s check on a long page', () => {
  it('answers over several tasks, and still finds an add-on widget after thousands of the builder’s own', async () => {
    document.body.innerHTML = `${widgets(2500, 'heading.default')}${widgets(1, 'eael-adv-tabs.default')}`;
    const answer = needsAddonCompat(new Set(['toggle']));
    let settled = false;
    void answer.then(() => (settled = true));
    // A microtask later (all a synchronous check needs) it has not answered: the rest of the widgets wait for later tasks.
    await Promise.resolve();
    await Promise.resolve();
    expect(settled).toBe(false);
    expect(await answer).toBe(true);
  });

  it('says no on a long page of the builder’s own kinds, looking each kind up once', async () => {
    document.body.innerHTML = widgets(1500, 'heading.default') + widgets(1500, 'image.default');
    const known = new Set(['toggle']);
    const lookups = vi.spyOn(known, 'has');
    expect(await needsAddonCompat(known)).toBe(false);
    expect(lookups.mock.calls.map(([kind]) => kind)).toEqual(['heading', 'image']);
  });
});

describe('the page-wide behaviours’ checks', () => {
  it('run each in a task of its own, not in the task that fired their trigger', async () => {
    // Dynamic Conditions' markers: its check is one query over the page.
    document.body.innerHTML = '<div class="dc-hidden-column"></div>';
    const queried: number[] = [];
    let task = 0;
    const query = document.querySelector.bind(document);
    vi.spyOn(document, 'querySelector').mockImplementation(((selector: string) => {
      if (selector.includes('dc-hidden-column')) queried.push(task);
      return query(selector);
    }) as Document['querySelector']);
    const fired: Array<(touched: boolean) => void> = [];
    const controller = new AbortController();
    const tracked: Array<Promise<unknown>> = [];
    const host = stubHost({
      onTrigger: ((trigger: Trigger, _element: Element, fire: (touched: boolean) => void) => void (trigger === 'now' && fired.push(fire))) as ActivateHost['onTrigger'],
      track: (promise: Promise<unknown>) => void tracked.push(promise),
    });
    startBehaviours(host, controller.signal);
    for (const fire of fired) fire(false);
    expect(queried).toEqual([]);
    // Tracked from the trigger on, so `wisp.idle()` waits for the check and import to come.
    expect(tracked.length).toBeGreaterThanOrEqual(fired.length);
    task = 1;
    await nextTask();
    await nextTask();
    expect(queried).toEqual([1]);
    controller.abort();
  });
});
