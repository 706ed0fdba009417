// The mini cart's product list max-height: what is left of the viewport below the toggle, never under 120 px.

function contentHeight(element: Element): number {
  const style = getComputedStyle(element);
  const edges = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'] as const;
  const extra = edges.reduce((sum, key) => sum + (parseFloat(style[key]) || 0), 0);
  return Math.max(0, element.getBoundingClientRect().height - extra);
}

/**
 * Same measurements as the original: viewport height − toggle top − toggle height − the panel's margin-top − the part
 * of the panel that is not the list − 30 px of spacing. Looked up each time: the store re-renders the list.
 */
export function governListHeight(list: HTMLElement, toggle: Element, main: Element): void {
  list.style.maxHeight = '';
  const toggleHeight = contentHeight(toggle) + (parseInt(getComputedStyle(main).marginTop, 10) || 0);
  const rest = main.scrollHeight - contentHeight(list);
  const room = document.documentElement.clientHeight - toggle.getBoundingClientRect().top - toggleHeight - rest - 30;
  list.style.maxHeight = `${Math.max(120, room)}px`;
}
