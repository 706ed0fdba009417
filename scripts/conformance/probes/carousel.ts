// Carousel probe (image and testimonial carousels): clicking "next" changes the active slide; arrows carry the spoken labels.
import type { Probe, ProbeResult } from '../probes.ts';

const READ = `(root) => ({
  active: [...root.querySelectorAll('.swiper-slide')].findIndex((s) => s.classList.contains('swiper-slide-active')),
  label: root.querySelector('.elementor-swiper-button-next')?.getAttribute('aria-label') ?? null,
})`;

export const probeCarousel: Probe = async (ctx): Promise<ProbeResult> => {
  const next = ctx.root.locator('.elementor-swiper-button-next').first();
  if ((await next.count()) === 0) return { ok: true, skipped: true, detail: 'no next arrow' };
  const read = () => ctx.root.evaluate(new Function(`return ${READ}`)() as (el: Element) => { active: number; label: string | null });
  const before = await read();
  if (before.active < 0) return { ok: false, detail: 'no slide has swiper-slide-active after mount' };
  if (!before.label) return { ok: false, detail: 'the next arrow has no aria-label' };
  await next.click({ timeout: 3000 }).catch(() => next.dispatchEvent('click'));
  for (let tries = 0; tries < 20; tries += 1) {
    const after = await read();
    if (after.active !== before.active) return { ok: true, detail: `next moved the active slide ${before.active} → ${after.active}; label "${before.label}"` };
    await ctx.page.waitForTimeout(100);
  }
  return { ok: false, detail: `clicking next left slide ${before.active} active` };
};
