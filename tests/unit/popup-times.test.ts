import { describe, expect, it, vi } from 'vitest';
import { times } from '../../src/behaviours/popups/conditions/times.ts';
import type { TimingEnv } from '../../src/behaviours/popups/conditions/types.ts';
import { PERIODS } from '../../src/behaviours/popups/impressions.ts';
import { rawSession, store, stored, useFakeStorage } from './popup-fake-storage.ts';

useFakeStorage();

const NOW = 1_750_000_000_000;
const env = (now = NOW): TimingEnv => ({
  id: '77', now, elapsedMs: 0, referrer: '', host: 'example.org', userAgent: '', device: 'desktop', roles: [], warn: vi.fn(),
});

describe('the times condition without a period', () => {
  it('passes while the stored showings are below the limit, counting none stored as zero', () => {
    expect(times({ times_times: 1 }, env())).toBe(true);
    store({ popup_77_times: 2 });
    expect(times({ times_times: '3' }, env())).toBe(true);
    store({ popup_77_times: 3 });
    expect(times({ times_times: 3 }, env())).toBe(false);
    store({ popup_77_times: 2 });
    expect(times({}, env())).toBe(true);
  });

  it('does not count at check time', () => {
    times({ times_times: 3 }, env());
    expect(stored()['popup_77_times']).toBeUndefined();
  });
});

describe.each(Object.entries(PERIODS))('the times condition per %s', (period, seconds) => {
  it(`counts on open at check time, with an expiry ${seconds} s after the first impression`, () => {
    const timing = { times_times: 2, times_period: period };
    expect(times(timing, env())).toBe(true);
    expect(stored()).toEqual({ 'popup-77-impressions-count': 1, __expiration: { 'popup-77-impressions-count': NOW + seconds * 1000 } });
    expect(times(timing, env(NOW + 1000))).toBe(true);
    // The window is fixed from the first impression: the expiry did not move.
    expect(stored()).toEqual({ 'popup-77-impressions-count': 2, __expiration: { 'popup-77-impressions-count': NOW + seconds * 1000 } });
    expect(times(timing, env(NOW + 2000))).toBe(false);
  });

  it('starts again once the period has passed, and not a millisecond before', () => {
    const timing = { times_times: 1, times_period: period };
    times(timing, env());
    expect(times(timing, env(NOW + seconds * 1000))).toBe(false);
    expect(times(timing, env(NOW + seconds * 1000 + 1))).toBe(true);
  });

  it('only compares when counting on close', () => {
    const timing = { times_times: 1, times_period: period, times_count: 'close' };
    expect(times(timing, env())).toBe(true);
    expect(stored()['popup-77-impressions-count']).toBeUndefined();
    store({ 'popup-77-impressions-count': 1 });
    expect(times(timing, env())).toBe(false);
  });
});

describe('the times condition per session', () => {
  it('counts in a raw session-storage key outside the elementor object', () => {
    const timing = { times_times: 2, times_period: 'session' };
    expect(times(timing, env())).toBe(true);
    expect(times(timing, env())).toBe(true);
    expect(rawSession().getItem('popup-77-impressions-count')).toBe('2');
    expect(times(timing, env())).toBe(false);
    expect(stored()).toEqual({});
    expect(rawSession().getItem('elementor')).toBeNull();
  });
});
