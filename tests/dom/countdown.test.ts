import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import jquery from 'jquery';
import { $ } from './helpers.ts';
import { fixture, fixtureWidget, mountWidget } from './pro-fixture.ts';
import { toSafeRedirect } from '../../src/widgets/countdown/actions.ts';

const DUE_MS = 4102444800 * 1000;

beforeEach(() => localStorage.clear());
afterEach(() => {
  (window as unknown as { wisp?: { destroy(): void } }).wisp?.destroy();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The time shown, in whole seconds. */
const shownSeconds = (id: string) => digits(id).map(Number).reduce((sum, value, index) => sum + value * [86_400, 3600, 60, 1][index]!, 0);
const digits = (id: string) => ['days', 'hours', 'minutes', 'seconds'].map((part) => $(`[data-id="${id}"] .elementor-countdown-${part}`).textContent);

const mount = mountWidget;

describe('countdown', () => {
  it('shows the days, hours, minutes and seconds left until data-date, two digits each', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(DUE_MS - (86_400_000 + 2 * 3_600_000 + 3 * 60_000 + 4_500));
    await mount(fixtureWidget('countdown/basic.html', 'c0d0e01'), 'c0d0e01');
    // Booting takes a moment of (faked but moving) time: the shown value is within a few seconds of 1 d 02:03:04.
    expect(digits('c0d0e01').every((text) => /^\d{2}$/.test(text))).toBe(true);
    expect(86_400 + 2 * 3600 + 3 * 60 + 4 - shownSeconds('c0d0e01')).toBeGreaterThanOrEqual(0);
    expect(86_400 + 2 * 3600 + 3 * 60 + 4 - shownSeconds('c0d0e01')).toBeLessThan(4);
  });

  it('ticks every second', async () => {
    await mount(fixtureWidget('countdown/basic.html', 'c0d0e01'), 'c0d0e01');
    const first = digits('c0d0e01').join(':');
    await vi.waitFor(() => expect(digits('c0d0e01').join(':')).not.toBe(first), { timeout: 2500 });
  });

  it('stores the evergreen deadline as the original does: raw keys {id}-evergreen_due_date (ms) and {id}-evergreen_interval', async () => {
    const before = Date.now();
    await mount(fixtureWidget('countdown/basic.html', 'c0d0e02'), 'c0d0e02');
    const stored = Number(localStorage.getItem('c0d0e02-evergreen_due_date'));
    expect(stored - 9000 * 1000).toBeGreaterThanOrEqual(before);
    expect(stored - 9000 * 1000).toBeLessThanOrEqual(Date.now());
    expect(localStorage.getItem('c0d0e02-evergreen_interval')).toBe('9000');
    expect(9000 - shownSeconds('c0d0e02')).toBeLessThan(4);
  });

  it('keeps a stored evergreen deadline with the same interval, and starts anew when the interval changed or the date is junk', async () => {
    const storedDue = String(Date.now() + 60_000);
    localStorage.setItem('c0d0e02-evergreen_due_date', storedDue);
    localStorage.setItem('c0d0e02-evergreen_interval', '9000');
    await mount(fixtureWidget('countdown/basic.html', 'c0d0e02'), 'c0d0e02');
    expect(localStorage.getItem('c0d0e02-evergreen_due_date')).toBe(storedDue);
    expect(60 - shownSeconds('c0d0e02')).toBeLessThan(4);
    localStorage.setItem('c0d0e02-evergreen_interval', '60');
    await mount(fixtureWidget('countdown/basic.html', 'c0d0e02'), 'c0d0e02');
    expect(localStorage.getItem('c0d0e02-evergreen_interval')).toBe('9000');
    expect(9000 - shownSeconds('c0d0e02')).toBeLessThan(4);
    localStorage.setItem('c0d0e02-evergreen_due_date', 'tomorrow');
    await mount(fixtureWidget('countdown/basic.html', 'c0d0e02'), 'c0d0e02');
    expect(Number(localStorage.getItem('c0d0e02-evergreen_due_date')) - Date.now()).toBeGreaterThan(8990 * 1000);
  });

  it('shows the expire message of a countdown that is already due, with all parts at 00, and emits wisp:countdown-expire', async () => {
    const expired = vi.fn();
    document.addEventListener('wisp:countdown-expire', expired);
    await mount(fixtureWidget('countdown/basic.html', 'c0d0e03'), 'c0d0e03');
    document.removeEventListener('wisp:countdown-expire', expired);
    expect(digits('c0d0e03')).toEqual(['00', '00', '00', '00']);
    expect($('[data-id="c0d0e03"] .elementor-countdown-expire--message').style.display).toBe('block');
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('triggers the original\'s jQuery countdown_expire on the widget, its handlers given the widget, when jQuery is on the page', async () => {
    const scope = window as unknown as Record<string, unknown>;
    scope['jQuery'] = jquery;
    const heard: unknown[][] = [];
    jquery(document).on('countdown_expire', (event: { target: unknown }, widget: unknown) => heard.push([event.target, widget]));
    try {
      await mount(fixtureWidget('countdown/basic.html', 'c0d0e03'), 'c0d0e03');
    } finally {
      jquery(document).off('countdown_expire');
      delete scope['jQuery'];
    }
    const root = $('[data-id="c0d0e03"]');
    expect(heard).toEqual([[root, root]]);
  });

  it('hides the timer on expiry when the action is hide', async () => {
    await mount(fixtureWidget('countdown/variations.html', 'c0d0e10'), 'c0d0e10');
    expect($('[data-id="c0d0e10"] .elementor-countdown-wrapper').style.display).toBe('none');
  });

  it('refuses a javascript: redirect and an unknown action with a warning each, and still runs the hide action', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mount(fixtureWidget('countdown/bad-settings.html', 'c0d0e30'), 'c0d0e30');
    expect($('[data-id="c0d0e30"] .elementor-countdown-wrapper').style.display).toBe('none');
    const messages = warn.mock.calls.map((call) => String(call[0]));
    expect(messages.some((message) => message.includes('javascript:alert(1)') && message.includes('not followed'))).toBe(true);
    expect(messages.some((message) => message.includes('unknown expire action "explode"'))).toBe(true);
  });

  it('follows only http(s) URLs and same-origin relative ones', () => {
    expect(toSafeRedirect('https://example.com/offer')).toBe('https://example.com/offer');
    expect(toSafeRedirect('/thanks?x=1')).toBe(`${location.origin}/thanks?x=1`);
    expect(toSafeRedirect('javascript:alert(1)')).toBeNull();
    expect(toSafeRedirect(' JavaScript:alert(1)')).toBeNull();
    expect(toSafeRedirect('data:text/html,hi')).toBeNull();
    expect(toSafeRedirect('//evil.example/')).toBeNull();
    expect(toSafeRedirect('')).toBeNull();
  });

  it.each([
    ['c0d0e31', 'bad-settings.html', /data-date "soon" is not Unix seconds/],
    ['c0d0e40', 'missing-markup.html', /no \.elementor-countdown-wrapper/],
  ])('leaves %s byte-identical with one warning', async (id, page, message) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = fixture(`countdown/${page}`);
    document.body.innerHTML = html;
    const before = $(`[data-id="${id}"]`).outerHTML;
    const { root } = await mountWidget(html, id);
    expect(root.outerHTML).toBe(before);
    const mine = warn.mock.calls.map((call) => String(call[0])).filter((text) => message.test(text));
    expect(mine).toHaveLength(1);
  });
});
