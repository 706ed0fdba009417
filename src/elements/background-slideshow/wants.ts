// Decides, inside the loader, whether a section, column or container shows a background slideshow.
export const hasSlideshow = (_: HTMLElement, settings: Record<string, unknown>): boolean =>
  settings['background_background'] === 'slideshow' && Array.isArray(settings['background_slideshow_gallery']);
