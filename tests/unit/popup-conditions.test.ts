import { describe, expect, it, vi } from 'vitest';
import { passesTiming, type TimingEnv } from '../../src/behaviours/popups/conditions/timing.ts';
import { pageViews } from '../../src/behaviours/popups/conditions/page-views.ts';
import { sessions } from '../../src/behaviours/popups/conditions/sessions.ts';
import { url } from '../../src/behaviours/popups/conditions/url.ts';
import { sources, SEARCH_ENGINES } from '../../src/behaviours/popups/conditions/sources.ts';
import { loggedIn } from '../../src/behaviours/popups/conditions/logged-in.ts';
import { devices } from '../../src/behaviours/popups/conditions/devices.ts';
import { browsers } from '../../src/behaviours/popups/conditions/browsers.ts';
import { schedule, toLocalTime } from '../../src/behaviours/popups/conditions/schedule.ts';
import { matchCounted, MAX_SUBJECT, toSafePattern } from '../../src/behaviours/popups/conditions/safe-pattern.ts';
import { store, stored, useFakeStorage } from './popup-fake-storage.ts';

useFakeStorage();

const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

function env(overrides: Partial<TimingEnv> = {}): TimingEnv {
  return {
    id: '77', now: NOW, elapsedMs: 0, referrer: '', host: 'www.example.org', userAgent: CHROME, device: 'desktop',
    roles: [], warn: vi.fn(), ...overrides,
  };
}

describe('the page views condition', () => {
  it('stores the current page views as the baseline the first time, and fails then', () => {
    store({ pageViews: 5 });
    expect(pageViews({ page_views_views: 3 }, env())).toBe(false);
    expect(stored()['popup_77_page_views_initialPageViews']).toBe(5);
  });

  it('passes once page views grew by exactly the setting, not one view earlier', () => {
    store({ pageViews: 7, popup_77_page_views_initialPageViews: 5 });
    expect(pageViews({ page_views_views: 3 }, env())).toBe(false);
    store({ pageViews: 8, popup_77_page_views_initialPageViews: 5 });
    expect(pageViews({ page_views_views: 3 }, env())).toBe(true);
  });

  it('waits for three more views by default', () => {
    store({ pageViews: 3, popup_77_page_views_initialPageViews: 1 });
    expect(pageViews({}, env())).toBe(false);
    store({ pageViews: 4, popup_77_page_views_initialPageViews: 1 });
    expect(pageViews({}, env())).toBe(true);
  });
});

describe('the sessions condition', () => {
  it('passes once sessions grew by the setting (two by default) since the stored baseline', () => {
    store({ sessions: 2 });
    expect(sessions({}, env())).toBe(false);
    expect(stored()['popup_77_sessions_initialSessions']).toBe(2);
    store({ sessions: 3, popup_77_sessions_initialSessions: 2 });
    expect(sessions({}, env())).toBe(false);
    store({ sessions: 4, popup_77_sessions_initialSessions: 2 });
    expect(sessions({}, env())).toBe(true);
    store({ sessions: 4, popup_77_sessions_initialSessions: 2 });
    expect(sessions({ sessions_sessions: '3' }, env())).toBe(false);
  });
});

