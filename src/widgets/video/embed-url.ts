// Iframe players (Vimeo, Dailymotion, VideoPress): the server's embed URL rebuilt from its video id and known parameters.
import { toDailymotionId, toVideoPressId, toVideoUrl, toVimeoId } from '../../families/video/ids.ts';

type IframeProvider = 'vimeo' | 'dailymotion' | 'videopress';

/** Player parameters the page builder prints per provider; anything else (tracking, unknown keys) is dropped. */
const PARAMS: Record<IframeProvider, readonly string[]> = {
  vimeo: ['loop', 'muted', 'title', 'portrait', 'byline', 'color', 'autopause', 'dnt', 'h', 'autoplay', 'playsinline'],
  dailymotion: ['controls', 'mute', 'ui-start-screen-info', 'ui-logo', 'ui-highlight', 'start', 'endscreen-enable', 'autoplay', 'playsinline'],
  videopress: ['hd', 'cover', 'loop', 'autoPlay', 'autoplay', 'muted', 'playsinline', 'controls', 'at', 'persistVolume'],
};
const PARAM_VALUE = /^[\w,.-]{0,64}$/;
const VIMEO_TIME = /^#t=[\dhms]{1,12}$/;

function toBase(provider: IframeProvider, url: URL): URL | null {
  if (provider === 'vimeo') {
    const id = toVimeoId(url.href);
    return id ? new URL(`https://player.vimeo.com/video/${id}`) : null;
  }
  if (provider === 'dailymotion') {
    const id = toDailymotionId(url.href);
    return id ? new URL(`https://www.dailymotion.com/embed/video/${id}`) : null;
  }
  const id = toVideoPressId(url.href);
  return id ? new URL(`https://videopress.com/embed/${id}`) : null;
}

/** The safe twin of the server's URL, or null when it names no video of that provider. */
export function toIframeSrc(provider: IframeProvider, raw: string | null, autoplay: boolean): string | null {
  const url = toVideoUrl(raw);
  const embed = url ? toBase(provider, url) : null;
  if (!url || !embed) return null;
  for (const name of PARAMS[provider]) {
    const value = url.searchParams.get(name);
    if (value !== null && PARAM_VALUE.test(value)) embed.searchParams.set(name, value);
  }
  if (autoplay) {
    embed.searchParams.set('autoplay', '1');
    embed.searchParams.set('playsinline', '1');
  }
  // Vimeo's start time lives in the fragment (`#t=1m30s`), which stays last.
  if (provider === 'vimeo' && VIMEO_TIME.test(url.hash)) embed.hash = url.hash;
  return embed.href;
}

export const isIframeProvider = (provider: string): provider is IframeProvider => provider in PARAMS;
