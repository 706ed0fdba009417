// The box's expand and collapse buttons: `elementor-toc--collapsed`, the sliding body, aria-expanded and focus.
import type { MountContext } from '../../core/types.ts';
import { readResponsive, toDevicesLargeToSmall, type Device } from '../../shared/breakpoints.ts';
import { isRecord } from '../../shared/guards.ts';
import { slideClosed, slideOpen } from '../../shared/motion.ts';

export type Box = { root: HTMLElement; body: HTMLElement; expand: HTMLElement; collapse: HTMLElement; container: HTMLElement };

const COLLAPSED = 'elementor-toc--collapsed';
/** The original's jQuery slide default (ms). */
const SLIDE_MS = 400;

function toMinHeight(raw: Record<string, unknown>, ctx: MountContext): string {
  const value = readResponsive(raw, 'min_height', ctx.device(), ctx.config.breakpoints);
  if (!isRecord(value) || value['size'] === '' || value['size'] === undefined) return '';
  const unit = typeof value['unit'] === 'string' && /^[a-z%]+$/.test(value['unit']) ? value['unit'] : 'px';
  return Number.isFinite(Number(value['size'])) ? `${Number(value['size'])}${unit}` : '';
}

export function setCollapsed(box: Box, collapsed: boolean, raw: Record<string, unknown>, ctx: MountContext, moveFocus: boolean): void {
  box.root.classList.toggle(COLLAPSED, collapsed);
  for (const button of [box.expand, box.collapse]) button.setAttribute('aria-expanded', String(!collapsed));
  box.container.style.minHeight = collapsed ? '0px' : toMinHeight(raw, ctx);
  if (collapsed) slideClosed(box.body, moveFocus ? SLIDE_MS : 0);
  else slideOpen(box.body, moveFocus ? SLIDE_MS : 0);
  // The pressed button disappears, so focus goes to the one that replaces it.
  if (moveFocus) (collapsed ? box.expand : box.collapse).focus();
}

/** Whether the box starts minimised: on `minimized_on` and every smaller device; `desktop` means everywhere. */
export function startsMinimised(minimizedOn: string, device: Device, ctx: MountContext): boolean {
  if (minimizedOn === 'desktop') return true;
  const order = toDevicesLargeToSmall(ctx.config.breakpoints);
  const limit = order.indexOf(minimizedOn as Device);
  return limit >= 0 && order.indexOf(device) >= limit;
}

export function bindButtons(box: Box, raw: Record<string, unknown>, ctx: MountContext): void {
  const bind = (button: HTMLElement, collapsed: boolean) => {
    button.addEventListener('click', () => setCollapsed(box, collapsed, raw, ctx, true), { signal: ctx.signal });
    button.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      setCollapsed(box, collapsed, raw, ctx, true);
    }, { signal: ctx.signal });
  };
  bind(box.expand, false);
  bind(box.collapse, true);
}
