// Background players: YouTube and Vimeo through their APIs, muted, looping between start and end.
import { loadVimeo, loadYouTube, type YouTubeEvent, type YouTubePlayer } from '../../families/video/api.ts';
import type { BackgroundVideoSettings } from './settings.ts';

const LOADING = ['elementor-loading', 'elementor-invisible'];

/** Tells the sizing which element to cover the container with, at which aspect ratio. */
export type Show = (video: HTMLElement, aspect: number) => void;

/** Seeks to the start and, with an end, comes back after it; play-once stops on the second pass. */
function loopYouTube(player: YouTubePlayer, settings: BackgroundVideoSettings, first: boolean, signal: AbortSignal): void {
  if (signal.aborted) return;
  if (settings.background_play_once && !first) return player.stopVideo();
  player.seekTo(settings.background_video_start);
  if (!settings.background_video_end) return;
  const seconds = settings.background_video_end - settings.background_video_start + 1;
  const timer = setTimeout(() => loopYouTube(player, settings, false, signal), seconds * 1000);
  signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
}

export async function startYouTube(container: HTMLElement, embed: HTMLElement, id: string, settings: BackgroundVideoSettings, show: Show, signal: AbortSignal): Promise<void> {
  container.classList.add(...LOADING);
  const YT = await loadYouTube();
  if (signal.aborted) return;
  const options: Record<string, unknown> = {
    videoId: id,
    playerVars: { controls: 0, rel: 0, playsinline: 1, cc_load_policy: 0 },
    events: {
      onReady: ({ target }: YouTubeEvent) => {
        target.mute();
        show(target.getIframe(), 16 / 9);
        loopYouTube(target, settings, true, signal);
        target.playVideo();
      },
      onStateChange: ({ target, data }: YouTubeEvent) => {
        const chrome = 'chrome' in window;
        if (data === YT.PlayerState.PLAYING || (chrome && data === YT.PlayerState.UNSTARTED)) container.classList.remove(...LOADING);
        if (data !== YT.PlayerState.ENDED) return;
        target.seekTo(settings.background_video_start);
        if (settings.background_play_once) target.destroy();
      },
    },
  };
  if (settings.background_privacy_mode) Object.assign(options, { host: 'https://www.youtube-nocookie.com', origin: location.origin });
  const player = new YT.Player(embed, options);
  signal.addEventListener('abort', () => player.destroy(), { once: true });
}

export async function startVimeo(container: HTMLElement, id: string, settings: BackgroundVideoSettings, show: Show, signal: AbortSignal): Promise<void> {
  const Vimeo = await loadVimeo();
  if (signal.aborted) return;
  const { background_video_start: start, background_video_end: end, background_play_once: once } = settings;
  const player = new Vimeo.Player(container, {
    url: `https://vimeo.com/${id}`, autoplay: true, loop: !once, transparent: true, background: true, muted: true,
    ...(settings.background_privacy_mode ? { dnt: true } : {}),
  });
  signal.addEventListener('abort', () => void player.destroy().catch(() => {}), { once: true });
  void player.ready().then(() => {
    const iframe = container.querySelector('iframe');
    if (!iframe || signal.aborted) return;
    iframe.classList.add('elementor-background-video-embed');
    // The iframe's own width:height, as the original measures Vimeo.
    const ratio = Number(iframe.getAttribute('width')) / Number(iframe.getAttribute('height'));
    show(iframe, Number.isFinite(ratio) && ratio > 0 ? ratio : 16 / 9);
  }, () => {});
  if (start) player.on('play', (data) => { if (data['seconds'] === 0) void player.setCurrentTime(start); });
  player.on('timeupdate', (data) => {
    const seconds = Number(data['seconds']);
    const duration = Number(data['duration']);
    if (end && seconds > end) void (once ? player.pause() : player.setCurrentTime(start));
    else if (!end && start && seconds + 0.5 >= duration) void player.setCurrentTime(start);
  });
}
