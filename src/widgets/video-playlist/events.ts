// The playlist event, with the original's payload: emitted as `wisp:video-playlist` and as `elementor-video-playList` on body.
import type { MountContext } from '../../core/types.ts';
import type { Item } from './items.ts';
import { ownerOf } from '../../shared/dom.ts';

export type PlaylistEventType =
  | 'videoStart' | 'videoResume' | 'videoPaused' | 'videoEnded' | 'videoFullScreen' | 'videoExitFullScreen'
  | 'tabOpened' | 'tabExpanded' | 'tabCollapsed';
export type PlaylistTrigger = 'click' | 'onLoad' | 'nextVideo';

export type PlaylistEvent = {
  event: { type: PlaylistEventType; time: number; element: HTMLElement; trigger: PlaylistTrigger; watchCount: number };
  tab: { name: string; index: number | 'none' };
  playlist: { name: string; currentItem: number; amount: number };
  video: { provider: string; url: string; title: string; duration: string };
};

/** The page builder's own event name (a jQuery event on body in the original), kept for existing site code. */
const BUILDER_PLAYLIST_EVENT = 'elementor-video-playList';

/** The active inner tab of the item, by its title text and 1-based position, or `none`. */
function toInnerTab(item: Item, root: HTMLElement): PlaylistEvent['tab'] {
  const found = item.inner ? [...item.inner.querySelectorAll('.e-inner-tabs-wrapper .e-inner-tab-title')] : [];
  const titles = found.filter((title) => ownerOf(title) === root);
  const active = titles.findIndex((title) => title.classList.contains('e-inner-tab-active'));
  const title = titles[active];
  return title ? { name: (title.textContent ?? '').trim(), index: active + 1 } : { name: 'none', index: 'none' };
}

export type EventState = { root: HTMLElement; playlistName: string; amount: number };

export function toPlaylistEvent(
  state: EventState, item: Item, type: PlaylistEventType, trigger: PlaylistTrigger, time: number, watchCount: number,
): PlaylistEvent {
  return {
    event: { type, time, element: state.root, trigger, watchCount },
    tab: toInnerTab(item, state.root),
    playlist: { name: state.playlistName, currentItem: item.index, amount: state.amount },
    video: { provider: item.provider, url: item.url, title: item.title, duration: item.duration },
  };
}

export function dispatchPlaylistEvent(ctx: MountContext, detail: PlaylistEvent): void {
  ctx.emit('video-playlist', detail);
  document.body.dispatchEvent(new CustomEvent(BUILDER_PLAYLIST_EVENT, { bubbles: true, detail }));
}
