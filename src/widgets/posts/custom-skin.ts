// The custom skin (`posts.custom`, `archive-posts.archive_custom`): load more and lazy load through `ecsload`.
import type { Cleanup, MountContext } from '../../core/types.ts';
import { createPager, focusItem, type LoadVia, type PageOutcome, type PagerSteps } from '../../families/listings/pager.ts';
import { pushPagedUrl } from '../../families/listings/paged-url.ts';
import { toSafeFragmentInSlices } from '../../shared/safe-html.ts';
import { appendInSlices } from '../../shared/slices.ts';
import { watchEntering, type ScrollTrigger } from '../../families/listings/scroll-trigger.ts';
import { ANIMATION_HIDDEN, hideLazyControls, showFallbackLinks, showLazyLoading } from './ecs-lazy.ts';
import { collectEcsParts, type EcsParts } from './ecs-parts.ts';
import { requestEcsPage, toEcsBody } from './ecs-request.ts';
import { startPostsLayout } from './posts-masonry.ts';
import type { PostsSettings } from './settings.ts';

type Paging = NonNullable<EcsParts['paging']>;

/** Site code may still use the skin's hook bus (`ecs.js`); its `ajax` hook ran after every page. */
function runEcsHook(args: Record<string, unknown>): void {
  const doAction = (window as unknown as Record<string, unknown>)['ECS_do_action'];
  if (typeof doAction === 'function') doAction('ajax', args);
}

/** Requests the next page, appends its items (stripped of scripts), and stores the page back as the original does. */
async function loadNext(parts: EcsParts, paging: Paging, signal: AbortSignal): Promise<PageOutcome> {
  const { container, settings, stored } = parts;
  const body = toEcsBody(paging.query, container.getAttribute('data-settings') ?? '');
  const answer = await requestEcsPage(paging.ajaxUrl, body, signal);
  if (answer.kind === 'empty' || signal.aborted) return { items: [], last: true };
  const fragment = await toSafeFragmentInSlices(answer.html);
  const items = [...fragment.children].filter((item): item is HTMLElement => item instanceof HTMLElement);
  if (items.length === 0 || signal.aborted) return { items: [], last: true };
  // A large answer goes in a slice at a time, so no single task inserts (and lays out) all of it.
  if (!await appendInSlices(container, [...fragment.childNodes], signal)) return { items: [], last: true };
  settings.current_page += 1;
  stored['current_page'] = settings.current_page;
  container.setAttribute('data-settings', JSON.stringify(stored));
  if (settings.change_url) pushPagedUrl(settings.current_page);
  runEcsHook(stored);
  return { items, last: settings.current_page >= settings.max_num_pages };
}

/** Removes the controls for good; focus on them (an empty answer after a click) goes to the last item instead. */
function removeControls(parts: EcsParts, controls: HTMLElement[]): void {
  const focused = document.activeElement;
  const last = parts.container.lastElementChild;
  if (focused && controls.some((control) => control.contains(focused)) && last instanceof HTMLElement) focusItem(last);
  for (const control of controls) control.remove();
}

function toSteps(parts: EcsParts, paging: Paging, lazy: () => ScrollTrigger | null): PagerSteps {
  const { controls } = paging;
  const navs = controls.method === 'loadmore' ? [controls.nav] : controls.navs;
  return {
    begin: () => {
      parts.container.setAttribute('aria-busy', 'true');
      if (controls.method === 'lazyload') return showLazyLoading(navs);
      controls.label.textContent = controls.labels.loading_text;
      controls.button.setAttribute('aria-disabled', 'true');
    },
    loadNext: (signal) => loadNext(parts, paging, signal),
    finish: (result: 'more' | 'ended' | 'failed') => {
      parts.container.removeAttribute('aria-busy');
      if (controls.method === 'loadmore') {
        controls.label.textContent = controls.labels.text;
        controls.button.removeAttribute('aria-disabled');
      } else navs.forEach((nav) => nav.classList.add(ANIMATION_HIDDEN));
      if (result === 'ended') {
        lazy()?.stop();
        return removeControls(parts, navs);
      }
      if (result === 'more') return lazy()?.recheck();
      if (controls.method === 'lazyload') showFallbackLinks(navs);
      lazy()?.waitForExit();
    },
  };
}

/** Clicks and Space on the button (an `a role=button`), or on a lazy nav's fallback link once it is shown. */
function listen(targets: HTMLElement[], load: (via: LoadVia) => void, signal: AbortSignal): void {
  for (const target of targets) {
    target.addEventListener('click', (event) => {
      if (!(event.target instanceof Element) || !event.target.closest('a, .elementor-button')) return;
      event.preventDefault();
      load('click');
    }, { signal });
    target.addEventListener('keydown', (event) => {
      if (event.key !== ' ' || !(event.target instanceof Element) || !event.target.closest('[role="button"]')) return;
      event.preventDefault();
      load('click');
    }, { signal });
  }
}

/**
 * `reinit_js` is read but changes nothing: wisp's document observer mounts the widgets inside new items whatever it
 * says, each exactly once, where the original left them dead when it was off (and re-ran every handler of the
 * listing, old items included, when it was on).
 */
export function mountCustomSkin(root: HTMLElement, settings: PostsSettings, ctx: MountContext): Cleanup | void | false {
  const collected = collectEcsParts(ctx);
  if (!collected.ok) {
    ctx.warn(collected.key, collected.message);
    return false;
  }
  const { parts } = collected;
  hideLazyControls(parts.lazyNavs);
  // Masonry (`masonrys`, per-device `columns`, `row_gap`), laid out again after each page `ecsload` appends.
  const stopLayout = settings.grid.masonry ? startPostsLayout(root, parts.container, settings, ctx) : () => {};
  const paging = parts.paging;
  if (!paging) return stopLayout;
  let watch: ScrollTrigger | null = null;
  const pager = createPager(toSteps(parts, paging, () => watch), ctx.signal, ctx.emit);
  const load = (via: LoadVia) => void pager.load(via);
  const { controls } = paging;
  listen(controls.method === 'loadmore' ? [controls.button] : controls.navs, load, ctx.signal);
  if (controls.method === 'lazyload') watch = watchEntering(controls.navs, () => load('scroll'), ctx.signal);
  return () => {
    stopLayout();
    parts.container.removeAttribute('aria-busy');
    if (controls.method === 'loadmore') {
      controls.label.textContent = controls.labels.text;
      controls.button.removeAttribute('aria-disabled');
    }
  };
}
