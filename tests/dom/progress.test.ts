import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $, boot, touch } from './helpers.ts';
import { progressWidget } from './content-markup.ts';
import { installFakeObserver, intersect, observersOf, reduceMotion } from './fake-observer.ts';

beforeEach(() => installFakeObserver());
afterEach(() => {
  (window as unknown as { wisp?: { destroy(): void } }).wisp?.destroy();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const bar = () => $('.elementor-progress-bar');

describe('progress', () => {
  it('grows the bar to data-max only once the bar is seen (threshold 0, no margin)', async () => {
    const api = await boot(progressWidget('b0a7e01', '80'));
    await touch(api, $('[data-id="b0a7e01"]'));
    expect(observersOf(bar())).toEqual([{ threshold: 0 }]);
    expect(bar().style.width).toBe('');
    intersect(bar(), false);
    expect(bar().style.width).toBe('');
    intersect(bar());
    expect(bar().style.width).toBe('80%');
    expect(bar().style.transition).toBe('');
    expect($('.elementor-progress-percentage').textContent).toBe('80%');
  });

  it('draws the bar without the transition when the visitor prefers reduced motion', async () => {
    reduceMotion();
    const api = await boot(progressWidget('b0a7e01', '65'));
    await touch(api, $('[data-id="b0a7e01"]'));
    intersect(bar());
    expect(bar().style.width).toBe('65%');
    expect(bar().style.transition).toBe('none');
  });

  it('never fills once torn down before it was seen', async () => {
    const api = await boot(progressWidget());
    await touch(api, $('[data-id="b0a7e01"]'));
    api.destroy($('[data-id="b0a7e01"]'));
    intersect(bar());
    expect(bar().style.width).toBe('');
  });

  it('leaves markup byte-identical with one warning when data-max is not a number', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = await boot(progressWidget('b0a7e01', 'high'));
    const root = $('[data-id="b0a7e01"]');
    const before = root.outerHTML;
    await touch(api, root);
    intersect(bar());
    expect(root.outerHTML).toBe(before);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[wisp\] progress: data-max "high" is not a number/);
  });

  it('leaves markup byte-identical with one warning when the bar is missing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = await boot('<div class="elementor-element elementor-widget elementor-widget-progress" data-id="b0a7e05" data-element_type="widget" data-widget_type="progress.default"><span class="elementor-title">Training</span></div>');
    const root = $('[data-id="b0a7e05"]');
    const before = root.outerHTML;
    await touch(api, root);
    expect(root.outerHTML).toBe(before);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
