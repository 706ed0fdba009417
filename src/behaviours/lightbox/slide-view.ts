// One slide of the image lightbox: the picture in a zoom container, or a video slide with its play button.
import { make, makeControl, onActivate } from './dom.ts';
import { PREVENT_CLOSE } from './dialog.ts';
import { makeIcon } from './icons.ts';
import type { Slide } from './types.ts';
import { makeVideoView } from './video-view.ts';

export type SlideView = { element: HTMLElement; image: HTMLImageElement | null; load(): void; stop(): void };

/** The original's alt text, without its `undefined - …` quirk when a picture has a description but no title. */
function toAlt(slide: Slide): string {
  return [slide.title, slide.description].filter(Boolean).join(' - ');
}

export function makeSlideView(slide: Slide, position: string, playLabel: string, signal: AbortSignal): SlideView {
  const element = make('div', 'swiper-slide elementor-lightbox-item', {
    role: 'group', 'aria-roledescription': 'slide', 'aria-label': position, hidden: '',
    'data-e-action-hash': slide.hash || null,
  });
  const image = slide.image
    ? make('img', `elementor-lightbox-image ${PREVENT_CLOSE}`, { alt: toAlt(slide), 'data-title': slide.title, 'data-description': slide.description, decoding: 'async', draggable: 'false' })
    : null;
  if (image) element.append(make('div', 'swiper-zoom-container', {}, [image]));
  const video = slide.video;
  if (video) {
    element.setAttribute('data-elementor-slideshow-video', video.src);
    // Played on request, not on arrival: the third-party player is only contacted when the visitor asks for it.
    const play = makeControl(`elementor-custom-embed-play ${PREVENT_CLOSE}`, 'button', playLabel, makeIcon('play'));
    onActivate(play, () => {
      element.append(makeVideoView(video, { ratio: 16 / 9, autoplay: true, params: {} }));
      element.classList.add('elementor-playing');
      play.hidden = true;
      element.querySelector<HTMLElement>('iframe, video')?.focus();
    }, signal);
    element.append(play);
  }
  return {
    element,
    image: video ? null : image,
    load: () => {
      if (image && !image.hasAttribute('src')) image.src = slide.image;
    },
    stop: () => {
      // Removing the player stops it, as the original removes the wrappers of slides it leaves.
      element.querySelector('.elementor-video-container')?.remove();
      element.classList.remove('elementor-playing');
      const play = element.querySelector<HTMLElement>('.elementor-custom-embed-play');
      if (play) play.hidden = false;
    },
  };
}
