// Focus inside a dialog (popups, off-canvas): what can take it, the Tab trap, and where focus goes first.

const FOCUSABLE = 'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), '
  + 'select:not([disabled]), textarea:not([disabled]), iframe, audio[controls], video[controls], summary, '
  + '[contenteditable]:not([contenteditable="false"]), [tabindex]';

function isShown(element: HTMLElement): boolean {
  if (typeof element.checkVisibility === 'function') return element.checkVisibility({ visibilityProperty: true });
  return element.getClientRects().length > 0;
}

/** Elements Tab can reach inside `root`, in document order; hidden and disabled ones left out. */
function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.closest('[inert]') && isShown(element),
  );
}

/** Keeps Tab and Shift+Tab inside `root`, wrapping at the ends; true when it moved focus itself. */
export function trapTab(event: KeyboardEvent, root: HTMLElement): boolean {
  const items = tabbables(root);
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (!first || !last) {
    root.focus({ preventScroll: true });
    return true;
  }
  const inside = active instanceof Node && root.contains(active);
  if (event.shiftKey && (!inside || active === first || active === root)) {
    last.focus();
    return true;
  }
  if (!event.shiftKey && (!inside || active === last)) {
    first.focus();
    return true;
  }
  return false;
}

/** Where focus goes on open: the first tabbable element, else the dialog itself. */
export function focusFirst(root: HTMLElement): void {
  const first = tabbables(root)[0];
  // With nothing tabbable inside, the dialog itself: it takes focus only with a tabindex (-1 keeps it out of the Tab order).
  if (!first && !root.hasAttribute('tabindex')) root.setAttribute('tabindex', '-1');
  (first ?? root).focus({ preventScroll: true });
}

/** Gives focus back to the element that had it before the dialog opened, if it is still on the page. */
export function returnFocus(opener: Element | null): void {
  if (opener instanceof HTMLElement && opener.isConnected && opener !== document.body) opener.focus();
}
