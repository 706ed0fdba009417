// Sticky probe (element feature): scrolls past the element's place and checks it sticks at its offset with a spacer, then lets go.
import type { Probe, ProbeContext, ProbeResult } from '../probes.ts';

type StickyState = {
  to: string; offset: number; here: boolean; sticky: boolean; active: boolean; position: string; top: number; bottom: number;
  spacer: { hidden: boolean } | null; flowTop: number; flowBottom: number; nextTop: number | null; viewport: number; scrollable: number; shown: boolean;
};

// Strings, not functions: tsx's compiled helpers do not exist inside the page. The contract is elementor-pro.md §3.
const READ = (selector: string): string => `(() => {
  const root = document.querySelector(${JSON.stringify(`${selector}:not(.elementor-sticky__spacer)`)});
  if (!root) return null;
  let settings = {};
  try { settings = JSON.parse(root.getAttribute('data-settings') || '{}'); } catch (error) { settings = {}; }
  const bar = document.getElementById('wpadminbar');
  const barHeight = bar && settings.sticky === 'top' && getComputedStyle(bar).position === 'fixed' ? bar.getBoundingClientRect().height : 0;
  const after = root.nextElementSibling;
  const spacer = after && after.classList.contains('elementor-sticky__spacer') ? after : null;
  const rect = root.getBoundingClientRect();
  const flow = (spacer || root).getBoundingClientRect();
  const next = (spacer || root).nextElementSibling;
  const device = document.body.getAttribute('data-elementor-device-mode') || 'desktop';
  return {
    to: settings.sticky, offset: Number(settings.sticky_offset || 0) + barHeight,
    here: !Array.isArray(settings.sticky_on) || settings.sticky_on.includes(device), sticky: root.classList.contains('elementor-sticky'),
    active: root.classList.contains('elementor-sticky--active'), position: getComputedStyle(root).position, top: rect.top, bottom: rect.bottom,
    spacer: spacer ? { hidden: getComputedStyle(spacer).visibility === 'hidden' } : null,
    flowTop: flow.top + scrollY, flowBottom: flow.bottom + scrollY, nextTop: next ? next.getBoundingClientRect().top + scrollY : null, viewport: innerHeight,
    scrollable: document.documentElement.scrollHeight - innerHeight, shown: rect.width > 0 && rect.height > 0,
  };
})()`;

async function read(ctx: ProbeContext): Promise<StickyState | null> {
  return (await ctx.page.evaluate(READ(ctx.selector))) as StickyState | null;
}

async function scrollTo(ctx: ProbeContext, y: number): Promise<StickyState | null> {
  await ctx.page.evaluate(`window.scrollTo({ top: ${Math.max(0, Math.round(y))}, behavior: 'instant' })`);
  await ctx.page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
  return read(ctx);
}

/** Stuck: the class, fixed positioning at the offset from its edge, and a hidden spacer in its place. */
function checkStuck(state: StickyState): string | null {
  if (!state.active) return 'elementor-sticky--active is missing';
  if (state.position !== 'fixed' && state.position !== 'absolute') return `position is ${state.position}`;
  if (!state.spacer) return 'no .elementor-sticky__spacer follows it';
  if (!state.spacer.hidden) return 'the spacer is visible';
  // Absolute: "stay in column" stopped it at its parent's edge, which is not at the offset.
  if (state.position === 'fixed') {
    const edge = state.to === 'top' ? state.top : state.viewport - state.bottom;
    if (Math.abs(edge - state.offset) > 1) return `it sits ${edge}px from the ${state.to} edge, not ${state.offset}px`;
  }
  return null;
}

export const probeSticky: Probe = async (ctx): Promise<ProbeResult> => {
  const start = await scrollTo(ctx, 0);
  if (!start) return { ok: false, detail: 'the element is gone' };
  if (!start.here) {
    const later = await scrollTo(ctx, start.scrollable / 2);
    return later && !later.sticky && !later.spacer
      ? { ok: true, detail: 'not sticky on this device, as sticky_on says' }
      : { ok: false, detail: 'sticky on a device sticky_on leaves out' };
  }
  if (!start.shown) return { ok: true, skipped: true, detail: 'the element is not displayed at this size' };
  // Top: scroll its place just past the offset. Bottom: its place must be below the viewport's bottom at the page top.
  const stuckAt = start.to === 'top' ? start.flowTop - start.offset + 40 : 0;
  const unstuckAt = start.to === 'top' ? 0 : start.flowBottom - start.viewport + start.offset + 40;
  if (start.to === 'top' && (stuckAt > start.scrollable || start.flowTop <= start.offset)) return { ok: true, skipped: true, detail: 'the page cannot scroll it both ways' };
  if (start.to === 'bottom' && start.flowBottom <= start.viewport - start.offset) return { ok: true, skipped: true, detail: 'its place is not below the fold' };
  const stuck = await scrollTo(ctx, stuckAt);
  const failure = stuck ? checkStuck(stuck) : 'the element is gone';
  if (failure) return { ok: false, detail: `scrolled to ${Math.round(stuckAt)}: ${failure}` };
  // A bottom bar that ends the page stays stuck even at the very bottom (its distance is then 0), as in the original.
  if (unstuckAt > start.scrollable) return { ok: true, detail: `stuck to the ${start.to} at ${start.offset}px with a spacer (the page ends at its place)` };
  const released = await scrollTo(ctx, unstuckAt);
  if (!released || released.active || released.spacer) return { ok: false, detail: `scrolled to ${Math.round(unstuckAt)}: still stuck` };
  // The spacer holds the element's place: what follows sits at the same page position stuck or not.
  if (stuck?.nextTop != null && released.nextTop != null && Math.abs(stuck.nextTop - released.nextTop) > 1) {
    return { ok: false, detail: `the content after it moved by ${Math.round(released.nextTop - stuck.nextTop)}px when it stuck` };
  }
  return { ok: true, detail: `stuck to the ${start.to} at ${start.offset}px with a spacer, then released` };
};