describe('the url condition', () => {
  const referrer = 'https://news.example.com/cyber/offer?x=1';

  it('shows when the referrer contains the text, and hides then in hide mode', () => {
    expect(url({ url_url: 'cyber/offer' }, env({ referrer }))).toBe(true);
    expect(url({ url_url: 'pricing' }, env({ referrer }))).toBe(false);
    expect(url({ url_action: 'hide', url_url: 'cyber/offer' }, env({ referrer }))).toBe(false);
    expect(url({ url_action: 'hide', url_url: 'pricing' }, env({ referrer }))).toBe(true);
  });

  it('tests a regular expression against the referrer', () => {
    expect(url({ url_action: 'regex', url_url: '^https://news\\.example\\.com/' }, env({ referrer }))).toBe(true);
    expect(url({ url_action: 'regex', url_url: '^https://blog\\.' }, env({ referrer }))).toBe(false);
  });

  it('fails with one warning for an invalid or an over-long pattern, or one the linear matcher cannot run', () => {
    for (const pattern of ['([a-z', `${'a'.repeat(201)}`, '(a)\\1', 'a(?=b)', '(?<!x)a', '(a{50}){50}']) {
      const warn = vi.fn();
      expect(url({ url_action: 'regex', url_url: pattern }, env({ referrer: 'a'.repeat(40), warn }))).toBe(false);
      expect(warn).toHaveBeenCalledTimes(1);
    }
    expect(url({ url_action: 'regex', url_url: 'a'.repeat(200) }, env({ referrer: 'a'.repeat(200) }))).toBe(true);
  });

  it('runs nested and chained repeats in bounded work, with the same answers as RegExp', () => {
    // The guard refused shapes like (a+)+$ but accepted chained wildcards: `.*/.*/.*/.*promo` on a 294-character
    // referrer of the attacker's choosing froze the page for seconds, and the 1,000-character cap allowed minutes.
    const hostile = `https://${'a/'.repeat(143)}x`;
    for (const [pattern, subject, expected] of [
      ['.*/.*/.*/.*promo', hostile, false], ['.*/.*/.*/.*promo', `${hostile}promo`.slice(-250), true],
      ['(a+)+$', `${'a'.repeat(290)}!`, false], ['(\\w|x*){2,}!', 'x'.repeat(290), false], ['^(a|aa)+$', 'a'.repeat(280), true],
    ] as const) {
      const compiled = toSafePattern(pattern);
      if (typeof compiled === 'string') throw new Error(`${pattern} refused: ${compiled}`);
      const { matched, steps } = matchCounted(compiled, subject);
      expect(matched, pattern).toBe(expected);
      expect(steps, pattern).toBeLessThanOrEqual(compiled.states.length * (Math.min(subject.length, MAX_SUBJECT) + 1));
    }
    expect(MAX_SUBJECT).toBeLessThanOrEqual(300);
  });

  it('refuses repeats of an empty group, which add no states but would take the compiler as many steps as the count', () => {
    // `(){N}` passed the state limit (an empty group is no state) and the compiler looped N times: 19 characters froze
    // the page for months. Refused now; a real counted repeat of the same size as before is still compiled.
    for (const pattern of ['(){999999999999999}', '((){99999}){99999}', '(|){99999999}', '(?:){5000}x']) {
      expect(toSafePattern(pattern), pattern).toMatch(/repeats too much/);
    }
    const compiled = toSafePattern('(ab){500}');
    if (typeof compiled === 'string') throw new Error(`(ab){500} refused: ${compiled}`);
    expect(matchCounted(compiled, 'ab'.repeat(140)).matched).toBe(false);
  });

  it('tests only the first characters of a very long referrer', () => {
    const long = `${'x'.repeat(MAX_SUBJECT)}needle`;
    expect(url({ url_action: 'regex', url_url: 'needle' }, env({ referrer: long }))).toBe(false);
    expect(url({ url_action: 'regex', url_url: 'needle' }, env({ referrer: long.slice(6) }))).toBe(true);
  });
});

describe('the sources condition', () => {
  const only = (...list: string[]) => ({ sources_sources: list });

  it('passes for any referrer when all three sources are chosen, or none is set', () => {
    expect(sources(only('search', 'external', 'internal'), env({ referrer: 'https://google.com/' }))).toBe(true);
    expect(sources({}, env({ referrer: 'https://else.net/' }))).toBe(true);
  });

  it('treats the same host as internal whether or not either side has a leading www', () => {
    for (const referrer of ['https://www.example.org/a', 'http://example.org/b', 'example.org']) {
      expect(sources(only('internal'), env({ referrer }))).toBe(true);
      expect(sources(only('external', 'search'), env({ referrer }))).toBe(false);
    }
    expect(sources(only('internal'), env({ host: 'example.org', referrer: 'https://www.example.org/' }))).toBe(true);
  });

  it('counts other sites and direct visits as external', () => {
    expect(sources(only('external'), env({ referrer: 'https://partner.net/' }))).toBe(true);
    expect(sources(only('external'), env({ referrer: '' }))).toBe(true);
    expect(sources(only('internal'), env({ referrer: 'https://partner.net/' }))).toBe(false);
  });

  it('recognises exactly the original search engines', () => {
    expect(SEARCH_ENGINES).toEqual(['google.', 'yahoo.', 'bing.', 'yandex.', 'baidu.']);
    for (const engine of SEARCH_ENGINES) expect(sources(only('search'), env({ referrer: `https://www.${engine}com/search?q=x` }))).toBe(true);
    expect(sources(only('search'), env({ referrer: 'https://duckduckgo.com/' }))).toBe(false);
    expect(sources(only('search'), env({ referrer: '' }))).toBe(false);
  });
});

describe('the logged-in condition', () => {
  it('passes for guests, fails for every logged-in user with all, and for listed roles only with custom', () => {
    expect(loggedIn({ logged_in_users: 'all' }, env())).toBe(true);
    expect(loggedIn({}, env({ roles: ['subscriber'] }))).toBe(false);
    const custom = { logged_in_users: 'custom', logged_in_roles: ['editor', 'author'] };
    expect(loggedIn(custom, env({ roles: ['subscriber'] }))).toBe(true);
    expect(loggedIn(custom, env({ roles: ['subscriber', 'author'] }))).toBe(false);
  });
});

describe('the devices condition', () => {
  it('passes only on listed devices, and everywhere without a list', () => {
    expect(devices({ devices_devices: ['mobile', 'tablet'] }, env({ device: 'tablet' }))).toBe(true);
    expect(devices({ devices_devices: ['mobile', 'tablet'] }, env({ device: 'desktop' }))).toBe(false);
    expect(devices({ devices_devices: [] }, env())).toBe(false);
    expect(devices({}, env({ device: 'widescreen' }))).toBe(true);
  });
});

