// How much of the top of the viewport is covered: the admin bar and the tallest active sticky header.

/** The original's sticky state class; the sticky feature adds it while an element is stuck. */
const STICKY_ACTIVE = '.elementor-sticky--active';

function isFixedAtTop(element: Element): boolean {
  const { position, display, visibility } = getComputedStyle(element);
  if (display === 'none' || visibility === 'hidden') return false;
  const rect = element.getBoundingClientRect();
  // Stuck to the top half: a header; a bar stuck to the bottom covers nothing a target lands under.
  return (position === 'fixed' || position === 'sticky') && rect.height > 0 && rect.top < innerHeight / 2;
}

/** The admin bar (when it is fixed: WordPress lets it scroll away on narrow screens) plus the tallest sticky header. */
export function measureTopOffset(): number {
  const adminBar = document.getElementById('wpadminbar');
  const bar = adminBar && isFixedAtTop(adminBar) ? adminBar.getBoundingClientRect().height : 0;
  let sticky = 0;
  for (const element of document.querySelectorAll(STICKY_ACTIVE)) {
    if (isFixedAtTop(element)) sticky = Math.max(sticky, element.getBoundingClientRect().height);
  }
  return bar + sticky;
}
