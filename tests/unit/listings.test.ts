import { describe, expect, it } from 'vitest';
import { toPagedUrl } from '../../src/families/listings/paged-url.ts';
import { toAjaxUrl, toEcsAnswer, toEcsBody } from '../../src/widgets/posts/ecs-request.ts';
import { toListingSettings, toLoadMoreLabels } from '../../src/widgets/posts/ecs-settings.ts';
import { toNextPageUrl } from '../../src/families/listings/pro-next-page.ts';
import { readEcsKnobs } from '../../scripts/lib/demo-ecsload-knobs.ts';

describe('the paged address after a page loads (change_url)', () => {
  const cases: Array<[string, number, string, string]> = [
    ['https://site.test/insights/', 2, '/insights/page/2/', '/insights/page/2/'],
    ['https://site.test/insights/page/2/', 3, '/insights/page/3/', '/insights/page/3/'],
    ['https://site.test/insights', 2, '/insights/page/2/', '/insights/page/2/'],
    ['https://site.test/insights/page/2', 3, '/insights/page/3/', '/insights/page/3/'],
    ['https://site.test/', 2, '/page/2/', '/page/2/'],
    ['https://site.test/page/7/', 8, '/page/8/', '/page/8/'],
    ['https://site.test/insights/page/2/?utm_source=mail', 3, '/insights/page/3/', '/insights/page/3/?utm_source=mail'],
    ['https://site.test/insights/#latest', 2, '/insights/page/2/', '/insights/page/2/#latest'],
    ['https://site.test/insights/page/2/?a=1&b=2#latest', 3, '/insights/page/3/', '/insights/page/3/?a=1&b=2#latest'],
    ['https://site.test/homepage/2/', 3, '/homepage/2/page/3/', '/homepage/2/page/3/'],
    ['https://site.test/a/page/2/b/page/3/', 4, '/a/b/page/4/', '/a/b/page/4/'],
  ];
  for (const [current, page, path, url] of cases) {
    it(`turns ${current} into ${url} for page ${page}`, () => {
      expect(toPagedUrl(current, page)).toEqual({ path, url });
    });
  }
});

describe('the ecsload request', () => {
  it('is form-encoded with action, query and ecs_ajax_settings, in that order', () => {
    const body = toEcsBody('{"page":0,"s":"a b&c"}', '{"current_page":1}');
    expect(String(body)).toBe('action=ecsload&query=%7B%22page%22%3A0%2C%22s%22%3A%22a+b%26c%22%7D&ecs_ajax_settings=%7B%22current_page%22%3A1%7D');
  });

  it('resolves a relative ajaxurl against the page and refuses other schemes', () => {
    expect(toAjaxUrl('/wp-admin/admin-ajax.php', 'https://site.test/insights/')?.href).toBe('https://site.test/wp-admin/admin-ajax.php');
    expect(toAjaxUrl('javascript:alert(1)', 'https://site.test/')).toBeNull();
    expect(toAjaxUrl('http://[bad', 'https://site.test/')).toBeNull();
  });

  it('reads answers: HTML appends, an empty 2xx body or WordPress\u2019s 0 ends paging, any other error status fails', () => {
    expect(toEcsAnswer(200, ' <article></article>\n')).toEqual({ kind: 'html', html: '<article></article>' });
    expect(toEcsAnswer(200, ' \n')).toEqual({ kind: 'empty' });
    expect(toEcsAnswer(200, '0')).toEqual({ kind: 'empty' });
    expect(toEcsAnswer(400, '0')).toEqual({ kind: 'empty' });
    expect(toEcsAnswer(500, '')).toBeNull();
    expect(toEcsAnswer(503, '<p>maintenance</p>')).toBeNull();
  });
});

describe('the listing settings', () => {
  it('reads what the skin prints, numbers or digit strings, switchers as "yes", "" or booleans', () => {
    const read = toListingSettings('{"current_page":"2","max_num_pages":3,"load_method":"lazyload","widget_id":"ec5a11e","post_id":719,"change_url":"yes","reinit_js":""}');
    expect(read.ok && read.settings).toEqual({ widget_id: 'ec5a11e', load_method: 'lazyload', current_page: 2, max_num_pages: 3, change_url: true, reinit_js: false });
    expect(read.ok && read.stored['post_id']).toBe(719);
    expect(read.ok && read.warnings).toEqual([]);
  });

  it('gives a wrong field its default with a warning, and refuses what is not a JSON object', () => {
    const read = toListingSettings('{"current_page":0,"max_num_pages":3,"widget_id":"ec5a11e","change_url":false}');
    expect(read.ok && read.settings.current_page).toBe(1);
    expect(read.ok && read.settings.change_url).toBe(false);
    expect(read.ok && read.warnings.map((warning) => warning.key)).toEqual(['current_page']);
    expect(toListingSettings('[1,2]').ok).toBe(false);
    expect(toListingSettings('{"current_page":').ok).toBe(false);
    expect(toListingSettings(null).ok).toBe(false);
  });

  it('takes the button labels from the nav, falling back to the printed label', () => {
    expect(toLoadMoreLabels('{"text":"More","loading_text":"Loading\u2026"}', 'x')).toEqual({ text: 'More', loading_text: 'Loading\u2026' });
    expect(toLoadMoreLabels('not json', 'Load more')).toEqual({ text: 'Load more', loading_text: 'Load more' });
    expect(toLoadMoreLabels('{"text":"","loading_text":5}', 'Load more')).toEqual({ text: 'Load more', loading_text: 'Load more' });
  });
});

describe('the next page of a Pro listing', () => {
  it('is any http(s) page of this site, relative or absolute, and nothing else', () => {
    expect(toNextPageUrl('/blog/2/', 'https://site.test/blog/')?.href).toBe('https://site.test/blog/2/');
    expect(toNextPageUrl('https://site.test/blog/3/', 'https://site.test/blog/')?.href).toBe('https://site.test/blog/3/');
    expect(toNextPageUrl('https://other.test/blog/2/', 'https://site.test/blog/')).toBeNull();
    expect(toNextPageUrl('javascript:alert(1)', 'https://site.test/blog/')).toBeNull();
    expect(toNextPageUrl('', 'https://site.test/blog/')).toBeNull();
    expect(toNextPageUrl(null, 'https://site.test/blog/')).toBeNull();
  });
});

describe('the demo backend\u2019s ecsload knobs', () => {
  it('reads the cookie first, else the page\u2019s query parameter', () => {
    expect(readEcsKnobs('a=1; wisp-demo-ecs=fail', undefined)).toEqual({ fail: true, drop: false, empty: false, delayMs: 0 });
    expect(readEcsKnobs(undefined, 'http://localhost/cyber-essentials/?wisp-demo-ecs=slow,drop')).toEqual({ fail: false, drop: true, empty: false, delayMs: 1500 });
    expect(readEcsKnobs('wisp-demo-ecs=slow-300%2Cempty', 'http://localhost/?wisp-demo-ecs=fail')).toEqual({ fail: false, drop: false, empty: true, delayMs: 300 });
    expect(readEcsKnobs('wisp-demo-ecs=slow-99999', undefined).delayMs).toBe(10000);
    expect(readEcsKnobs('wisp-demo-ecs=%E0%A4%A', 'not a url')).toEqual({ fail: false, drop: false, empty: false, delayMs: 0 });
  });
});
