// Popups probe (page-level): a popup whose settings arm no trigger must not be on screen after load, as in the original.
import type { Probe, ProbeResult } from '../probes.ts';

// Strings, not functions: tsx's compiled helpers do not exist inside the page. The page source is fetched again
// because wisp takes popup documents out of the page until they are shown.
const READ_POPUPS = `(async () => {
  const text = await fetch(location.href, { cache: 'force-cache' }).then((response) => response.text(), () => '');
  const source = new DOMParser().parseFromString(text, 'text/html');
  const keys = ['page_load', 'scrolling', 'scrolling_to', 'click', 'inactivity', 'exit_intent', 'adblock_detection'];
  return [...source.querySelectorAll('[data-elementor-type="popup"]')].map((element) => {
    let settings = {};
    try { settings = JSON.parse(element.getAttribute('data-elementor-settings') || '{}') || {}; } catch {}
    const triggers = settings.triggers && typeof settings.triggers === 'object' && !Array.isArray(settings.triggers) ? settings.triggers : {};
    return { id: element.getAttribute('data-elementor-id') || '', armed: keys.some((key) => triggers[key] === 'yes') };
  });
})()`;
const READ_SHOWN = `(() => {
  const shown = (element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
  const dialogs = [...document.querySelectorAll('.elementor-popup-modal')].filter(shown).map((element) => element.id.replace('elementor-popup-modal-', ''));
  const inline = [...document.querySelectorAll('[data-elementor-type="popup"]')]
    .filter((element) => !element.closest('.elementor-popup-modal') && shown(element)).map((element) => element.getAttribute('data-elementor-id') || '');
  return { dialogs, inline };
})()`;

type PopupInfo = { id: string; armed: boolean };
type Shown = { dialogs: string[]; inline: string[] };

export const probePopups: Probe = async (ctx): Promise<ProbeResult> => {
  const popups = (await ctx.page.evaluate(READ_POPUPS)) as PopupInfo[];
  const quiet = popups.filter((popup) => !popup.armed).map((popup) => popup.id);
  if (quiet.length === 0) return { ok: true, skipped: true, detail: 'every popup on the page has a trigger' };
  // 1.5 s: longer than any timer wisp starts on load for a popup without triggers (none), and than an entrance animation.
  await ctx.page.waitForTimeout(1500);
  const shown = (await ctx.page.evaluate(READ_SHOWN)) as Shown;
  const wrongly = shown.dialogs.filter((id) => quiet.includes(id));
  if (wrongly.length > 0) return { ok: false, detail: `popup(s) ${wrongly.join(', ')} arm no trigger but are shown after load` };
  if (shown.inline.length > 0) return { ok: false, detail: `popup document(s) ${shown.inline.join(', ')} are visible in the page itself` };
  return { ok: true, detail: `popup(s) ${quiet.join(', ')} arm no trigger and stay hidden after load` };
};
