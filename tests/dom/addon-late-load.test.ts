// Load listeners an add-on handler adds after the load event (late-load.ts): called once, in a later task.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import jquery from 'jquery';
import { runWithLateLoad } from '../../src/behaviours/addon-compat/late-load.ts';

const nextTask = () => new Promise((done) => setTimeout(done, 0));

beforeEach(() => {
  (window as unknown as { jQuery: unknown }).jQuery = jquery;
});

afterEach(() => {
  jquery(window).off('load');
  delete (window as unknown as { jQuery?: unknown }).jQuery;
  vi.restoreAllMocks();
});

describe('a handler run after the load event', () => {
  it('has the jQuery load listeners it added on window called once, in a later task; older ones are not', async () => {
    const calls: string[] = [];
    jquery(window).on('load', () => calls.push('before'));
    const warn = vi.fn();
    runWithLateLoad(() => {
      jquery(window).on('load', function (this: Window, event: { type: string; target: unknown }) {
        calls.push(`added:${event.type}:${this === window}:${event.target === window}`);
      });
      (jquery(window) as unknown as { one(type: string, listener: () => void): void }).one('load', () => calls.push('once'));
    }, warn);
    expect(calls).toEqual([]);
    await nextTask();
    expect(calls).toEqual(['added:load:true:true', 'once']);
    // `.one()` took itself off, as after a real load event.
    expect((jquery as unknown as { _data(target: unknown, key: string): { load?: unknown[] } })._data(window, 'events').load).toHaveLength(2);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns, once per throw, and carries on with the next listener', async () => {
    const calls: string[] = [];
    const warn = vi.fn();
    runWithLateLoad(() => {
      jquery(window).on('load', () => {
        throw new Error('boom');
      });
      jquery(window).on('load', () => calls.push('next'));
    }, warn);
    await nextTask();
    expect(calls).toEqual(['next']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[1])).toContain('boom');
  });

  it('leaves them to the load event while the page is still loading', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const calls: string[] = [];
    runWithLateLoad(() => jquery(window).on('load', () => calls.push('added')), vi.fn());
    await nextTask();
    expect(calls).toEqual([]);
  });
});
