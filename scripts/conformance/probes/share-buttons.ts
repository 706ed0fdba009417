// Share buttons probe: clicks one web network's button and checks the popup the original would open (elementor-pro.md §5).
import type { Probe, ProbeResult } from '../probes.ts';

type Opened = { url: string; target: string; features: string };

// Strings, not functions: tsx's compiled helpers do not exist inside the page.
const RECORD_OPEN = `(() => {
  const calls = [];
  const original = window.open;
  window.__wispProbeOpen = { calls, restore: () => { window.open = original; } };
  window.open = (url, target, features) => { calls.push({ url: String(url), target: target ?? '', features: features ?? '' }); return null; };
})()`;
const READ_OPEN = `(() => { const probe = window.__wispProbeOpen; probe?.restore(); return probe ? probe.calls : []; })()`;
/** Networks that open a web popup; email, print and closed networks act otherwise. */
const WEB = ['facebook', 'twitter', 'x-twitter', 'linkedin', 'reddit', 'pinterest', 'whatsapp', 'telegram', 'vk', 'xing', 'tumblr', 'threads', 'odnoklassniki', 'skype', 'digg', 'mix', 'stumbleupon'];

function check(call: Opened | undefined, network: string): string | null {
  if (!call) return `clicking ${network} opened no window`;
  let url: URL;
  try {
    url = new URL(call.url);
  } catch {
    return `clicking ${network} opened an unparsable URL ${call.url}`;
  }
  if (url.protocol !== 'https:') return `${network} opened ${url.protocol} instead of https:`;
  // The page URL or the widget's custom URL, encoded once: decoded, it reads as an absolute web address.
  if (!/(^|\s)https?:\/\//.test([...url.searchParams.values()].join(' '))) return `${network} shares no URL: ${call.url}`;
  if (call.target !== '') return `${network} opened in "${call.target}" instead of a new window`;
  if (!/width=640,height=480,top=-?\d+,left=-?\d+/.test(call.features)) return `${network} popup features are "${call.features}"`;
  return null;
}

export const probeShareButtons: Probe = async (ctx): Promise<ProbeResult> => {
  const classes = await ctx.root.locator('.elementor-share-btn').evaluateAll((buttons) => buttons.map((button) => button.className));
  const network = WEB.find((name) => classes.some((names) => names.split(/\s+/).includes(`elementor-share-btn_${name}`)));
  if (!network) return { ok: true, skipped: true, detail: 'no button of a web network' };
  await ctx.page.evaluate(RECORD_OPEN);
  const button = ctx.root.locator(`.elementor-share-btn_${network}`).first();
  await button.click({ timeout: 3000 }).catch(() => button.dispatchEvent('click'));
  const calls = (await ctx.page.evaluate(READ_OPEN)) as Opened[];
  const failure = check(calls[0], network);
  return failure ? { ok: false, detail: failure } : { ok: true, detail: `${network} opened ${calls[0]?.url.split('?')[0]} in a 640×480 popup` };
};
