// Horizontal scrolling of the title row: alignment when the titles overflow, and dragging it with the mouse.
import type { MountContext } from '../../core/types.ts';
import { readResponsive } from '../../shared/breakpoints.ts';
import type { NestedTabsSettings } from './settings.ts';

const JUSTIFY_VAR = '--n-tabs-heading-justify-content';
/** The original's drag step: the row follows the pointer, at most 5 px per move once it is 20 px away. */
const DRAG_LIMIT_PX = 20;
const DRAG_STEP_PX = 5;

function responsive(settings: NestedTabsSettings, key: string, ctx: MountContext): unknown {
  return readResponsive(settings.responsive, key, ctx.device(), ctx.config.breakpoints);
}

function titlesWidth(heading: HTMLElement): number {
  const gap = Number.parseFloat(getComputedStyle(heading).gap) || 0;
  let width = 0;
  for (const child of heading.children) width += (child as HTMLElement).offsetWidth + gap;
  return width;
}

/**
 * With `horizontal_scroll` on for the device and titles wider than the row, the row starts at the first title (or
 * scrolls to the end when titles are aligned to the end); otherwise the alignment is left to the stylesheet.
 */
export function alignHeading(heading: HTMLElement, settings: NestedTabsSettings, ctx: MountContext): void {
  const overflowing = responsive(settings, 'horizontal_scroll', ctx) === 'enable' && heading.clientWidth < titlesWidth(heading);
  if (!overflowing) {
    if (heading.style.getPropertyValue(JUSTIFY_VAR) !== '') heading.style.removeProperty(JUSTIFY_VAR);
    return;
  }
  heading.style.setProperty(JUSTIFY_VAR, 'start');
  const toEnd = responsive(settings, 'tabs_justify_horizontal', ctx) === 'end';
  const width = titlesWidth(heading);
  heading.scrollLeft = toEnd ? (ctx.config.isRtl ? -width : width) : 0;
}

/** Dragging the title row with the mouse scrolls it, as in the original (classes `e-scroll`, `e-scroll-active`). */
export function startDragScroll(heading: HTMLElement, settings: NestedTabsSettings, ctx: MountContext): void {
  const { signal } = ctx;
  let startX: number | null = null;
  const stop = () => {
    heading.classList.remove('e-scroll', 'e-scroll-active');
    startX = null;
  };
  heading.addEventListener('mousedown', (event) => {
    heading.classList.add('e-scroll');
    startX = event.pageX;
  }, { signal });
  heading.addEventListener('mouseup', stop, { signal });
  heading.addEventListener('mouseleave', stop, { signal });
  heading.addEventListener('mousemove', (event) => {
    if (startX === null || heading.scrollWidth <= heading.clientWidth) return;
    if (responsive(settings, 'horizontal_scroll', ctx) !== 'enable') return;
    event.preventDefault();
    const moved = event.pageX - startX;
    heading.scrollLeft -= moved > DRAG_LIMIT_PX ? DRAG_STEP_PX : moved < -DRAG_LIMIT_PX ? -DRAG_STEP_PX : moved;
    heading.classList.add('e-scroll-active');
  }, { signal });
}
