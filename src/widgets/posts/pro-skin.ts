// The page builder's posts handler (classic, full content, cards; archive twins): masonry or fit images, load more.
import { LISTING } from '../../shared/names.ts';
import type { Cleanup, MountContext } from '../../core/types.ts';
import { readCssRowGap, readGridAt } from '../../families/listings/grid-settings.ts';
import { clearMasonry, layoutMasonry, watchLayout } from '../../families/listings/masonry.ts';
import { collectProLoadMore, startProLoadMore, type ProLoadMoreOptions, type ProLoadMoreType } from '../../families/listings/pro-load-more.ts';
import { fitImages } from '../../families/listings/fit-images.ts';
import type { PostsSettings } from './settings.ts';

const CONTAINER = '.elementor-posts-container';
const LOAD_MORE_TYPES: readonly string[] = ['load_more_on_click', 'load_more_infinite_scroll'] satisfies ProLoadMoreType[];

function postsOf(container: HTMLElement): HTMLElement[] {
  return [...container.children].filter((child): child is HTMLElement => child instanceof HTMLElement && child.classList.contains('elementor-post'));
}

/** Masonry when it is on and the device shows two columns or more; otherwise plain rows with fitted images. */
function layout(root: HTMLElement, container: HTMLElement, settings: PostsSettings, ctx: MountContext): void {
  const posts = postsOf(container);
  const { columns, rowGap } = readGridAt(settings.grid, settings.prefix, ctx.device(), ctx.config.breakpoints);
  if (settings.grid.masonry && columns >= 2) return layoutMasonry(container, posts, { columns, rowGap: rowGap ?? readCssRowGap(container) });
  clearMasonry(container, posts);
  fitImages(root, container, posts);
}

function toLoadMoreOptions(type: string): ProLoadMoreOptions | null {
  if (!LOAD_MORE_TYPES.includes(type)) return null;
  return { type: type as ProLoadMoreType, container: CONTAINER, item: 'article', button: '.elementor-button' };
}

export function mountProSkin(root: HTMLElement, settings: PostsSettings, ctx: MountContext): Cleanup | false {
  const container = ctx.own(CONTAINER)[0];
  if (!container) {
    ctx.warn('markup', `no ${CONTAINER} inside the widget; left as it is`);
    return false;
  }
  const options = toLoadMoreOptions(settings.pagination_type);
  const loadMore = options ? collectProLoadMore(ctx, options) : null;
  if (loadMore && !loadMore.ok) {
    ctx.warn(loadMore.key, loadMore.message);
    return false;
  }
  const { signal } = ctx;
  layout(root, container, settings, ctx);
  const schedule = watchLayout(root, () => layout(root, container, settings, ctx), signal);
  root.addEventListener(`wisp:${LISTING.loaded}`, schedule, { signal });
  if (options && loadMore?.parts) startProLoadMore(root, ctx, loadMore.parts, options);
  return () => clearMasonry(container, postsOf(container));
}
