// A video in the lightbox: a privacy-friendly YouTube/Vimeo iframe or a hosted `<video>`, in the original's wrappers.
import { make } from './dom.ts';
import { PREVENT_CLOSE } from './dialog.ts';
import type { VideoSource } from './types.ts';

export type VideoOptions = { ratio: number; autoplay: boolean; params: Record<string, string> };

const PLAYER_TITLE = { youtube: 'YouTube video player', vimeo: 'Vimeo video player' } as const;

function toShape(ratio: number): string {
  if (Math.abs(ratio - 1) < 0.01) return 'square';
  return ratio > 1 ? 'landscape' : 'portrait';
}

function makePlayer(source: VideoSource, options: VideoOptions): HTMLElement {
  if (source.kind === 'embed') {
    return make('iframe', 'elementor-video-iframe', {
      src: source.src,
      title: PLAYER_TITLE[source.provider],
      allow: `${options.autoplay ? 'autoplay; ' : ''}fullscreen; picture-in-picture; encrypted-media`,
      allowfullscreen: '',
    });
  }
  // Controls always: a visitor must be able to pause what the lightbox plays, whatever the widget's settings say.
  return make('video', 'elementor-video', {
    ...options.params, src: source.src, controls: '', playsinline: '', autoplay: options.autoplay ? '' : null,
  });
}

export function makeVideoView(source: VideoSource, options: VideoOptions): HTMLElement {
  const wrapper = make('div', `elementor-video-wrapper elementor-video-${toShape(options.ratio)}`, {}, [makePlayer(source, options)]);
  // Set through the CSSOM, which a strict style-src policy allows, unlike a style attribute in markup.
  wrapper.style.setProperty('--video-aspect-ratio', String(Math.round(options.ratio * 100000) / 100000));
  return make('div', `elementor-video-container ${PREVENT_CLOSE}`, {}, [wrapper]);
}
