import { afterEach, describe, expect, it, vi } from 'vitest';
import { $ } from './helpers.ts';
import { fixture, mountWidget } from './pro-fixture.ts';

afterEach(() => {
  (window as unknown as { wisp?: { destroy(): void } }).wisp?.destroy();
  vi.restoreAllMocks();
});

/** happy-dom has no layout: the page is given a scrollable height and a scroll position by hand. */
function scrollPage(y: number, height = 3000): void {
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: height });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

const frame = () => new Promise((done) => requestAnimationFrame(() => done(null)));

describe('progress tracker', () => {
  it('fills the bar to the share of the page scrolled and prints the rounded percentage', async () => {
    const { root } = await mountWidget(fixture('progress-tracker/basic.html'), '9r0e001');
    scrollPage((3000 - innerHeight) * 0.456);
    await frame();
    await frame();
    expect($('.current-progress', root).style.width).toMatch(/^45\.6\d*%$/);
    expect($('.current-progress-percentage', root).textContent).toBe('46%');
  });

  it('hides the bar below 1%', async () => {
    const { root } = await mountWidget(fixture('progress-tracker/basic.html'), '9r0e001');
    scrollPage(0);
    await frame();
    await frame();
    expect($('.current-progress', root).style.visibility).toBe('hidden');
  });

  it('warns once for an invalid selector and an unknown type, and tracks the whole page as a bar', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { root } = await mountWidget(fixture('progress-tracker/bad-settings.html'), '9r0e020');
    scrollPage((3000 - innerHeight) / 2);
    await frame();
    await frame();
    expect($('.current-progress', root).style.width).toBe('50%');
    const messages = warn.mock.calls.map((call) => String(call[0]));
    expect(messages.filter((text) => text.includes('selector "#["'))).toHaveLength(1);
    expect(messages.filter((text) => text.includes('"type"'))).toHaveLength(1);
  });

  it.each(['9r0e030', '9r0e031'])('leaves %s byte-identical with one warning when its markup does not fit', async (id) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = fixture('progress-tracker/missing-markup.html');
    document.body.innerHTML = html;
    const before = $(`[data-id="${id}"]`).innerHTML;
    const { root } = await mountWidget(html, id);
    expect(root.innerHTML).toBe(before);
    expect(warn.mock.calls.filter((call) => String(call[0]).includes('.current-progress'))).toHaveLength(1);
  });
});
