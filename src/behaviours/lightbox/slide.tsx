// One slide of the image lightbox: the picture in a zoom container, or a video slide with its play button.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Control } from './control.tsx';
import { PREVENT_CLOSE } from './dialog.tsx';
import { Icon } from './icons.tsx';
import type { Slide } from './types.ts';
import { VideoView } from './video-view.tsx';

type SlideProps = {
  slide: Slide;
  /** "2 / 5", the slide's accessible name. */
  position: string;
  active: boolean;
  /** Whether the picture may load (the active slide and its neighbours). */
  loaded: boolean;
  playLabel: string;
  /** The zoom transform of the active picture, or null. */
  transform: string | null;
};

/** The original's alt text, without its `undefined - …` quirk when a picture has a description but no title. */
function toAlt(slide: Slide): string {
  return [slide.title, slide.description].filter(Boolean).join(' - ');
}

export function SlideView({ slide, position, active, loaded, playLabel, transform }: SlideProps) {
  const element = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState(false);
  // Leaving the slide removes its player, which stops it, as the original removes the wrappers of slides it leaves.
  const showPlayer = playing && active;
  useEffect(() => {
    if (!active) setPlaying(false);
  }, [active]);
  useLayoutEffect(() => {
    if (showPlayer) element.current?.querySelector<HTMLElement>('iframe, video')?.focus();
  }, [showPlayer]);
  const { video } = slide;
  return (
    <div
      ref={element} className={`swiper-slide elementor-lightbox-item${active ? ' swiper-slide-active' : ''}${showPlayer ? ' elementor-playing' : ''}`}
      role="group" aria-roledescription="slide" aria-label={position} hidden={!active}
      data-e-action-hash={slide.hash || undefined} data-elementor-slideshow-video={video?.src}
    >
      {slide.image && (
        <div className="swiper-zoom-container">
          <img
            className={`elementor-lightbox-image ${PREVENT_CLOSE}`} alt={toAlt(slide)} data-title={slide.title} data-description={slide.description}
            decoding="async" draggable={false} src={loaded ? slide.image : undefined} style={transform && !video ? { transform } : undefined}
          />
        </div>
      )}
      {video && (
        // Played on request, not on arrival: the third-party player is only contacted when the visitor asks for it.
        <Control className={`elementor-custom-embed-play ${PREVENT_CLOSE}`} role="button" label={playLabel} hidden={showPlayer} onActivate={() => setPlaying(true)}>
          <Icon name="play" />
        </Control>
      )}
      {video && showPlayer && <VideoView source={video} ratio={16 / 9} autoplay params={{}} />}
    </div>
  );
}
