import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $, boot, touch } from './helpers.ts';
import { counterWidget } from './content-markup.ts';
import { installFakeObserver, intersect, observersOf, reduceMotion } from './fake-observer.ts';

beforeEach(() => installFakeObserver());
afterEach(() => {
  (window as unknown as { wisp?: { destroy(): void } }).wisp?.destroy();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const number = () => $('.elementor-counter-number');

/** Boots the counter, mounts it, and records every text the number shows from then on. */
async function mountCounter(html: string) {
  const api = await boot(html);
  await touch(api, $('[data-widget_type="counter.default"]'));
  const shown: string[] = [];
  new MutationObserver(() => shown.push(number().textContent ?? '')).observe(number(), { childList: true, characterData: true, subtree: true });
  return { api, shown };
}

describe('counter', () => {
  it('waits until the number itself is seen (threshold 0, no margin) before counting', async () => {
    const { api } = await mountCounter(counterWidget('c0a7e01', { duration: '60' }));
    expect(api.report().find((row) => row.module === 'counter')?.status).toBe('mounted');
    expect(observersOf(number())).toEqual([{ threshold: 0 }]);
    await new Promise((done) => setTimeout(done, 100));
    expect(number().textContent).toBe('0');
  });

  it('counts up with the thousands delimiter and ends on the exact number', async () => {
    const { shown } = await mountCounter(counterWidget('c0a7e01', { to: '1250', duration: '120' }));
    intersect(number());
    await vi.waitFor(() => expect(number().textContent).toBe('1,250'));
    const values = shown.map((text) => Number(text.replace(/,/g, '')));
    expect(values.every((value, index) => index === 0 || value >= (values[index - 1] ?? 0))).toBe(true);
    expect(shown.filter((text) => /^\d{1,3}(,\d{3})*$/.test(text))).toEqual(shown);
    expect(shown.length).toBeGreaterThan(1);
    expect(observersOf(number())).toEqual([]);
  });

  it('writes every running counter in one animation frame, so a page of counters lays out once per frame', async () => {
    // Root cause: each counter asked for its own animation frame, so ten visible counters ran ten callbacks per
    // frame, each writing text; on a 10,000-widget page those frames were wisp's longest tasks.
    const api = await boot(counterWidget('c0a7e01', { to: '500', duration: '200' }) + counterWidget('c0a7e02', { to: '900', duration: '200' }));
    for (const root of document.querySelectorAll('[data-widget_type="counter.default"]')) await touch(api, root);
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    const [first, second] = document.querySelectorAll<HTMLElement>('.elementor-counter-number');
    intersect(first as HTMLElement);
    intersect(second as HTMLElement);
    expect(frames).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect([first?.textContent, second?.textContent]).toEqual(['500', '900']));
  });

  it('keeps the decimals the target is written with', async () => {
    const { shown } = await mountCounter(counterWidget('c0a7e01', { to: '1.50', duration: '80', delimiter: null }));
    intersect(number());
    await vi.waitFor(() => expect(number().textContent).toBe('1.50'));
    expect(shown.every((text) => /^\d\.\d\d$/.test(text))).toBe(true);
  });

  it('uses the delimiter character it is given, and none without data-delimiter', async () => {
    const second = counterWidget('c0a7e02', { to: '12500', duration: '40', delimiter: null }).replace('elementor-counter-number"', 'elementor-counter-number second"');
    const { api } = await mountCounter(counterWidget('c0a7e01', { to: '12500', duration: '40', delimiter: ' ' }) + second);
    await touch(api, $('[data-id="c0a7e02"]'));
    intersect(number());
    intersect($('.second'));
    await vi.waitFor(() => expect([number().textContent, $('.second').textContent]).toEqual(['12 500', '12500']));
  });

  it('starts from data-from-value when it is not 0', async () => {
    const { shown } = await mountCounter(counterWidget('c0a7e01', { from: '40', to: '120', duration: '80', delimiter: null }));
    intersect(number());
    await vi.waitFor(() => expect(number().textContent).toBe('120'));
    expect(Math.min(...shown.map(Number))).toBeGreaterThanOrEqual(40);
  });

  it('starts from the printed number when data-from-value is 0, as the original does', async () => {
    const { shown } = await mountCounter(counterWidget('c0a7e01', { from: '0', text: '25', to: '50', duration: '80' }));
    intersect(number());
    await vi.waitFor(() => expect(number().textContent).toBe('50'));
    expect(shown[0]).toBe('25');
    expect(Math.min(...shown.map(Number))).toBe(25);
  });

  it('shows the final value at once when the visitor prefers reduced motion', async () => {
    reduceMotion();
    await mountCounter(counterWidget('c0a7e01', { to: '1250' }));
    expect(number().textContent).toBe('1,250');
  });

  it('never counts once torn down before the number was seen', async () => {
    const { api } = await mountCounter(counterWidget('c0a7e01', { duration: '40' }));
    api.destroy($('[data-id="c0a7e01"]'));
    intersect(number());
    await new Promise((done) => setTimeout(done, 80));
    expect(number().textContent).toBe('0');
  });

  it('leaves markup byte-identical with one warning when data-to-value is not a number', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = await boot(counterWidget('c0a7e01', { to: 'lots' }));
    const root = $('[data-id="c0a7e01"]');
    const before = root.outerHTML;
    await touch(api, root);
    intersect(number());
    expect(root.outerHTML).toBe(before);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[wisp\] counter: data-to-value "lots" is not a number/);
  });

  it('leaves markup byte-identical with one warning when the number is missing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = await boot(counterWidget().replace(/<span class="elementor-counter-number"[^>]*>0<\/span>/, ''));
    const root = $('[data-id="c0a7e01"]');
    const before = root.outerHTML;
    await touch(api, root);
    expect(root.outerHTML).toBe(before);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[wisp\] counter: no \.elementor-counter-number/);
  });

  it('shows a target written with more than 100 decimals at 100, with one warning and no error', async () => {
    // toFixed() throws a RangeError beyond 100 digits, and the count passed the target's own decimals to it: the mount
    // threw and was logged as an error, where bad markup should give a warning and a default.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    reduceMotion();
    await mountCounter(counterWidget('c0a7e01', { to: `1.${'5'.repeat(150)}`, delimiter: null }));
    intersect(number());
    expect(number().textContent).toMatch(/^1\.5\d{99}$/);
    expect(error).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toBe('[wisp] counter: data-to-value has more than 100 decimals; showing 100');
    expect($('[data-id="c0a7e01"]').hasAttribute('data-wisp-ready')).toBe(true);
  });
});
