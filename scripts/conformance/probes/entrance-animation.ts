// Entrance-animation probe (element feature): brings the element into view and checks it is revealed with its animation, once.
import type { Probe, ProbeContext, ProbeResult } from '../probes.ts';

type EntranceState = { invisible: boolean; animated: boolean; classes: string; name: string | null; delay: number; shown: boolean; reduced: boolean };

// Strings, not functions: tsx's compiled helpers do not exist inside the page. The contract is elementor-core.md §4.1.
const READ = (selector: string): string => `(() => {
  const root = document.querySelector(${JSON.stringify(selector)});
  if (!root) return null;
  let settings = {};
  try { settings = JSON.parse(root.getAttribute('data-settings') || '{}'); } catch (error) { settings = {}; }
  const key = root.getAttribute('data-element_type') === 'widget' ? '_animation' : 'animation';
  const device = document.body.getAttribute('data-elementor-device-mode') || 'desktop';
  // The responsive fallback for the two default breakpoints: mobile → tablet → desktop.
  const order = device === 'mobile' ? ['_mobile', '_tablet', ''] : device === 'tablet' ? ['_tablet', ''] : [''];
  const found = order.map((suffix) => settings[key + suffix]).find((value) => typeof value === 'string' && value !== '');
  const name = found === undefined ? null : found;
  const rect = root.getBoundingClientRect();
  return {
    invisible: root.classList.contains('elementor-invisible'), animated: root.classList.contains('animated'), classes: root.className,
    name: typeof name === 'string' ? name : null, delay: Number(settings._animation_delay || settings.animation_delay || 0),
    shown: rect.width > 0 && rect.height > 0, reduced: matchMedia('(prefers-reduced-motion: reduce)').matches,
  };
})()`;

async function waitFor(ctx: ProbeContext, done: (state: EntranceState) => boolean, timeoutMs: number): Promise<EntranceState | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = (await ctx.page.evaluate(READ(ctx.selector))) as EntranceState | null;
    if (!state || done(state) || Date.now() > deadline) return state;
    await ctx.page.waitForTimeout(50);
  }
}

export const probeEntrance: Probe = async (ctx): Promise<ProbeResult> => {
  const before = (await ctx.page.evaluate(READ(ctx.selector))) as EntranceState | null;
  if (!before) return { ok: false, detail: 'the element is gone' };
  if (!before.shown) return { ok: true, skipped: true, detail: 'the element is not displayed at this size' };
  await ctx.root.scrollIntoViewIfNeeded({ timeout: 3000 }).catch(() => undefined);
  const after = await waitFor(ctx, (state) => !state.invisible, before.delay + 2000);
  if (!after || after.invisible) return { ok: false, detail: 'still elementor-invisible after scrolling into view' };
  const plays = after.name !== null && after.name !== 'none' && !after.reduced;
  if (plays && (!after.animated || !after.classes.split(/\s+/).includes(after.name ?? ''))) {
    return { ok: false, detail: `revealed without "animated ${String(after.name)}" (classes: ${after.classes})` };
  }
  if (!plays && after.animated) return { ok: false, detail: `animated although its animation is ${String(after.name)}` };
  // Once: out of view and back, the classes stay as they are (the observer is gone).
  await ctx.page.evaluate('window.scrollTo({ top: 0, behavior: "instant" })');
  await ctx.root.scrollIntoViewIfNeeded({ timeout: 3000 }).catch(() => undefined);
  const again = (await ctx.page.evaluate(READ(ctx.selector))) as EntranceState | null;
  if (!again || again.classes !== after.classes) return { ok: false, detail: 'its classes changed when it came into view a second time' };
  return { ok: true, detail: plays ? `revealed with "animated ${String(after.name)}"` : `revealed without an animation (${String(after.name)})` };
};
