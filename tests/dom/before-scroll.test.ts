import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beforeFirstScroll } from '../../src/core/before-scroll.ts';

let controller: AbortController;
const element = () => document.createElement('div');

function setScrollY(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

beforeEach(() => {
  controller = new AbortController();
  setScrollY(0);
});
afterEach(() => controller.abort());

describe('the before-the-first-scroll trigger (sticky elements)', () => {
  it('fires once on the first scroll, and not again on the scrolls after it', async () => {
    const fire = vi.fn();
    beforeFirstScroll(() => 'scroll')(fire, controller.signal, element());
    await Promise.resolve();
    expect(fire).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    expect(fire).toHaveBeenCalledTimes(1);
  });

  it('fires on the first key press anywhere, before the page has moved', () => {
    const fire = vi.fn();
    beforeFirstScroll(() => 'scroll')(fire, controller.signal, element());
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'PageDown' }));
    expect(fire).toHaveBeenCalledTimes(1);
  });

  it('fires at once on a page already scrolled, or for an element that acts at load', async () => {
    const scrolled = vi.fn();
    setScrollY(300);
    beforeFirstScroll(() => 'scroll')(scrolled, controller.signal, element());
    setScrollY(0);
    const needed = vi.fn();
    const target = element();
    beforeFirstScroll((candidate) => (candidate === target ? 'load' : 'scroll'))(needed, controller.signal, target);
    await Promise.resolve();
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(needed).toHaveBeenCalledTimes(1);
  });

  it('fires an element with nothing to do on this device after the first input, in a task of its own, not in the input\'s', async () => {
    // A header sticky on desktop only, on a phone: its chunks were requested inside the first touch's own task.
    const fire = vi.fn();
    beforeFirstScroll(() => 'later')(fire, controller.signal, element());
    await new Promise((done) => setTimeout(done, 20));
    expect(fire).not.toHaveBeenCalled();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(fire).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(fire).toHaveBeenCalledTimes(1));
    window.dispatchEvent(new Event('scroll'));
    await new Promise((done) => setTimeout(done, 20));
    expect(fire).toHaveBeenCalledTimes(1);
  });

  it('never fires once its signal has aborted (the element was torn down)', () => {
    const fire = vi.fn();
    beforeFirstScroll(() => 'scroll')(fire, controller.signal, element());
    controller.abort();
    window.dispatchEvent(new Event('wheel'));
    expect(fire).not.toHaveBeenCalled();
  });
});
