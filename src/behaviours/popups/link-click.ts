// A popup link's click answered by the popups behaviour while action links (which run every action link) have not
// started, as right after the load event: the popup is drawn in the click's own task (show-lazy.ts), where holding the
// click for action links and the popup code made a phone's first tap wait for both chunks to arrive and run.
import { isYes } from '../../shared/fields.ts';
import { isRecord } from '../../shared/guards.ts';
import { findPopup, toPopupId } from './documents.ts';
import { openPopupWhenLoaded } from './show-lazy.ts';

/**
 * The one printed form of a popup link answered here, once percent-decoded (as action-links/hash.ts decodes it): the
 * action and then the settings, standard base64 of at most 2,000 characters. Any other form (URL-safe base64 included)
 * is left to action links.
 */
const POPUP_OPEN = /^#elementor-action:action=popup:open&settings=([A-Za-z0-9+/=]{1,2000})$/;

/** The settings of a `popup:open` action link's `href`, or null when it is not one in the printed form above. */
function toOpenSettings(href: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(atob(POPUP_OPEN.exec(decodeURIComponent(href))?.[1] ?? ''));
    return isRecord(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Whether the `popup:open` link around `target` opens a popup on the page, which this behaviour then answers; with
 * `act`, opens it as action links' action would (toggle and opener alike). A link to a popup not on the page, or in
 * another form, is left to action links (their warnings included).
 */
export function answerPopupLink(target: Element, signal: AbortSignal, act?: boolean): boolean {
  const link = target.closest('a[href]');
  const settings = link && toOpenSettings(link.getAttribute('href') ?? '');
  const id = settings && toPopupId(settings['id']);
  if (!link || !id || !findPopup(id)) return false;
  if (act) openPopupWhenLoaded(signal, id, { toggle: isYes(settings['toggle']), opener: link });
  return true;
}
