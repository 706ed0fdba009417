import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterGesture, trackGestureWork, whenNextIdle } from '../../src/core/next-idle.ts';

// happy-dom has no requestIdleCallback: "next idle" is the next task there.
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const click = () => document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));

describe('work that waits for the gesture under way to end', () => {
  it('runs after the gesture\'s click, in a task of its own, and once', () => {
    const fire = vi.fn();
    afterGesture(fire);
    // The idle moment between a tap's touchend and its click: nothing runs there.
    vi.advanceTimersByTime(100);
    expect(fire).not.toHaveBeenCalled();
    click();
    expect(fire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fire).toHaveBeenCalledTimes(1);
    // Neither a later click nor the gesture's time limit runs it again.
    click();
    vi.advanceTimersByTime(1000);
    expect(fire).toHaveBeenCalledTimes(1);
  });

  it('runs 0.4 s after the input when no click ends it (a scroll, a mouse passing over), and not again on a later click', () => {
    const fire = vi.fn();
    afterGesture(fire);
    vi.advanceTimersByTime(399);
    expect(fire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2);
    expect(fire).toHaveBeenCalledTimes(1);
    click();
    vi.advanceTimersByTime(10);
    expect(fire).toHaveBeenCalledTimes(1);
  });
});

describe('work an input has scheduled counts as pending for wisp.idle()', () => {
  // The loader's tracker, as `wisp.idle()` sees it: a promise is pending until it settles.
  const tracked: Array<{ settled: boolean }> = [];
  beforeEach(() => {
    tracked.length = 0;
    trackGestureWork((work) => {
      const entry = { settled: false };
      tracked.push(entry);
      void work.then(() => (entry.settled = true));
    });
  });
  afterEach(() => trackGestureWork(() => undefined));
  const pendingCount = () => tracked.filter((entry) => !entry.settled).length;

  it('from a pointer with no click until a task after the work has run', async () => {
    const fire = vi.fn();
    afterGesture(fire);
    await vi.advanceTimersByTimeAsync(0);
    expect(pendingCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(399);
    expect(fire).not.toHaveBeenCalled();
    expect(pendingCount()).toBeGreaterThan(0);
    // The gesture's time limit passes; the idle moment comes a task later, then the work, then a task for what it started.
    await vi.advanceTimersByTimeAsync(2);
    expect(fire).toHaveBeenCalledTimes(1);
    expect(pendingCount()).toBeGreaterThan(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(pendingCount()).toBe(0);
  });

  it('settles when the work throws, so wisp.idle() does not wait for it forever', async () => {
    whenNextIdle(() => {
      throw new Error('work failed');
    });
    // happy-dom's "idle moment" is a timer: the work's error is the timer's, as a browser reports an idle callback's.
    await vi.advanceTimersByTimeAsync(1).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(1);
    expect(pendingCount()).toBe(0);
  });

  it('from a click until a task after the work has run', async () => {
    const fire = vi.fn();
    whenNextIdle(fire);
    expect(pendingCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fire).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(pendingCount()).toBe(0);
  });
});
