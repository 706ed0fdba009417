// Loop grid probe: the grid is laid out as the original would, and a filter refresh that fails leaves it intact (§7.3–7.4).
import type { Route } from '@playwright/test';
import type { Probe, ProbeContext, ProbeResult } from '../probes.ts';

const FILTER_ID = 'c0f0be1';
const TERM = 'wisp-probe';

// Strings, not functions: tsx's compiled helpers do not exist inside the page.
const READ_LAYOUT = (selector: string) => `(() => {
  const root = document.querySelector(${JSON.stringify(selector)});
  const container = root && root.querySelector('.elementor-loop-container');
  if (!container) return null;
  let settings = {};
  try { settings = JSON.parse(root.getAttribute('data-settings') || '{}') || {}; } catch {}
  const items = [...container.children].filter((item) => item.classList.contains('e-loop-item'));
  return {
    masonry: settings.masonry === 'yes',
    items: items.length,
    pulled: items.filter((item) => item.style.marginTop !== '').length,
    masonryClass: container.classList.contains('elementor-posts-masonry'),
  };
})()`;

/** A taxonomy filter for the probed loop, as the page builder prints one, inserted right before it. */
const INSERT_FILTER = (selector: string, loopId: string) => `(() => {
  const loop = document.querySelector(${JSON.stringify(selector)});
  const widget = document.createElement('div');
  widget.className = 'elementor-element elementor-element-${FILTER_ID} elementor-widget elementor-widget-taxonomy-filter';
  widget.setAttribute('data-id', '${FILTER_ID}');
  widget.setAttribute('data-element_type', 'widget');
  widget.setAttribute('data-widget_type', 'taxonomy-filter.default');
  widget.setAttribute('data-settings', JSON.stringify({ selected_element: ${JSON.stringify(loopId)}, taxonomy: 'category' }));
  widget.innerHTML = '<div class="elementor-widget-container"><search class="e-filter" role="search" data-base-url="" data-page-num="1">'
    + '<button class="e-filter-item" data-filter="__all" aria-pressed="true">All</button>'
    + '<button class="e-filter-item" data-filter="${TERM}" aria-pressed="false">Probe</button></search></div>';
  loop.before(widget);
})()`;
const REMOVE_FILTER = `document.querySelector('[data-id="${FILTER_ID}"]')?.remove()`;

function checkLayout(layout: { masonry: boolean; items: number; pulled: number; masonryClass: boolean } | null): string | null {
  if (!layout) return 'no .elementor-loop-container';
  if (layout.items === 0) return 'no .e-loop-item in the container';
  // Without masonry the grid is the stylesheet's: nothing may be written on the items.
  if (!layout.masonry && (layout.pulled > 0 || layout.masonryClass)) return 'masonry offsets written on a grid without masonry';
  return null;
}

function checkBody(raw: string | null, loopId: string): string | null {
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(raw ?? '') as Record<string, unknown>;
  } catch {
    return `the refresh body is not JSON: ${raw}`;
  }
  if (body['widget_id'] !== loopId) return `widget_id is ${JSON.stringify(body['widget_id'])}, not ${loopId}`;
  if (JSON.stringify(body['widget_filters']) !== JSON.stringify({ taxonomy: { category: { terms: [TERM] } } })) return `widget_filters is ${JSON.stringify(body['widget_filters'])}`;
  if (typeof body['post_id'] !== 'string' && typeof body['post_id'] !== 'number') return 'post_id is missing';
  if (!/^https?:\/\//.test(String(body['pagination_base_url']))) return `pagination_base_url is ${JSON.stringify(body['pagination_base_url'])}`;
  return null;
}

/** Clicks the inserted filter's term, answers the refresh with a 500, and checks the loop and buttons are as before. */
async function refreshThatFails(ctx: ProbeContext, loopId: string): Promise<string | null> {
  const { page } = ctx;
  let sent: { body: string | null; type: string } | null = null;
  const handler = async (route: Route) => {
    sent = { body: route.request().postData(), type: route.request().headers()['content-type'] ?? '' };
    await route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"probe","data":{"status":500}}' });
  };
  await page.route('**/elementor-pro/v1/refresh-loop', handler);
  try {
    await page.evaluate(INSERT_FILTER(ctx.selector, loopId));
    const filter = page.locator(`[data-id="${FILTER_ID}"]`);
    // A filter mounts near the viewport (or on a touch, or for a filtered URL), as a visitor reaches it before clicking.
    await filter.scrollIntoViewIfNeeded({ timeout: 5000 }).catch(() => undefined);
    const mounted = await filter.and(page.locator('[data-wisp-ready]')).waitFor({ state: 'attached', timeout: 5000 }).then(() => true, () => false);
    if (!mounted) return 'an inserted taxonomy filter for this loop never mounted';
    const before = { html: await ctx.root.innerHTML(), url: page.url() };
    await filter.locator(`[data-filter="${TERM}"]`).dispatchEvent('click');
    // The filter itself loads on the first touch (its idle part holds this click and replays it once it has): wait for
    // the request before waiting for the overlay to go.
    for (const until = Date.now() + 5000; !sent && Date.now() < until;) await page.waitForTimeout(50);
    await page.waitForFunction(`!document.querySelector(${JSON.stringify(ctx.selector)}).classList.contains('e-loading-overlay')`, undefined, { timeout: 5000 });
    const request = sent as { body: string | null; type: string } | null;
    if (!request) return 'the filter click sent no refresh-loop request';
    if (!request.type.startsWith('application/json')) return `the refresh was sent as ${request.type}`;
    const bodyProblem = checkBody(request.body, loopId);
    if (bodyProblem) return bodyProblem;
    if ((await ctx.root.innerHTML()) !== before.html) return 'the loop changed after a failed refresh';
    if (page.url() !== before.url) return `the URL changed after a failed refresh: ${page.url()}`;
    if ((await filter.locator('[aria-pressed="true"]').getAttribute('data-filter')) !== '__all') return 'the filter buttons were not restored after the failure';
    return null;
  } finally {
    await page.unroute('**/elementor-pro/v1/refresh-loop', handler);
    await page.evaluate(REMOVE_FILTER);
  }
}

export const probeLoopGrid: Probe = async (ctx): Promise<ProbeResult> => {
  const loopId = (await ctx.root.getAttribute('data-id')) ?? '';
  const layoutProblem = checkLayout((await ctx.page.evaluate(READ_LAYOUT(ctx.selector))) as Parameters<typeof checkLayout>[0]);
  if (layoutProblem) return { ok: false, detail: layoutProblem };
  // The refresh route accepts only 7 alphanumerics: such a loop cannot be filtered at all.
  if (!/^[a-z0-9]{7}$/i.test(loopId)) return { ok: true, skipped: true, detail: `loop id ${loopId} cannot be filtered` };
  const refreshProblem = await refreshThatFails(ctx, loopId);
  return refreshProblem ? { ok: false, detail: refreshProblem }
    : { ok: true, detail: 'grid laid out; a filter click sent a well-formed refresh-loop request and a 500 left the grid and URL as they were' };
};
