// One motion instance (element or background) on one element: measured in the shared frame's read phase, written in its write phase.
import { BUILDER_EVENT } from '../../shared/names.ts';
import { addFrameTask, requestFrame } from '../../shared/frame-loop.ts';
import { prepareElements, type MotionElements } from './elements.ts';
import {
  clampToRange, toBackgroundStep, toBlur, toCurvePoint, toElementStep, toOpacity, toPagePercent, toPointerPercents, toScale,
  toViewportPercent,
} from './formulas.ts';
import { pointer, watchPointer } from './pointer.ts';
import { createRuleWriter, type RuleWriter } from './rules.ts';
import type { Effect, InstanceSettings } from './settings.ts';

export type InstanceOptions = { type: string; custom: string[]; fixed: boolean };
type Movable = { x: number; y: number };
type Measured = { scroll: number | null; pointer: { x: number; y: number } | null; movable: Movable | null };

const px = (value: string): number => Number.parseFloat(value) || 0;

/** The element's height without padding and border, as the original's jQuery `height()` measures it. */
function toContentHeight(element: HTMLElement, rect: DOMRect): number {
  const style = getComputedStyle(element);
  const height = Number.parseFloat(style.height);
  if (Number.isNaN(height)) return rect.height;
  if (style.boxSizing !== 'border-box') return height;
  return height - px(style.paddingTop) - px(style.paddingBottom) - px(style.borderTopWidth) - px(style.borderBottomWidth);
}

function measureProgress(range: string, fixed: boolean, parent: HTMLElement): number {
  const root = document.documentElement;
  const scrollTop = root.scrollTop + document.body.scrollTop;
  if (range === 'page') return toPagePercent(scrollTop, root.scrollHeight - root.clientHeight);
  if (fixed) return toPagePercent(scrollTop, root.scrollHeight - root.clientHeight, innerHeight);
  const rect = parent.getBoundingClientRect();
  return toViewportPercent(rect.top, toContentHeight(parent, rect), innerHeight);
}

/** How far a background layer can travel: its size minus the element's, per axis. */
function measureMovable(host: HTMLElement, layer: HTMLElement): Movable {
  const box = host.getBoundingClientRect();
  const style = getComputedStyle(layer);
  return { x: px(style.width) - box.width, y: px(style.height) - box.height };
}

function translate(writer: RuleWriter, fn: 'translateX' | 'translateY', passed: number, effect: Effect, movable: Movable | null): void {
  const { speed, direction } = effect.options;
  const step = movable ? toBackgroundStep(passed, fn === 'translateX' ? movable.x : movable.y, direction) : toElementStep(passed, speed, direction);
  writer.set('transform', fn, `${step}px`);
}

function applyScroll(writer: RuleWriter, effect: Effect, progress: number, movable: Movable | null): void {
  const { options } = effect;
  const passed = clampToRange(progress, options.affectedRange);
  const point = () => toCurvePoint(passed, options.direction, options.range);
  if (effect.name === 'translateX' || effect.name === 'translateY') translate(writer, effect.name, passed, effect, movable);
  else if (effect.name === 'rotateZ') writer.set('transform', 'rotateZ', `${toElementStep(passed, options.speed, options.direction)}deg`);
  else if (effect.name === 'scale') writer.set('transform', 'scale', String(toScale(point(), options.speed)));
  else if (effect.name === 'opacity') writer.opacity(toOpacity(point(), options.level));
  else if (effect.name === 'blur') writer.set('filter', 'blur', `${toBlur(point(), options.level)}px`);
}

function applyMouse(writer: RuleWriter, effect: Effect, at: { x: number; y: number }, movable: Movable | null): void {
  const { speed, direction } = effect.options;
  if (effect.name === 'mouseTrack') {
    translate(writer, 'translateX', at.x, effect, movable);
    translate(writer, 'translateY', at.y, effect, movable);
  } else if (effect.name === 'tilt') {
    writer.set('transform', 'rotateX', `${toElementStep(at.y, speed / 10, direction)}deg`);
    writer.set('transform', 'rotateY', `${toElementStep(100 - at.x, speed / 10, direction)}deg`);
  }
}

