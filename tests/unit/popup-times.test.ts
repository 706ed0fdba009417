import { describe, expect, it, vi } from 'vitest';
import { times } from '../../src/behaviours/popups/conditions/times.ts';
import type { TimingEnv } from '../../src/behaviours/popups/conditions/types.ts';
import { PERIODS } from '../../src/behaviours/popups/impressions.ts';
import { bumpPeriodCount } from '../../src/behaviours/popups/impressions-count.ts';
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

// The page builder's period lengths in seconds (elementor-pro.md 2.7), written out so a change to PERIODS fails here.
const SPEC_PERIODS = [['day', 86400], ['week', 604800], ['month', 2628288]] as const;

describe('the period lengths', () => {
  it('are a day of 86400 s, a week of 604800 s and the page builder\'s month of 2628288 s', () => {
    expect(Object.entries(PERIODS)).toEqual(SPEC_PERIODS);
  });
});

describe.each(SPEC_PERIODS)('the times condition per %s', (period, seconds) => {
  it(`counts a showing with an expiry ${seconds} s after the first impression, fixed from then on`, () => {
    const timing = { times_times: 2, times_period: period };
    expect(times(timing, env())).toBe(true);
    bumpPeriodCount('77', period, NOW);
    expect(stored()).toEqual({ 'popup-77-impressions-count': 1, __expiration: { 'popup-77-impressions-count': NOW + seconds * 1000 } });
    expect(times(timing, env(NOW + 1000))).toBe(true);
    bumpPeriodCount('77', period, NOW + 1000);
    // The window is fixed from the first impression: the expiry did not move.
    expect(stored()).toEqual({ 'popup-77-impressions-count': 2, __expiration: { 'popup-77-impressions-count': NOW + seconds * 1000 } });
    expect(times(timing, env(NOW + 2000))).toBe(false);
  });

  it('starts again once the period has passed, and not a millisecond before', () => {
    const timing = { times_times: 1, times_period: period };
    bumpPeriodCount('77', period, NOW);
    expect(times(timing, env(NOW + seconds * 1000))).toBe(false);
    expect(times(timing, env(NOW + seconds * 1000 + 1))).toBe(true);
  });

  it('only compares, counting on open or on close, so a page view where the popup stays hidden uses up nothing', () => {
    for (const timing of [{ times_times: 1, times_period: period }, { times_times: 1, times_period: period, times_count: 'close' }]) {
      expect(times(timing, env())).toBe(true);
      expect(times(timing, env())).toBe(true);
      expect(stored()['popup-77-impressions-count']).toBeUndefined();
    }
    store({ 'popup-77-impressions-count': 1 });
    expect(times({ times_times: 1, times_period: period }, env())).toBe(false);
  });
});

describe('the times condition per session', () => {
  it('counts in a raw session-storage key outside the elementor object', () => {
    const timing = { times_times: 2, times_period: 'session' };
    expect(times(timing, env())).toBe(true);
    bumpPeriodCount('77', 'session', NOW);
    expect(times(timing, env())).toBe(true);
    bumpPeriodCount('77', 'session', NOW);
    expect(rawSession().getItem('popup-77-impressions-count')).toBe('2');
    expect(times(timing, env())).toBe(false);
    expect(stored()).toEqual({});
    expect(rawSession().getItem('elementor')).toBeNull();
  });
});
