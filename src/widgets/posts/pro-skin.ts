// The page builder's posts handler (classic, full content, cards; archive twins): masonry or fit images, load more.
import type { Cleanup, MountContext } from '../../core/types.ts';
import { collectProLoadMore, type ProLoadMoreOptions, type ProLoadMoreType } from '../../families/listings/load-more-parts.ts';
import { startProLoadMore } from '../../families/listings/pro-load-more.ts';
import { fitImages } from '../../families/listings/fit-images.ts';
import { startPostsLayout } from './posts-masonry.ts';
import type { PostsSettings } from './settings.ts';

const CONTAINER = '.elementor-posts-container';
const LOAD_MORE_TYPES: readonly string[] = ['load_more_on_click', 'load_more_infinite_scroll'] satisfies ProLoadMoreType[];

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
  const stop = startPostsLayout(root, container, settings, ctx, (posts) => fitImages(root, container, posts));
  if (options && loadMore?.parts) startProLoadMore(root, ctx, loadMore.parts, options);
  return stop;
}
