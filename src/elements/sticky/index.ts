// Sticky sections, containers and widgets: active on the devices chosen, re-activated when a resize changes the configuration.
import type { WispModule } from '../../core/types.ts';
import { builderDevice } from '../../shared/builder-device.ts';
import { startSticky } from './engine.ts';
import { parse, toStickyConfig, type StickyConfig, type StickySettings } from './settings.ts';

/** 300 ms: the original's debounce before it compares the configuration after a resize. */
export const RESIZE_RECHECK_MS = 300;
/** "Stay in column" stops inside the closest of these. */
const PARENT = '.e-con, .e-con-inner, .elementor-widget-wrap';
const CONTAINER_CLASSES = ['e-con', 'e-con-inner'];

const isContainer = (element: Element | null) => CONTAINER_CLASSES.some((name) => element?.classList.contains(name) === true);

/** Told by a sticky floating bar at the top (widgets/floating-bars-var-1) when it shows, changes height or hides. */
const BAR_EVENT = 'wisp:floating-bar';

/**
 * What covers the top of the viewport for an element sticking to the top: the admin bar when it is fixed (WordPress lets
 * it scroll away on phones), and a sticky floating bar at the top (none once closed: it is not displayed then), as the
 * original stops such elements below it.
 */
function measureTopCover(to: StickySettings['to']): number {
  let height = 0;
  if (to === 'top') {
    for (const bar of document.querySelectorAll('#wpadminbar, .e-floating-bars.is-sticky.has-vertical-position-top')) {
      if (getComputedStyle(bar).position === 'fixed') height += bar.getBoundingClientRect().height;
    }
  }
  return height;
}

const sticky: WispModule<StickySettings> = {
  parse,
  mount: (root, settings, ctx) => {
    // A top-level container has no column to stay in, as in the original.
    const topLevel = isContainer(root) && !isContainer(root.parentElement);
    const parent = settings.parent && !topLevel ? root.parentElement?.closest<HTMLElement>(PARENT) ?? null : null;
    const configure = (): StickyConfig | null =>
      toStickyConfig(settings, builderDevice(ctx.device), ctx.config.breakpoints, measureTopCover(settings.to));
    let active: AbortController | null = null;
    let current = 'null';
    const run = (config: StickyConfig | null) => {
      active?.abort();
      active = null;
      current = JSON.stringify(config);
      if (!config) return;
      active = new AbortController();
      startSticky(root, config, parent, ctx.config.isRtl, active.signal);
    };
    run(configure());
    let timer = 0;
    const recheck = () => {
      const config = configure();
      if (JSON.stringify(config) !== current) run(config);
    };
    addEventListener('resize', () => {
      clearTimeout(timer);
      timer = window.setTimeout(recheck, RESIZE_RECHECK_MS);
    }, { passive: true, signal: ctx.signal });
    document.addEventListener(BAR_EVENT, recheck, { signal: ctx.signal });
    ctx.signal.addEventListener('abort', () => {
      clearTimeout(timer);
      active?.abort();
    }, { once: true });
  },
};

export default sticky;
