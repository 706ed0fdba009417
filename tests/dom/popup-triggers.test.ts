import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { armTriggers } from '../../src/behaviours/popups/triggers/arm.ts';

let controller: AbortController;
let show: ReturnType<typeof vi.fn<() => void>>;
let warn: ReturnType<typeof vi.fn<(key: string, message: string) => void>>;

function arm(triggers: unknown): void {
  armTriggers({ id: '88', triggers, signal: controller.signal, warn, show });
}

/**
 * Starts a scrolling or inactivity trigger as armTriggers does once their chunk (triggers/rare-triggers.ts) is in: the
 * arming itself, through that import, is tested below with real timers.
 */
async function armed(triggers: Record<string, unknown>): Promise<void> {
  const chunk = await import('../../src/behaviours/popups/triggers/rare-triggers.ts');
  const key = triggers['scrolling'] === 'yes' ? 'scrolling' : 'inactivity';
  chunk[key]({ settings: triggers, fire: show, signal: controller.signal, warn, id: '88' });
}

function scrollTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  vi.useFakeTimers();
  controller = new AbortController();
  show = vi.fn();
  warn = vi.fn();
  document.body.innerHTML = '<main><p id="far">far below</p></main>';
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});
afterEach(() => {
  controller.abort();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the page load trigger', () => {
  it('shows the popup after page_load_delay seconds, not a millisecond earlier', () => {
    arm({ page_load: 'yes', page_load_delay: 2 });
    vi.advanceTimersByTime(1999);
    expect(show).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('waits for nothing by default, and for nothing when wisp is torn down first', () => {
    arm({ page_load: 'yes' });
    vi.advanceTimersByTime(0);
    expect(show).toHaveBeenCalledTimes(1);
    show.mockClear();
    controller = new AbortController();
    arm({ page_load: 'yes', page_load_delay: 1 });
    controller.abort();
    vi.advanceTimersByTime(5000);
    expect(show).not.toHaveBeenCalled();
  });
});

describe('timers that start at page load', () => {
  /** The page's DOM was ready 300 ms after navigation start, and `sinceStart` ms have passed since navigation start. */
  function pageAged(sinceStart: number): void {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ domContentLoadedEventStart: 300 } as unknown as PerformanceEntry]);
    vi.spyOn(performance, 'now').mockReturnValue(sinceStart);
  }
  afterEach(() => vi.restoreAllMocks());

  it('show a page_load popup on time when its code arrives late, subtracting what already passed since load', () => {
    // Root cause: the delay was counted from when the popups chunk armed its triggers, so a 1 s popup on a busy device
    // appeared 1 s after the chunk arrived rather than 1 s after load as with the original.
    pageAged(300 + 700);
    arm({ page_load: 'yes', page_load_delay: 1 });
    vi.advanceTimersByTime(299);
    expect(show).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('show a page_load popup at once when its delay passed before the code arrived', () => {
    pageAged(300 + 5000);
    arm({ page_load: 'yes', page_load_delay: 2 });
    vi.advanceTimersByTime(0);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('count the first inactivity wait from load, and every wait after a key or move in full', async () => {
    pageAged(300 + 3000);
    await armed({ inactivity: 'yes', inactivity_time: 5 });
    vi.advanceTimersByTime(1999);
    expect(show).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(show).toHaveBeenCalledTimes(1);
    show.mockClear();
    controller.abort();
    controller = new AbortController();
    await armed({ inactivity: 'yes', inactivity_time: 5 });
    vi.advanceTimersByTime(1000);
    document.dispatchEvent(new MouseEvent('mousemove'));
    vi.advanceTimersByTime(4999);
    expect(show).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(show).toHaveBeenCalledTimes(1);
  });
});

describe('the scrolling trigger', () => {
  beforeEach(() => {
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 3000, configurable: true });
    Object.defineProperty(window, 'innerHeight', { value: 1000, configurable: true });
  });

  it('is armed from a chunk of its own, once, and shows the popup once', async () => {
    vi.useRealTimers();
    arm({ scrolling: 'yes', scrolling_offset: 30 });
    expect(show).not.toHaveBeenCalled();
    await vi.waitFor(() => {
      scrollTo(0);
      scrollTo(600);
      expect(show).toHaveBeenCalledTimes(1);
    });
    scrollTo(0);
    scrollTo(900);
    expect(show).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('shows the popup once scrolling down reaches the offset percentage', async () => {
    await armed({ scrolling: 'yes', scrolling_direction: 'down', scrolling_offset: 30 });
    scrollTo(599);
    expect(show).not.toHaveBeenCalled();
    scrollTo(600);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('uses 50 percent down by default and ignores scrolling up then', async () => {
    await armed({ scrolling: 'yes' });
    scrollTo(900);
    scrollTo(800);
    expect(show).not.toHaveBeenCalled();
    scrollTo(1000);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('shows the popup on the first scroll up when the direction is up', async () => {
    await armed({ scrolling: 'yes', scrolling_direction: 'up' });
    scrollTo(500);
    expect(show).not.toHaveBeenCalled();
    scrollTo(499);
    expect(show).toHaveBeenCalledTimes(1);
  });
});

describe('the scrolling-to trigger', () => {
  it('observes the first match and shows the popup when it intersects', async () => {
    const observed: Element[] = [];
    let report: (entries: Array<{ isIntersecting: boolean }>) => void = () => {};
    vi.stubGlobal('IntersectionObserver', class {
      constructor(callback: typeof report) { report = callback; }
      observe(element: Element) { observed.push(element); }
      disconnect() {}
    });
    arm({ scrolling_to: 'yes', scrolling_to_selector: '#far' });
    await vi.waitFor(() => expect(observed).toEqual([document.getElementById('far')]));
    report([{ isIntersecting: false }]);
    expect(show).not.toHaveBeenCalled();
    report([{ isIntersecting: true }]);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('ignores an invalid selector with one warning, and the other triggers still work', async () => {
    arm({ scrolling_to: 'yes', scrolling_to_selector: 'p[[', page_load: 'yes', page_load_delay: 1 });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(String(warn.mock.calls[0]?.[1])).toContain('neither CSS nor a jQuery selector');
    vi.advanceTimersByTime(1000);
    expect(show).toHaveBeenCalledTimes(1);
  });
});

describe('the click trigger', () => {
  it('shows the popup on exactly the click_times-th click on the page', () => {
    arm({ click: 'yes', click_times: 3 });
    document.body.click();
    document.getElementById('far')?.click();
    expect(show).not.toHaveBeenCalled();
    document.body.click();
    expect(show).toHaveBeenCalledTimes(1);
  });
});

describe('the inactivity trigger', () => {
  it('shows the popup after inactivity_time seconds without a key or mouse move, restarting on each', async () => {
    await armed({ inactivity: 'yes', inactivity_time: 5 });
    vi.advanceTimersByTime(4000);
    document.dispatchEvent(new MouseEvent('mousemove'));
    vi.advanceTimersByTime(4000);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    vi.advanceTimersByTime(4999);
    expect(show).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('waits 30 seconds by default', async () => {
    await armed({ inactivity: 'yes' });
    vi.advanceTimersByTime(29_999);
    expect(show).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(show).toHaveBeenCalledTimes(1);
  });
});

describe('the exit intent trigger', () => {
  it('shows the popup when the mouse leaves through the top edge, not through the sides or bottom', () => {
    arm({ exit_intent: 'yes' });
    document.documentElement.dispatchEvent(new MouseEvent('mouseleave', { clientY: 300 }));
    expect(show).not.toHaveBeenCalled();
    document.documentElement.dispatchEvent(new MouseEvent('mouseleave', { clientY: 0 }));
    expect(show).toHaveBeenCalledTimes(1);
  });
});

describe('the ad blocker trigger (Pro 3.32)', () => {
  /** The elements put in the body while the timers advance `ms` and the check's chunk arrives, as a blocker's observer sees them. */
  async function baitsDuring(ms: number): Promise<HTMLElement[]> {
    const added: HTMLElement[] = [];
    const observer = new MutationObserver((records) => records.forEach((record) => record.addedNodes.forEach((node) => added.push(node as HTMLElement))));
    observer.observe(document.body, { childList: true });
    vi.advanceTimersByTime(ms);
    await vi.dynamicImportSettled();
    await Promise.resolve();
    observer.disconnect();
    return added;
  }

  it('shows the popup after adblock_detection_delay seconds when a blocker hides the ad-like bait', async () => {
    document.head.innerHTML = '<style>.ad-box { display: none !important; }</style>';
    arm({ adblock_detection: 'yes', adblock_detection_delay: 3 });
    expect(await baitsDuring(2999)).toEqual([]);
    expect(show).not.toHaveBeenCalled();
    const baits = await baitsDuring(1);
    expect(show).toHaveBeenCalledTimes(1);
    expect(baits).toHaveLength(1);
    expect(baits[0]?.id).toMatch(/^elementor-adblock-detection-[a-z0-9]{6}$/);
    expect(baits[0]?.className).toBe('ad-box');
    expect(baits[0]?.getAttribute('aria-hidden')).toBe('true');
    expect(baits[0]?.isConnected).toBe(false);
    document.head.innerHTML = '';
  });

  it('shows nothing without a blocker, checks once, and leaves no bait in the page', async () => {
    arm({ adblock_detection: 'yes' });
    expect(await baitsDuring(0)).toHaveLength(1);
    expect(await baitsDuring(60_000)).toEqual([]);
    expect(show).not.toHaveBeenCalled();
    expect(document.querySelector('.ad-box')).toBeNull();
  });

  it('puts no bait in the page when another trigger fired first', async () => {
    arm({ adblock_detection: 'yes', adblock_detection_delay: 5, click: 'yes', click_times: 1 });
    document.body.click();
    expect(show).toHaveBeenCalledTimes(1);
    expect(await baitsDuring(5000)).toEqual([]);
  });
});

describe('several triggers', () => {
  it('show the popup once: the first to fire disarms all the others', () => {
    arm({ exit_intent: 'yes', click: 'yes', click_times: 1, page_load: 'yes', page_load_delay: 10 });
    document.body.click();
    document.documentElement.dispatchEvent(new MouseEvent('mouseleave', { clientY: -5 }));
    vi.advanceTimersByTime(10_000);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('arm nothing for a popup pulled in by a link (triggers printed as an empty list) or switched off', () => {
    arm([]);
    arm({ page_load: 'no', click: '', click_times: 1 });
    document.body.click();
    vi.advanceTimersByTime(60_000);
    expect(show).not.toHaveBeenCalled();
  });
});
