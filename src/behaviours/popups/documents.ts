// The popup documents of the page: found, taken out of the page as templates (as the original does), put back on teardown.
import type { FieldWarning } from '../../core/types.ts';
import { POPUP_COPY_ATTR } from '../../core/schema.ts';
import { BUILDER } from '../../shared/names.ts';
import { toPopupSettings, type PopupSettings } from './settings.ts';

export const POPUP_SELECTOR = BUILDER.popup;
/** Popup ids are post ids: digits only, so one never needs escaping or can name something else. */
const POPUP_ID = /^\d{1,20}$/;

export type PopupDocument = {
  id: string;
  /** The server markup, detached; every show renders a fresh copy of it. */
  template: HTMLElement;
  settings: PopupSettings;
  warnings: FieldWarning[];
  /** Where the template stood, so teardown can put it back. */
  home: { parent: Node; next: Node | null };
};

const popups = new Map<string, PopupDocument>();

export function toPopupId(value: unknown): string | null {
  const text = typeof value === 'number' && Number.isInteger(value) ? String(value) : value;
  return typeof text === 'string' && POPUP_ID.test(text) ? text : null;
}

/**
 * Copies on screen carry their templates' attributes, and this one: they are not collected as new popups, and the scan
 * starts the widgets of a copy, never those of a template (core/schema.ts). Set before the copy is attached.
 */
export function markCopy(element: Element): void {
  element.setAttribute(POPUP_COPY_ATTR, '');
}

/** Takes every popup document not yet known out of the page; idempotent, and picks up popups added later. */
export function collectPopups(): void {
  for (const element of document.querySelectorAll<HTMLElement>(POPUP_SELECTOR)) {
    const id = toPopupId(element.getAttribute('data-elementor-id'));
    if (element.hasAttribute(POPUP_COPY_ATTR) || !id || popups.has(id) || !element.parentNode) continue;
    const { settings, warnings } = toPopupSettings(element.getAttribute('data-elementor-settings'));
    const popup: PopupDocument = { id, template: element, settings, warnings, home: { parent: element.parentNode, next: element.nextSibling } };
    // Detached, its widgets are torn down and never mount until a copy is shown; ids inside stay unique on the page.
    element.remove();
    popups.set(id, popup);
  }
}

/** Every popup collected so far, in page order. */
export function knownPopups(): PopupDocument[] {
  return [...popups.values()];
}

/** A known popup, collecting first so an action that runs before the popups behaviour still finds it. */
export function findPopup(id: string): PopupDocument | null {
  if (!popups.has(id)) collectPopups();
  return popups.get(id) ?? null;
}

/** Puts every template back where it was and forgets them all (wisp.destroy()). */
export function restorePopups(): void {
  // Last first: a popup whose neighbour was another popup finds that neighbour back in place.
  for (const { template, home } of [...popups.values()].reverse()) {
    const next = home.next && home.next.parentNode === home.parent ? home.next : null;
    home.parent.insertBefore(template, next);
  }
  popups.clear();
}
