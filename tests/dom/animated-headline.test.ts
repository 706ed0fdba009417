import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $, $$ } from './helpers.ts';
import { fixture, fixtureWidget, mountWidget } from './pro-fixture.ts';
import { installFakeObserver, intersect, reduceMotion } from './fake-observer.ts';

beforeEach(() => installFakeObserver());
afterEach(() => {
  (window as unknown as { wisp?: { destroy(): void } }).wisp?.destroy();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const activeText = (id: string) => $(`[data-id="${id}"] .elementor-headline-text-active`).textContent?.replace(/\u00a0/g, ' ');

/** Mounts, then fakes the timers the rotation uses (the loader needs real ones to boot). */
async function mount(html: string, id: string) {
  const mounted = await mountWidget(html, id);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  return mounted;
}

describe('animated headline', () => {
  it('splits letter animations into letters, the active text\'s letters shown, and waits until the headline is seen', async () => {
    const { root } = await mount(fixtureWidget('animated-headline/basic.html', 'a0e1d01'), 'a0e1d01');
    expect($$('.elementor-headline-dynamic-letter', root)).toHaveLength(0);
    intersect(root);
    const words = $$('.elementor-headline-dynamic-text', root);
    expect(words.map((word) => word.querySelectorAll('.elementor-headline-dynamic-letter').length)).toEqual([7, 7, 14]);
    expect($$('.elementor-headline-animation-in', words[0])).toHaveLength(7);
    expect($$('.elementor-headline-animation-in', words[1])).toHaveLength(0);
    vi.advanceTimersByTime(1499);
    expect(activeText('a0e1d01')).toBe('laptops');
  });

  it('types: selects the text after the delay, clears it, then types the next text letter by letter', async () => {
    const { root } = await mount(fixtureWidget('animated-headline/basic.html', 'a0e1d01'), 'a0e1d01');
    intersect(root);
    const wrapper = $('.elementor-headline-dynamic-wrapper', root);
    vi.advanceTimersByTime(1500);
    expect(wrapper.classList.contains('elementor-headline-typing-selected')).toBe(true);
    vi.advanceTimersByTime(500);
    expect(wrapper.classList.contains('elementor-headline-typing-selected')).toBe(false);
    expect($$('.elementor-headline-dynamic-text', root)[0]?.classList.contains('elementor-headline-text-inactive')).toBe(true);
    vi.advanceTimersByTime(800);
    expect(activeText('a0e1d01')).toBe('servers');
    const next = $$('.elementor-headline-dynamic-text', root)[1];
    expect($$('.elementor-headline-animation-in', next)).toHaveLength(1);
    vi.advanceTimersByTime(150 * 6);
    expect($$('.elementor-headline-animation-in', next)).toHaveLength(7);
  });

  it('rotates a text animation (flip) every rotate_iteration_delay and loops back to the first text', async () => {
    const { root } = await mount(fixtureWidget('animated-headline/variations.html', 'a0e1d10'), 'a0e1d10');
    intersect(root);
    const seen = [activeText('a0e1d10')];
    for (let step = 0; step < 3; step += 1) {
      vi.advanceTimersByTime(1000);
      seen.push(activeText('a0e1d10'));
    }
    expect(seen).toEqual(['laptops', 'servers', 'cloud accounts', 'laptops']);
    expect($$('.elementor-headline-text-active', root)).toHaveLength(1);
  });

  it('stops on the last text when loop is off', async () => {
    const html = fixtureWidget('animated-headline/variations.html', 'a0e1d15').replace('&quot;loop&quot;:&quot;yes&quot;', '&quot;loop&quot;:&quot;&quot;');
    const { root } = await mount(html, 'a0e1d15');
    intersect(root);
    vi.advanceTimersByTime(10_000);
    expect(activeText('a0e1d15')).toBe('cloud accounts');
  });

  it('draws the highlight with e-animated, hides it after duration + delay, and draws it again', async () => {
    const { root } = await mount(fixtureWidget('animated-headline/basic.html', 'a0e1d02'), 'a0e1d02');
    const headline = $('.elementor-headline', root);
    expect(headline.classList.contains('e-animated')).toBe(false);
    intersect(root);
    expect(headline.classList.contains('e-animated')).toBe(true);
    vi.advanceTimersByTime(3200);
    expect([headline.classList.contains('e-animated'), headline.classList.contains('e-hide-highlight')]).toEqual([false, true]);
    vi.advanceTimersByTime(500);
    expect([headline.classList.contains('e-animated'), headline.classList.contains('e-hide-highlight')]).toEqual([true, false]);
    expect($('svg', root).getAttribute('aria-hidden')).toBe('true');
  });

  it('keeps the headline readable: the animated part is aria-hidden and a visually hidden copy of the first text stands in', async () => {
    const { root } = await mount(fixtureWidget('animated-headline/basic.html', 'a0e1d01'), 'a0e1d01');
    expect($('.elementor-headline-dynamic-wrapper', root).getAttribute('aria-hidden')).toBe('true');
    expect($('.elementor-screen-only', root).textContent).toBe('laptops');
    expect($('.elementor-screen-only', root).nextElementSibling?.classList.contains('elementor-headline-dynamic-wrapper')).toBe(true);
  });

  it('shows the first text and never rotates when the visitor prefers reduced motion', async () => {
    reduceMotion();
    const { root } = await mount(fixtureWidget('animated-headline/variations.html', 'a0e1d10'), 'a0e1d10');
    intersect(root);
    vi.advanceTimersByTime(10_000);
    expect(activeText('a0e1d10')).toBe('laptops');
  });

  it('falls back to typing and 2500 ms with one warning per bad setting', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { root } = await mount(fixtureWidget('animated-headline/bad-settings.html', 'a0e1d20'), 'a0e1d20');
    intersect(root);
    const messages = warn.mock.calls.map((call) => String(call[0]));
    expect(messages.filter((text) => text.includes('"animation_type"'))).toHaveLength(1);
    expect(messages.filter((text) => text.includes('"rotate_iteration_delay"'))).toHaveLength(1);
    vi.advanceTimersByTime(2499);
    expect($('.elementor-headline-dynamic-wrapper', root).classList.contains('elementor-headline-typing-selected')).toBe(false);
    vi.advanceTimersByTime(1);
    expect($('.elementor-headline-dynamic-wrapper', root).classList.contains('elementor-headline-typing-selected')).toBe(true);
  });

  it.each(['a0e1d30', 'a0e1d31'])('leaves %s byte-identical with one warning when its markup is missing', async (id) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = fixture('animated-headline/missing-markup.html');
    document.body.innerHTML = html;
    const before = $(`[data-id="${id}"]`).outerHTML;
    const { root } = await mountWidget(html, id);
    intersect(root);
    expect(root.outerHTML).toBe(before);
    expect(warn.mock.calls.filter((call) => String(call[0]).includes(`animated-headline`))).toHaveLength(1);
  });
});
