// Loop filtering without a page: filter state and consolidation, URL writing and reading, the refresh-loop request.
import { describe, expect, it } from 'vitest';
import { addTerm, consolidate, isSameConsolidated, putTerms, removeTerm, type Filters, type TermChange } from '../../src/widgets/taxonomy-filter/filter-state.ts';
import { readFilterTerms, toFilterSearch, toFilterUrl, toPaginationBaseUrl } from '../../src/widgets/taxonomy-filter/filter-url.ts';
import { toRefreshCall } from '../../src/widgets/taxonomy-filter/request.ts';
import { parse } from '../../src/widgets/taxonomy-filter/settings.ts';

const change = (term: string, taxonomy = 'category'): TermChange => ({ filterType: 'taxonomy', filterData: { selectedTaxonomy: taxonomy, term } });
const here = (path: string) => new URL(path, 'https://example.com');

describe('filter state', () => {
  it('replaces the term of a single-select filter and merges terms of a multiple one without duplicates', () => {
    const filters: Filters = new Map();
    addTerm(filters, 'single', change('news'));
    addTerm(filters, 'single', change('tips'));
    addTerm(filters, 'multi', change('news', 'post_tag'), 'OR');
    addTerm(filters, 'multi', change('tips', 'post_tag'), 'OR');
    addTerm(filters, 'multi', change('news', 'post_tag'), 'OR');
    expect(filters.get('single')).toEqual({ filterType: 'taxonomy', filterData: { selectedTaxonomy: 'category', terms: ['tips'] } });
    expect(filters.get('multi')).toEqual({ filterType: 'taxonomy', filterData: { selectedTaxonomy: 'post_tag', terms: ['news', 'tips'], logicalJoin: 'OR' } });
  });

  it('removes the filter entry when All is chosen or its last term is dropped', () => {
    const filters: Filters = new Map();
    addTerm(filters, 'a', change('news'), 'AND');
    addTerm(filters, 'a', change('tips'), 'AND');
    removeTerm(filters, 'a', change('news'));
    expect(filters.get('a')?.filterData).toEqual({ selectedTaxonomy: 'category', terms: ['tips'], logicalJoin: 'AND' });
    removeTerm(filters, 'a', change('tips'));
    expect(filters.has('a')).toBe(false);
    addTerm(filters, 'a', change('tips'));
    addTerm(filters, 'a', change('__all'));
    expect(filters.has('a')).toBe(false);
  });

  it('consolidates per type and taxonomy into term lists, skipping empty filters', () => {
    const filters: Filters = new Map();
    putTerms(filters, 'cats', 'category', ['news', 'tips'], 'OR');
    putTerms(filters, 'tags', 'post_tag', ['patching']);
    putTerms(filters, 'empty', 'audience', []);
    expect(consolidate(filters)).toEqual({
      taxonomy: { category: { terms: ['news', 'tips'], logicalJoin: 'OR' }, post_tag: { terms: ['patching'] } },
    });
    expect(consolidate(new Map())).toEqual({});
  });

  it('lets the later of two filters on one taxonomy win', () => {
    const filters: Filters = new Map();
    putTerms(filters, 'first', 'category', ['news']);
    putTerms(filters, 'second', 'category', ['tips']);
    expect(consolidate(filters)).toEqual({ taxonomy: { category: { terms: ['tips'] } } });
  });

  it('compares consolidated filters whatever order the terms and taxonomies were chosen in', () => {
    const a = { taxonomy: { category: { terms: ['news', 'tips'] }, post_tag: { terms: ['x'] } } };
    const b = { taxonomy: { post_tag: { terms: ['x'] }, category: { terms: ['tips', 'news'] } } };
    expect(isSameConsolidated(a, b)).toBe(true);
    expect(isSameConsolidated(a, { taxonomy: { category: { terms: ['news', 'tips'], logicalJoin: 'OR' }, post_tag: { terms: ['x'] } } })).toBe(false);
  });
});

