// Turns a clicked element or an action's settings into a checked lightbox request, or a refusal to warn about.
import { isRecord, toText } from '../../shared/guards.ts';
import { toSingle, toSlide, toSlideshow } from './image-request.ts';
import { LIGHTBOX_ATTR, describeRefused, toSafeUrl } from './qualify.ts';
import type { LightboxRequest, Refusal, Slide } from './types.ts';
import { refuse, toVideoRequest } from './video-request.ts';

export type Checked = { request: LightboxRequest; dropped: number } | Refusal;

function parseOptions(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function toGroup(raw: unknown): string {
  return typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : toText(raw).trim();
}

/** As the original's createLightbox: video options first, then a slideshow group, else the single image. */
export function fromElement(element: HTMLElement): Checked {
  const rawOptions = element.getAttribute(LIGHTBOX_ATTR.options);
  if (rawOptions !== null) {
    const options = parseOptions(rawOptions);
    if (!isRecord(options)) return refuse('options', `${LIGHTBOX_ATTR.options} is not a JSON object`);
    if (options['type'] !== 'slideshow') {
      const video = toVideoRequest(options);
      return video.type === 'refused' ? video : { request: video, dropped: 0 };
    }
  }
  const own = toSlide(element);
  if ('type' in own) return own;
  const group = toGroup(element.getAttribute(LIGHTBOX_ATTR.slideshow));
  if (!group) return { request: toSingle(own.slide), dropped: 0 };
  return toSlideshow(group, own.keys[0] ?? '') ?? { request: toSingle(own.slide), dropped: 0 };
}

function toInlineSlides(raw: unknown[]): { slides: Slide[]; dropped: number } {
  const slides: Slide[] = [];
  for (const item of raw) {
    const record = isRecord(item) ? item : {};
    const image = toSafeUrl(record['image'] ?? record['url']);
    if (image) slides.push({ image: image.href, video: null, title: toText(record['title']), description: toText(record['description']), hash: '' });
  }
  return { slides, dropped: raw.length - slides.length };
}

/** From the page URL there is no source: the page's own lightbox link to that image still carries its texts. */
function findLink(href: string): Element | null {
  for (const link of document.querySelectorAll(`a[${LIGHTBOX_ATTR.hash}]`)) if (toSafeUrl(link.getAttribute('href'))?.href === href) return link;
  return null;
}

/** The texts of the element that carried the action hash, when it is a lightbox link; else the settings' own. */
function textsOf(source: Element | null, settings: Record<string, unknown>): Pick<Slide, 'title' | 'description'> {
  const read = (attr: string, key: string) => source?.getAttribute(attr)?.trim() || toText(settings[key]);
  return { title: read(LIGHTBOX_ATTR.title, 'title'), description: read(LIGHTBOX_ATTR.description, 'description') };
}

/** The `lightbox` action's settings: `{type:'video',…}`, `{id, url, slideshow?}` or `{type:'slideshow', slides}`. */
export function fromSettings(settings: Record<string, unknown>, source: Element | null): Checked {
  if (settings['type'] === 'video') {
    const video = toVideoRequest(settings);
    return video.type === 'refused' ? video : { request: video, dropped: 0 };
  }
  if (settings['type'] === 'slideshow' && Array.isArray(settings['slides'])) {
    const { slides, dropped } = toInlineSlides(settings['slides']);
    if (slides.length === 0) return refuse('settings', 'the lightbox action has no slide with an http(s) image');
    return { request: { type: 'images', id: 'elementor-lightbox-slideshow-action', slides, start: 0 }, dropped };
  }
  const url = toSafeUrl(settings['url']);
  if (!url) {
    return settings['url'] === undefined ? refuse('settings', 'the lightbox action has no url') : refuse('unsafe-url', `refused to open ${describeRefused(settings['url'])} in the lightbox`);
  }
  const group = toGroup(settings['slideshow']);
  const slideshow = group ? toSlideshow(group, url.href) : null;
  if (slideshow) return slideshow;
  const link = source ?? findLink(url.href);
  const hash = link?.getAttribute(LIGHTBOX_ATTR.hash)?.trim() ?? '';
  return { request: toSingle({ image: url.href, video: null, ...textsOf(link, settings), hash: /^#elementor-action/i.test(hash) ? hash : '' }), dropped: 0 };
}
