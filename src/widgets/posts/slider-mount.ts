// The custom skin's slider, loaded when a listing is one: the carousel's settings read from the slider's keys, and the
// carousel mounted on the listing's Swiper element.
import type { Cleanup, MountContext } from '../../core/types.ts';
import { CUSTOM_SKIN } from '../../families/carousel/dialects.ts';
import { mountCarousel } from '../../families/carousel/mount.ts';
import { toCarouselSettings } from '../../families/carousel/settings.ts';

/** The Swiper element is the parent of the `.ecs-posts.swiper-wrapper` listing. */
const CONTAINER = ':is(.swiper, .swiper-container):has(> .ecs-posts.swiper-wrapper)';

/** Reads `keys` (the slider's settings, prefix removed) and mounts; a warning names the key as the page prints it. */
export function mountSlider(root: HTMLElement, keys: Record<string, unknown>, prefix: string, ctx: MountContext): Cleanup | void | false {
  const result = toCarouselSettings(keys, CUSTOM_SKIN);
  if (!result.ok) return false;
  for (const { key, message } of result.warnings ?? []) ctx.warn(`${prefix}${key}`, message.replace(`"${key}"`, `"${prefix}${key}"`));
  return mountCarousel(root, result.settings, ctx, { container: CONTAINER });
}