describe('filter URL: writing', () => {
  const cat = (terms: string[], logicalJoin?: 'AND' | 'OR') => ({ taxonomy: { category: logicalJoin ? { terms, logicalJoin } : { terms } } });

  it('writes one term, AND terms joined by commas, and OR terms joined by a tilde', () => {
    expect(toFilterSearch('', '3f2a9c1', cat(['news']))).toBe('e-filter-3f2a9c1-category=news');
    expect(toFilterSearch('', '3f2a9c1', cat(['news', 'tips'], 'AND'))).toBe('e-filter-3f2a9c1-category=news,tips');
    expect(toFilterSearch('', '3f2a9c1', cat(['news', 'tips'], 'OR'))).toBe('e-filter-3f2a9c1-category=news~tips');
  });

  it('escapes separators and other characters inside a term', () => {
    expect(toFilterSearch('', '3f2a9c1', cat(['a,b', 'c d', 'é'], 'AND'))).toBe('e-filter-3f2a9c1-category=a%2Cb,c%20d,%C3%A9');
  });

  it("drops this loop's e-page and stale e-filter params, keeping other loops' params and the rest byte for byte", () => {
    const search = '?utm=a%2Bb&x=1+2&e-page-3f2a9c1=3&e-page-9999999=2&e-filter-3f2a9c1-post_tag=old&e-filter-9999999-category=keep&flag';
    expect(toFilterSearch(search, '3f2a9c1', cat(['news']))).toBe('utm=a%2Bb&x=1+2&e-page-9999999=2&e-filter-9999999-category=keep&flag&e-filter-3f2a9c1-category=news');
  });

  it('gives the bare path when no filter or other param is left', () => {
    expect(toFilterUrl(here('/blog/?e-filter-3f2a9c1-category=news'), '3f2a9c1', {}, { baseUrl: '/blog/', pageNum: 1 })).toBe('/blog/');
    expect(toFilterUrl(here('/blog/?a=1#top'), '3f2a9c1', cat(['news']), { baseUrl: '/blog/', pageNum: 1 })).toBe('/blog/?a=1&e-filter-3f2a9c1-category=news');
  });

  it('goes back to the base URL past page 1, without page and paged from either side', () => {
    const url = toFilterUrl(here('/blog/page/2/?paged=2&page=2&ref=x'), '3f2a9c1', cat(['news']), { baseUrl: 'https://example.com/blog/?lang=en&paged=2', pageNum: 2 });
    expect(url).toBe('/blog/?lang=en&ref=x&e-filter-3f2a9c1-category=news');
  });

  it('keeps the current path when the base URL is on another origin or not http', () => {
    const at = here('/blog/?paged=2');
    expect(toFilterUrl(at, '3f2a9c1', cat(['news']), { baseUrl: 'https://evil.example/', pageNum: 2 })).toBe('/blog/?paged=2&e-filter-3f2a9c1-category=news');
    expect(toFilterUrl(at, '3f2a9c1', cat(['news']), { baseUrl: 'javascript:alert(1)', pageNum: 2 })).toBe('/blog/?paged=2&e-filter-3f2a9c1-category=news');
  });
});

describe('filter URL: reading', () => {
  const read = (search: string) => readFilterTerms(search, '3f2a9c1', 'category');

  it.each([
    ['commas', '?e-filter-3f2a9c1-category=news,tips', { terms: ['news', 'tips'] }],
    ['escaped commas', '?e-filter-3f2a9c1-category=news%2Ctips', { terms: ['news', 'tips'] }],
    ['a literal plus, as the original writes AND', '?e-filter-3f2a9c1-category=news+tips', { terms: ['news', 'tips'] }],
    ['an escaped plus', '?e-filter-3f2a9c1-category=news%2Btips', { terms: ['news', 'tips'] }],
    ['a tilde for OR', '?e-filter-3f2a9c1-category=news~tips', { terms: ['news', 'tips'], logicalJoin: 'OR' }],
    ['an escaped tilde', '?e-filter-3f2a9c1-category=news%7Etips', { terms: ['news', 'tips'], logicalJoin: 'OR' }],
    ['a single term', '?x=1&e-filter-3f2a9c1-category=news', { terms: ['news'] }],
    ['an empty value', '?e-filter-3f2a9c1-category=', { terms: [] }],
    ['repeated and empty terms', '?e-filter-3f2a9c1-category=news,,news+', { terms: ['news'] }],
  ])('reads %s', (_name, search, expected) => {
    expect(read(search)).toEqual(expected);
  });

  it('answers null when the URL names no terms for this loop and taxonomy', () => {
    expect(read('')).toBeNull();
    expect(read('?e-filter-9999999-category=news&e-filter-3f2a9c1-post_tag=news')).toBeNull();
  });

  it('caps what an untrusted URL can ask for: 50 terms of at most 200 characters', () => {
    const many = Array.from({ length: 80 }, (_, i) => `t${i}`).join(',');
    expect(read(`?e-filter-3f2a9c1-category=${many}`)?.terms).toHaveLength(50);
    expect(read(`?e-filter-3f2a9c1-category=${'x'.repeat(201)},ok`)?.terms).toEqual(['ok']);
  });

  it('reads back what it writes', () => {
    for (const logicalJoin of ['AND', 'OR'] as const) {
      const search = toFilterSearch('', '3f2a9c1', { taxonomy: { category: { terms: ['news', 'a-b', 'c_d'], logicalJoin } } });
      const back = read(`?${search}`);
      expect(back?.terms).toEqual(['news', 'a-b', 'c_d']);
      expect(back?.logicalJoin).toBe(logicalJoin === 'OR' ? 'OR' : undefined);
    }
  });
});

