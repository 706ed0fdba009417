// The links that open, close or toggle one off-canvas: found by the widget id in their action settings.
import { isRecord } from '../../shared/guards.ts';

// 4096: far above a real `{"id":"…"}`; a longer base64 part is not an off-canvas link's.
const OFF_CANVAS_ACTION = /action=off_canvas:(?:open|close|toggle)&settings=([A-Za-z0-9+/=]{1,4096})/;

/** The widget id an action link names, or null for any other link (or one that does not decode). */
export function toLinkedId(href: string): string | null {
  try {
    const match = OFF_CANVAS_ACTION.exec(decodeURIComponent(href));
    const data: unknown = match?.[1] ? JSON.parse(atob(match[1])) : null;
    return isRecord(data) && typeof data['id'] === 'string' ? data['id'] : null;
  } catch {
    return null;
  }
}

/** Every link on the page whose off-canvas action names `id`. */
export function findTriggers(id: string): HTMLAnchorElement[] {
  return [...document.querySelectorAll<HTMLAnchorElement>('a[href*="elementor-action"]')].filter((link) => toLinkedId(link.getAttribute('href') ?? '') === id);
}
