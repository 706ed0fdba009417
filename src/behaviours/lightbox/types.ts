// What the lightbox is asked to show, once the untrusted markup or action settings have been checked.

export type Slide = {
  /** The image, absolute and safe; for a video slide, its poster. */
  image: string;
  /** A video slide's embed URL (rebuilt from the video id) or file URL (Pro galleries), else null. */
  video: VideoSource | null;
  title: string;
  description: string;
  /** The element's action hash (`#elementor-action…`), used to share a link to this very slide; or ''. */
  hash: string;
};

export type VideoSource = { kind: 'embed'; src: string; provider: 'youtube' | 'vimeo' } | { kind: 'file'; src: string };

export type ImagesRequest = { type: 'images'; id: string; slides: Slide[]; start: number };

export type VideoRequest = {
  type: 'video';
  id: string;
  source: VideoSource;
  autoplay: boolean;
  /** Width / height, 16:9 by default. */
  ratio: number;
  /** Allow-listed attributes for a hosted `<video>`. */
  params: Record<string, string>;
  /**
   * `modalOptions.entranceAnimation`, `_tablet` and `_mobile` as printed: undefined when absent, '' for none (and for
   * a value that is not an animation name).
   */
  animation: { base?: string; tablet?: string; mobile?: string };
};

export type LightboxRequest = ImagesRequest | VideoRequest;

/** Why nothing opens; warned once per key. */
export type Refusal = { type: 'refused'; key: string; message: string };
