// Where an instance's motion goes: the element's target, its parent, and the background layer it may add.
import { queryOwn } from '../../shared/dom.ts';
import { backupStyles } from '../../shared/inline-style.ts';
import { toLayerPercent } from './formulas.ts';
import type { InstanceSettings } from './settings.ts';

const MOTION_CLASS = {
  element: 'elementor-motion-effects-element',
  parent: 'elementor-motion-effects-parent',
  background: 'elementor-motion-effects-element-type-background',
  container: 'elementor-motion-effects-container',
  layer: 'elementor-motion-effects-layer',
  perspective: 'elementor-motion-effects-perspective',
} as const;

export type MotionElements = {
  /** Gets the classes and the transition variable (the original's `$element`). */
  host: HTMLElement;
  /** Moves: the host itself, or the background layer. */
  target: HTMLElement;
  /** Whose progress through the viewport drives scroll effects. */
  parent: HTMLElement;
  layer: HTMLElement | null;
};

/** Widgets move their inner container (the widget itself with optimized markup), columns their widget wrap. */
function findElementTarget(root: HTMLElement, type: string): HTMLElement {
  if (type === 'section' || type === 'container') return root;
  const selector = type === 'column' ? '.elementor-widget-wrap' : '.elementor-widget-container';
  return queryOwn(root, selector).find((child) => child.parentElement === root) ?? root;
}

/** A parent's classes may be shared by several instances (two moving widgets in one column): counted per class. */
const parentUses = new WeakMap<HTMLElement, Map<string, number>>();

function addParentClass(parent: HTMLElement, name: string): () => void {
  const uses = parentUses.get(parent) ?? new Map<string, number>();
  parentUses.set(parent, uses);
  uses.set(name, (uses.get(name) ?? 0) + 1);
  parent.classList.add(name);
  return () => {
    const left = (uses.get(name) ?? 1) - 1;
    uses.set(name, left);
    if (left === 0) parent.classList.remove(name);
  };
}

/** Sizes the layer 100 % plus ten times the translate speed per axis (mouse tracking first, scroll overrides). */
function sizeLayer(layer: HTMLElement, settings: InstanceSettings): void {
  const speed = { x: 0, y: 0 };
  const track = settings.mouse.find((effect) => effect.name === 'mouseTrack');
  if (track) speed.x = speed.y = track.options.speed;
  for (const effect of settings.scroll) {
    if (effect.name === 'translateX') speed.x = effect.options.speed;
    if (effect.name === 'translateY') speed.y = effect.options.speed;
  }
  layer.style.setProperty('width', `${toLayerPercent(speed.x)}%`);
  layer.style.setProperty('height', `${toLayerPercent(speed.y)}%`);
}

/** Collects (or, for backgrounds, creates) the elements; null when the host has no parent to measure. */
export function prepareElements(root: HTMLElement, type: string, settings: InstanceSettings, cleanups: Array<() => void>): MotionElements | null {
  const background = settings.prefix === 'background_motion_fx';
  const host = background ? root : findElementTarget(root, type);
  const parent = host.parentElement;
  if (!parent) return null;
  cleanups.push(backupStyles(host, ['--e-transform-transition-duration']));
  host.classList.add(MOTION_CLASS.element);
  cleanups.push(() => host.classList.remove(MOTION_CLASS.element, MOTION_CLASS.background), addParentClass(parent, MOTION_CLASS.parent));
  if (settings.mouse.some((effect) => effect.name === 'tilt')) cleanups.push(addParentClass(parent, MOTION_CLASS.perspective));
  if (!background) return { host, target: host, parent, layer: null };
  host.classList.add(MOTION_CLASS.background);
  const container = document.createElement('div');
  container.className = MOTION_CLASS.container;
  const layer = document.createElement('div');
  layer.className = MOTION_CLASS.layer;
  sizeLayer(layer, settings);
  container.append(layer);
  // Columns paint their background on the populated wrap, so the layer goes there.
  const holder = type === 'column' ? queryOwn(root, '.elementor-element-populated').find((child) => child.parentElement === root) ?? root : root;
  holder.prepend(container);
  cleanups.push(() => container.remove());
  return { host, target: layer, parent, layer };
}
