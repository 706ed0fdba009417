// The custom skin's slider (`post_slider` on): its `.ecs-posts` listing is a Swiper wrapper, mounted as a carousel.
// Only the prefix and the slider's keys are read here; the carousel's settings reader comes with its mount
// (./slider-mount.ts), so a posts listing that is not a slider fetches none of the carousel family.
import type { Cleanup, MountContext } from '../../core/types.ts';
import { isYes } from '../../shared/fields.ts';
import { loadPart } from '../../shared/lazy-part.ts';

/** The skin's setting prefix: `custom_` on posts, `archive_custom_` on archive posts. */
export function toCustomPrefix(skin: string): string {
  return skin === 'archive_custom' ? 'archive_custom_' : 'custom_';
}

/**
 * The slider's settings are the core carousel's keys behind the skin prefix (`custom_slides_to_show`,
 * `custom_autoplay`…): they are returned without it, or null when the listing is not a slider. Keys without the
 * prefix are left out, so a Pro skin's own settings never leak in.
 */
export function toSliderKeys(raw: Record<string, unknown>, prefix: string): Record<string, unknown> | null {
  if (!isYes(raw[`${prefix}post_slider`])) return null;
  const own: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (key.startsWith(prefix)) own[key.slice(prefix.length)] = value;
  }
  return own;
}

/**
 * Swiper and the carousel code are imported only when a listing is a slider, so plain custom-skin listings never
 * fetch them; the carousel checks its markup after the import and warns without writing when it is missing, as any
 * mount does.
 */
export function startCustomSlider(root: HTMLElement, keys: Record<string, unknown>, prefix: string, ctx: MountContext): Cleanup {
  let stop: Cleanup | null = null;
  void loadPart(() => import('./slider-mount.ts'), ctx, 'posts/slider', 'the slider; the posts stay in a row as printed', ({ mountSlider }) => {
    stop = mountSlider(root, keys, prefix, ctx) || null;
  });
  return () => stop?.();
}
