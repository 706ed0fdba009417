// A video in the lightbox: a YouTube/Vimeo iframe rebuilt from the video id (on the page's host, with its privacy
// parameter) or a hosted `<video>`, in the original's wrappers.
import { PREVENT_CLOSE } from './dialog.tsx';
import type { VideoSource } from './types.ts';

type VideoOptions = { ratio: number; autoplay: boolean; params: Record<string, string> };

const PLAYER_TITLE = { youtube: 'YouTube video player', vimeo: 'Vimeo video player' } as const;

function toShape(ratio: number): string {
  if (Math.abs(ratio - 1) < 0.01) return 'square';
  return ratio > 1 ? 'landscape' : 'portrait';
}

/**
 * The allow-listed attributes as properties that reflect them: `muted` is only written as an attribute through
 * `defaultMuted`, and an empty string means a present boolean attribute.
 */
function toVideoProps(params: Record<string, string>): Record<string, string | boolean> {
  const props: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries(params)) props[name === 'muted' ? 'defaultMuted' : name] = value === '' ? true : value;
  return props;
}

function Player({ source, autoplay, params }: { source: VideoSource } & Omit<VideoOptions, 'ratio'>) {
  if (source.kind === 'embed') {
    return (
      <iframe
        className="elementor-video-iframe" src={source.src} title={PLAYER_TITLE[source.provider]}
        allow={`${autoplay ? 'autoplay; ' : ''}fullscreen; picture-in-picture; encrypted-media`} allowFullScreen
      />
    );
  }
  // Controls always: a visitor must be able to pause what the lightbox plays, whatever the widget's settings say.
  return <video className="elementor-video" {...toVideoProps(params)} src={source.src} controls playsInline autoplay={autoplay || undefined} />;
}

export function VideoView({ source, ...options }: { source: VideoSource } & VideoOptions) {
  // A custom property goes through the CSSOM, which a strict style-src policy allows, unlike a style attribute.
  const style = { '--video-aspect-ratio': String(Math.round(options.ratio * 100000) / 100000) };
  return (
    <div className={`elementor-video-container ${PREVENT_CLOSE}`}>
      <div className={`elementor-video-wrapper elementor-video-${toShape(options.ratio)}`} style={style}>
        <Player source={source} autoplay={options.autoplay} params={options.params} />
      </div>
    </div>
  );
}
