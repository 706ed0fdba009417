// Probe for post listings (posts, archive posts): one load-more click, then the original's contract for the result.
import type { Probe, ProbeContext, ProbeResult } from '../probes.ts';

type ListingState = {
  kind: 'ecs' | 'pro' | 'none';
  /** `load_method` (custom skin) or `pagination_type` (Pro). */
  method: string;
  /** Item keys in order: the article id, else its `post-{n}` class. */
  items: string[];
  button: { present: boolean; visible: boolean; label: string };
  /** The custom skin's stored current_page / max_num_pages, or Pro's anchor data-page / data-max-page. */
  page: number;
  max: number;
  loading: boolean;
  ended: boolean;
};

// A string, not a function: tsx's compiled helpers do not exist inside the page.
const READ_LISTING = `(selector) => {
  const root = document.querySelector(selector);
  if (!root) return null;
  const own = (el) => el.parentElement && el.parentElement.closest('.elementor-element') === root;
  const first = (css) => [...root.querySelectorAll(css)].find(own) || null;
  const json = (text) => { try { return JSON.parse(text || '{}') || {}; } catch { return {}; } };
  const keyOf = (item) => item.id || [...item.classList].find((name) => /^post-\\d+$/.test(name)) || '';
  const shown = (el) => !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const ecs = first('.ecs-posts');
  if (ecs) {
    const settings = json(ecs.getAttribute('data-settings'));
    const button = first('.ecs-load-more-button .elementor-button');
    return { kind: 'ecs', method: String(settings.load_method || ''), items: [...ecs.children].map(keyOf),
      button: { present: !!button, visible: shown(button), label: button ? button.textContent.trim() : '' },
      page: Number(settings.current_page), max: Number(settings.max_num_pages), loading: ecs.getAttribute('aria-busy') === 'true', ended: !button };
  }
  const container = first('.elementor-posts-container');
  const anchor = first('.e-load-more-anchor');
  const button = container ? [...root.querySelectorAll('.elementor-button')].find((el) => own(el) && !container.contains(el)) || null : null;
  const method = String(json(root.getAttribute('data-settings')).pagination_type || '');
  return { kind: container ? 'pro' : 'none', method, items: container ? [...container.children].filter((el) => el.classList.contains('elementor-post')).map(keyOf) : [],
    button: { present: !!button, visible: shown(button), label: button ? button.textContent.trim() : '' },
    page: anchor ? Number(anchor.getAttribute('data-page')) : 1, max: anchor ? Number(anchor.getAttribute('data-max-page')) : 1,
    loading: root.classList.contains('e-load-more-pagination-loading'), ended: root.classList.contains('e-load-more-pagination-end') };
}`;

const pass = (detail: string): ProbeResult => ({ ok: true, detail });
const fail = (detail: string): ProbeResult => ({ ok: false, detail });
const skip = (detail: string): ProbeResult => ({ ok: true, detail, skipped: true });

async function read(ctx: ProbeContext): Promise<ListingState> {
  const state = await ctx.page.evaluate(`(${READ_LISTING})(${JSON.stringify(ctx.selector)})`);
  if (!state) throw new Error(`${ctx.selector} is gone`);
  return state as ListingState;
}

/** Why this listing cannot show a load-more click, or null when it can. */
function whyNot(state: ListingState): string | null {
  if (state.kind === 'none') return 'no posts container';
  const clickable = state.kind === 'ecs' ? state.method === 'loadmore' : state.method === 'load_more_on_click';
  if (!clickable) {
    const links = state.method.includes('number') || state.method.includes('prev');
    return `pagination "${state.method || 'none'}": ${links ? 'plain page links, as in the original' : 'not a load-more button'}`;
  }
  if (!state.button.present || state.page >= state.max) return `a single page (${state.page} of ${state.max}): nothing to load`;
  return null;
}

/** After one click: more items, none twice, the page counted up, the button back to its label or gone at the end. */
function check(before: ListingState, after: ListingState): string | null {
  if (after.loading) return 'still loading after 8 s';
  if (after.items.length <= before.items.length) return `no items appended (${before.items.length} → ${after.items.length}); button "${after.button.label}"`;
  const keys = after.items.filter((key) => key !== '');
  if (new Set(keys).size !== keys.length) return `duplicate items: ${keys.filter((key, i) => keys.indexOf(key) !== i).join(', ')}`;
  if (after.items.slice(0, before.items.length).join() !== before.items.join()) return 'the items shown before the click changed';
  if (after.page !== before.page + 1) return `page went ${before.page} → ${after.page}`;
  const last = after.page >= after.max;
  if (last !== after.ended) return last ? 'last page reached but the listing does not show its end' : 'the listing shows its end before the last page';
  if (!last && after.button.label !== before.button.label) return `the button reads "${after.button.label}", not "${before.button.label}"`;
  return null;
}

/** A captured page has no server behind it: a failed request must leave the listing as it was, ready to retry. */
function checkFailure(before: ListingState, after: ListingState): string | null {
  if (after.loading) return 'still loading after the request failed';
  if (after.items.join() !== before.items.join()) return 'items changed although the request failed';
  if (!after.button.present || after.button.label !== before.button.label) return `the button reads "${after.button.label}" after the failure, not "${before.button.label}"`;
  if (after.page !== before.page) return `page went ${before.page} → ${after.page} although nothing loaded`;
  return null;
}

export const probePosts: Probe = async (ctx) => {
  const before = await read(ctx);
  const reason = whyNot(before);
  if (reason) return skip(reason);
  let failedStatus = 0;
  const onResponse = (response: { status(): number; request(): { method(): string } }) => {
    if (response.status() >= 400 && response.request().method() !== 'OPTIONS') failedStatus = response.status();
  };
  const onFailed = () => (failedStatus = -1);
  ctx.page.on('response', onResponse);
  ctx.page.on('requestfailed', onFailed);
  const button = ctx.root.locator(before.kind === 'ecs' ? '.ecs-load-more-button .elementor-button' : '.elementor-button').first();
  await button.click({ timeout: 3000 }).catch(() => button.dispatchEvent('click'));
  const deadline = Date.now() + 8000;
  let after = await read(ctx);
  while ((after.loading || after.items.length === before.items.length) && failedStatus === 0 && Date.now() < deadline) {
    await ctx.page.waitForTimeout(100);
    after = await read(ctx);
  }
  // Let the failure handling finish before reading the end state.
  if (failedStatus !== 0) {
    await ctx.page.waitForTimeout(300);
    after = await read(ctx);
  }
  ctx.page.off('response', onResponse);
  ctx.page.off('requestfailed', onFailed);
  if (failedStatus !== 0 && after.items.length === before.items.length) {
    const failure = checkFailure(before, after);
    const why = failedStatus < 0 ? 'a network failure' : `HTTP ${failedStatus}`;
    return failure ? fail(`after ${why}: ${failure}`) : pass(`no server behind this capture (${why}): the listing stayed as it was and the button is ready to retry`);
  }
  const failure = check(before, after);
  return failure ? fail(`after one load-more click: ${failure}`) : pass(`${after.items.length - before.items.length} items appended, page ${after.page} of ${after.max}`);
};
