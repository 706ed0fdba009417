// The only list of what wisp can handle: widget kinds by `data-widget_type` base, and element-level features.
import type { BehaviourEntry, ModuleEntry } from './types.ts';
import { hasEntranceAnimation } from '../elements/entrance-animation/wants.ts';

export type FeatureEntry = ModuleEntry & {
  name: string;
  /** Decides from the element and its settings, without loading the chunk, whether the feature applies. */
  wants(element: HTMLElement, settings: Record<string, unknown>): boolean;
};

/** Builds a lookup, throwing on a duplicate kind: a programmer error that tests must catch. */
export function toRegistry(entries: ReadonlyArray<readonly [string, ModuleEntry]>): ReadonlyMap<string, ModuleEntry> {
  const registry = new Map<string, ModuleEntry>();
  for (const [kind, entry] of entries) {
    if (registry.has(kind)) throw new Error(`[wisp] registry: duplicate widget kind "${kind}"`);
    registry.set(kind, entry);
  }
  return registry;
}

// Tabs, accordion and toggle load near the viewport: their panels are hidden until the script shows them,
// and 256px of margin makes that happen before they are seen.
export const WIDGETS = toRegistry([
  ['tabs', { trigger: 'visible', load: () => import('../widgets/tabs/index.ts') }],
  ['accordion', { trigger: 'visible', load: () => import('../widgets/accordion/index.ts') }],
  ['toggle', { trigger: 'visible', load: () => import('../widgets/toggle/index.ts') }],
]);

export const FEATURES: readonly FeatureEntry[] = [
  {
    name: 'entrance-animation',
    // Now: the element is invisible until its module runs, so waiting longer would hide content.
    trigger: 'now',
    wants: hasEntranceAnimation,
    load: () => import('../elements/entrance-animation/index.ts'),
  },
];

/** Page-wide behaviours; each `wants` is a cheap check run once at boot. */
export const BEHAVIOURS: readonly BehaviourEntry[] = [
  // Themes style by `body[data-elementor-device-mode]`; idle is soon enough, as no module needs it before mounting.
  { name: 'device-mode', trigger: 'idle', wants: () => true, load: () => import('../behaviours/device-mode.ts') },
];
