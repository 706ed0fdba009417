// Motion effects (scroll and mouse) on sections, columns, containers and widgets, and on their backgrounds.
import type { WispModule } from '../../core/types.ts';
import { readResponsive } from '../../shared/breakpoints.ts';
import { builderDevice } from '../../shared/builder-device.ts';
import { queryOwn } from '../../shared/dom.ts';
import { prefersReducedMotion } from '../../shared/motion.ts';
import { startInstance } from './instance.ts';
import { parse, toCustomTransforms, type InstanceSettings, type MotionSettings, type Prefix } from './settings.ts';

/** 200 ms: the original re-evaluates devices on resize through a debounce that calls at the start and at the end. */
export const RESIZE_TOGGLE_MS = 200;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const hasEffects = (instance: InstanceSettings) => instance.scroll.length + instance.mouse.length > 0;

/** Calls `run` at once, then once more `ms` after the last call of a burst. */
function debounceBothEdges(run: () => void, ms: number, signal: AbortSignal): () => void {
  let timer = 0;
  signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  return () => {
    const leading = timer === 0;
    clearTimeout(timer);
    timer = window.setTimeout(() => {
      timer = 0;
      run();
    }, ms);
    if (leading) run();
  };
}

/** Hovering a scrolling widget drops the 100 ms transition the scroll set, so its own hover transition applies. */
function releaseTransitionOnHover(root: HTMLElement, settings: MotionSettings, signal: AbortSignal): void {
  if (!settings.raw['motion_fx_motion_fx_scrolling']) return;
  for (const container of queryOwn(root, '.elementor-widget-container')) {
    container.addEventListener('mouseenter', () => container.style.removeProperty('--e-transform-transition-duration'), { signal });
  }
}

const motionEffects: WispModule<MotionSettings> = {
  parse,
  mount: (root, settings, ctx) => {
    const type = root.getAttribute('data-element_type') ?? 'widget';
    const custom = toCustomTransforms(settings.raw);
    const running = new Map<Prefix, { key: string; controller: AbortController }>();
    const toggle = () => {
      const device = builderDevice(ctx.device);
      const fixed = readResponsive(settings.raw, '_position', device, ctx.config.breakpoints) === 'fixed';
      for (const instance of settings.instances) {
        const on = !prefersReducedMotion() && instance.enabled && hasEffects(instance) && (instance.devices?.includes(device) ?? true);
        const key = on ? `on ${String(fixed)}` : 'off';
        if (running.get(instance.prefix)?.key === key) continue;
        running.get(instance.prefix)?.controller.abort();
        const controller = new AbortController();
        running.set(instance.prefix, { key, controller });
        if (on) startInstance(root, instance, { type, custom, fixed }, controller.signal);
      }
    };
    toggle();
    addEventListener('resize', debounceBothEdges(toggle, RESIZE_TOGGLE_MS, ctx.signal), { passive: true, signal: ctx.signal });
    if (typeof matchMedia === 'function') matchMedia(REDUCED_MOTION).addEventListener('change', toggle, { signal: ctx.signal });
    releaseTransitionOnHover(root, settings, ctx.signal);
    ctx.signal.addEventListener('abort', () => {
      for (const { controller } of running.values()) controller.abort();
    }, { once: true });
  },
};

export default motionEffects;
