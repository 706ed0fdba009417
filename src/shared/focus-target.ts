// Moving focus to where a link led (an anchor, a table of contents entry), as the browser's own jump to an anchor does.

/** Focus for keyboard and screen-reader users; a target that cannot take focus gets `tabindex="-1"` until it loses it. */
export function focusTarget(target: HTMLElement): void {
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
  }
  target.focus({ preventScroll: true });
}
