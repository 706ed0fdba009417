// Lightbox probe (page-level, not yet wired: see the note on PROBES): opens the first image link and closes it with Escape.
import type { Probe, ProbeResult } from '../probes.ts';

type Candidate = { index: number; href: string; slideshow: boolean };

// Strings, not functions: tsx's compiled helpers do not exist inside the page. The rule is the original's (elementor-core.md §6.1).
const FIND_LINK = `(() => {
  const kit = (window.elementorFrontendConfig && window.elementorFrontendConfig.kit) || {};
  const global = kit.global_image_lightbox === 'yes';
  const links = [...document.querySelectorAll('a')];
  for (const [index, link] of links.entries()) {
    if (link.hasAttribute('download') || !/^[^?]+\\.(png|jpe?g|gif|svg|webp|avif)(\\?.*)?$/i.test(link.href)) continue;
    if (!/^https?:/.test(link.href) || link.getClientRects().length === 0) continue;
    const choice = link.getAttribute('data-elementor-open-lightbox');
    if (choice === 'yes' || (global && choice !== 'no')) return { index, href: link.href, slideshow: link.hasAttribute('data-elementor-lightbox-slideshow') };
  }
  return null;
})()`;
const READ_DIALOG = `(() => {
  const box = document.querySelector('.elementor-lightbox[role="dialog"]');
  if (!box) return null;
  const image = box.querySelector('.swiper-slide-active .elementor-lightbox-image');
  return { modal: box.getAttribute('aria-modal'), label: box.getAttribute('aria-label'), src: image ? image.src : null,
    counter: (box.querySelector('.elementor-slideshow__counter') || {}).textContent || '', focusInside: box.contains(document.activeElement) };
})()`;

type DialogState = { modal: string | null; label: string | null; src: string | null; counter: string; focusInside: boolean } | null;

async function waitForDialog(ctx: Parameters<Probe>[0], open: boolean): Promise<DialogState> {
  const deadline = Date.now() + 3000;
  for (;;) {
    const state = (await ctx.page.evaluate(READ_DIALOG)) as DialogState;
    if ((state !== null) === open || Date.now() > deadline) return state;
    await ctx.page.waitForTimeout(50);
  }
}

export const probeLightbox: Probe = async (ctx): Promise<ProbeResult> => {
  const candidate = (await ctx.page.evaluate(FIND_LINK)) as Candidate | null;
  if (!candidate) return { ok: true, skipped: true, detail: 'no visible link the lightbox would open' };
  const link = ctx.page.locator('a').nth(candidate.index);
  await link.click({ timeout: 3000 }).catch(() => link.dispatchEvent('click'));
  const state = await waitForDialog(ctx, true);
  if (!state) return { ok: false, detail: `clicking ${candidate.href} opened no lightbox` };
  if (state.modal !== 'true' || !state.label) return { ok: false, detail: 'the lightbox lacks aria-modal or a label' };
  if (state.src !== candidate.href) return { ok: false, detail: `the lightbox shows ${String(state.src)} instead of ${candidate.href}` };
  if (candidate.slideshow && !/^\d+ \/ \d+$/.test(state.counter) && state.counter !== '') return { ok: false, detail: `odd counter "${state.counter}"` };
  if (!state.focusInside) return { ok: false, detail: 'focus did not move into the lightbox' };
  await ctx.page.keyboard.press('Escape');
  if (await waitForDialog(ctx, false)) return { ok: false, detail: 'Escape did not close the lightbox' };
  return { ok: true, detail: `opened ${candidate.href}${state.counter ? ` (${state.counter})` : ''} and closed it with Escape` };
};
