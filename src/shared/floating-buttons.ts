// What the floating buttons share (the chat button and the floating bar): their animation settings per device, and
// click counting (the chat box's send buttons, the bar's call to action) per floating-buttons document, posted to the
// site as the original posts it, ten at a time, the rest when the page is left.
import type { MountContext } from '../core/types.ts';
import { readResponsive } from './breakpoints.ts';
import { readConfigGlobal } from './config-global.ts';
import { isRecord } from './guards.ts';
import { postAjax } from './ajax-post.ts';

/** An animation class name from the settings; 'none', empty or anything else means no animation. */
const ANIMATION_NAME = /^[A-Za-z][\w-]{0,40}$/;

/** The animation class `key` names on the current device, or '' for none. */
export function animationOf(settings: Record<string, unknown>, key: string, ctx: MountContext): string {
  const value = readResponsive(settings, key, ctx.device(), ctx.config.breakpoints);
  return typeof value === 'string' && value !== 'none' && ANIMATION_NAME.test(value) ? value : '';
}

/** The original sends the counted clicks once it has ten, or when the page unloads. */
const CLICKS_PER_SEND = 10;

/** Counts clicks inside `area` on an element matching `target`, until the widget's signal aborts. */
export function trackFloatingClicks(area: Element | null, target: string, ctx: MountContext): void {
  if (!area) return;
  const clicks: string[] = [];
  const raw = readConfigGlobal('elementorFrontendConfig', 'elementor-frontend-js-before');
  const nonces = isRecord(raw) && isRecord(raw['nonces']) ? raw['nonces'] : {};
  const nonce = typeof nonces['floatingButtonsClickTracking'] === 'string' ? nonces['floatingButtonsClickTracking'] : '';
  // Only to this site: the endpoint comes from the page's config.
  let url: URL | null = null;
  try { url = new URL(ctx.config.urls.ajaxurl, location.href); } catch { /* no endpoint: clicks are not counted */ }
  const send = (leaving: boolean) => {
    if (clicks.length === 0 || !url || url.origin !== location.origin) return;
    const body = new FormData();
    body.append('action', 'elementor_send_clicks');
    body.append('_nonce', nonce);
    for (const id of clicks.splice(0)) body.append('clicks[]', id);
    // A page being left cannot wait for a fetch: a beacon is sent after it has gone.
    if (leaving && typeof navigator.sendBeacon === 'function') navigator.sendBeacon(url, body);
    else postAjax(url, body).catch(() => undefined);
  };
  area.addEventListener('click', (event) => {
    const hit = event.target instanceof Element ? event.target.closest(target) : null;
    const id = hit?.closest<HTMLElement>('[data-elementor-type="floating-buttons"]')?.dataset['elementorId'];
    if (!id) return;
    clicks.push(id);
    if (clicks.length >= CLICKS_PER_SEND) send(false);
  }, { signal: ctx.signal });
  addEventListener('pagehide', () => send(true), { signal: ctx.signal });
}
