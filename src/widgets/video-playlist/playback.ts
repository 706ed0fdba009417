// Which video plays: players created on first selection, one playing at a time, next-up, watched marks and events.
import type { MountContext } from '../../core/types.ts';
import { dispatchPlaylistEvent, toPlaylistEvent, type PlaylistEventType, type PlaylistTrigger } from './events.ts';
import type { Item, Markup } from './items.ts';
import { createPlayer, type Player, type PlayerHooks } from './players.ts';
import type { PlaylistSettings } from './settings.ts';
import { showItem } from './tab-list.ts';
import { writeLink } from './url-params.ts';
import { addWatched } from './watched.ts';

export const WATCHED_CLASS = 'watched-video';

export type PlaybackEnv = {
  root: HTMLElement;
  ctx: MountContext;
  markup: Markup;
  settings: PlaylistSettings;
  /** Called after an item's panel is shown (inner tabs re-measure their text). */
  onShow(item: Item): void;
};

type State = PlaybackEnv & {
  players: Map<Item, Promise<Player | null>>;
  ready: Map<Item, Player>;
  /** Why the next `played` of an item happens (autoplay on load, next up), reported once. */
  pendingTrigger: Map<Item, PlaylistTrigger>;
  pausedOnce: Set<Item>;
  watchCount: Map<Item, number>;
  current: Item;
  playing: Item | null;
};

/** Sends one playlist event for `item`, with its player's current time. */
export function report(state: State, item: Item, type: PlaylistEventType, trigger: PlaylistTrigger = 'click'): void {
  const player = state.ready.get(item);
  void (player ? player.time() : Promise.resolve(0)).then((time) => {
    if (state.ctx.signal.aborted) return;
    const about = { root: state.root, playlistName: state.settings.playlist_title, amount: state.markup.amount };
    dispatchPlaylistEvent(state.ctx, toPlaylistEvent(about, item, type, trigger, time, state.watchCount.get(item) ?? 0));
  });
}

function markWatched(state: State, item: Item): void {
  if (!state.settings.show_watched_indication) return;
  item.tab.classList.add(WATCHED_CLASS);
  if (item.id !== null) addWatched(state.ctx.id, item.id);
}

function toHooks(state: State, item: Item): PlayerHooks {
  return {
    played() {
      report(state, item, state.pausedOnce.has(item) ? 'videoResume' : 'videoStart', state.pendingTrigger.get(item) ?? 'click');
      state.pendingTrigger.delete(item);
    },
    paused() {
      state.pausedOnce.add(item);
      report(state, item, 'videoPaused');
    },
    ended() {
      state.watchCount.set(item, (state.watchCount.get(item) ?? 0) + 1);
      report(state, item, 'videoEnded');
      markWatched(state, item);
      const { items } = state.markup;
      const next = items[items.indexOf(item) + 1];
      if (state.settings.autoplay_next && next) choose(state, next, 'nextVideo');
    },
  };
}

function ensurePlayer(state: State, item: Item): Promise<Player | null> {
  const known = state.players.get(item);
  if (known) return known;
  const { ctx } = state;
  const created = createPlayer(item, toHooks(state, item), ctx.signal).then((player) => {
    if (player) state.ready.set(item, player);
    else if (!ctx.signal.aborted) ctx.warn(`url-${item.index}`, `item ${item.index} has no ${item.provider} video URL wisp can play`);
    return player;
  });
  state.players.set(item, created);
  return created;
}

function play(state: State, item: Item, trigger: PlaylistTrigger, muted = false): void {
  if (state.playing && state.playing !== item) state.ready.get(state.playing)?.pause();
  state.playing = item;
  const { overlay } = state.markup;
  if (overlay && item.panel.contains(overlay)) overlay.remove();
  state.pendingTrigger.set(item, trigger);
  void ensurePlayer(state, item).then((player) => {
    if (!player || state.ctx.signal.aborted || state.playing !== item) return;
    if (muted) player.mute();
    player.play();
  });
}

/** Selects without playing or touching the URL (page load, and the first step of every choice). */
export function select(state: State, item: Item): void {
  state.current = item;
  showItem(state.markup.items, item);
  state.onShow(item);
}

/** A visitor (or next-up) picks an item: select it and play; picking the playing one pauses it, as the original. */
export function choose(state: State, item: Item, trigger: PlaylistTrigger): void {
  const player = state.ready.get(item);
  if (item === state.current && state.playing === item && player?.isPlaying()) return player.pause();
  if (item !== state.current) {
    select(state, item);
    writeLink(state.ctx.id, item.id);
  }
  play(state, item, trigger);
}

/** Creates the selected item's player (lazy load waits for this), playing it muted when `autoplay`. */
export function activate(state: State, autoplay: boolean): void {
  if (autoplay) play(state, state.current, 'onLoad', true);
  else void ensurePlayer(state, state.current);
}

export type Playback = State;

export function startPlayback(env: PlaybackEnv, first: Item): Playback {
  const state: State = {
    ...env, players: new Map(), ready: new Map(), pendingTrigger: new Map(), pausedOnce: new Set(), watchCount: new Map(),
    current: first, playing: null,
  };
  select(state, first);
  return state;
}
