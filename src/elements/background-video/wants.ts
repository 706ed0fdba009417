// Decides, inside the loader, whether a section or container plays a background video.
export const hasBackgroundVideo = (_: HTMLElement, settings: Record<string, unknown>): boolean =>
  settings['background_background'] === 'video' && Boolean(settings['background_video_link']);
