// Loop grid paging markup for DOM tests: load more (anchor + button) and numbered pages, to Pro's markup contract.
import { accordionWidget } from './markup.ts';

const attr = (value: unknown) => JSON.stringify(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** A loop item; `withToggle` puts a toggle widget inside it, to see nested widgets mounted. */
export function pagedItem(post: number, withToggle = false): string {
  const inner = withToggle ? accordionWidget('toggle', `7e${String(post).padStart(5, '0')}`, '', 1) : '';
  return `<div data-elementor-type="loop-item" data-elementor-id="850" class="elementor elementor-850 e-loop-item e-loop-item-${post} post-${post}"><h3><a href="/r/${post}/">Post ${post}</a></h3>${inner}</div>`;
}

export type LoadMoreOptions = { id?: string; type?: string; page?: number; max?: number; next?: string; button?: boolean; styles?: string };

export function loadMoreLoop(posts: number[], o: LoadMoreOptions = {}): string {
  const { id = '1a00c01', type = 'load_more_on_click', page = 1, max = 3, next = '/resources/page/2/', button = true, styles = '' } = o;
  const more = button ? '<div class="elementor-button-wrapper e-loop__load-more"><a href="#" class="elementor-button elementor-size-sm"><span class="elementor-button-text">Load more</span></a></div>' : '';
  return `<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-loop-grid" data-id="${id}" data-element_type="widget" data-settings="${attr({ _skin: 'post', pagination_type: type })}" data-widget_type="loop-grid.post"><div class="elementor-widget-container"><div class="elementor-loop-container elementor-grid">${styles}${posts.map((post) => pagedItem(post)).join('')}</div><span class="e-load-more-spinner"><svg aria-hidden="true"></svg></span><div class="e-load-more-anchor" data-page="${page}" data-max-page="${max}" data-next-page="${next}"></div>${more}<div class="e-load-more-message">No more posts</div></div></div>`;
}

/** A whole fetched page around `body`, with a script that must never run. */
export function htmlPage(body: string): string {
  return `<!doctype html><html><head><title>Resources</title></head><body>${body}<script>window.__ran = true</script></body></html>`;
}

export type NumbersOptions = { id?: string; current?: number; max?: number; autoScroll?: boolean; loadType?: string };

const pageHref = (id: string, n: number) => (n === 1 ? '/resources/' : `/resources/?e-page-${id}=${n}`);

export function numberedLoop(posts: number[], o: NumbersOptions = {}): string {
  const { id = '1a00c02', current = 1, max = 3, autoScroll = false, loadType = 'ajax' } = o;
  const links = Array.from({ length: max }, (_, i) => i + 1).map((n) => (n === current
    ? `<span aria-current="page" class="page-numbers current">${n}</span>`
    : `<a class="page-numbers" href="${pageHref(id, n)}">${n}</a>`)).join('');
  const settings = attr({ _skin: 'post', pagination_type: 'numbers', pagination_load_type: loadType, auto_scroll: autoScroll ? 'yes' : '' });
  return `<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-loop-grid" data-id="${id}" data-element_type="widget" data-settings="${settings}" data-widget_type="loop-grid.post"><div class="elementor-widget-container"><div class="elementor-loop-container elementor-grid">${posts.map((post) => pagedItem(post)).join('')}</div><nav class="elementor-pagination" aria-label="Pagination">${links}</nav></div></div>`;
}
