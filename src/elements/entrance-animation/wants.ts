// Decides, inside the loader, whether an element has an entrance animation to run.
import { CLASS } from '../../core/schema.ts';

/** `animation` on sections, columns and containers, `_animation` on widgets, with optional device suffixes. */
const ANIMATION_KEY = /^_?animation(?:_(?:mobile|mobile_extra|tablet|tablet_extra|laptop|widescreen))?$/;

/** Any device's animation setting counts, as does the server-rendered invisible class. */
export function hasEntranceAnimation(element: HTMLElement, settings: Record<string, unknown>): boolean {
  if (element.classList.contains(CLASS.invisible)) return true;
  return Object.entries(settings).some(([key, value]) => ANIMATION_KEY.test(key) && typeof value === 'string' && value !== '');
}
