// Paged-listing markup for DOM tests, written to the custom skin's and Pro's markup contracts (see shared/reference).

export type EcsOptions = {
  id?: string;
  method?: 'loadmore' | 'lazyload';
  current?: number;
  max?: number;
  changeUrl?: string | boolean;
  /** Raw `.ecs-posts` data-settings, to test broken JSON; overrides the fields above. */
  rawSettings?: string;
  withButton?: boolean;
  withLazyNav?: boolean;
  count?: number;
};

const escape = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export function ecsItems(ids: number[]): string {
  return ids.map((id) => `<article id="post-${id}" class="elementor-post elementor-grid-item ecs-post-loop"><h3><a href="/post-${id}/">Post ${id}</a></h3></article>`).join('');
}

export function ecsListing(options: EcsOptions = {}): string {
  const { id = 'ec0a001', method = 'loadmore', current = 1, max = 3, changeUrl = '', withButton = true, withLazyNav = true, count = 3 } = options;
  const settings = options.rawSettings ?? JSON.stringify({ current_page: current, max_num_pages: max, load_method: method, widget_id: id, post_id: 719, theme_id: 719, change_url: changeUrl, reinit_js: '' });
  const items = ecsItems(Array.from({ length: count }, (_, i) => (Number.parseInt(id.slice(-3), 16) - 1) * 100 + i + 1));
  const button = method === 'loadmore' && withButton
    ? `<nav class="elementor-button-wrapper elementor-pagination ecs-load-more-button" data-settings="${escape(JSON.stringify({ loading_text: 'Loading…', text: 'Load more', widget_id: id }))}"><a href="/insights/?page=2" class="elementor-button-link elementor-button" role="button"><span>Load more</span></a></nav>`
    : '';
  const lazy = method === 'lazyload' && withLazyNav
    ? `<nav class="ecs-lazyload elementor-pagination" data-targetid="${id}"><div class="ecs-lazy-load-animation"><div class="ecs-ll-bgcolor"></div></div><a href="/insights/?page=2">More</a></nav>`
    : '';
  return `<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-posts" data-id="${id}" data-element_type="widget" data-settings="${escape(JSON.stringify({ pagination_type: method }))}" data-widget_type="posts.custom"><div class="elementor-widget-container"><div class="ecs-posts elementor-posts-container elementor-posts elementor-grid" data-settings="${escape(settings)}">${items}</div><nav class="elementor-pagination" aria-label="Pagination"></nav>${button}${lazy}</div></div>`;
}

export type ProOptions = { id?: string; type?: string; page?: number; max?: number; next?: string; withButton?: boolean; skin?: string; settings?: Record<string, unknown> };

export function proArticles(ids: number[]): string {
  return ids.map((id) => `<article class="elementor-post elementor-grid-item post-${id}"><div class="elementor-post__text"><h3 class="elementor-post__title"><a href="/p-${id}/">Post ${id}</a></h3><a class="elementor-post__read-more" href="/p-${id}/" tabindex="-1">Read more</a></div></article>`).join('');
}

export function proListing(ids: number[], options: ProOptions = {}): string {
  const { id = '9c0a001', type = 'load_more_on_click', page = 1, max = 3, next = '/blog/page/2/', withButton = true, skin = 'classic', settings = {} } = options;
  const button = withButton && type === 'load_more_on_click'
    ? '<div class="elementor-button-wrapper"><a class="elementor-button elementor-size-sm" href="#"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">Load more</span></span></a></div>'
    : '';
  const data = escape(JSON.stringify({ pagination_type: type, ...settings }));
  return `<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-posts" data-id="${id}" data-element_type="widget" data-settings="${data}" data-widget_type="posts.${skin}"><div class="elementor-widget-container"><div class="elementor-posts-container elementor-posts elementor-grid" role="list">${proArticles(ids)}</div><span class="e-load-more-spinner"><svg aria-hidden="true"></svg></span><div class="e-load-more-anchor" data-page="${page}" data-max-page="${max}" data-next-page="${next}"></div>${button}<div class="e-load-more-message">No more</div></div></div>`;
}

/** A whole next page as WordPress serves it: the same widget with that page's articles. */
export function proPage(ids: number[], options: ProOptions = {}): string {
  return `<!doctype html><html><head><title>Blog</title></head><body>${proListing(ids, { ...options, withButton: false })}<script>window.__ran = true</script></body></html>`;
}
