// Video URLs → embed URLs rebuilt from the video id, so no untrusted URL reaches an iframe. The owner's privacy choice
// travels in the URL the server printed (the video widget's `yt_privacy`: YouTube on youtube-nocookie.com, Vimeo with
// `dnt`), and is kept: a site allowing only the host its setting names in `frame-src` keeps working.
import type { VideoSource } from './types.ts';

const YOUTUBE_ID = /^[\w-]{6,20}$/;
const VIMEO_ID = /^\d{1,12}$/;
/** Player parameters carried over from the page's embed URL; anything else (tracking, origin, widget ids) is dropped. */
const YOUTUBE_PARAMS = ['start', 'end', 'rel', 'controls', 'mute', 'loop', 'playlist', 'cc_load_policy', 'playsinline'];
const VIMEO_PARAMS = ['loop', 'muted', 'title', 'portrait', 'byline', 'color', 'h', 'autopause', 'dnt'];
const PARAM_VALUE = /^[\w,.-]{0,64}$/;

const youtubeHost = (url: URL): string => url.hostname.replace(/^(www|m)\./, '');

function youtubeId(url: URL): string | null {
  const host = youtubeHost(url);
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id = url.searchParams.get('v') ?? url.searchParams.get('vi')
      ?? /^\/(?:embed|v|vi|shorts|live)\/([^/]+)/.exec(url.pathname)?.[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null;
  const id = /^\/(?:video\/|external\/)?(\d+)/.exec(url.pathname)?.[1];
  return id && VIMEO_ID.test(id) ? id : null;
}

function copyParams(from: URL, to: URL, names: string[]): void {
  for (const name of names) {
    const value = from.searchParams.get(name);
    if (value !== null && PARAM_VALUE.test(value)) to.searchParams.set(name, value);
  }
}

/** The player URL for a YouTube or Vimeo link, on the host (and with the `dnt`) the link has; null when it is neither. */
export function toEmbed(url: URL, autoplay: boolean): VideoSource | null {
  const youtube = youtubeId(url);
  if (youtube) {
    const host = youtubeHost(url) === 'youtube-nocookie.com' ? 'www.youtube-nocookie.com' : 'www.youtube.com';
    const embed = new URL(`https://${host}/embed/${youtube}`);
    copyParams(url, embed, YOUTUBE_PARAMS);
    if (autoplay) embed.searchParams.set('autoplay', '1');
    return { kind: 'embed', provider: 'youtube', src: embed.href };
  }
  const vimeo = vimeoId(url);
  if (!vimeo) return null;
  const embed = new URL(`https://player.vimeo.com/video/${vimeo}`);
  copyParams(url, embed, VIMEO_PARAMS);
  if (autoplay) embed.searchParams.set('autoplay', '1');
  // Vimeo's start time lives in the fragment (`#t=1m30s`).
  if (/^#t=[\dhms]{1,12}$/.test(url.hash)) embed.hash = url.hash;
  return { kind: 'embed', provider: 'vimeo', src: embed.href };
}

/** The page builder's aspect ratio keys; other numbers are used as they are. */
const RATIOS = new Map([['219', 21 / 9], ['169', 16 / 9], ['43', 4 / 3], ['32', 3 / 2], ['11', 1], ['916', 9 / 16]]);

export function toRatio(raw: unknown): number {
  const key = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw : '';
  const ratio = RATIOS.get(key) ?? Number(key);
  return Number.isFinite(ratio) && ratio > 0.1 && ratio < 10 ? ratio : 16 / 9;
}
