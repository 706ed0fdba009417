// Loop filter, loop grid and portfolio markup for DOM tests, written to the page builder's markup contract.
import { vi } from 'vitest';

const attr = (value: unknown) => JSON.stringify(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export type FilterOptions = {
  id: string;
  loop: string;
  taxonomy?: string;
  terms?: string[];
  pressed?: string[];
  multiple?: 'AND' | 'OR';
  /** Raw data-settings text, replacing the one built from the options. */
  settings?: string;
  baseUrl?: string;
  pageNum?: number;
  buttons?: boolean;
};

export function filterWidget(o: FilterOptions): string {
  const terms = o.terms ?? ['guides', 'checklists', 'templates'];
  const pressed = o.pressed ?? [];
  const settings = o.settings ?? attr({
    selected_element: o.loop, taxonomy: o.taxonomy ?? 'category',
    ...(o.multiple ? { multiple_selection: 'yes', logical_combination: o.multiple } : {}),
  });
  const buttons = o.buttons === false ? '' : [
    `<button class="e-filter-item" data-filter="__all" aria-pressed="${pressed.length === 0}">All</button>`,
    ...terms.map((term) => `<button class="e-filter-item" data-filter="${term}" aria-pressed="${pressed.includes(term)}">${term}</button>`),
  ].join('');
  return `<div class="elementor-element elementor-element-${o.id} elementor-widget elementor-widget-taxonomy-filter" data-id="${o.id}" data-element_type="widget" data-settings="${settings}" data-widget_type="taxonomy-filter.default"><div class="elementor-widget-container"><search class="e-filter" role="search" data-base-url="${o.baseUrl ?? '/resources/'}" data-page-num="${o.pageNum ?? 1}">${buttons}</search></div></div>`;
}

export function loopItem(postId: number, inner = ''): string {
  return `<div data-elementor-type="loop-item" data-elementor-id="850" class="elementor elementor-850 e-loop-item e-loop-item-${postId} post-${postId}"><p>Post ${postId}</p>${inner}</div>`;
}

export function loopContent(items: string): string {
  return `<div class="elementor-widget-container"><div class="elementor-loop-container elementor-grid">${items}</div></div>`;
}

export function loopWidget(id: string, items = [950, 951, 952].map((post) => loopItem(post)).join(''), settings = '', container = true): string {
  const body = container ? loopContent(items) : '<div class="elementor-widget-container"><p>Nothing</p></div>';
  return `<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-loop-grid" data-id="${id}" data-element_type="widget"${settings ? ` data-settings="${settings}"` : ''} data-widget_type="loop-grid.post">${body}</div>`;
}

/** A page document around the widgets, so `post_id` comes from the nearest `[data-elementor-id]`. */
export function documentOf(postId: number, html: string): string {
  return `<div data-elementor-type="wp-page" data-elementor-id="${postId}" class="elementor elementor-${postId}">${html}</div>`;
}

export function portfolioWidget(id: string, settings = '', withItems = true): string {
  const works = [['a', 'audits certification'], ['b', 'training'], ['c', 'audits'], ['d', 'certification']] as const;
  const items = withItems ? works.map(([key, terms]) => `<article class="elementor-portfolio-item elementor-post ${terms.split(' ').map((t) => `elementor-filter-${t}`).join(' ')}" data-work="${key}"><a href="/work/${key}/">Work ${key}</a></article>`).join('') : '';
  const filters = ['__all', 'audits', 'training', 'certification'].map((term, i) => `<li class="elementor-portfolio__filter${i === 0 ? ' elementor-active' : ''}" data-filter="${term}">${term}</li>`).join('');
  return `<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-portfolio" data-id="${id}" data-element_type="widget"${settings ? ` data-settings="${settings}"` : ''} data-widget_type="portfolio.default"><div class="elementor-widget-container"><ul class="elementor-portfolio__filters">${filters}</ul><div class="elementor-portfolio elementor-grid elementor-posts-container">${items}</div></div></div>`;
}

export { attr as toAttribute };

export type FakeCall = { url: string; init: RequestInit; resolve(response: Response): void; reject(error: unknown): void };

/** A fetch whose answers the test gives one by one; like the real one it rejects with AbortError when aborted. */
export function fakeFetch(options: { honourAbort?: boolean } = {}): FakeCall[] {
  const calls: FakeCall[] = [];
  vi.stubGlobal('fetch', vi.fn((url: unknown, init: RequestInit = {}) => new Promise<Response>((resolve, reject) => {
    calls.push({ url: String(url), init, resolve, reject });
    if (options.honourAbort === false) return;
    init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
  })));
  return calls;
}

export function jsonResponse(value: unknown, status = 200): Response {
  return new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
}

/** Lets the refresh's promise chain (response, json, insertion) and the observer's frame run to their end. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await new Promise((done) => setTimeout(done, 0));
  await new Promise((done) => requestAnimationFrame(() => done(null)));
}
