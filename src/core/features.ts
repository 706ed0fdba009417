// Element-level features (sections, columns, containers, widgets), decided per element in the activate chunk.
import type { Trigger } from './types.ts';
import { hasEntranceAnimation } from '../elements/entrance-animation/wants.ts';
import { hasSticky } from '../elements/sticky/wants.ts';
import { hasMotionEffects } from '../elements/motion-effects/wants.ts';
import { needsShapeSvg } from '../elements/shape-dividers/wants.ts';
import { hasBackgroundVideo } from '../elements/background-video/wants.ts';
import { hasSlideshow } from '../elements/background-slideshow/wants.ts';

/**
 * An element feature; its module is `src/elements/{name}/index.ts`. Features are decided in the activate chunk, which
 * every page loads anyway, so the loader carries neither their names nor their checks.
 */
export type FeatureEntry = {
  name: string;
  trigger: Trigger;
  /** Decides from the element and its settings, without loading the chunk, whether the feature applies. */
  wants(element: HTMLElement, settings: Record<string, unknown>): boolean;
};

export const FEATURES: readonly FeatureEntry[] = [
  // Now: the element is invisible until its module runs, so waiting longer would hide content.
  { name: 'entrance-animation', trigger: 'now', wants: hasEntranceAnimation },
  // Now: a bottom sticky far down the page sticks at once, and a header must be stuck before the first scroll.
  { name: 'sticky', trigger: 'now', wants: hasSticky },
  // Visible: the first transform is written before the element is seen (256px margin).
  { name: 'motion-effects', trigger: 'visible', wants: hasMotionEffects },
  { name: 'shape-dividers', trigger: 'visible', wants: needsShapeSvg },
  { name: 'background-video', trigger: 'visible', wants: hasBackgroundVideo },
  { name: 'background-slideshow', trigger: 'visible', wants: hasSlideshow },
];
