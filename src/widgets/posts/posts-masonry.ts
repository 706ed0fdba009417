// Masonry for post listings, the page builder's skins (`{prefix}masonry`) and the custom skin's (`{prefix}masonrys`):
// laid out again on resize, image load and after each page a listing loads.
import type { MountContext } from '../../core/types.ts';
import { readCssRowGap, readGridAt } from '../../families/listings/grid-settings.ts';
import { clearMasonry, layoutMasonry, watchLayout } from '../../families/listings/masonry.ts';
import { LISTING } from '../../shared/names.ts';
import type { PostsSettings } from './settings.ts';

export function postsOf(container: HTMLElement): HTMLElement[] {
  return [...container.children].filter((child): child is HTMLElement => child instanceof HTMLElement && child.classList.contains('elementor-post'));
}

/** Masonry when it is on and the device shows two columns or more; otherwise plain rows, then `otherwise`. */
function layout(container: HTMLElement, settings: PostsSettings, ctx: MountContext, otherwise: (posts: HTMLElement[]) => void): void {
  const posts = postsOf(container);
  const { columns, rowGap } = readGridAt(settings.grid, settings.prefix, ctx.device(), ctx.config.breakpoints);
  if (settings.grid.masonry && columns >= 2) return layoutMasonry(container, posts, { columns, rowGap: rowGap ?? readCssRowGap(container) });
  clearMasonry(container, posts);
  otherwise(posts);
}

/** Lays the listing out now and whenever it may have changed; returns the cleanup that restores plain rows. */
export function startPostsLayout(root: HTMLElement, container: HTMLElement, settings: PostsSettings, ctx: MountContext, otherwise: (posts: HTMLElement[]) => void = () => {}): () => void {
  const run = () => layout(container, settings, ctx, otherwise);
  run();
  const schedule = watchLayout(root, run, ctx.signal);
  root.addEventListener(`wisp:${LISTING.loaded}`, schedule, { signal: ctx.signal });
  return () => clearMasonry(container, postsOf(container));
}
