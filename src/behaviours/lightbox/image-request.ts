// Image links → a single image or a slideshow, read from the page builder's lightbox attributes.
import { CANDIDATE, LIGHTBOX_ATTR, describeRefused, toSafeUrl } from './qualify.ts';
import type { ImagesRequest, Refusal, Slide } from './types.ts';
import { refuse, toModalId, toVideoSource } from './video-request.ts';

type Ranked = { slide: Slide; index: number; order: number; keys: string[] };

const attr = (element: Element, name: string): string => element.getAttribute(name)?.trim() ?? '';

/** Only a real action hash is kept: it is appended to the page URL when a slide is shared. */
function toHash(raw: string): string {
  return /^#elementor-action(?::|%3A)/i.test(raw) ? raw : '';
}

/** A link's slide, or a refusal when its image or video URL is unsafe. */
export function toSlide(element: Element): { slide: Slide; keys: string[] } | Refusal {
  const rawImage = element.getAttribute('href');
  const image = rawImage === null ? null : toSafeUrl(rawImage);
  const rawVideo = element.getAttribute(LIGHTBOX_ATTR.video);
  // Autoplay: a video slide only loads when the visitor presses Play Video.
  const video = rawVideo ? toVideoSource(rawVideo, '', true) : null;
  if (video && 'type' in video) return video;
  if (!image && !video) return refuse('unsafe-url', `refused to open ${describeRefused(rawImage)} in the lightbox`);
  const slide: Slide = {
    image: image?.href ?? '',
    video,
    title: attr(element, LIGHTBOX_ATTR.title),
    description: attr(element, LIGHTBOX_ATTR.description),
    hash: toHash(attr(element, LIGHTBOX_ATTR.hash)),
  };
  // A slide is found again by its image or its raw video URL (an action names the URL it starts at).
  const keys = [image?.href ?? '', rawVideo ? toSafeUrl(rawVideo)?.href ?? '' : ''].filter(Boolean);
  return { slide, keys };
}

/** Carousels clone slides for looping; the clones are not extra pictures. */
function isDuplicate(element: Element): boolean {
  return Boolean(element.parentElement?.classList.contains('swiper-slide-duplicate') || element.closest('.slick-cloned'));
}

function toIndex(element: Element, order: number): number {
  const raw = element.getAttribute(LIGHTBOX_ATTR.index);
  const index = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isFinite(index) ? index : order;
}

/** Every link of the group in index order (collection order breaks ties), clones and unsafe links left out. */
function collectGroup(group: string): { slides: Ranked[]; dropped: number } {
  const ranked: Ranked[] = [];
  let dropped = 0;
  const members = [...document.querySelectorAll(`[${LIGHTBOX_ATTR.slideshow}]`)]
    .filter((element) => element.getAttribute(LIGHTBOX_ATTR.slideshow) === group && element.matches(CANDIDATE) && !isDuplicate(element));
  members.forEach((element, order) => {
    const read = toSlide(element);
    if ('type' in read) dropped += 1;
    else ranked.push({ slide: read.slide, keys: read.keys, index: toIndex(element, order), order });
  });
  ranked.sort((a, b) => a.index - b.index || a.order - b.order);
  return { slides: ranked, dropped };
}

/** The slideshow `group` starting at the slide whose image or video is `startUrl`; null when the page has no such group. */
export function toSlideshow(group: string, startUrl: string): { request: ImagesRequest; dropped: number } | null {
  const { slides, dropped } = collectGroup(group);
  if (slides.length === 0) return null;
  const start = Math.max(0, slides.findIndex((ranked) => ranked.keys.includes(startUrl)));
  const id = toModalId(`elementor-lightbox-slideshow-${group}`, 'elementor-lightbox-slideshow');
  return { request: { type: 'images', id, slides: slides.map((ranked) => ranked.slide), start }, dropped };
}

/** A single image, as the original opens links without a slideshow group. */
export function toSingle(slide: Slide): ImagesRequest {
  return { type: 'images', id: 'elementor-lightbox-slideshow-single-img', slides: [slide], start: 0 };
}