describe('the browsers condition', () => {
  const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0';
  it('passes with all, with a listed browser, and fails for an unlisted one or an empty list', () => {
    expect(browsers({ browsers_browsers: 'all' }, env({ userAgent: FIREFOX }))).toBe(true);
    expect(browsers({}, env({ userAgent: FIREFOX }))).toBe(true);
    expect(browsers({ browsers_browsers: 'custom', browsers_browsers_options: ['firefox', 'safari'] }, env({ userAgent: FIREFOX }))).toBe(true);
    expect(browsers({ browsers_browsers: 'custom', browsers_browsers_options: ['firefox', 'safari'] }, env())).toBe(false);
    expect(browsers({ browsers_browsers: 'custom', browsers_browsers_options: [] }, env())).toBe(false);
  });
});

describe('the schedule condition', () => {
  const local = (text: string) => toLocalTime(text);

  it('passes without dates, and between inclusive start and end on the visitor clock', () => {
    expect(schedule({ schedule_timezone: 'visitor' }, env())).toBe(true);
    const window = { schedule_timezone: 'visitor', schedule_start_date: '2025-06-01 10:00', schedule_end_date: '2025-06-01 18:00' };
    expect(schedule(window, env({ now: local('2025-06-01 10:00') }))).toBe(true);
    expect(schedule(window, env({ now: local('2025-06-01 10:00') - 1 }))).toBe(false);
    expect(schedule(window, env({ now: local('2025-06-01 18:00') }))).toBe(true);
    expect(schedule(window, env({ now: local('2025-06-01 18:00') + 1 }))).toBe(false);
    expect(schedule({ schedule_timezone: 'visitor', schedule_end_date: '2025-06-01 18:00' }, env({ now: 0 }))).toBe(true);
  });

  it('uses the server time printed with the page on the site clock, moved on by the time the page is open', () => {
    const timing = { schedule_start_date: '2025-06-01 10:00', schedule_server_datetime: '2025-06-01 09:59:00' };
    expect(schedule(timing, env({ now: local('2030-01-01 00:00') }))).toBe(false);
    expect(schedule(timing, env({ now: 0, elapsedMs: 59_999 }))).toBe(false);
    expect(schedule(timing, env({ now: 0, elapsedMs: 60_000 }))).toBe(true);
    expect(schedule({ schedule_start_date: '2025-06-01 10:00' }, env({ now: local('2025-06-01 10:00') }))).toBe(true);
  });

  it('fails for a date it cannot read', () => {
    expect(schedule({ schedule_timezone: 'visitor', schedule_start_date: 'soon' }, env())).toBe(false);
  });
});

describe('all timing conditions together', () => {
  it('pass only when every enabled group passes, and ignore groups that are not enabled', async () => {
    const timing = { url: 'yes', url_url: 'offer', devices: 'yes', devices_devices: ['desktop'], browsers: 'no', browsers_browsers: 'custom' };
    expect(await passesTiming(timing, env({ referrer: '/offer' }))).toBe(true);
    expect(await passesTiming(timing, env({ referrer: '/offer', device: 'mobile' }))).toBe(false);
    expect(await passesTiming({ ...timing, url_url: 'elsewhere' }, env({ referrer: '/offer' }))).toBe(false);
    expect(await passesTiming({}, env())).toBe(true);
  });

  it('run the groups imported on demand (sources, browsers, schedule) as the others', async () => {
    const search = { sources: 'yes', sources_sources: ['search'] };
    expect(await passesTiming(search, env({ referrer: 'https://www.bing.com/?q=audit' }))).toBe(true);
    expect(await passesTiming(search, env({ referrer: 'https://www.example.org/about' }))).toBe(false);
    const dated = { schedule: 'yes', schedule_timezone: 'visitor', schedule_start_date: 'soon' };
    expect(await passesTiming(dated, env())).toBe(false);
    expect(await passesTiming({ ...dated, schedule: 'no' }, env())).toBe(true);
    expect(await passesTiming({ ...search, devices: 'yes', devices_devices: ['mobile'] }, env({ referrer: 'https://www.bing.com/' }))).toBe(false);
  });

  it('run every enabled check even after one failed, so baselines are kept as the original keeps them, and count no showing', async () => {
    store({ pageViews: 2 });
    const timing = { url: 'yes', url_url: 'nowhere', page_views: 'yes', times: 'yes', times_period: 'day' };
    expect(await passesTiming({ devices: 'yes', devices_devices: [], ...timing }, env())).toBe(false);
    expect(stored()).toMatchObject({ popup_77_page_views_initialPageViews: 2 });
    expect(stored()['popup-77-impressions-count']).toBeUndefined();
  });
});
