// Lightbox links for DOM tests, written to the page builder's markup contract (elementor-core.md §6).

const esc = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export type LinkOptions = {
  href?: string;
  open?: 'yes' | 'no';
  slideshow?: string;
  index?: number;
  title?: string;
  description?: string;
  hash?: string;
  video?: string;
  id?: string;
  download?: boolean;
};

/** One lightbox link (an `<a>` with the page builder's lightbox attributes) around a thumbnail. */
export function imageLink(options: LinkOptions = {}): string {
  const attrs: Array<[string, string | undefined]> = [
    ['id', options.id],
    ['data-elementor-open-lightbox', options.open],
    ['data-elementor-lightbox-slideshow', options.slideshow],
    ['data-elementor-lightbox-index', options.index === undefined ? undefined : String(options.index)],
    ['data-elementor-lightbox-title', options.title],
    ['data-elementor-lightbox-description', options.description],
    ['data-e-action-hash', options.hash],
    ['data-elementor-lightbox-video', options.video],
    ['download', options.download ? '' : undefined],
    ['href', options.href ?? '/img/one.jpg'],
  ];
  const html = attrs.filter(([, value]) => value !== undefined).map(([name, value]) => `${name}="${esc(value ?? '')}"`).join(' ');
  return `<a ${html}><img src="/img/thumb.jpg" alt=""></a>`;
}

/** A basic gallery widget whose links share a slideshow group. */
export function galleryWidget(id: string, items: LinkOptions[]): string {
  const links = items.map((item) => `<figure class="gallery-item"><div class="gallery-icon">${imageLink({ open: 'yes', slideshow: id, ...item })}</div></figure>`).join('');
  return `<div class="elementor-element elementor-widget elementor-widget-image-gallery" data-id="${id}" data-element_type="widget" data-widget_type="image-gallery.default"><div class="gallery">${links}</div></div>`;
}

/** A video widget's overlay in lightbox mode, its options as the JSON the server prints. */
export function videoOverlay(options: unknown, id = 'v1'): string {
  const json = typeof options === 'string' ? options : JSON.stringify(options);
  return `<div id="${id}" class="elementor-custom-embed-image-overlay" data-elementor-open-lightbox="yes" data-elementor-lightbox="${esc(json)}"><img src="/img/poster.jpg" alt=""></div>`;
}

export const KIT_ALL_ON = {
  global_image_lightbox: 'yes', lightbox_enable_counter: 'yes', lightbox_enable_fullscreen: 'yes', lightbox_enable_zoom: 'yes',
  lightbox_enable_share: 'yes', lightbox_title_src: 'title', lightbox_description_src: 'description',
};
