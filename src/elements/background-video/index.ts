// Background video of a section or container: YouTube, Vimeo or a hosted file, muted, covering the element.
import type { MountContext, WispModule } from '../../core/types.ts';
import { loadPart } from '../../shared/lazy-part.ts';
import { prefersReducedMotion } from '../../shared/motion.ts';
import { toVimeoId, toYouTubeId } from '../../families/video/ids.ts';
import { keepCovering } from './cover.ts';
import type { Show } from './players.ts';
import { parse, toProvider, type BackgroundVideoSettings } from './settings.ts';

/** A file URL on http(s) or this origin, with the original's `#t=start[,end]` media fragment. */
function toHostedSrc(settings: BackgroundVideoSettings): string | null {
  let url: URL;
  try {
    url = new URL(settings.background_video_link.trim(), location.href);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:' && url.origin !== location.origin) return null;
  const { background_video_start: start, background_video_end: end } = settings;
  url.hash = start || end ? `t=${start}${end ? `,${end}` : ''}` : '';
  return url.href;
}

function startHosted(video: HTMLVideoElement, src: string, settings: BackgroundVideoSettings, show: Show, signal: AbortSignal): void {
  // Reduced motion: the first frame stands still instead of playing.
  if (prefersReducedMotion()) {
    video.autoplay = false;
    video.preload = 'metadata';
  }
  video.addEventListener('canplay', () => show(video, 16 / 9), { once: true, signal });
  if (settings.background_play_once) video.addEventListener('ended', () => { video.style.display = 'none'; }, { signal });
  video.src = src;
}

function mountEmbed(container: HTMLElement, settings: BackgroundVideoSettings, ctx: MountContext): false | void {
  const link = settings.background_video_link;
  const vimeo = toProvider(link) === 'vimeo';
  const id = vimeo ? toVimeoId(link) : toYouTubeId(link);
  const embed = ctx.own('.elementor-background-video-embed')[0];
  if (!id) { ctx.warn('background_video_link', `the link has no ${vimeo ? 'Vimeo' : 'YouTube'} video id`); return false; }
  if (!embed && !vimeo) { ctx.warn('markup', 'no .elementor-background-video-embed element'); return false; }
  // Reduced motion: no player at all; the element keeps its fallback background.
  if (prefersReducedMotion()) return;
  const show = keepCovering(container, ctx.signal);
  // The players and their APIs' loaders are a chunk of their own: a hosted file, the common case, fetches none of it.
  void loadPart(() => import('./players.ts'), ctx, 'background-video/players', 'the video player; the section keeps its fallback background', ({ startVimeo, startYouTube }) => {
    if (vimeo) void startVimeo(container, id, settings, show, ctx.signal);
    else if (embed) void startYouTube(container, embed, id, settings, show, ctx.signal);
  });
}

const backgroundVideo: WispModule<BackgroundVideoSettings> = {
  parse,
  mount(_root, settings, ctx) {
    const container = ctx.own('.elementor-background-video-container')[0];
    if (!container) { ctx.warn('markup', 'no .elementor-background-video-container element'); return false; }
    // As the original: phones skip the video unless "play on mobile" is on (the server hides the container too).
    if (ctx.device() === 'mobile' && !settings.background_play_on_mobile) return;
    if (toProvider(settings.background_video_link) !== 'hosted') return mountEmbed(container, settings, ctx);
    const video = ctx.own<HTMLVideoElement>('video.elementor-background-video-hosted')[0];
    const src = toHostedSrc(settings);
    if (!video) { ctx.warn('markup', 'no video.elementor-background-video-hosted element'); return false; }
    if (!src) { ctx.warn('background_video_link', 'the background video link is not an http(s) URL'); return false; }
    startHosted(video, src, settings, keepCovering(container, ctx.signal), ctx.signal);
  },
};

export default backgroundVideo;
