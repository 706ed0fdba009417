// Collects and checks everything the custom skin's paging needs, before anything is written.
import type { MountContext } from '../../core/types.ts';
import { toAjaxUrl } from './ecs-request.ts';
import { toListingSettings, toLoadMoreLabels, type ListingSettings, type LoadMoreLabels } from './ecs-settings.ts';

export type LoadMoreControls = { method: 'loadmore'; nav: HTMLElement; button: HTMLElement; label: HTMLElement; labels: LoadMoreLabels };
export type LazyControls = { method: 'lazyload'; navs: HTMLElement[] };

export type EcsParts = {
  container: HTMLElement;
  settings: ListingSettings;
  /** The whole data-settings object, written back with the new `current_page` after each page. */
  stored: Record<string, unknown>;
  /** Null when there is nothing left to page: the listing only needs its initial lazy-load state. */
  paging: { controls: LoadMoreControls | LazyControls; ajaxUrl: URL; query: string } | null;
  lazyNavs: HTMLElement[];
};

type Collected = { ok: true; parts: EcsParts } | { ok: false; key: string; message: string };

/** The element whose text the loading label replaces: the button's text span when there is one. */
function labelOf(button: HTMLElement): HTMLElement {
  const text = button.querySelector<HTMLElement>('.elementor-button-text');
  if (text) return text;
  const spans = [...button.children].filter((child): child is HTMLElement => child instanceof HTMLElement && child.localName === 'span');
  return spans.length === 1 && spans[0]?.children.length === 0 ? spans[0] : button;
}

function toLoadMore(ctx: MountContext): LoadMoreControls | null {
  const nav = ctx.own('.ecs-load-more-button')[0];
  const button = nav?.querySelector<HTMLElement>('.elementor-button');
  if (!nav || !button) return null;
  const label = labelOf(button);
  return { method: 'loadmore', nav, button, label, labels: toLoadMoreLabels(nav.getAttribute('data-settings'), label.textContent?.trim() ?? '') };
}

function fail(key: string, message: string): Collected {
  return { ok: false, key, message };
}

export function collectEcsParts(ctx: MountContext): Collected {
  const container = ctx.own('.ecs-posts')[0];
  if (!container) return fail('markup', 'the .ecs-posts container is missing; left as it is');
  const read = toListingSettings(container.getAttribute('data-settings'));
  if (!read.ok) return fail('listing-settings', read.message);
  const { settings, stored } = read;
  for (const warning of read.warnings) ctx.warn(warning.key, `.ecs-posts ${warning.message}`);
  if (settings.widget_id !== ctx.id) return fail('widget-id', `.ecs-posts names widget "${settings.widget_id}", not this one; left as it is`);
  // The skin prints the lazy nav with the id of the listing it feeds.
  const lazyNavs = ctx.own('.ecs-lazyload').filter((nav) => (nav.dataset['targetid'] ?? ctx.id) === ctx.id);
  const parts: EcsParts = { container, settings, stored, paging: null, lazyNavs };
  const method = settings.load_method;
  if ((method !== 'loadmore' && method !== 'lazyload') || settings.current_page >= settings.max_num_pages) return { ok: true, parts };
  const controls = method === 'loadmore' ? toLoadMore(ctx) : lazyNavs.length > 0 ? { method, navs: lazyNavs } as const : null;
  if (!controls) {
    const missing = method === 'loadmore' ? 'the load-more nav or its .elementor-button' : 'the .ecs-lazyload nav';
    return fail('markup', `${missing} is missing; left as it is`);
  }
  const ecs = ctx.config.ecs;
  if (!ecs) return fail('config', 'ecs_ajax_params is missing, so the next page cannot be requested; left as it is');
  const ajaxUrl = toAjaxUrl(ecs.ajaxurl, document.baseURI);
  if (!ajaxUrl) return fail('config', `ecs_ajax_params.ajaxurl ${JSON.stringify(ecs.ajaxurl)} is not an http(s) URL; left as it is`);
  parts.paging = { controls, ajaxUrl, query: ecs.posts };
  return { ok: true, parts };
}
