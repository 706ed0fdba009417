// The kit's lightbox settings, read once from the untrusted config into flags.
import { isYes } from '../../shared/fields.ts';

export type LightboxKit = {
  /** `global_image_lightbox`: every image link opens in the lightbox unless it says `no`. */
  global: boolean;
  counter: boolean;
  fullscreen: boolean;
  zoom: boolean;
  share: boolean;
  /** A title source is chosen (`lightbox_title_src` present); "None" removes the key. */
  title: boolean;
  description: boolean;
};

const hasText = (value: unknown): boolean => typeof value === 'string' && value !== '';

export function toLightboxKit(kit: Record<string, unknown>): LightboxKit {
  return {
    global: isYes(kit['global_image_lightbox']),
    counter: isYes(kit['lightbox_enable_counter']),
    fullscreen: isYes(kit['lightbox_enable_fullscreen']),
    zoom: isYes(kit['lightbox_enable_zoom']),
    share: isYes(kit['lightbox_enable_share']),
    title: hasText(kit['lightbox_title_src']),
    description: hasText(kit['lightbox_description_src']),
  };
}
