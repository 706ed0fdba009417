// The lightbox's visible and spoken labels: the site's translations from the config where it has them.

export type Labels = {
  dialog: string;
  close: string;
  share: string;
  facebook: string;
  twitter: string;
  pinterest: string;
  download: string;
  fullscreen: string;
  zoom: string;
  previous: string;
  next: string;
  playVideo: string;
};

export function toLabels(i18n: Record<string, string>): Labels {
  const pick = (key: string, fallback: string): string => i18n[key] || fallback;
  return {
    dialog: 'Lightbox',
    close: `${pick('close', 'Close')} (Esc)`,
    // The spec names this label; the free plugin's "Share" string is too vague for a control that opens a menu.
    share: 'Share on social networks',
    facebook: pick('shareOnFacebook', 'Share on Facebook'),
    twitter: pick('shareOnTwitter', 'Share on Twitter'),
    pinterest: pick('pinIt', 'Pin it'),
    download: pick('downloadImage', 'Download image'),
    fullscreen: pick('fullscreen', 'Fullscreen'),
    zoom: pick('zoom', 'Zoom'),
    previous: pick('previous', 'Previous'),
    next: pick('next', 'Next'),
    playVideo: pick('playVideo', 'Play Video'),
  };
}
