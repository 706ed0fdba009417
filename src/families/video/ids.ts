// Video ids out of untrusted URLs; every embed URL wisp writes is rebuilt from one of these, never from the raw text.
const YOUTUBE_ID = /^[\w-]{6,20}$/;
const VIMEO_ID = /^\d{1,12}$/;
const DAILYMOTION_ID = /^[a-z0-9]{5,12}$/i;
const VIDEOPRESS_ID = /^[a-z0-9]{6,12}$/i;

function toUrl(raw: unknown): URL | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  try {
    const url = new URL(raw.trim(), 'https://invalid.example/');
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

const hostOf = (url: URL) => url.hostname.replace(/^(www|m)\./, '');
const checked = (id: string | null | undefined, pattern: RegExp) => (id && pattern.test(id) ? id : null);

/** `youtu.be/ID`, `watch?v=` (or `vi=`), `/embed/`, `/v/`, `/vi/`, `/shorts/`, `/live/`, on youtube or youtube-nocookie. */
export function toYouTubeId(raw: unknown): string | null {
  const url = toUrl(raw);
  if (!url) return null;
  const host = hostOf(url);
  if (host === 'youtu.be') return checked(url.pathname.split('/')[1], YOUTUBE_ID);
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return null;
  const id = url.searchParams.get('v') ?? url.searchParams.get('vi')
    ?? /^\/(?:embed|v|vi|shorts|live)\/([^/?#]+)/.exec(url.pathname)?.[1];
  return checked(id, YOUTUBE_ID);
}

/** The digits after `vimeo.com/` (optionally `video/`, `external/`, or a channel path). */
export function toVimeoId(raw: unknown): string | null {
  const url = toUrl(raw);
  if (!url || !['vimeo.com', 'player.vimeo.com'].includes(hostOf(url))) return null;
  return checked(/\/(\d+)(?:[/?#]|$)/.exec(url.pathname)?.[1], VIMEO_ID);
}

/** `dailymotion.com/video/ID`, `/embed/video/ID` or `dai.ly/ID`; the id ends at the first `_` (the title slug). */
export function toDailymotionId(raw: unknown): string | null {
  const url = toUrl(raw);
  if (!url) return null;
  const host = hostOf(url);
  if (host === 'dai.ly') return checked(url.pathname.split('/')[1], DAILYMOTION_ID);
  if (!host.endsWith('dailymotion.com')) return null;
  const id = /\/video\/([^/_?#]+)/.exec(url.pathname)?.[1] ?? url.searchParams.get('video');
  return checked(id, DAILYMOTION_ID);
}

/** `videopress.com/v/ID` or `/embed/ID`, also on video.wordpress.com. */
export function toVideoPressId(raw: unknown): string | null {
  const url = toUrl(raw);
  if (!url || !['videopress.com', 'video.wordpress.com'].includes(hostOf(url))) return null;
  return checked(/^\/(?:v|embed)\/([^/?#]+)/.exec(url.pathname)?.[1], VIDEOPRESS_ID);
}

export { toUrl as toVideoUrl };
