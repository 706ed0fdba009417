// One player per playlist item, created on first selection: YouTube and Vimeo through their APIs, hosted files as <video>.
import { loadVimeo, loadYouTube, type VimeoPlayer, type YouTubeEvent, type YouTubePlayer } from '../../families/video/api.ts';
import { toVimeoId, toYouTubeId } from '../../families/video/ids.ts';
import type { Item } from './items.ts';
import { toHostedSource } from './hosted-source.ts';

export type PlayerHooks = { played(): void; paused(): void; ended(): void };

export type Player = {
  play(): void;
  pause(): void;
  mute(): void;
  time(): Promise<number>;
  isPlaying(): boolean;
};

type FullYouTubePlayer = YouTubePlayer & { pauseVideo?(): void; getCurrentTime?(): number };
type FullVimeoPlayer = VimeoPlayer & { play?(): Promise<unknown>; setMuted?(muted: boolean): Promise<unknown>; getCurrentTime?(): Promise<number> };

/** YouTube's PAUSED state; the shared API type names only the states the video widget needs. */
const YT_PAUSED = 2;

async function createYouTube(item: Item, hooks: PlayerHooks, signal: AbortSignal): Promise<Player | null> {
  const videoId = toYouTubeId(item.url);
  if (!videoId) return null;
  const YT = await loadYouTube();
  if (signal.aborted || !item.host.isConnected) return null;
  let playing = false;
  return new Promise((resolve) => {
    const player: FullYouTubePlayer = new YT.Player(item.host, {
      width: '773',
      videoId,
      // The original's playerVars: no related videos from other channels.
      playerVars: { rel: 0, showinfo: 0, ecver: 2 },
      events: {
        onReady: () => resolve(handle),
        onStateChange: (event: YouTubeEvent) => {
          if (event.data === YT.PlayerState.ENDED) {
            playing = false;
            // Back to the start and stopped, so YouTube shows no suggestions over the ended video.
            event.target.seekTo(0);
            event.target.stopVideo();
            hooks.ended();
          } else if (event.data === YT.PlayerState.PLAYING && !playing) {
            playing = true;
            hooks.played();
          } else if (event.data === YT_PAUSED && playing) {
            playing = false;
            hooks.paused();
          }
        },
      },
    });
    const handle: Player = {
      play: () => player.playVideo(),
      pause: () => player.pauseVideo?.(),
      mute: () => player.mute(),
      time: async () => player.getCurrentTime?.() ?? 0,
      isPlaying: () => playing,
    };
    signal.addEventListener('abort', () => player.destroy(), { once: true });
  });
}

async function createVimeo(item: Item, hooks: PlayerHooks, signal: AbortSignal): Promise<Player | null> {
  const id = toVimeoId(item.url);
  if (!id) return null;
  const Vimeo = await loadVimeo();
  if (signal.aborted || !item.host.isConnected) return null;
  const player: FullVimeoPlayer = new Vimeo.Player(item.host, { id: Number(id) });
  let playing = false;
  player.on('play', () => { playing = true; hooks.played(); });
  player.on('pause', (data) => {
    playing = false;
    // Vimeo also pauses at 0 % on load and at 100 % on end: those are not the visitor's pauses.
    const percent = typeof data['percent'] === 'number' ? data['percent'] : 0.5;
    if (percent > 0 && percent < 1) hooks.paused();
  });
  player.on('ended', () => { playing = false; hooks.ended(); });
  signal.addEventListener('abort', () => void player.destroy().catch(() => {}), { once: true });
  await player.ready().catch(() => {});
  return {
    play: () => void player.play?.().catch(() => {}),
    pause: () => void player.pause().catch(() => {}),
    mute: () => void player.setMuted?.(true).catch(() => {}),
    time: () => player.getCurrentTime?.().catch(() => 0) ?? Promise.resolve(0),
    isPlaying: () => playing,
  };
}

async function createHosted(item: Item, hooks: PlayerHooks, signal: AbortSignal): Promise<Player | null> {
  const source = toHostedSource(item.url, document.baseURI);
  if (!source) return null;
  // The element is a component, imported (with the UI chunk) when a hosted item first plays, one retry.
  const { toHostedVideo } = await import('./hosted-video.tsx').catch(() => import('./hosted-video.tsx'));
  if (signal.aborted) return null;
  const video = toHostedVideo(source);
  item.host.replaceWith(video);
  const on = (type: string, run: () => void) => video.addEventListener(type, run, { signal });
  on('play', () => { if (!video.seeking) hooks.played(); });
  // The browser also pauses at the end and while seeking: neither is the visitor's pause.
  on('pause', () => { if (!video.ended && !video.seeking) hooks.paused(); });
  on('ended', () => hooks.ended());
  signal.addEventListener('abort', () => video.pause(), { once: true });
  return {
    play: () => void video.play()?.catch(() => {}),
    pause: () => video.pause(),
    mute: () => { video.muted = true; },
    time: async () => video.currentTime,
    isPlaying: () => !video.paused && !video.ended,
  };
}

/** Creates the item's player and resolves once it can take commands; null when its URL names no playable video. */
export async function createPlayer(item: Item, hooks: PlayerHooks, signal: AbortSignal): Promise<Player | null> {
  if (item.provider === 'youtube') return createYouTube(item, hooks, signal);
  if (item.provider === 'vimeo') return createVimeo(item, hooks, signal);
  return createHosted(item, hooks, signal);
}
