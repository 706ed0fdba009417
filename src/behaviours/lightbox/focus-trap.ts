// Keeps Tab inside the open lightbox: its tab stops in order, wrapping at both ends.

const FOCUSABLE = 'a[href], button, iframe, video[controls], [tabindex]:not([tabindex="-1"])';

function isShown(element: HTMLElement): boolean {
  return element.getClientRects().length > 0 || element === document.activeElement;
}

/** The dialog's tab stops in order; hidden slides and closed menus are skipped because they have no boxes. */
export function tabStops(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[hidden]') && isShown(element));
}

export function trapTab(root: HTMLElement, event: KeyboardEvent): void {
  const stops = tabStops(root);
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) return event.preventDefault();
  const active = document.activeElement;
  const outside = !(active instanceof Node) || !root.contains(active) || active === root;
  if (event.shiftKey && (outside || active === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (outside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}
