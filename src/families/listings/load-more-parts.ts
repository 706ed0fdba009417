// The parts of Pro's load more (posts, archive posts, loop grids), found before any write: the check a listing runs at
// mount. The code that loads pages (./pro-load-more.ts) is only needed when there is a next page.
import type { MountContext } from '../../core/types.ts';
import type { NextPage, ProPageSelectors } from './pro-next-page.ts';

export type ProLoadMoreType = 'load_more_on_click' | 'load_more_infinite_scroll';
export type ProLoadMoreOptions = ProPageSelectors & {
  type: ProLoadMoreType;
  /** The on-click button: `.elementor-button` for posts, `.e-loop__load-more .elementor-button` for loop grids. */
  button: string;
  /** Runs after new items are in (loop grids move their styles and dispatch their event). */
  afterInsert?(items: HTMLElement[], page: NextPage): void;
};

export type ProLoadMoreParts = { container: HTMLElement; anchor: HTMLElement; button: HTMLElement | null; spinner: HTMLElement | null };
type Collected = { ok: true; parts: ProLoadMoreParts | null } | { ok: false; key: string; message: string };

/** Finds the parts before any write; `parts` is null when there is a single page (the server printed no anchor). */
export function collectProLoadMore(ctx: MountContext, options: ProLoadMoreOptions): Collected {
  const container = ctx.own(options.container)[0];
  if (!container) return { ok: false, key: 'markup', message: `no ${options.container} inside the widget; left as it is` };
  const anchor = ctx.own('.e-load-more-anchor')[0];
  if (!anchor) return { ok: true, parts: null };
  const button = ctx.own(options.button).find((candidate) => !container.contains(candidate)) ?? null;
  if (options.type === 'load_more_on_click' && !button) return { ok: false, key: 'markup', message: 'the load-more button is missing; left as it is' };
  return { ok: true, parts: { container, anchor, button, spinner: ctx.own('.e-load-more-spinner')[0] ?? null } };
}

