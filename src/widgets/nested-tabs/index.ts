// Nested tabs (`nested-tabs.default`): one container panel shown at a time, roving tabindex, deep links, touch mode,
// horizontal title scrolling, and the accordion layout the stylesheet switches to below the chosen breakpoint.
import type { MountContext, WispModule } from '../../core/types.ts';
import { PANEL_EVENT } from './panel-events.ts';
import { startControl, tabForHash, type TabsControl } from './control.ts';
import { startKeyboard } from './keyboard.ts';
import { findParts, type TabsParts } from './parts.ts';
import { alignHeading, startDragScroll } from './scroll.ts';
import { parse, type NestedTabsSettings } from './settings.ts';

const TOUCH_DEVICES: readonly string[] = ['mobile', 'mobile_extra', 'tablet', 'tablet_extra'];

function writeTouchMode(widget: HTMLElement, touch: boolean): void {
  if (widget.getAttribute('data-touch-mode') !== String(touch)) widget.setAttribute('data-touch-mode', String(touch));
}

/** A deep link whose target sat in a hidden panel could not be scrolled to by the browser; now it can. */
function revealTarget(target: HTMLElement): void {
  const { top } = target.getBoundingClientRect();
  if (top < 0 || top >= window.innerHeight) target.scrollIntoView({ block: 'start' });
}

function selectFromHash(control: TabsControl): void {
  const hit = tabForHash(control.tabs);
  if (hit) control.activate(hit.tab, () => revealTarget(hit.target));
}

/** Touch mode and title alignment: first from the page (touch events), then per device on every resize. */
function startLayout({ widget, heading }: TabsParts, settings: NestedTabsSettings, ctx: MountContext): void {
  const { signal } = ctx;
  writeTouchMode(widget, 'ontouchstart' in window);
  alignHeading(heading, settings, ctx);
  startDragScroll(heading, settings, ctx);
  let frame = 0;
  window.addEventListener('resize', () => {
    frame ||= requestAnimationFrame(() => {
      frame = 0;
      // As in the original, after a resize touch mode follows the device, not the touch capability.
      writeTouchMode(widget, TOUCH_DEVICES.includes(ctx.device()));
      alignHeading(heading, settings, ctx);
    });
  }, { signal, passive: true });
  signal.addEventListener('abort', () => cancelAnimationFrame(frame));
  // Inside a panel of another nested tabs widget the titles had no width while hidden: align again once shown.
  window.addEventListener(PANEL_EVENT.nestedTabsActivate, (event) => {
    const panel = (event as CustomEvent<unknown>).detail;
    if (panel instanceof Node && panel !== widget && panel.contains(widget)) alignHeading(heading, settings, ctx);
  }, { signal });
}

const nestedTabs: WispModule<NestedTabsSettings> = {
  parse,
  mount: (root, settings, ctx) => {
    const parts = findParts(root);
    if (typeof parts === 'string') {
      ctx.warn('markup', parts);
      return false;
    }
    const control = startControl(parts, ctx);
    const first = parts.tabs.find((tab) => tab.index === 1) ?? parts.tabs[0];
    if (first) control.activate(first);
    selectFromHash(control);
    // Without `e-activated` the stylesheet shows the first panel, so the page reads right before the script runs.
    parts.widget.classList.add('e-activated');
    startLayout(parts, settings, ctx);
    startKeyboard(root, control, ctx);
    root.addEventListener('click', (event) => {
      const title = event.target instanceof Element ? event.target.closest('.e-n-tab-title') : null;
      const tab = control.tabs.find((candidate) => candidate.title === title);
      if (!tab) return;
      event.preventDefault();
      control.activate(tab);
    }, { signal: ctx.signal });
    window.addEventListener('hashchange', () => selectFromHash(control), { signal: ctx.signal });
  },
};

export default nestedTabs;
