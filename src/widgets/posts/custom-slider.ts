// The custom skin's slider (`post_slider` on): its `.ecs-posts` listing is a Swiper wrapper, mounted as a carousel.
import type { Cleanup, FieldWarning, MountContext } from '../../core/types.ts';
import { toCarouselSettings, type CarouselSettings } from '../../families/carousel/settings.ts';
import { CUSTOM_SKIN } from '../../families/carousel/dialects.ts';
import { isYes } from '../../shared/fields.ts';

/** The skin's setting prefix: `custom_` on posts, `archive_custom_` on archive posts. */
export function toCustomPrefix(skin: string): string {
  return skin === 'archive_custom' ? 'archive_custom_' : 'custom_';
}

/**
 * The slider's settings are the core carousel's keys behind the skin prefix (`custom_slides_to_show`,
 * `custom_autoplay`…); keys without the prefix are ignored, so a Pro skin's own settings never leak in.
 */
export function toSliderSettings(raw: Record<string, unknown>, prefix: string): { settings: CarouselSettings; warnings: FieldWarning[] } | null {
  if (!isYes(raw[`${prefix}post_slider`])) return null;
  const own: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (key.startsWith(prefix)) own[key.slice(prefix.length)] = value;
  }
  const result = toCarouselSettings(own, CUSTOM_SKIN);
  if (!result.ok) return null;
  // Warnings name the key as the page prints it, prefix included.
  const warnings = (result.warnings ?? []).map((warning) => ({
    key: `${prefix}${warning.key}`,
    message: warning.message.replace(`"${warning.key}"`, `"${prefix}${warning.key}"`),
  }));
  return { settings: result.settings, warnings };
}

/** The Swiper element is the parent of the `.ecs-posts.swiper-wrapper` listing. */
const CONTAINER = ':is(.swiper, .swiper-container):has(> .ecs-posts.swiper-wrapper)';

/**
 * Swiper is imported only when a listing is a slider, so plain custom-skin listings never fetch it; the carousel
 * checks its markup after the import and warns without writing when it is missing, as any mount does.
 */
export function startCustomSlider(root: HTMLElement, settings: CarouselSettings, ctx: MountContext): Cleanup {
  let stop: Cleanup | null = null;
  void import('../../families/carousel/mount.ts').then(({ mountCarousel }) => {
    if (ctx.signal.aborted) return;
    stop = mountCarousel(root, settings, ctx, { container: CONTAINER }) || null;
  });
  return () => stop?.();
}
