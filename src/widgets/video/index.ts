// Video widget: YouTube through its IFrame API, Vimeo/Dailymotion/VideoPress iframes, hosted files; overlay, lazy load, lightbox.
import type { MountContext, WispModule } from '../../core/types.ts';
import { toYouTubeId } from '../../families/video/ids.ts';
import { loadYouTube } from '../../families/video/api.ts';
import { prefersReducedMotion } from '../../shared/motion.ts';
import { isIframeProvider, toIframeSrc } from './embed-url.ts';
import { onActivate, toActivator } from './overlay.ts';
import { parse, type VideoSettings } from './settings.ts';
import { startYouTube } from './youtube.ts';
import { whenVisible } from '../../families/video/when-visible.ts';

type Player =
  | { kind: 'youtube'; target: HTMLElement; id: string }
  | { kind: 'iframe'; iframe: HTMLIFrameElement; provider: 'vimeo' | 'dailymotion' | 'videopress' }
  | { kind: 'file'; video: HTMLVideoElement };

function findPlayer(settings: VideoSettings, ctx: MountContext): Player | string {
  const provider = settings.video_type;
  if (provider === 'youtube') {
    const target = ctx.own('.elementor-video')[0];
    const id = toYouTubeId(settings.youtube_url);
    if (!id) return 'youtube_url has no YouTube video id';
    return target ? { kind: 'youtube', target, id } : 'no .elementor-video element for the YouTube player';
  }
  if (isIframeProvider(provider)) {
    const iframe = ctx.own<HTMLIFrameElement>('iframe.elementor-video-iframe, iframe')[0];
    return iframe ? { kind: 'iframe', iframe, provider } : `no ${provider} iframe`;
  }
  const video = ctx.own<HTMLVideoElement>('video.elementor-video, video')[0];
  return video ? { kind: 'file', video } : 'no <video> element for the hosted video';
}

/** Fills a lazy iframe from its safe twin of the server URL; warns (and leaves it empty) when that URL names no video. */
function fillIframe(player: Extract<Player, { kind: 'iframe' }>, autoplay: boolean, ctx: MountContext): void {
  const { iframe, provider } = player;
  const src = toIframeSrc(provider, iframe.getAttribute('data-lazy-load') ?? iframe.getAttribute('src'), autoplay);
  if (!src) return ctx.warn('url', `the ${provider} iframe has no video URL wisp can play`);
  if (autoplay) iframe.allow = iframe.allow.includes('autoplay') ? iframe.allow : ['autoplay', iframe.allow].filter(Boolean).join('; ');
  iframe.removeAttribute('data-lazy-load');
  iframe.src = src;
}

/** Starts the player the visitor asked for with a click on the overlay. */
async function playFromOverlay(player: Player, overlay: HTMLElement, settings: VideoSettings, ctx: MountContext): Promise<void> {
  if (player.kind === 'youtube') {
    await loadYouTube();
    if (ctx.signal.aborted) return;
    overlay.remove();
    const iframe = await startYouTube(player.target, player.id, settings, true, ctx.signal);
    iframe?.focus();
    return;
  }
  overlay.remove();
  if (player.kind === 'file') {
    player.video.focus();
    return void player.video.play().catch(() => {});
  }
  fillIframe(player, settings.autoplay, ctx);
  player.iframe.focus();
}

function startInline(player: Player, settings: VideoSettings, ctx: MountContext): void {
  if (player.kind === 'youtube') {
    // Reduced motion: the visitor starts the video; an overlay click or the player's own button still plays it.
    const autoplay = settings.autoplay && !prefersReducedMotion();
    const start = () => void startYouTube(player.target, player.id, settings, autoplay, ctx.signal);
    // The player div is 0 px tall until the API fills it, so its parent is the one watched, as in the original.
    if (settings.lazy_load) whenVisible(player.target.parentElement ?? player.target, start, ctx.signal);
    else start();
    return;
  }
  if (player.kind === 'iframe' && player.iframe.hasAttribute('data-lazy-load')) {
    whenVisible(player.iframe, () => fillIframe(player, false, ctx), ctx.signal);
  }
}

const video: WispModule<VideoSettings> = {
  parse,
  mount(root, settings, ctx) {
    const wrapper = ctx.own('.elementor-wrapper')[0];
    // The server prints the overlay only when show_image_overlay is on and an image is set (the original's own test), so
    // the markup, not the setting, says whether there is one.
    const overlay = ctx.own('.elementor-custom-embed-image-overlay')[0] ?? null;
    const play = ctx.own('.elementor-custom-embed-play')[0] ?? null;
    if (!wrapper) { ctx.warn('markup', 'no .elementor-wrapper element'); return false; }
    if (settings.lightbox || wrapper.classList.contains('elementor-open-lightbox')) {
      // The page-wide lightbox opens on the overlay's click; keyboard users reach it through the play button.
      if (!overlay) { ctx.warn('markup', 'lightbox mode without the image overlay that opens it'); return false; }
      onActivate(overlay, toActivator(overlay, play), (event) => { if (event.type === 'keydown') overlay.click(); }, ctx.signal);
      return;
    }
    const player = findPlayer(settings, ctx);
    if (typeof player === 'string') { ctx.warn('markup', player); return false; }
    if (!overlay) return startInline(player, settings, ctx);
    let started = false;
    onActivate(overlay, toActivator(overlay, play), () => {
      if (started) return;
      started = true;
      void playFromOverlay(player, overlay, settings, ctx);
    }, ctx.signal);
  },
};

export default video;