describe('pagination base URL', () => {
  it('drops page and paged from the base URL and keeps its other params', () => {
    expect(toPaginationBaseUrl('/blog/?paged=3&page=2&lang=en#x', here('/'))).toBe('https://example.com/blog/?lang=en');
  });

  it('falls back to the current address, also without page and paged', () => {
    expect(toPaginationBaseUrl('', here('/blog/?paged=2&e-filter-3f2a9c1-category=news'))).toBe('https://example.com/blog/?e-filter-3f2a9c1-category=news');
    expect(toPaginationBaseUrl('javascript:alert(1)', here('/blog/'))).toBe('https://example.com/blog/');
  });
});

describe('refresh-loop request', () => {
  const input = { rest: '/wp-json/', postId: '812', loopId: '3f2a9c1', paginationBaseUrl: 'https://example.com/blog/', filters: { taxonomy: { category: { terms: ['news', 'tips'], logicalJoin: 'OR' as const } } } };

  it('posts the documented JSON body to {rest}elementor-pro/v1/refresh-loop', () => {
    expect(toRefreshCall({ ...input, edit: null })).toEqual({
      url: '/wp-json/elementor-pro/v1/refresh-loop',
      headers: { 'Content-Type': 'application/json' },
      body: { post_id: '812', widget_filters: { taxonomy: { category: { terms: ['news', 'tips'], logicalJoin: 'OR' } } }, widget_id: '3f2a9c1', pagination_base_url: 'https://example.com/blog/' },
    });
  });

  it('adds the widget model, the edit flag and the nonce header in edit mode only', () => {
    const model = { id: '3f2a9c1', elType: 'widget', widgetType: 'loop-grid', settings: {} };
    const call = toRefreshCall({ ...input, edit: { model, nonce: 'n0nce' } });
    expect(call.headers).toEqual({ 'Content-Type': 'application/json', 'X-WP-Nonce': 'n0nce' });
    expect(call.body.widget_model).toEqual(model);
    expect(call.body.is_edit_mode).toBe(true);
  });
});

describe('taxonomy filter settings', () => {
  it('reads the loop id, taxonomy and selection settings, with single selection and AND by default', () => {
    expect(parse({ selected_element: '3f2a9c1', taxonomy: 'category' })).toEqual({
      ok: true, warnings: [], settings: { selected_element: '3f2a9c1', taxonomy: 'category', multiple_selection: 'no', logical_combination: 'AND' },
    });
  });

  it('refuses a missing loop id or taxonomy, and warns about a wrong selection setting', () => {
    expect(parse({ taxonomy: 'category' })).toMatchObject({ ok: false, key: 'selected_element' });
    expect(parse({ selected_element: '3f2a9c1' })).toMatchObject({ ok: false, key: 'taxonomy' });
    const result = parse({ selected_element: '3f2a9c1', taxonomy: 'category', logical_combination: 'XOR' });
    expect(result).toMatchObject({ ok: true, settings: { logical_combination: 'AND' }, warnings: [{ key: 'logical_combination' }] });
  });
});