/** Watches whether the element that drives the effects is on screen; off screen, frames skip it. */
function watchVisible(target: Element, onChange: (visible: boolean) => void, signal: AbortSignal): void {
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) onChange(entry.isIntersecting);
  });
  observer.observe(target);
  signal.addEventListener('abort', () => observer.disconnect(), { once: true });
}

type Run = {
  settings: InstanceSettings;
  elements: MotionElements;
  writer: RuleWriter;
  range: string;
  fixed: boolean;
  state: { visible: boolean; dirty: boolean; scrollY: number; pointer: string; movable: Movable | null };
};

/** Read phase: what changed since the last frame (scroll, pointer, sizes), measured without writing. */
function measure(run: Run): Measured | null {
  const { settings, elements, state } = run;
  // The first frame runs even off screen, so elements start in their place for the current scroll.
  if (!state.visible && !state.dirty) return null;
  const next: Measured = { scroll: null, pointer: null, movable: null };
  if (state.dirty && elements.layer) next.movable = measureMovable(elements.host, elements.layer);
  if (settings.scroll.length > 0 && (state.dirty || scrollY !== state.scrollY)) next.scroll = measureProgress(run.range, run.fixed, elements.parent);
  const at = `${pointer.x},${pointer.y}`;
  if (settings.mouse.length > 0 && pointer.seen && at !== state.pointer) next.pointer = toPointerPercents(pointer.x, pointer.y, innerWidth, innerHeight);
  state.dirty = false;
  state.scrollY = scrollY;
  state.pointer = at;
  return next;
}

/** Write phase: every effect's value from what was measured. */
function write(run: Run, measured: Measured): void {
  const { settings, elements, writer, state } = run;
  if (measured.movable) state.movable = measured.movable;
  const movable = elements.layer ? state.movable : null;
  if (measured.scroll !== null) {
    for (const effect of settings.scroll) applyScroll(writer, effect, measured.scroll, movable);
    // Scroll updates follow quickly; hovering clears it so hover transforms keep their own transition.
    elements.host.style.setProperty('--e-transform-transition-duration', '100ms');
  }
  if (measured.pointer) for (const effect of settings.mouse) applyMouse(writer, effect, measured.pointer, movable);
}

/** Starts one instance until `signal` aborts, which gives back every class, layer and inline style. */
export function startInstance(root: HTMLElement, settings: InstanceSettings, options: InstanceOptions, signal: AbortSignal): void {
  const cleanups: Array<() => void> = [];
  signal.addEventListener('abort', () => cleanups.reverse().forEach((cleanup) => cleanup()), { once: true });
  const elements = prepareElements(root, options.type, settings, cleanups);
  if (!elements) return;
  const writer = createRuleWriter(elements.target, options.custom);
  cleanups.push(writer.restore);
  // A fixed element with no range set follows the page's scroll, as in the original.
  const range = settings.range || (options.fixed ? 'page' : '');
  const run: Run = { settings, elements, writer, range, fixed: options.fixed, state: { visible: false, dirty: true, scrollY: Number.NaN, pointer: '', movable: null } };
  const remeasure = () => {
    run.state.dirty = true;
    requestFrame();
  };
  watchVisible(range === 'page' ? document.body : elements.parent, (visible) => {
    run.state.visible = visible;
    if (visible) requestFrame();
  }, signal);
  addEventListener(BUILDER_EVENT.motionFxRecalc, remeasure, { signal });
  addEventListener('resize', remeasure, { passive: true, signal });
  if (settings.mouse.length > 0) watchPointer(signal);
  let measured: Measured | null = null;
  addFrameTask({
    read: () => (measured = measure(run)),
    write: () => {
      if (measured) write(run, measured);
      measured = null;
    },
  }, signal);
}
