// Video options (`data-elementor-lightbox` JSON or an action's settings) → a checked video request.
import { isYes } from '../../shared/fields.ts';
import { isRecord, toRecord } from '../../shared/guards.ts';
import { toEmbed, toRatio } from './embed.ts';
import { describeRefused, toSafeUrl } from './qualify.ts';
import type { Refusal, VideoRequest, VideoSource } from './types.ts';

const SAFE_ID = /^[\w-]{1,80}$/;
/** `<video>` attributes a hosted video may carry; event handlers and anything unknown are dropped. */
const FLAGS = ['loop', 'muted', 'playsinline'];
/** Without a declared type, only a video file is played as one. */
const VIDEO_FILE = /\.(?:mp4|m4v|webm|ogv|ogg|mov)$/i;

export const refuse = (key: string, message: string): Refusal => ({ type: 'refused', key, message });

/** An id the options ask for, when it is a plain token; otherwise ours, so no markup can pick a clashing id. */
export function toModalId(raw: unknown, fallback: string): string {
  return typeof raw === 'string' && SAFE_ID.test(raw) ? raw : fallback;
}

/** A video URL from markup: YouTube or Vimeo as an embed, a hosted file as a `<video>`, on an http(s) or same-origin URL. */
export function toVideoSource(raw: unknown, type: unknown, autoplay: boolean): VideoSource | Refusal {
  const url = toSafeUrl(raw);
  if (!url) return refuse('unsafe-url', `refused to open ${describeRefused(raw)} in the lightbox`);
  if (type === 'hosted') return { kind: 'file', src: url.href };
  const embed = toEmbed(url, autoplay);
  if (embed) return embed;
  if (type === 'youtube' || type === 'vimeo') return refuse('video-url', `the ${type} URL has no video id the lightbox can play`);
  // Dailymotion, VideoPress…: the original shows an empty lightbox; nothing opening is kinder.
  if (typeof type === 'string' && type !== '') return refuse('video-type', `"${type}" videos are not played in the lightbox`);
  return VIDEO_FILE.test(url.pathname) ? { kind: 'file', src: url.href } : refuse('video-url', 'the lightbox has no player for this video URL');
}

function toParams(raw: unknown): Record<string, string> {
  const params: Record<string, string> = {};
  const given = toRecord(raw);
  for (const flag of FLAGS) if (flag in given && given[flag] !== false) params[flag] = '';
  const poster = toSafeUrl(given['poster']);
  if (poster) params['poster'] = poster.href;
  if (given['controlsList'] === 'nodownload') params['controlslist'] = 'nodownload';
  const preload = given['preload'];
  if (preload === 'auto' || preload === 'metadata' || preload === 'none') params['preload'] = preload;
  return params;
}

/** An animation class name, as the page builder's animation controls give them (`zoomIn`, `fadeInUp`). */
const ANIMATION_NAME = /^[A-Za-z][\w-]{0,40}$/;

function toAnimation(modal: Record<string, unknown>): VideoRequest['animation'] {
  const read = (key: string): string | undefined => {
    const value = modal[key];
    if (value === undefined || value === null) return undefined;
    return typeof value === 'string' && ANIMATION_NAME.test(value) ? value : '';
  };
  return { base: read('entranceAnimation'), tablet: read('entranceAnimation_tablet'), mobile: read('entranceAnimation_mobile') };
}

/**
 * The entrance animation's class on `device`, as the original resolves a per-device setting: a phone takes the mobile
 * value, else the tablet's, else the base one; an empty device value falls through. `zoomIn` only when the options name
 * none at all (image lightboxes); a video widget printing an empty one gets no animation.
 */
export function toEntranceClass(animation: VideoRequest['animation'], device: string): string {
  const chain = device.startsWith('mobile') ? [animation.mobile, animation.tablet] : device.startsWith('tablet') ? [animation.tablet] : [];
  for (const value of chain) if (value) return value;
  return animation.base ?? 'zoomIn';
}

/** `{type:'video', videoType, url, autoplay, modalOptions, videoParams}` as the video widget prints it. */
export function toVideoRequest(raw: unknown): VideoRequest | Refusal {
  if (!isRecord(raw)) return refuse('options', 'the lightbox options are not an object');
  const autoplay = isYes(raw['autoplay']);
  const source = toVideoSource(raw['url'], raw['videoType'], autoplay);
  if ('type' in source) return source;
  const modal = toRecord(raw['modalOptions']);
  return {
    type: 'video',
    id: toModalId(modal['id'], 'elementor-lightbox-video'),
    source,
    autoplay,
    ratio: toRatio(modal['videoAspectRatio']),
    params: source.kind === 'file' ? toParams(raw['videoParams']) : {},
    animation: toAnimation(modal),
  };
}
