// Video playlist (`video-playlist.default`, Pro): a tab list of videos, the selected one's player, deep links and watched marks.
import type { MountContext, WispModule } from '../../core/types.ts';
import { prefersReducedMotion } from '../../shared/motion.ts';
import { startInnerTabs } from './inner-tabs.ts';
import { collectMarkup, type Item, type Markup } from './items.ts';
import { startListChrome } from './list-chrome.ts';
import { activate, choose, report, startPlayback, WATCHED_CLASS, type Playback } from './playback.ts';
import { parse, type PlaylistSettings } from './settings.ts';
import { moveFocus, prepareTabs } from './tab-list.ts';
import { toLinkedItem, writeLink } from './url-params.ts';
import { readWatched } from './watched.ts';
import { whenVisible } from '../../families/video/when-visible.ts';

function bindList(markup: Markup, playback: Playback, ctx: MountContext): void {
  const itemOf = (event: Event): Item | undefined => {
    const tab = event.target instanceof Element ? event.target.closest('.e-tab-title') : null;
    return tab ? markup.items.find((item) => item.tab === tab) : undefined;
  };
  markup.list.addEventListener('click', (event) => {
    const item = itemOf(event);
    if (!item) return;
    event.preventDefault();
    choose(playback, item, 'click');
  }, { signal: ctx.signal });
  markup.list.addEventListener('keydown', (event) => {
    const item = itemOf(event);
    if (!item) return;
    if (event.key === 'Enter' || event.key === ' ') {
      // Space would scroll the page; the original listened for a key named "Space", which never comes.
      event.preventDefault();
      choose(playback, item, 'click');
    } else if (moveFocus(event, markup.items, item, ctx.config.isRtl)) {
      event.preventDefault();
    }
  }, { signal: ctx.signal });
}

/** The image overlay over the first video: a click (or Enter/Space on its play button) removes it and plays. */
function bindOverlay(overlay: HTMLElement, markup: Markup, playback: Playback, signal: AbortSignal): void {
  const item = markup.items.find((candidate) => candidate.panel.contains(overlay));
  if (!item) return;
  const button = overlay.querySelector<HTMLElement>('.elementor-custom-embed-play');
  if (button && !button.hasAttribute('tabindex')) button.tabIndex = 0;
  const run = () => choose(playback, item, 'click');
  overlay.addEventListener('click', run, { signal });
  button?.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    run();
  }, { signal });
}

/** Reports entering and leaving full screen for whichever item's player went full screen. */
function watchFullScreen(markup: Markup, playback: Playback, signal: AbortSignal): void {
  let inside: Item | undefined;
  document.addEventListener('fullscreenchange', () => {
    const element = document.fullscreenElement;
    const item = element ? markup.items.find((candidate) => candidate.panel.contains(element)) : undefined;
    if (item) report(playback, item, 'videoFullScreen');
    else if (inside) report(playback, inside, 'videoExitFullScreen');
    inside = item;
  }, { signal });
}

function markWatched(markup: Markup, settings: PlaylistSettings, widgetId: string): void {
  if (!settings.show_watched_indication) return;
  const watched = new Set(readWatched(widgetId));
  for (const item of markup.items) if (item.id !== null && watched.has(item.id)) item.tab.classList.add(WATCHED_CLASS);
}

const videoPlaylist: WispModule<PlaylistSettings> = {
  parse,
  mount(root, settings, ctx) {
    const found = collectMarkup(ctx, settings.tabs);
    if (typeof found === 'string') {
      ctx.warn('markup', found);
      return false;
    }
    const { markup, skipped } = found;
    skipped.forEach((reason, at) => ctx.warn(`item-${at}`, `${reason}; that item is left as printed`));
    const link = toLinkedItem(location.search, ctx.id, markup.items);
    const first = link.item ?? markup.items[0] as Item;
    const inner = startInnerTabs(markup.items, {
      root,
      collapsible: settings.inner_tab_is_content_collapsible,
      limit: settings.inner_tab_collapsible_height,
      report: (item, type) => report(playback, item, type),
    }, ctx.signal);
    const playback = startPlayback({ root, ctx, markup, settings, onShow: (item) => inner.refresh(item) }, first);
    prepareTabs(markup.list, markup.items);
    markWatched(markup, settings, ctx.id);
    startListChrome(markup, ctx.own('.e-tabs-title')[0]?.textContent?.trim() || settings.playlist_title, ctx.signal);
    bindList(markup, playback, ctx);
    if (markup.overlay) bindOverlay(markup.overlay, markup, playback, ctx.signal);
    watchFullScreen(markup, playback, ctx.signal);
    // Reduced motion: nothing starts by itself; a click still plays.
    const autoplay = settings.autoplay_on_load && !prefersReducedMotion();
    // Autoplay on load without a deep link writes the link, as the original, so a reload lands on the same video.
    if (autoplay && !link.linked) writeLink(ctx.id, first.id);
    if (settings.lazy_load) whenVisible(markup.mainArea, () => activate(playback, autoplay), ctx.signal);
    else activate(playback, autoplay);
  },
};

export default videoPlaylist;
