// The YouTube player of the video widget, created through the IFrame API as the original does (no server iframe exists).
import { loadYouTube, type YouTubeEvent } from '../../families/video/api.ts';
import type { VideoSettings } from './settings.ts';

const bit = (on: boolean) => (on ? 1 : 0);

/** The original's playerVars, from the settings. */
export function toPlayerVars(settings: VideoSettings, autoplay: boolean): Record<string, number> {
  const vars: Record<string, number> = {
    controls: bit(settings.controls),
    rel: bit(settings.rel),
    playsinline: bit(settings.play_on_mobile),
    cc_load_policy: bit(settings.cc_load_policy),
    autoplay: bit(autoplay),
  };
  if (settings.start) vars['start'] = settings.start;
  if (settings.end) vars['end'] = settings.end;
  return vars;
}

/** Loads the API, then replaces `target` with the player; `autoplay` is the setting or an overlay click. */
export async function startYouTube(target: HTMLElement, id: string, settings: VideoSettings, autoplay: boolean, signal: AbortSignal): Promise<HTMLIFrameElement | null> {
  const YT = await loadYouTube();
  if (signal.aborted || !target.isConnected) return null;
  const options: Record<string, unknown> = {
    videoId: id,
    playerVars: toPlayerVars(settings, autoplay),
    events: {
      onReady: (event: YouTubeEvent) => {
        if (settings.mute) event.target.mute();
        if (autoplay) event.target.playVideo();
      },
      onStateChange: (event: YouTubeEvent) => {
        if (event.data === YT.PlayerState.ENDED && settings.loop) event.target.seekTo(settings.start || 0);
      },
    },
  };
  if (settings.yt_privacy) {
    options['host'] = 'https://www.youtube-nocookie.com';
    options['origin'] = location.origin;
  }
  const player = new YT.Player(target, options);
  signal.addEventListener('abort', () => player.destroy(), { once: true });
  return player.getIframe();
}
